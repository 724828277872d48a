// The parts of a derived datapath (derive.ts), and what a cipher says about its core to derive
// one: the register stages in the order of their probes, the round operations between them,
// the loop the data takes, and the key schedule. Each cipher describes its own core in its
// plug-in (web/src/ciphers/<id>/datapath/structure.ts, as its *_core.sv builds it); nothing
// here knows which cipher it is. The view lays out whatever deriveDatapath returns.
import type { Configuration } from '@sim-core';
import type { KeyScheduleBlock } from './key-schedule';

/**
 * The round's implementation as sim-core serializes it (RoundImpl): an S-box kind, a
 * multiplier, or a pair of both.
 */
export type RoundImplementation = Configuration['sbox'];
export type SBoxKind = RoundImplementation;

/**
 * Where a register sits in its round unit: the part of its probe name after `r<unit>.`, as its
 * cipher's stage register names it (hdl/ABI.md), e.g. `sbox`, `ark`.
 */
export type RegisterPosition = string;

/** One register stage: one occupancy probe of the RTL (hdl/ABI.md). */
export interface RegisterStage {
  /** Probe index: the datapath order, as the core numbers its stages. */
  index: number;
  /** The name the model reports, e.g. `r3.sbox` (the derived one before a model is loaded). */
  name: string;
  /** Round unit, 1-based; 0 for a full pipeline's input register. */
  unit: number;
  position: RegisterPosition;
  /** 1 to n inside an S-box with n registers of its own (a pipelined S-box), else 0. */
  sboxStage: number;
}

/**
 * A round operation, one box of the drawing. Its kind is its cipher's, and so is everything
 * else it carries: the cipher's OperationKind of that kind describes it.
 */
export interface Operation {
  readonly kind: string;
}

/** How the view words and wires one kind of operation. */
export interface OperationKind<Op extends Operation = Operation> {
  /** The box's label and its detail line (about 17 characters fit a box: layout.ts, 10 units). */
  describe(operation: Op): { label: string; detail: string };
  /** Whether it takes a round key, so that a wire from the key schedule goes to it (none if absent). */
  takesRoundKey?(operation: Op): boolean;
}

/** A cipher's operation kinds: one entry for each kind of its union `Op`, typed by that kind. */
export type OperationKinds<Op extends Operation> = {
  [K in Op['kind']]: OperationKind<Extract<Op, { kind: K }>>;
};

export type Element = { kind: 'operation'; operation: Operation } | { kind: 'register'; register: RegisterStage };

/**
 * What a token does at the end of a slice (aes_loop_boundary.sv names the first four):
 *   pass     on to the next slice, through a register if there is one
 *   ring     a loop register: new blocks enter it as round 0, finished blocks leave from it
 *   open     a loop closed by the S-boxes' own registers: finished blocks leave right after
 *            the round, new blocks enter the next slice
 *   exit     the end of a full pipeline: every block leaves
 *   leave    a loop's one exit: finished blocks leave from the register after it, the others
 *            go round again; new blocks enter only in front of the first slice
 */
export type Boundary = 'pass' | 'ring' | 'open' | 'exit' | 'leave';

/** One round slice and the register that closes it, if any. */
export interface Slice {
  unit: number;
  elements: Element[];
  boundary: Boundary;
  /** The rounds this slice computes: r with (r − 1) mod `every` = `first` − 1; null: any round. */
  rounds: { first: number; every: number } | null;
  /** The row's label, when its cipher words it (MARS's layers); else the rounds it computes. */
  label?: string;
  /** A stage a block loops in for this many rounds before it moves on (MARS's PP-3), drawn as its own loop. */
  repeats?: number;
}

