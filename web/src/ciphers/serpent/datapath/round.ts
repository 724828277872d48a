// One round of a Serpent block, step by step, and what a Serpent core's register holds. The
// steps are sim-core's trace (cipherTrace), which gives every step of Serpent's round
// (Anderson, Biham and Knudsen 1998, Sec. 2, bitslice form; i = 0..31 the submission's round
// number), rounds 1 to 32 as the probes count them, each round ending with its state as "out"
// ("iout" decrypting):
//   encryption  k_mix X ⊕ K_i, s_box S_{i mod 8}, lt LT (k_mix32 ⊕ K₃₂ instead in round 31), out
//   decryption  ilt LT⁻¹ (ik_mix32 ⊕ K₃₂ instead in its first round), is_box S⁻¹_{i mod 8},
//               ik_mix ⊕ K_i, iout
// Nothing here computes Serpent: this reads the steps, names them, and checks that the trace
// is the block's (the block ⊕ the round key is the trace's first key mixing) or throws.
import type { TraceStep } from '@sim-core';
import {
  expectPosition,
  expectRound,
  type PositionStateReader,
  type RegisterState,
  wordsState,
} from '../../../datapath/cipher-state';
import type { RegisterPosition } from '../../../datapath/structure';
import { decrypts, fipsLabel, subscript, xorHex } from '../../../datapath/trace';

export const serpentRounds = 32;

export interface SerpentStep {
  /** What the step does, e.g. "⊕ K₄ (key mixing)". */
  name: string;
  /** The state after it, 32 hex digits in the lab's byte order. */
  hex: string;
  /** The register position that holds this value, if one does: SP's inner register, the round's register. */
  heldBy: RegisterPosition | null;
}

export interface SerpentRound {
  /** 1 to 32, as the probes count. */
  round: number;
  /** The submission's round i this round computes (decryption: undoes). */
  submissionRound: number;
  decrypt: boolean;
  /** The S-box the round uses: S_{i mod 8}, or its inverse decrypting. */
  sbox: number;
  /** The state entering the round. */
  input: string;
  steps: SerpentStep[];
}

export const keyName = (i: number) => `K${subscript(i)}`;
export const sboxName = (index: number, inverse: boolean) => `S${subscript(index)}${inverse ? '⁻¹' : ''}`;

/** The labels of the steps of round i (0 to 31) in sim-core's trace, the round's end last. */
function stepLabels(i: number, decrypt: boolean): string[] {
  const last = i === serpentRounds - 1;
  return decrypt
    ? [last ? 'ik_mix32' : 'ilt', 'is_box', 'ik_mix', 'iout']
    : ['k_mix', 's_box', last ? 'k_mix32' : 'lt', 'out'];
}

/** The trace's steps of `round` (1 to 32), checked against the labels it should have. */
function stepsOf(trace: readonly TraceStep[], round: number, labels: string[]): TraceStep[] {
  const steps = trace.filter((t) => t.round === round);
  const found = steps.map((t) => t.step);
  if (found.join() !== labels.join())
    throw new Error(`trace: round ${round} has steps [${found.join(', ')}], not [${labels.join(', ')}]`);
  return steps;
}

/**
 * Round `round` (1 to 32) of the block `input` whose sim-core trace is `trace`, under the
 * round keys K₀..K₃₂ (`roundKeys`, hex in the lab's byte order).
 */
export function serpentRound(
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  round: number,
): SerpentRound {
  expectRound('Serpent', round, serpentRounds);
  if (roundKeys.length !== serpentRounds + 1) throw new Error(`round keys: 33 expected, got ${roundKeys.length}`);
  const decrypt = decrypts(trace);
  const i = decrypt ? serpentRounds - round : round - 1;
  const sbox = i % 8;
  const last = serpentRounds - 1;
  const [first, substituted, finished, end] = stepsOf(trace, round, stepLabels(i, decrypt));
  if (finished.state !== end.state)
    throw new Error(`trace: round ${round}'s last step ${finished.state} is not its end ${end.state}`);
  const before = round === 1 ? input : stepsOf(trace, round - 1, stepLabels(decrypt ? i + 1 : i - 1, decrypt))[3].state;
  // The block this round takes, key-mixed, is the trace's first key mixing: the trace is this block's.
  const firstMix = decrypt ? (i === last ? first : null) : first;
  const mixKey = decrypt ? roundKeys[32] : roundKeys[i];
  if (firstMix && xorHex(before, mixKey) !== firstMix.state)
    throw new Error(`Serpent round ${round}: ${before} ⊕ its round key is not ${firstMix.state}, sim-core's trace's`);
  const steps: SerpentStep[] = decrypt
    ? [
        {
          name:
            i === last ? `⊕ ${keyName(32)} (undoes the final key mixing)` : 'LT⁻¹ (undoes the linear transformation)',
          hex: first.state,
          heldBy: null,
        },
        {
          name: `${sboxName(sbox, true)} on all 32 columns (inverse S-box layer)`,
          hex: substituted.state,
          heldBy: 'sbox',
        },
        { name: `⊕ ${keyName(i)} (key mixing)`, hex: finished.state, heldBy: 'lt' },
      ]
    : [
        { name: `⊕ ${keyName(i)} (key mixing)`, hex: first.state, heldBy: null },
        { name: `${sboxName(sbox, false)} on all 32 columns (S-box layer)`, hex: substituted.state, heldBy: 'sbox' },
        {
          name: i === last ? `⊕ ${keyName(32)} (final key mixing, no LT)` : 'LT (linear transformation)',
          hex: finished.state,
          heldBy: 'lt',
        },
      ];
  return { round, submissionRound: i, decrypt, sbox, input: before, steps };
}

export type SerpentRegisterState = RegisterState & { round: SerpentRound };

/**
 * What a Serpent core's register at `position` holds for the block, its probe reporting
 * `round` (serpent_stage_reg.sv): the round register ("lt") the rounds finished, 1 to 32;
 * SP's inner register ("sbox") the round in progress, its S-box layer's output.
 */
export const serpentRegisterState: PositionStateReader<SerpentRegisterState> = (
  trace,
  roundKeys,
  input,
  position,
  round,
) => {
  expectPosition('a Serpent core', position, ['sbox', 'lt']);
  const steps = serpentRound(trace, roundKeys, input, round);
  const held = steps.steps.find((s) => s.heldBy === position)!;
  const label =
    position === 'lt'
      ? fipsLabel(round, steps.decrypt ? 'iout' : 'out')
      : `round ${round} after ${sboxName(steps.sbox, steps.decrypt)}`;
  return { hex: held.hex, label, round: steps };
};

/** What the datapath view shows of a register: its words, and how the note names their byte order. */
export const serpentState = wordsState(
  serpentRegisterState,
  'in bitslice form, the words X0–X3 the S-boxes take column by column (the lab’s bytes: X_p is bytes 4p to 4p + 3, least significant first)',
);
