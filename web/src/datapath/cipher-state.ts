// What the datapath view shows of a block in a register, as a cipher's plug-in supplies it
// (web/src/ciphers/<id>/datapath/state.ts): how the value is read from sim-core's trace
// (never a second model of the cipher), and how the state is laid out: a 4 × 4 byte matrix,
// four 32-bit words, or a 64-bit block's two halves.
import type { TraceStep } from '@sim-core';
import type { RegisterPosition, RegisterStage } from './structure';
import { toWords, wordHex } from './block-words';

/** What a register holds for a block. */
export interface RegisterState {
  /** The state, hex in the cipher's byte order. */
  hex: string;
  /** Where it stands in sim-core's trace, e.g. `round[ 2].start`, or how it is derived from a step. */
  label: string;
  /** What the state's cells show instead of its bytes (AES: each byte inside a pipelined S-box). */
  cells?: readonly string[];
}

export interface CipherState<S extends RegisterState = RegisterState> {
  /**
   * The layout of the state: a byte matrix (byte r + 4c in row r, column c), four 32-bit words
   * (each least significant byte first), or the block's two halves (as printed).
   */
  grid: 'bytes' | 'words' | 'halves';
  /** The bits of each half of a 'halves' grid: 32 (a 64-bit block's) unless given (64: a 128-bit block's). */
  halfBits?: number;
  /** What the view calls the words of a 'words' grid (X0..X3 unless given) or the halves (L, R unless given). */
  wordNames?: readonly string[];
  /** Whether registerState needs the round keys (sim-core's cipherRoundKeys, one block of the cipher's size each). */
  usesRoundKeys: boolean;
  /** How the note under the state names its byte order. */
  byteOrder: string;
  /**
   * The state in `register` whose probe reports `round`, for the block `input` traced as
   * `trace` (sim-core's cipherTrace), under `roundKeys` (hex, one a round-key block).
   */
  registerState(
    trace: readonly TraceStep[],
    roundKeys: readonly string[],
    input: string,
    register: RegisterStage,
    round: number,
  ): S;
}

/** A state reader that takes of the register its position only (every cipher's but AES's). */
export type PositionStateReader<S extends RegisterState = RegisterState> = (
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: RegisterPosition,
  round: number,
) => S;

/** A PositionStateReader as a CipherState's registerState. */
export function byPosition<S extends RegisterState>(state: PositionStateReader<S>): CipherState<S>['registerState'] {
  return (trace, keys, input, register, round) => state(trace, keys, input, register.position, round);
}

/**
 * The state of a 128-bit cipher shown as four 32-bit words (`wordNames`, X0..X3 unless given),
 * read from the trace under the round keys by `reader`.
 */
export function wordsState<S extends RegisterState>(
  reader: PositionStateReader<S>,
  byteOrder: string,
  wordNames?: readonly string[],
): CipherState<S> {
  return {
    grid: 'words',
    usesRoundKeys: true,
    byteOrder,
    registerState: byPosition(reader),
    ...(wordNames && { wordNames }),
  };
}

/** Throws unless `position` is one of `positions`, the registers of `core` ("a Twofish core"). */
export function expectPosition(core: string, position: RegisterPosition, positions: readonly RegisterPosition[]) {
  if (!positions.includes(position)) {
    const only = positions.length > 1 ? `${positions.slice(0, -1).join(', ')} and ${positions.at(-1)}` : positions[0];
    throw new Error(`register: ${core} has no ${position} register (only ${only})`);
  }
}

/** Throws unless `round` is one of the rounds 1 to `rounds` that `cipher` runs. */
export function expectRound(cipher: string, round: number, rounds: number) {
  if (!Number.isInteger(round) || round < 1 || round > rounds)
    throw new Error(`round: ${cipher} runs rounds 1 to ${rounds}, not ${round}`);
}

/** The words of a 'words' or 'halves' state, named as the view shows them, each as hex. */
export function stateWords(
  view: Pick<CipherState, 'grid' | 'wordNames' | 'halfBits'>,
  hex: string,
): { name: string; hex: string }[] {
  if (view.grid === 'halves') {
    const digits = (view.halfBits ?? 32) / 4;
    if (!new RegExp(`^[0-9a-f]{${2 * digits}}$`).test(hex))
      throw new Error(`state: expected ${2 * digits} lower-case hex digits, got '${hex}'`);
    return [hex.slice(0, digits), hex.slice(digits)].map((half, p) => ({
      name: view.wordNames?.[p] ?? ['L', 'R'][p],
      hex: half,
    }));
  }
  if (view.grid === 'words')
    return toWords(hex).map((word, p) => ({ name: view.wordNames?.[p] ?? `X${p}`, hex: wordHex(word) }));
  throw new Error('state: a byte matrix has no words');
}

/** Row and column of byte i in a 4 × 4 byte matrix: byte r + 4c in row r, column c. */
export const matrixCell = (i: number) => ({ row: i % 4, column: Math.floor(i / 4) });