export interface Datapath {
  configId: string;
  /** Rounds of each key size the core runs (its cipher's description). */
  roundCounts: number[];
  direction: Configuration['direction'];
  /** Where a new block goes: a full pipeline's input register, the loop's round registers, or straight into a slice. */
  entry: 'input register' | 'round registers' | 'slice';
  /** What the entry box says: what a new block goes through before it enters, and where it goes. */
  entryText: { title: string; detail: string };
  /** What a finished block goes through on its way out (Twofish's output whitening); null: nothing. */
  exitText: string | null;
  /** The position of the register that closes a round, where a ring's blocks enter and leave; null: none does. */
  roundRegister: RegisterPosition | null;
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

/** What a cipher says about its core to derive its datapath (derive.ts), for any of its configurations. */
export interface CipherStructure<Op extends Operation = Operation> {
  /** A full pipeline's register before its first slice. */
  inputRegister(config: Configuration): boolean;
  /** The round unit slice u belongs to (its probe names' r<unit>). */
  unit(config: Configuration, u: number): number;
  /** Slice u's operations and registers, in datapath order. */
  slice(
    config: Configuration,
    u: number,
    op: (operation: Op) => void,
    reg: (position: RegisterPosition, sboxStage?: number) => void,
  ): void;
  boundary(config: Configuration, u: number): Boundary;
  rounds(config: Configuration, u: number): Slice['rounds'];
  /** Whether blocks loop back (null loop: a full pipeline). */
  loops(config: Configuration): boolean;
  entry(config: Configuration): Datapath['entry'];
  entryText(config: Configuration): Datapath['entryText'];
  /** What a finished block goes through on its way out (Twofish's output whitening), if anything. */
  exitText?(config: Configuration): string;
  /** The position of the register after a round (AES's ark, Serpent's lt), if a round ends in one. */
  roundRegister?: RegisterPosition;
  keySchedule(config: Configuration): KeyScheduleBlock;
  /** The name the RTL registers for a register (MARS's bare `loop`, `core`); stageName's r<unit>.<position> otherwise. */
  probeName?(unit: number, position: RegisterPosition): string;
  /** Slice u's row label (MARS's layers, a bit-serial slice), instead of its rounds; undefined: its rounds. */
  label?(config: Configuration, u: number): string | undefined;
  /** The rounds a block loops in slice u before it moves on, when each slice has its own loop (MARS's PP-3). */
  repeats?(config: Configuration, u: number): number | undefined;
}

/** The probe name a stage register registers (hdl/ABI.md): r<unit>.<position>, sbox<n> inside a pipelined S-box. */
export function stageName(unit: number, position: RegisterPosition, sboxStage: number): string {
  const local = position === 'sbox' && sboxStage > 0 ? `sbox${sboxStage}` : position;
  return unit === 0 ? local : `r${unit}.${local}`;
}

/** The text for the direction a core runs (encrypting, decrypting, or both: unified). */
export function byDirection<T>(
  config: Pick<Configuration, 'direction'>,
  texts: Readonly<Record<Configuration['direction'], T>>,
): T {
  return texts[config.direction];
}

/** The text for the directions an operation serves: encrypting (forward), decrypting (inverse), or both (unified). */
export function byOperationDirection<T>(
  operation: { forward: boolean; inverse: boolean },
  texts: Readonly<Record<Configuration['direction'], T>>,
): T {
  return texts[operation.forward && operation.inverse ? 'unified' : operation.inverse ? 'decrypt' : 'encrypt'];
}

/** The round unit of slice u: LU-k's k slices are one unit (Unit = 1 in every *_core.sv), else u + 1. */
export const roundUnit = (config: Configuration, u: number) => (config.architecture.kind === 'LU' ? 1 : u + 1);

/** Whether slice u ends in the register after its round: after every slice (PP, SP) or after the last (LU). */
export const endsInRoundRegister = (config: Configuration, u: number) =>
  config.layout.afterArkEverySlice || u === config.layout.slices - 1;

/**
 * What the cores share whose blocks enter through the mux in front of slice 0 straight into
 * round 1 and leave from the register after the last slice (Serpent, Twofish, RC6, Triple
 * DES): slice u runs the rounds r ≡ u + 1 (mod k), and a core of k < `rounds` slices loops
 * with one exit, while k = `rounds` is a full pipeline with none (its exit buffer).
 */
export function roundLoop(
  rounds: number,
): Pick<CipherStructure, 'inputRegister' | 'unit' | 'boundary' | 'rounds' | 'loops' | 'entry'> {
  return {
    inputRegister: () => false,
    unit: roundUnit,
    boundary(config, u) {
      const k = config.layout.slices;
      if (u < k - 1) return 'pass';
      return k === rounds ? 'exit' : 'leave';
    },
    rounds: (config, u) => ({ first: u + 1, every: config.layout.slices }),
    loops: (config) => config.layout.slices < rounds,
    entry: () => 'slice',
  };
}
