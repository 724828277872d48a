// The datapath of a configuration, derived from its description as its cipher's core builds
// it (AES: hdl/rtl/aes/aes_core.sv, hdl/doc/architectures.md; Serpent: serpent-structure.ts;
// Twofish: twofish-structure.ts; RC6: rc6-structure.ts; Triple DES: des-structure.ts; MARS:
// mars-structure.ts):
// the register stages in the order of their probes, the round operations between them, the
// loop the data takes, and the key schedule. Nothing is drawn by hand per configuration; the
// view lays out whatever this returns. What differs by cipher is one entry of
// cipherStructures (a slice's operations and registers, where blocks enter, the schedule).
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { keyBanksOf } from '@registry/ciphers.mjs';
import { keyScheduleBlock, type KeyScheduleBlock } from './key-schedule';
import { serpentStructure } from './serpent-structure';
import { twofishStructure } from './twofish-structure';
import { rc6Structure } from './rc6-structure';
import { desStructure } from './des-structure';
import { marsStructure } from './mars-structure';
import type { MarsOperation } from './mars-layers';

/**
 * The round's implementation as sim-core serializes it (RoundImpl): an S-box kind, RC6's
 * multiplier, or MARS's pair (`blockRamArrayMultiplier`: S in block RAM, array multiplier).
 */
export type RoundImplementation = Configuration['sbox'];
export type SBoxKind = RoundImplementation;
/**
 * AES: in, sbox, shift, mix, ark (aes_stage_reg.sv); Serpent: sbox, lt (serpent_stage_reg.sv);
 * Twofish: sbox, f (twofish_stage_reg.sv); RC6: quad, rot, out (rc6_stage_reg.sv); Triple DES:
 * out (des_stage_reg.sv); MARS: loop, or mix_in, core, mix_out, each in front of its round
 * logic (mars_stage_reg.sv).
 */
export type RegisterPosition =
  | 'in'
  | 'sbox'
  | 'shift'
  | 'mix'
  | 'ark'
  | 'lt'
  | 'f'
  | 'quad'
  | 'rot'
  | 'out'
  | 'loop'
  | 'mix_in'
  | 'core'
  | 'mix_out';

