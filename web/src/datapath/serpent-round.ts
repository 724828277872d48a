// One round of a Serpent block, step by step, and what a Serpent core's register holds: the
// steps Serpent's round really has (Anderson, Biham and Knudsen 1998, Sec. 2, bitslice form;
// i = 0..31 the submission's round number):
//   encryption  key mixing X ⊕ K_i, the S-box layer S_{i mod 8}, LT (⊕ K₃₂ instead in round 31)
//   decryption  LT⁻¹ (⊕ K₃₂ instead in its first round), S⁻¹_{i mod 8}, key mixing ⊕ K_i
// The round's input and output are sim-core's trace (cipherTrace: rounds 1 to 32 as the
// probes count them, step "out", "iout" decrypting); the values between are computed from
// them with sim-core's round keys (cipherRoundKeys), and the round's end must come out as
// sim-core's, or this throws.
import type { TraceStep } from '@sim-core';
import { sboxLayer, xorBlocks } from './serpent-bitslice';
import { inverseLinearTransform, linearTransform } from './serpent-linear';
import { fipsLabel, type RegisterState } from './state';
import type { RegisterPosition } from './structure';

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

const subscript = (n: number) => String(n).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]);
export const keyName = (i: number) => `K${subscript(i)}`;
export const sboxName = (index: number, inverse: boolean) => `S${subscript(index)}${inverse ? '⁻¹' : ''}`;

/** The trace's state after `round` (1 to 32), or the block the core took for round 0. */
function stateAfter(trace: readonly TraceStep[], input: string, round: number): string {
  if (round === 0) return input;
  const step = trace.find((t) => t.round === round);
  if (!step) throw new Error(`trace: no round ${round}`);
  return step.state;
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
  if (round < 1 || round > serpentRounds) throw new Error(`round: Serpent runs rounds 1 to 32, not ${round}`);
  if (roundKeys.length !== serpentRounds + 1) throw new Error(`round keys: 33 expected, got ${roundKeys.length}`);
  const decrypt = trace[0]?.step === 'iout';
  const before = stateAfter(trace, input, round - 1);
  const after = stateAfter(trace, input, round);
  const i = decrypt ? serpentRounds - round : round - 1;
  const sbox = i % 8;
  const last = serpentRounds - 1;
  let steps: SerpentStep[];
  if (!decrypt) {
    const mixed = xorBlocks(before, roundKeys[i]);
    const substituted = sboxLayer(mixed, sbox, false);
    const finished = i === last ? xorBlocks(substituted, roundKeys[32]) : linearTransform(substituted);
    steps = [
      { name: `⊕ ${keyName(i)} (key mixing)`, hex: mixed, heldBy: null },
      { name: `${sboxName(sbox, false)} on all 32 columns (S-box layer)`, hex: substituted, heldBy: 'sbox' },
      {
        name: i === last ? `⊕ ${keyName(32)} (final key mixing, no LT)` : 'LT (linear transformation)',
        hex: finished,
        heldBy: 'lt',
      },
    ];
  } else {
    const undone = i === last ? xorBlocks(before, roundKeys[32]) : inverseLinearTransform(before);
    const substituted = sboxLayer(undone, sbox, true);
    const finished = xorBlocks(substituted, roundKeys[i]);
    steps = [
      {
        name: i === last ? `⊕ ${keyName(32)} (undoes the final key mixing)` : 'LT⁻¹ (undoes the linear transformation)',
        hex: undone,
        heldBy: null,
      },
      { name: `${sboxName(sbox, true)} on all 32 columns (inverse S-box layer)`, hex: substituted, heldBy: 'sbox' },
      { name: `⊕ ${keyName(i)} (key mixing)`, hex: finished, heldBy: 'lt' },
    ];
  }
  const end = steps[steps.length - 1].hex;
  if (end !== after) throw new Error(`Serpent round ${round}: the steps give ${end}, sim-core's trace ${after}`);
  return { round, submissionRound: i, decrypt, sbox, input: before, steps };
}

/**
 * What a Serpent core's register at `position` holds for the block, its probe reporting
 * `round` (serpent_stage_reg.sv): the round register ("lt") the rounds finished, 1 to 32;
 * SP's inner register ("sbox") the round in progress, its S-box layer's output.
 */
export function serpentRegisterState(
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: RegisterPosition,
  round: number,
): RegisterState & { round: SerpentRound } {
  if (position !== 'lt' && position !== 'sbox')
    throw new Error(`register: a Serpent core has no ${position} register (only sbox and lt)`);
  const steps = serpentRound(trace, roundKeys, input, round);
  const held = steps.steps.find((s) => s.heldBy === position)!;
  const label =
    position === 'lt'
      ? fipsLabel(round, steps.decrypt ? 'iout' : 'out')
      : `round ${round} after ${sboxName(steps.sbox, steps.decrypt)}`;
  return { hex: held.hex, label, sbox: null, compositeStage: null, round: steps };
}
