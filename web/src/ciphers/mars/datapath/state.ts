// What a MARS core's register holds for a block, and the round in progress, read from
// sim-core's trace (cipherTrace; sim-core/src/mars/trace.rs), rounds 1 to 32 as the probes
// count them (decryption's in the order the block meets them: its round d undoes encryption's
// round 33 − d). Each round's steps there: encrypting f_mix, core or b_mix, then out, round 1
// opening with k_add (D[i] += K[i]) and round 32 closing with k_sub (D[i] −= K[36 + i]) before
// its out; decrypting ib_mix, icore or if_mix, then iout, round 1 opening with ik_sub
// (D[i] += K[36 + i]) and round 32 closing with ik_add (D[i] −= K[i]) before its iout.
//
// The core's state is the four words {D0, D1, D2, D3} (mars_arch_pkg::token_t), in the trace's
// order either way. Its register sits in front of the round logic (mars_stage_reg.sv): a
// register whose probe reports round r holds the block before round r, the state after round
// r − 1 (round 1: after the key addition, done on the input path). Nothing here computes MARS:
// this reads the steps and checks that the trace is the block's (its key addition is the
// block's with the table's K[0..3] or K[36..39]) and that every round's state is its step's,
// or throws. The E-function's L, M, R are not in cipherTrace's steps (sim-core keeps them in
// Mars::encrypt_steps), so the view names them without values.
import type { TraceStep } from '@sim-core';
import {
  expectPosition,
  type PositionStateReader,
  type RegisterState,
  wordsState,
} from '../../../datapath/cipher-state';
import { decrypts, fipsLabel, lastRound, traceStep } from '../../../datapath/trace';
import { showWords, toWords, wordHex, type Words } from '../../../datapath/block-words';
import { coreKeyWords, keyWordName, layerName, marsRoundPlace, marsRounds, type MarsRoundPlace } from './layers';

/** K[0..39] as sim-core's cipherRoundKeys gives them: 10 blocks of four words. */
const keyBlocks = 10;

export interface MarsStep {
  /** What the step does, e.g. "forward mixing, i = 0 (S0, S1 by D0's bytes, ⋙ 24, words turned)". */
  name: string;
  /** Its state as the trace gives it, 32 hex digits in MARS's byte order. */
  hex: string;
  /** Whether the register holds this value now (the round's input). */
  held: boolean;
}

export interface MarsRound {
  /** 1 to 32, as the probes count. */
  round: number;
  decrypt: boolean;
  place: MarsRoundPlace;
  /** A core round's key words K₂ᵢ₊₄ and K₂ᵢ₊₅ (sim-core's round keys); empty for a mixing round. */
  keyWords: { name: string; hex: string }[];
  /** The state entering the round: what the register holds. */
  input: string;
  steps: MarsStep[];
}

/** Key word w of K[0..39] from the round-key blocks (block ⌊w/4⌋, word w mod 4). */
function keyWord(roundKeys: readonly string[], w: number): number {
  return toWords(roundKeys[Math.floor(w / 4)])[w % 4];
}

/** The trace's step names, encrypting or decrypting. */
const names = (decrypt: boolean) =>
  decrypt
    ? {
        enter: 'ik_sub',
        leave: 'ik_add',
        out: 'iout',
        layer: { forwardMixing: 'if_mix', core: 'icore', backwardMixing: 'ib_mix' },
      }
    : {
        enter: 'k_add',
        leave: 'k_sub',
        out: 'out',
        layer: { forwardMixing: 'f_mix', core: 'core', backwardMixing: 'b_mix' },
      };

/** The submission's words for what a round of each layer does. */
const layerSteps = {
  forwardMixing: 'S0, S1 by D0’s bytes into D1–D3, D0 ⋙ 24, the words turned',
  core: 'E(D0): L, M, R by +, ×, S and rotations, into D1–D3 (type-3 Feistel), D0 ⋘ 13, the words turned',
  backwardMixing: 'S1, S0 by D0’s bytes out of D1–D3, D0 ⋘ 24, the words turned',
} as const;

/**
 * Round `round` (1 to 32) of the block `input` whose sim-core trace is `trace`, under the
 * round keys (sim-core's cipherRoundKeys: K[0..39] as 10 blocks, hex in the lab's byte order),
 * as the core runs it; throws where the trace is not the block's.
 */