/** The register that closes a round: AES's after AddRoundKey, Serpent's after LT, Twofish's after the mix and swap, RC6's after part F, Triple DES's after L ⊕ f and the swap. */
export const closesRound = (position: RegisterPosition) =>
  position === 'ark' || position === 'lt' || position === 'f' || position === 'out';

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
  | { kind: 'addRoundKey' }
  /** Serpent (Anderson, Biham, Knudsen, Sec. 2): encryption's key mixing ⊕ K_i; decryption's LT⁻¹ (⊕ K₃₂ in its first round). */
  | { kind: 'serpentMix'; forward: boolean; inverse: boolean }
  /** 32 copies of one 4-bit S-box, one per bit column; `fixed`: the S-box index when every round of the slice uses the same one. */
  | {
      kind: 'serpentSboxes';
      forward: boolean;
      inverse: boolean;
      fixed: { forward: number | null; inverse: number | null };
    }
  /** Encryption's LT (⊕ K₃₂ in round 32, if the slice runs it); decryption's key mixing ⊕ K_i. */
  | { kind: 'serpentFinish'; forward: boolean; inverse: boolean; lastRound: boolean }
  /** Twofish (Schneier et al., Sec. 4.2): the key-dependent S-boxes s₀..s₃ of both g's, on Z0 and ROL(Z1, 8), under the S-box key. */
  | { kind: 'twofishSboxes'; sbox: SBoxKind }
  /** The two g's second half: MDS of each g's four S-box bytes, T₀ and T₁. */
  | { kind: 'twofishMds' }
  /** The pseudo-Hadamard transform (T₀ + T₁, T₀ + 2T₁) mod 2³². */
  | { kind: 'twofishPht' }
  /** F = the PHT plus the round's subkeys K₂ᵣ₊₈, K₂ᵣ₊₉ (decrypting, the undone round's). */
  | { kind: 'twofishSubkeys' }
  /** F into the right half with the one-bit rotations (encryption's or their inverse), and the halves swapped. */
  | { kind: 'twofishMix'; forward: boolean; inverse: boolean }
  /** RC6 (Rivest et al., Sec. 2) part Q: t = f(B) <<< 5, u = f(D) <<< 5, f(x) = x(2x + 1) on the multiplier `sbox`; decrypting f(A), f(C). */
  | { kind: 'rc6Quadratic'; sbox: SBoxKind; forward: boolean; inverse: boolean }
  /** Part R: A = (A ⊕ t) <<< u, C = (C ⊕ u) <<< t; decrypting the words' turn back, A = (A − S[2i]) >>> u, C = (C − S[2i+1]) >>> t. */
  | { kind: 'rc6Rotate'; forward: boolean; inverse: boolean }
  /** Part F: A += S[2i], C += S[2i+1] and the words' turn (A, B, C, D) = (B, C, D, A); decrypting A ⊕= t, C ⊕= u. */
  | { kind: 'rc6Finish'; forward: boolean; inverse: boolean }
  /** DES (FIPS 46-3, "The cipher function f"): E, the right half's 32 bits expanded to 48 (wiring). */
  | { kind: 'desExpansion' }
  /** E(R) ⊕ Kₙ, the round's subkey: PC-2 of the C‖D the block carries, rotated (des_key_step.sv). */
  | { kind: 'desKeyMix' }
  /** The eight S-boxes S1..S8, 6 bits to 4 each (des_pkg's constants, tables in logic: `sbox`). */
  | { kind: 'desSboxes'; sbox: SBoxKind }
  /** P of the S-boxes' 32 bits: f(R, Kₙ) (wiring). */
  | { kind: 'desPermutation' }
  /**
   * L ⊕ f into the right half and the halves swapped (L′ = R, R′ = L ⊕ f), except in the 16th
   * round of each DES operation (des_round.sv): in every round the slice runs, in some, or never.
   */
  | { kind: 'desFeistel'; swap: 'always' | 'notLastOfOperation' | 'never' }
  /** MARS (Burwick et al. 1999): a layer of rounds, or a part of one (mars-layers.ts). */
  | MarsOperation;

/** Operations that take a round key (Twofish's S-boxes: the S-box key): the key schedule's wires go to them. */
export const takesRoundKey = (operation: Operation) =>
  operation.kind === 'addRoundKey' ||
  operation.kind === 'twofishSboxes' ||
  operation.kind === 'twofishSubkeys' ||
  operation.kind === 'desKeyMix' ||
  (operation.kind === 'rc6Rotate' && operation.inverse) ||
  (operation.kind === 'rc6Finish' && operation.forward) ||
  (operation.kind === 'serpentMix' && operation.forward) ||
  (operation.kind === 'serpentFinish' && (operation.inverse || operation.lastRound)) ||
  (operation.kind === 'marsLayer' &&
    operation.layer === 'core' &&
    (operation.part === 'whole' || operation.part === 'eKeys'));

export type Element = { kind: 'operation'; operation: Operation } | { kind: 'register'; register: RegisterStage };

/**
 * What a token does at the end of a slice (aes_loop_boundary.sv):
 *   pass     on to the next slice, through a register if there is one
 *   ring     a loop register: new blocks enter it as round 0, finished blocks leave from it
 *   open     a loop closed by the S-boxes' own registers: finished blocks leave right after
 *            AddRoundKey, new blocks enter the next slice
 *   exit     the end of a full pipeline: every block leaves
 *   leave    a loop's one exit (Serpent): finished blocks leave from the register after it,
 *            the others go round again; new blocks enter only in front of the first slice
 */
export type Boundary = 'pass' | 'ring' | 'open' | 'exit' | 'leave';

