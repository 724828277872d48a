// What a SIMON core's round register (r<u>.out, simon_core.sv) holds for a block, read from
// sim-core's trace (cipherTrace; sim-core/src/simon/trace.rs): one step a round, `out`
// encrypting (the state x‖y after round r, the last the ciphertext) and `iout` decrypting
// (the state with round r undone, rounds numbered as the probes count them, the last the
// plaintext), and sim-core's round keys (cipherRoundKeys: k_0 … k_{T−1}, one block each, the
// word in x's place).
//
// The core runs the paper's round (Beaulieu et al. 2013, §3) either way:
//   x′ = y ⊕ (S¹x & S⁸x) ⊕ S²x ⊕ k,  y′ = x.
// Encrypting, round r takes k_{r−1} and its register holds the trace's out. Decrypting, the
// core runs the same round on the block with its words swapped (simon_round_slice.sv): with
// (x, y) the paper's state after round i, the round on (y, x) with k_{i−1} gives (y_{i−1},
// x_{i−1}), so the register holds the trace's iout with its words exchanged, round d taking
// k_{T−d}. Each round's steps are shown from the words the register held before it; their
// end is checked against the trace, so a step that disagreed with sim-core would throw.
import type { TraceStep } from '@sim-core';
import { expectPosition, expectRound, type CipherState, type RegisterState } from '../../../datapath/cipher-state';
import { decrypts, fipsLabel, lastRound, subscript, traceStep } from '../../../datapath/trace';
import type { SimonParameters } from '../parameters';
import { hexOf, rotateLeft, wordOf } from '../words';

export interface SimonStep {
  name: string;
  /** Its value: one word (n/4 hex digits) or the state x‖y (n/2). */
  hex: string;
  /** Whether the round register holds this value (the round's last step). */
  held: boolean;
}

export interface SimonRound {
  /** 1 to T, as the probes count. */
  round: number;
  decrypt: boolean;
  /** i of the round key k_i the round takes. */
  keyIndex: number;
  /** k_i, one word. */
  keyHex: string;
  /** The state x‖y entering the round, as the register (or the block, in round 1) gives it. */
  input: string;
  steps: SimonStep[];
  /** The rounds the cipher runs, T. */
  rounds: number;
}

export type SimonRegisterState = RegisterState & { simon: SimonRound };

const halves = (hex: string) => [hex.slice(0, hex.length / 2), hex.slice(hex.length / 2)] as const;
const swapWords = (hex: string) => {
  const [x, y] = halves(hex);
  return y + x;
};

/** The trace's state after round `round`, as the core's register holds it (decrypting: words exchanged). */
function registerAfter(trace: readonly TraceStep[], round: number, decrypt: boolean): string {
  const state = traceStep(trace, round, decrypt ? 'iout' : 'out').state;
  return decrypt ? swapWords(state) : state;
}

/**
 * Round `round` (1 to T) of the block `input` whose sim-core trace is `trace`, under the round
 * keys `roundKeys` (cipherRoundKeys, one block each), as a core of `cipher` runs it.
 */
export function simonRound(
  cipher: SimonParameters,
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  round: number,
): SimonRound {
  const { wordBits: n, rounds } = cipher;
  expectRound(cipher.name, round, rounds);
  const traced = lastRound(trace);
  if (traced !== rounds) throw new Error(`trace: ${cipher.name} runs ${rounds} rounds, this trace ${traced}`);
  if (roundKeys.length !== rounds)
    throw new Error(`round keys: ${cipher.name} takes ${rounds}, sim-core gave ${roundKeys.length}`);
  const decrypt = decrypts(trace);
  const entering = round === 1 ? (decrypt ? swapWords(input) : input) : registerAfter(trace, round - 1, decrypt);
  if (entering.length !== n / 2)
    throw new Error(`state: ${cipher.name}'s block is ${n / 2} hex digits, not '${entering}'`);
  const keyIndex = decrypt ? rounds - round : round - 1;
  const keyHex = roundKeys[keyIndex].slice(0, n / 4);
  const [xHex, yHex] = halves(entering);
  const x = wordOf(xHex);
  const s1 = rotateLeft(x, 1, n);
  const s8 = rotateLeft(x, 8, n);
  const s2 = rotateLeft(x, 2, n);
  const and = s1 & s8;
  const f = and ^ s2;
  const mixed = wordOf(yHex) ^ f;
  const xNew = mixed ^ wordOf(keyHex);
  const held = hexOf(xNew, n) + xHex;
  const expected = registerAfter(trace, round, decrypt);
  if (held !== expected)
    throw new Error(
      `${cipher.name} round ${round}: the register would hold ${held}, not ${expected} from sim-core's ${fipsLabel(round, decrypt ? 'iout' : 'out')}`,
    );
  const k = `k${subscript(keyIndex)}`;
  const step = (name: string, word: bigint): SimonStep => ({ name, hex: hexOf(word, n), held: false });
  return {
    round,
    decrypt,
    keyIndex,
    keyHex,
    input: entering,
    rounds,
    steps: [
      step('S¹x: x rotated left by 1', s1),
      step('S⁸x: x rotated left by 8', s8),
      step('S¹x & S⁸x: the AND', and),
      step('S²x: x rotated left by 2', s2),
      step('y ⊕ (S¹x & S⁸x) ⊕ S²x', mixed),
      step(`⊕ ${k}: x′, the new x`, xNew),
      { name: 'x′‖y′ with y′ = x', hex: held, held: true },
    ],
  };
}

/** What a SIMON core's round register holds for the block, its probe reporting `round` (rounds done, 1 to T). */
export function simonRegisterState(
  cipher: SimonParameters,
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: string,
  round: number,
): SimonRegisterState {
  expectPosition(`a ${cipher.name} core`, position, ['out']);
  const simon = simonRound(cipher, trace, roundKeys, input, round);
  const label = simon.decrypt ? `swap(${fipsLabel(round, 'iout')})` : fipsLabel(round, 'out');
  return { hex: simon.steps[simon.steps.length - 1].hex, label: `${label}, key k${subscript(simon.keyIndex)}`, simon };
}

/** The datapath view's state of a SIMON core: the register's words x and y, each most significant digit first. */
export function simonState(cipher: SimonParameters): CipherState<SimonRegisterState> {
  return {
    grid: 'halves',
    wordNames: ['x', 'y'],
    halfBits: cipher.wordBits,
    usesRoundKeys: true,
    byteOrder:
      'as the core’s register holds it, x then y, each word most significant byte first (Beaulieu et al., Appendix B); decrypting, the register holds the trace’s words exchanged, as the same forward round with the round keys reversed leaves them',
    registerState: (trace, keys, input, register, round) =>
      simonRegisterState(cipher, trace, keys, input, register.position, round),
  };
}
