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
import { expectPosition, expectRound, type PositionStateReader, wordsState } from '../../../datapath/cipher-state';
import { decrypts, fipsLabel, traceStep } from '../../../datapath/trace';
import { showWords, toWords, type Words } from '../../../datapath/block-words';

export const rc6Rounds = 20;
/** The table S[0..43] as sim-core's cipherRoundKeys gives it: 11 blocks of four words. */
const tableBlocks = 11;

/**
 * The state in an RC6 register at `position` for the block `input` whose sim-core trace is
 * `trace`, its probe reporting `round`, under the round keys (sim-core's cipherRoundKeys:
 * S[0..43] as 11 blocks, hex in the lab's byte order).
 */
export const rc6RegisterState: PositionStateReader = (trace, roundKeys, input, position, round) => {
  expectPosition('an RC6 core', position, ['quad', 'rot', 'out']);
  expectRound('RC6', round, rc6Rounds);
  if (roundKeys.length !== tableBlocks)
    throw new Error(`round keys: S[0..43] as ${tableBlocks} blocks expected, got ${roundKeys.length}`);
  const decrypt = decrypts(trace);
  // The block this trace whitens is the one the core took.
  const whitening = decrypt ? 'ipost_white' : 'pre_white';
  const entering = traceStep(trace, 1, whitening);
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
  });
  // The state after part F: the round's end before any whitening.
  const finished = (r: number) => traceStep(trace, r, decrypt ? 'ixor' : 'perm');
  if (position === 'out') return plain(finished(round));
  if (position === 'rot') return plain(traceStep(trace, round, decrypt ? 'irot' : 'rot'));
  return plain(round === 1 ? entering : finished(round - 1), ' + t, u');
};

/** What the datapath view shows of a register: its words, and how the note names their byte order. */
export const rc6State = wordsState(
  rc6RegisterState,
  'as the core’s words A, B, C, D (the paper’s, in the same order both ways; an inner register holds t and u beside them), RC6’s byte order: word p is bytes 4p to 4p + 3, least significant first',
  ['A', 'B', 'C', 'D'],
);