/** One round slice (aes_round_slice.sv) and the register that closes it, if any. */
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
  /** Rounds of each key size the core runs (FIPS-197 Fig. 4). */
  roundCounts: number[];
  direction: Configuration['direction'];
  /** Where the initial AddRoundKey's result goes: a full pipeline's input register, the loop's round registers, or straight into a slice. */
  entry: 'input register' | 'round registers' | 'slice';
  /** What the entry box says: what a new block goes through before it enters, and where it goes. */
  entryText: { title: string; detail: string };
  /** What a finished block goes through on its way out (Twofish's output whitening); null: nothing. */
  exitText: string | null;
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
  squarer: 0,
  dspMultiplier: 0,
  arrayMultiplier: 0,
  blockRamArrayMultiplier: 1,
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
      return keyScheduleBlock(
        config,
        setup,
        'Online: each block carries its key window and computes the next round key beside its round (SubWord beside the data S-boxes, the rest with AddRoundKey).' +
          (setup
            ? ' Decryption runs the schedule backwards from round key Nr, so a new key is expanded first (Dandalis et al.).'
            : ''),
      );
    }
    case 'banked':
      return keyScheduleBlock(
        config,
        true,
        `Banked: a key setup expands each key into one of ${keyBanksOf(ciphers, config.id)} banks of round keys while the others stay in use (Chodowiec et al., Sec. 3.3); ${reads} read ports, one per AddRoundKey.`,
      );
    case 'offline':
      return keyScheduleBlock(
        config,
        false,
        `Offline: the round keys are fixed at build time and stored; no expansion logic (Swankoski et al., Sec. 6); ${reads} read ports.`,
      );
  }
}

/**
 * The text for the direction a core runs (encrypting, decrypting, or both: unified), for the
 * ciphers whose entry and exit differ by direction. A function declaration: the cipher files
 * this module imports call it, and a declaration is there before either module's body runs.
 */
export function byDirection<T>(
  config: Pick<Configuration, 'direction'>,
  texts: Readonly<Record<Configuration['direction'], T>>,
): T {
  return texts[config.direction];
}

