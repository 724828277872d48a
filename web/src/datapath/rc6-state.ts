// What an RC6 core's register holds for a block, read from sim-core's trace (cipherTrace;
// sim-core/src/rc6/trace.rs, block_cipher.rs), rounds 1 to 20 as the probes count them
// (decryption's in the order the block meets them: its round d undoes the paper's round
// 21 − d). Each round's steps there: encrypting xor, rot, k_add, perm, out, round 1 opening
// with pre_white (B += S[0], D += S[1]) and round 20 closing with post_white before its out;
// decrypting iperm, ik_add, irot, ixor, iout, round 1 opening with ipost_white (A −= S[42],
// C −= S[43]) and round 20 closing with ipre_white before its iout.
//
// The core's state is the four words {A, B, C, D} (rc6_arch_pkg::token_t), in the trace's
// order either way. The register after a round (r<u>.out) holds the rounds finished, its
// probe reporting them: the state after part F, encrypting perm (round 20's before the
// post-whitening, which the core adds on the way out), decrypting ixor (round 20's before the
// pre-whitening is undone on the way out). SP's inner registers hold the round in progress:
// r<u>.quad (after part Q) the round's input state beside t and u, which the trace keeps with
// the round, not as a state; r<u>.rot (SP-k-2, after part R) the state after the rotations,
// rot (decrypting irot, the words turned back and the round key subtracted first). Nothing
// here computes RC6: this reads the steps and checks that the trace is the block's (its
// whitening is the block's with the table's S[0], S[1] or S[42], S[43]) or throws.
import type { TraceStep } from '@sim-core';
import { fipsLabel, type RegisterState } from './state';
import type { RegisterPosition } from './structure';
import { toWords, wordHex, type Words } from './block-words';

export const rc6Rounds = 20;
/** The table S[0..43] as sim-core's cipherRoundKeys gives it: 11 blocks of four words. */
const tableBlocks = 11;

function lookup(trace: readonly TraceStep[], round: number, step: string): TraceStep {
  const found = trace.find((t) => t.round === round && t.step === step);
  if (!found) throw new Error(`trace: no ${fipsLabel(round, step)}`);
  return found;
}

const showWords = (words: readonly number[]) => words.map(wordHex).join(' ');

/**
 * The state in an RC6 register at `position` for the block `input` whose sim-core trace is
 * `trace`, its probe reporting `round`, under the round keys (sim-core's cipherRoundKeys:
 * S[0..43] as 11 blocks, hex in the lab's byte order).
 */
export function rc6RegisterState(
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: RegisterPosition,
  round: number,
): RegisterState {
  if (position !== 'out' && position !== 'quad' && position !== 'rot')
    throw new Error(`register: an RC6 core has no ${position} register (only quad, rot and out)`);
  if (!Number.isInteger(round) || round < 1 || round > rc6Rounds)
    throw new Error(`round: RC6 runs rounds 1 to 20, not ${round}`);
  if (roundKeys.length !== tableBlocks)
    throw new Error(`round keys: S[0..43] as ${tableBlocks} blocks expected, got ${roundKeys.length}`);
  const decrypt = trace.some((t) => t.step === 'iout');
  // The block this trace whitens is the one the core took.
  const whitening = decrypt ? 'ipost_white' : 'pre_white';
  const entering = lookup(trace, 1, whitening);
  const [a, b, c, d] = toWords(input);
  const [s0, s1] = toWords(roundKeys[0]);
  const [, , s42, s43] = toWords(roundKeys[tableBlocks - 1]);
  const expected: Words = decrypt ? [a - s42, b, c - s43, d] : [a, b + s0, c, d + s1];
  const whitened = toWords(entering.state);
  if (whitened.some((w, p) => w !== expected[p] >>> 0))
    throw new Error(
      `RC6: ${input} whitened is ${showWords(expected.map((w) => w >>> 0))}, not ${showWords(whitened)}, sim-core's trace's ${whitening}`,
    );
  const plain = (step: TraceStep, suffix = '') => ({
    hex: step.state,
    label: fipsLabel(step.round, step.step) + suffix,
    sbox: null,
    compositeStage: null,
  });
  // The state after part F: the round's end before any whitening.
  const finished = (r: number) => lookup(trace, r, decrypt ? 'ixor' : 'perm');
  if (position === 'out') return plain(finished(round));
  if (position === 'rot') return plain(lookup(trace, round, decrypt ? 'irot' : 'rot'));
  return plain(round === 1 ? entering : finished(round - 1), ' + t, u');
}
