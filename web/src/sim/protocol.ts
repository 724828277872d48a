// Messages between the page and the simulator's Web Worker. Every request carries an id;
// the worker answers it once (ok or error) and may send progress before that.
import type { BlockList, PackedBlocks, PackedOutputs } from './packing';
import type { Vcd } from '../waveform/vcd';
import type { WireVcd } from '../waveform/vcd-wire';

export interface LoadRequest {
  kind: 'load';
  configId: string;
  /** Absolute URL of the folder holding models/<id>/model.{mjs,wasm}. */
  modelsUrl: string;
}

/** What a run or a stepping session feeds the core, in queue order: keys, mode, IVs, blocks. */
export interface Workload {
  /** Key handshakes in order (an offline core takes one per round key). */
  keys: { key: Uint8Array; bank: number }[];
  /** The blocks, in order: a run's are packed (packing.ts), a million of them. */
  blocks: BlockList;
  decrypt: boolean;
  /** Switch a run-time-mode core (`-all`) to this mode first (a key of modeCodes). */
  mode?: string;
  /** Interleaved CBC's chains or multi-stream CBC's streams. */
  chains?: number;
  /** IVs (CTR: the initial counter), loaded as chains 0, 1, … */
  ivs?: Uint8Array[];
  /** Multi-stream CBC: each block's stream. */
  streams?: number[];
  /**
   * Offer no block before this cycle of the run: the S-box comparison lets a key setup finish
   * that blocks could otherwise overtake (sbox-compare/workload.ts; sim-core's keySetupDone).
   */
  blocksFrom?: number;
}

export interface RunRequest extends Workload {
  kind: 'run';
  /** Give up after this many cycles without all outputs. */
  maxCycles: number;
  /** Record a VCD of the run (the core's ports and registers, hdl/ABI.md). */
  vcd?: boolean;
}

/** Start stepping: reset the core and queue the workload, nothing simulated yet. */
export interface StepStartRequest extends Workload {
  kind: 'step-start';
}

/**
 * Move a stepping session (step-session.ts): `cycles` on or back from the cycle shown, on to
 * the next cycle a block leaves in (at most `cycles` on), or to cycle `cycles`. Cycles already
 * simulated are read back; later ones are simulated.
 */
export interface StepRequest {
  kind: 'step';
  move: 'forward' | 'back' | 'output' | 'to';
  cycles: number;
}

export type Request = LoadRequest | RunRequest | StepStartRequest | StepRequest;

/**
 * What crosses postMessage (packing.ts): a workload's blocks packed into one buffer (the
 * simulator packs them, the worker reads them in place), a run's outputs as they are, and its
 * waveform as the worker decoded it.
 */
export type WireWorkload<W extends Workload> = Omit<W, 'blocks'> & { blocks: PackedBlocks };
export type WireRequest = LoadRequest | WireWorkload<RunRequest> | WireWorkload<StepStartRequest> | StepRequest;
export type WireRunResult = Omit<RunResult, 'waveform'> & { waveform?: WireWaveform };
export type WireWaveform = { file: Blob; bytes: number } & (
  { trace: WireVcd; problem?: undefined } | { trace?: undefined; problem: string }
);

export interface LoadResult {
  configId: string;
  /** Stage names of the occupancy probes, one per datapath register. */
  probes: string[];
}

export interface RunResult {
  /** The blocks out of the core, in the order it gave them, packed (packing.ts). */
  outputs: PackedOutputs;
  /** Cycles the run took, from reset to the cycle after the last block came out. */
  cycles: number;
  /**
   * Probe words, stages per cycle (see decodeProbe), of the run's cycles from `probeFrom` to
   * its end: every cycle of a run that fits the probe ring (about a million cycles, fewer
   * for deep datapaths), the last ones of a longer run.
   */
  probes: Uint32Array;
  /** The run's cycle of the first probe word: 0 unless the run was longer than the ring. */
  probeFrom: number;
  stages: number;
  /** The simulator's WebAssembly memory when the run ended, in bytes: its peak (it never shrinks). */
  memoryBytes: number;
  /** The run's waveform as VCD text, when asked for (runs in Node: runWorkload). */
  vcd?: string;
  /** The same, as the page gets it from the worker: read there, off the main thread. */
  waveform?: Waveform;
}

/**
 * A run's VCD as the worker hands it to the page: the file to download (a Blob costs the
 * page nothing to receive) and the trace parsed in the worker, or why it could not be read.
 * Parsing on the main thread took 540 ms for 256 blocks through PP-10 (`npm run bench`).
 */
export type Waveform = { file: Blob; bytes: number } & (
  { trace: Vcd; problem?: undefined } | { trace?: undefined; problem: string }
);

/** A block out of a stepping session, with the cycle it left the core in. */
export interface StepOutput {
  tag: number;
  data: Uint8Array;
  cycle: number;
}

/**
 * Where a stepping session stands at the cycle it shows. Cycles count as the occupancy chart
 * and the waveform count a run's: cycle c is what the registers hold during it.
 */
export interface StepState {
  /** The cycle shown; −1 after reset, before the first cycle is simulated. */
  cycle: number;
  /** The last cycle simulated: every cycle up to it can be shown again at once. */
  last: number;
  /** One probe word per stage during `cycle` (see decodeProbe); zeros before the first. */
  stages: Uint32Array;
  /**
   * The outputs by `cycle`, in the order the core gave them: all of them, or when there are
   * more than 512, the first and the last 256 (step-session.ts outputsShown).
   */
  outputs: StepOutput[];
  /** How many blocks left by `cycle`. */
  outputCount: number;
  /** Keys and blocks waiting to enter during `cycle`; −1 before the first. */
  pending: number;
}

export type Reply =
  | { id: number; ok: true; result: LoadResult | WireRunResult | StepState }
  | { id: number; ok: false; error: string }
  | { id: number; progress: { done: number; total: number } };