/** What differs between ciphers in a derived datapath: one entry of cipherStructures. */
export interface CipherStructure {
  /** A full pipeline's register before its first slice. */
  inputRegister(config: Configuration): boolean;
  /** The round unit slice u belongs to (its probe names' r<unit>). */
  unit(config: Configuration, u: number): number;
  /** Slice u's operations and registers, in datapath order. */
  slice(
    config: Configuration,
    u: number,
    op: (operation: Operation) => void,
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
  keySchedule(config: Configuration): KeyScheduleBlock;
  /** The name the RTL registers for a register (MARS's bare `loop`, `core`); stageName's r<unit>.<position> otherwise. */
  probeName?(unit: number, position: RegisterPosition): string;
  /** Slice u's row label (MARS's layers), instead of its rounds. */
  label?(config: Configuration, u: number): string;
  /** The rounds a block loops in slice u before it moves on, when each slice has its own loop (MARS's PP-3). */
  repeats?(config: Configuration, u: number): number | undefined;
}

/** AES's datapath as aes_core.sv builds it. */
const aesStructure: CipherStructure = {
  inputRegister: (config) => config.layout.linear,
  // LU-k's slices all belong to round unit 1 (aes_core.sv: Unit = 1 for LU).
  unit: (config, u) => (config.architecture.kind === 'LU' ? 1 : u + 1),
  slice(config, u, op, reg) {
    const { layout, direction } = config;
    const decrypts = direction !== 'encrypt';
    const encrypts = direction !== 'decrypt';
    if (decrypts) op({ kind: 'invMixColumns' });
    op({
      kind: 'subBytes',
      sbox: config.sbox,
      latency: sboxLatency[config.sbox],
      forward: encrypts,
      inverse: decrypts,
    });
    // The S-box slot: the S-box's own registers, or SP's first inner register (Elbirt et al.).
    for (let j = 0; j < layout.sboxRegisters; j++) reg('sbox', layout.sboxRegisters > 1 ? j + 1 : 0);
    op({ kind: 'shiftRows', forward: encrypts, inverse: decrypts });
    if (layout.afterShift) reg('shift');
    if (encrypts) op({ kind: 'mixColumns' });
    if (layout.afterMix) reg('mix');
    op({ kind: 'addRoundKey' });
    // A register after AddRoundKey: after every slice (PP, SP) or after the last (LU).
    if (layout.afterArk && (layout.afterArkEverySlice || u === layout.slices - 1)) reg('ark');
  },
  boundary(config, u) {
    const { layout } = config;
    const last = u === layout.slices - 1;
    // aes_core.sv: a boundary (entry and exit) after every slice of a ring, or LU's last.
    const isBoundary = config.architecture.kind !== 'LU' || last;
    if (layout.linear) return last ? 'exit' : 'pass';
    if (!isBoundary) return 'pass';
    return layout.afterArk ? 'ring' : 'open';
  },
  rounds(config, u) {
    const { layout } = config;
    const k = layout.slices;
    // Blocks enter a full pipeline at its start and LU-k only at its one boundary, so their
    // slices keep a place in the round count; a ring of k > 1 slices takes new blocks at any
    // free boundary, so any slice may run any round.
    return layout.linear || config.architecture.kind === 'LU' || k === 1 ? { first: u + 1, every: k } : null;
  },
  loops: (config) => !config.layout.linear,
  entry: (config) => (config.layout.linear ? 'input register' : config.layout.afterArk ? 'round registers' : 'slice'),
  entryText(config) {
    const entry = aesStructure.entry(config);
    return {
      title: 'new block ⊕ round key 0',
      detail:
        entry === 'input register'
          ? 'into the input register'
          : entry === 'round registers'
            ? 'into a free ⇄ register'
            : 'into the S-boxes',
    };
  },
  keySchedule: keyScheduleOf,
};

/** Each cipher of registry/ciphers.json the datapath view draws, by id. */
export const cipherStructures: Record<string, CipherStructure> = {
  aes: aesStructure,
  serpent: serpentStructure,
  twofish: twofishStructure,
  rc6: rc6Structure,
  des: desStructure,
  mars: marsStructure,
};

export function cipherStructure(cipher: string): CipherStructure {
  const structure = cipherStructures[cipher];
  if (!structure) throw new Error(`datapath: no description of the cipher '${cipher}' (structure.ts)`);
  return structure;
}

/** The datapath of `config`; `probeNames` are the model's, checked against the derivation when given. */
export function deriveDatapath(config: Configuration, probeNames: readonly string[] = []): Datapath {
  const cipher = cipherStructure(config.cipher);
  const k = config.layout.slices;
  const registers: RegisterStage[] = [];
  const register = (unit: number, position: RegisterPosition, sboxStage = 0): RegisterStage => {
    const name = cipher.probeName?.(unit, position) ?? stageName(unit, position, sboxStage);
    const stage = { index: registers.length, name, unit, position, sboxStage };
    registers.push(stage);
    return stage;
  };

  const inputRegister = cipher.inputRegister(config) ? register(0, 'in') : null;
  const slices: Slice[] = [];
  for (let u = 0; u < k; u++) {
    const unit = cipher.unit(config, u);
    const elements: Element[] = [];
    cipher.slice(
      config,
      u,
      (operation) => elements.push({ kind: 'operation', operation }),
      (position, sboxStage = 0) => elements.push({ kind: 'register', register: register(unit, position, sboxStage) }),
    );
    const label = cipher.label?.(config, u);
    const repeats = cipher.repeats?.(config, u);
    slices.push({
      unit,
      elements,
      boundary: cipher.boundary(config, u),
      rounds: cipher.rounds(config, u),
      ...(label === undefined ? {} : { label }),
      ...(repeats === undefined ? {} : { repeats }),
    });
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
    direction: config.direction,
    entry: cipher.entry(config),
    entryText: cipher.entryText(config),
    exitText: cipher.exitText?.(config) ?? null,
    inputRegister,
    slices,
    registers,
    loop: cipher.loops(config)
      ? { roundsPerPass: k, passes: counts.map((rounds) => ({ rounds, passes: rounds / k })) }
      : null,
    keySchedule: cipher.keySchedule(config),
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