export function marsRound(
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  round: number,
): MarsRound {
  if (roundKeys.length !== keyBlocks)
    throw new Error(`round keys: K[0..39] as ${keyBlocks} blocks expected, got ${roundKeys.length}`);
  const decrypt = decrypts(trace);
  const place = marsRoundPlace(round, decrypt);
  const rounds = lastRound(trace);
  if (rounds !== marsRounds) throw new Error(`trace: MARS runs ${marsRounds} rounds, this trace ${rounds}`);
  const step = names(decrypt);
  // The block this trace keys is the one the core took: entry D[i] += K[i] (decrypting K[36 + i]).
  const entered = traceStep(trace, 1, step.enter);
  const entryKey = decrypt ? 36 : 0;
  const block = toWords(input);
  const expected = block.map((w, p) => (w + keyWord(roundKeys, entryKey + p)) >>> 0) as Words;
  if (toWords(entered.state).some((w, p) => w !== expected[p]))
    throw new Error(
      `MARS: ${input} + K[${entryKey}..${entryKey + 3}] is ${showWords(expected)}, not ${showWords(toWords(entered.state))}, sim-core's trace's ${fipsLabel(1, step.enter)}`,
    );
  const before = round === 1 ? entered : traceStep(trace, round - 1, step.out);
  const computed = traceStep(trace, round, step.layer[place.layer]);
  const steps: MarsStep[] = [];
  const entryName = decrypt ? 'K₃₆…K₃₉' : 'K₀…K₃';
  const exitName = decrypt ? 'K₀…K₃' : 'K₃₆…K₃₉';
  steps.push({
    name:
      round === 1
        ? `on the way in, + ${entryName}: the register holds it`
        : `${fipsLabel(round - 1, step.out)}: the register holds it`,
    hex: before.state,
    held: true,
  });
  const undone = place.inverse ? ' undone' : '';
  steps.push({
    name: `${layerName(place.layer)}${undone}, i = ${place.index}: ${layerSteps[place.layer]}${place.inverse ? ', in reverse' : ''}`,
    hex: computed.state,
    held: false,
  });
  if (round === marsRounds) {
    const left = traceStep(trace, round, step.leave);
    steps.push({ name: `on the way out, − ${exitName}: the block leaves`, hex: left.state, held: false });
  } else {
    // The round's state is the trace's out, which the register (or the next stage's) takes.
    const out = traceStep(trace, round, step.out);
    if (out.state !== computed.state)
      throw new Error(`MARS round ${round}: ${fipsLabel(round, step.out)} is not ${fipsLabel(round, computed.step)}`);
  }
  const keyWords =
    place.layer === 'core'
      ? Object.values(coreKeyWords(place.index)).map((w) => ({
          name: keyWordName(w),
          hex: wordHex(keyWord(roundKeys, w)),
        }))
      : [];
  return { round, decrypt, place, keyWords, input: before.state, steps };
}

export type MarsRegisterState = RegisterState & { mars: MarsRound };

/** Short names of the layers for a register's label. */
const short = { forwardMixing: 'fwd mix', core: 'core', backwardMixing: 'bwd mix' } as const;

/**
 * What a MARS core's register (loop; mix_in, core, mix_out: mars_stage_reg.sv) holds for the
 * block `input` whose sim-core trace is `trace`, its probe reporting `round`, the round in
 * progress (1 to 32).
 */
export const marsRegisterState: PositionStateReader<MarsRegisterState> = (trace, roundKeys, input, position, round) => {
  expectPosition('a MARS core', position, ['loop', 'mix_in', 'core', 'mix_out']);
  const mars = marsRound(trace, roundKeys, input, round);
  const held = mars.steps[0];
  const { place } = mars;
  const from =
    round === 1 ? fipsLabel(1, mars.decrypt ? 'ik_sub' : 'k_add') : fipsLabel(round - 1, mars.decrypt ? 'iout' : 'out');
  return {
    hex: held.hex,
    // Room for about 33 characters in the view's callout.
    label: `${from} → ${short[place.layer]}${place.inverse ? '⁻¹' : ''} i=${place.index}`,
    mars,
  };
};

/** What the datapath view shows of a register: its words, and how the note names their byte order. */
export const marsState = wordsState(
  marsRegisterState,
  'as the core’s words D0–D3 (the submission’s D[0..3], in the same order both ways; the register holds the block before the round in progress), MARS’s byte order: D_p is bytes 4p to 4p + 3, least significant first',
  ['D0', 'D1', 'D2', 'D3'],
);
