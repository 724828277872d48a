// The datapath of a configuration, derived from its description as hdl/rtl/aes/aes_core.sv
// builds it (hdl/doc/architectures.md): the register stages in the order of their probes,
// the round operations between them, the loop the data takes, and the key schedule. Nothing
// is drawn by hand per configuration; the view lays out whatever this returns.
import type { Configuration } from '@sim-core';

export type SBoxKind = Configuration['sbox'];
export type RegisterPosition = 'in' | 'sbox' | 'shift' | 'mix' | 'ark';

/** One register stage: one occupancy probe of the RTL (hdl/ABI.md). */
export interface RegisterStage {
  /** Probe index: the datapath order, as aes_core.sv numbers its stages. */
  index: number;
  /** The name the model reports, e.g. `r3.sbox` (the derived one before a model is loaded). */
  name: string;
  /** Round unit, 1-based; 0 for a full pipeline's input register. */
  unit: number;
  position: RegisterPosition;
  /** 1 to 5 inside a pipelined composite-field S-box, else 0. */
  sboxStage: number;
}

export type Operation =
  /** Decryption's InvMixColumns runs before the S-boxes, skipped in its first round (Moshopoulos et al., Fig. 2). */
  | { kind: 'invMixColumns' }
  /** latency: clock edges inside the S-box (hdl/doc/sboxes.md); inverse: the S-box serves InvSubBytes too. */
  | { kind: 'subBytes'; sbox: SBoxKind; latency: number; forward: boolean; inverse: boolean }
  | { kind: 'shiftRows'; forward: boolean; inverse: boolean }
  /** Encryption's MixColumns, skipped in round Nr (FIPS-197 §5.1). */
  | { kind: 'mixColumns' }
  | { kind: 'addRoundKey' };

export type Element = { kind: 'operation'; operation: Operation } | { kind: 'register'; register: RegisterStage };

/**
 * What a token does at the end of a slice (aes_loop_boundary.sv):
 *   pass     on to the next slice, through a register if there is one
 *   ring     a loop register: new blocks enter it as round 0, finished blocks leave from it
 *   open     a loop closed by the S-boxes' own registers: finished blocks leave right after
 *            AddRoundKey, new blocks enter the next slice
 *   exit     the end of a full pipeline: every block leaves
 */
export type Boundary = 'pass' | 'ring' | 'open' | 'exit';

/** One round slice (aes_round_slice.sv) and the register that closes it, if any. */
export interface Slice {
  unit: number;
  elements: Element[];
  boundary: Boundary;
  /** The rounds this slice computes: r with (r − 1) mod `every` = `first` − 1; null: any round. */
  rounds: { first: number; every: number } | null;
}

export interface KeyScheduleBlock {
  kind: Configuration['keySchedule'];
  /** Read ports on the round keys: the initial AddRoundKey and one per slice. */
  reads: number;
  /** A key is expanded before blocks may use it (banked; online decryption). */
  setup: boolean;
  summary: string;
}

export interface Datapath {
  configId: string;
  /** Rounds of each key size the core runs (FIPS-197 Fig. 4). */
  roundCounts: number[];
  direction: Configuration['direction'];
  /** Where the initial AddRoundKey's result goes: a full pipeline's input register, the loop's round registers, or straight into a slice. */
  entry: 'input register' | 'round registers' | 'slice';
  inputRegister: RegisterStage | null;
  slices: Slice[];
  /** Every register stage in probe order. */
  registers: RegisterStage[];
  /** The feedback loop (LU, PP, SP): the k slices are passed Nr/k times; null for a full pipeline. */
  loop: { roundsPerPass: number; passes: { rounds: number; passes: number }[] } | null;
  keySchedule: KeyScheduleBlock;
  /** Where the derivation and the model's probe names disagree (empty when they agree). */
  problems: string[];
}

const sboxLatency: Record<SBoxKind, number> = {
  lut: 0,
  blockRam: 1,
  lutRam: 0,
  composite: 0,
  compositePipelined: 5,
  boyarPeralta: 0,
};

/** The probe name aes_stage_reg.sv registers for a stage. */
export function stageName(unit: number, position: RegisterPosition, sboxStage: number): string {
  const local = position === 'sbox' && sboxStage > 0 ? `sbox${sboxStage}` : position;
  return unit === 0 ? local : `r${unit}.${local}`;
}

/** Nr of each key size the core runs (its cipher's description). */
function roundCounts(config: Configuration): number[] {
  return config.rounds;
}

function keyScheduleOf(config: Configuration): KeyScheduleBlock {
  const reads = config.layout.slices + 1;
  switch (config.keySchedule) {
    case 'online': {
      const setup = config.direction !== 'encrypt';
      return {
        kind: 'online',
        reads,
        setup,
        summary:
          'Online: each block carries its key window and computes the next round key beside its round (SubWord beside the data S-boxes, the rest with AddRoundKey).' +
          (setup
            ? ' Decryption runs the schedule backwards from round key Nr, so a new key is expanded first (Dandalis et al.).'
            : ''),
      };
    }
    case 'banked':
      return {
        kind: 'banked',
        reads,
        setup: true,
        summary: `Banked: a key setup expands each key into one of 16 banks of round keys while the others stay in use (Chodowiec et al., Sec. 3.3); ${reads} read ports, one per AddRoundKey.`,
      };
    case 'offline':
      return {
        kind: 'offline',
        reads,
        setup: false,
        summary: `Offline: the round keys are fixed at build time and stored; no expansion logic (Swankoski et al., Sec. 6); ${reads} read ports.`,
      };
  }
}

