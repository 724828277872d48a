// Messages between the page and the simulator's Web Worker. Every request carries an id;
// the worker answers it once (ok or error) and may send progress before that.

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
  blocks: Uint8Array[];
  decrypt: boolean;
  /** Switch a run-time-mode core (`-all`) to this mode first (a key of modeCodes). */
  mode?: string;
  /** Interleaved CBC's chains or multi-stream CBC's streams. */
  chains?: number;
  /** IVs (CTR: the initial counter), loaded as chains 0, 1, … */
  ivs?: Uint8Array[];
  /** Multi-stream CBC: each block's stream. */
  streams?: number[];
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

/** Advance a stepping session by `cycles`, or until the next output (at most `cycles`). */
export interface StepRequest {
  kind: 'step';
  cycles: number;
  untilOutput?: boolean;
}

export type Request = LoadRequest | RunRequest | StepStartRequest | StepRequest;

export interface LoadResult {
  configId: string;
  /** Stage names of the occupancy probes, one per datapath register. */
  probes: string[];
}

export interface RunResult {
  outputs: { tag: number; data: Uint8Array }[];
  /** Cycles simulated in this run. */
  cycles: number;
  /** Probe words, stages per cycle, from the first cycle of the run (see decodeProbe). */
  probes: Uint32Array;
  stages: number;
  /** The run's waveform as VCD text, when asked for. */
  vcd?: string;
}

/** Where a stepping session stands: the cycle, what each register stage holds, the outputs. */
export interface StepState {
  cycle: number;
  /** One probe word per stage, as of the end of `cycle` (see decodeProbe). */
  stages: Uint32Array;
  /** Every output so far, in the order the core produced them. */
  outputs: { tag: number; data: Uint8Array; cycle: number }[];
  /** Keys and blocks still waiting to enter. */
  pending: number;
}

export type Reply =
  | { id: number; ok: true; result: LoadResult | RunResult | StepState }
  | { id: number; ok: false; error: string }
  | { id: number; progress: { done: number; total: number } };