/** The datapath of `config`; `probeNames` are the model's, checked against the derivation when given. */
export function deriveDatapath(config: Configuration, probeNames: readonly string[] = []): Datapath {
  const { layout, architecture, direction } = config;
  const k = layout.slices;
  const loopUnrolled = architecture.kind === 'LU';
  const latency = sboxLatency[config.sbox];
  const registers: RegisterStage[] = [];
  const register = (unit: number, position: RegisterPosition, sboxStage = 0): RegisterStage => {
    const stage = { index: registers.length, name: stageName(unit, position, sboxStage), unit, position, sboxStage };
    registers.push(stage);
    return stage;
  };

  const inputRegister = layout.linear ? register(0, 'in') : null;
  const decrypts = direction !== 'encrypt';
  const encrypts = direction !== 'decrypt';
  const slices: Slice[] = [];
  for (let u = 0; u < k; u++) {
    // LU-k's slices all belong to round unit 1 (aes_core.sv: Unit = 1 for LU).
    const unit = loopUnrolled ? 1 : u + 1;
    const elements: Element[] = [];
    const op = (operation: Operation) => elements.push({ kind: 'operation', operation });
    const reg = (position: RegisterPosition, sboxStage = 0) =>
      elements.push({ kind: 'register', register: register(unit, position, sboxStage) });
    if (decrypts) op({ kind: 'invMixColumns' });
    op({ kind: 'subBytes', sbox: config.sbox, latency, forward: encrypts, inverse: decrypts });
    // The S-box slot: the S-box's own registers, or SP's first inner register (Elbirt et al.).
    for (let j = 0; j < layout.sboxRegisters; j++) reg('sbox', layout.sboxRegisters > 1 ? j + 1 : 0);
    op({ kind: 'shiftRows', forward: encrypts, inverse: decrypts });
    if (layout.afterShift) reg('shift');
    if (encrypts) op({ kind: 'mixColumns' });
    if (layout.afterMix) reg('mix');
    op({ kind: 'addRoundKey' });
    const last = u === k - 1;
    // A register after AddRoundKey: after every slice (PP, SP) or after the last (LU).
    if (layout.afterArk && (layout.afterArkEverySlice || last)) reg('ark');
    // aes_core.sv: a boundary (entry and exit) after every slice of a ring, or LU's last.
    const isBoundary = !loopUnrolled || last;
    const boundary: Boundary = layout.linear
      ? last
        ? 'exit'
        : 'pass'
      : !isBoundary
        ? 'pass'
        : layout.afterArk
          ? 'ring'
          : 'open';
    // Blocks enter a full pipeline at its start and LU-k only at its one boundary, so their
    // slices keep a place in the round count; a ring of k > 1 slices takes new blocks at any
    // free boundary, so any slice may run any round.
    const rounds = layout.linear || loopUnrolled || k === 1 ? { first: u + 1, every: k } : null;
    slices.push({ unit, elements, boundary, rounds });
  }

  const problems: string[] = [];
  if (probeNames.length > 0) {
    if (probeNames.length !== registers.length) {
      problems.push(
        `the model reports ${probeNames.length} register stages, the description gives ${registers.length}`,
      );
    }
    registers.forEach((r, i) => {
      const reported = probeNames[i];
      if (reported !== undefined && reported !== r.name)
        problems.push(`stage ${i}: the model calls it ${reported}, the description ${r.name}`);
      if (reported !== undefined) r.name = reported;
    });
  }
  if (registers.length !== config.registerStages) {
    problems.push(
      `sim-core counts ${config.registerStages} register stages, the description gives ${registers.length}`,
    );
  }

  const counts = roundCounts(config);
  return {
    configId: config.id,
    roundCounts: counts,
    direction,
    entry: layout.linear ? 'input register' : layout.afterArk ? 'round registers' : 'slice',
    inputRegister,
    slices,
    registers,
    loop: layout.linear ? null : { roundsPerPass: k, passes: counts.map((rounds) => ({ rounds, passes: rounds / k })) },
    keySchedule: keyScheduleOf(config),
    problems,
  };
}

/** The registers of a slice, in datapath order. */
export function registersOf(slice: Slice): RegisterStage[] {
  return slice.elements.flatMap((e) => (e.kind === 'register' ? [e.register] : []));
}

/** The operations of a slice, in datapath order. */
export function operationsOf(slice: Slice): Operation[] {
  return slice.elements.flatMap((e) => (e.kind === 'operation' ? [e.operation] : []));
}
