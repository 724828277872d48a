// What a Twofish core's register holds for a block, read from sim-core's trace (cipherTrace;
// sim-core/src/twofish/trace.rs), rounds 1 to 16 as the probes count them (decryption's in
// the order the block meets them). Each round's steps there: encrypting g (T₀, T₁), pht, f,
// mix (the state after the round, R_r), round 1 opening with in_white (P ⊕ K₀..K₃) and round
// 16 closing with out_white; decrypting ig, ipht, if, imix (R_{16−d}), round 1 opening with
// iout_white and round 16 closing with iin_white.
//
// The core's state Z = {Z0, Z1, Z2, Z3} (twofish_arch_pkg.sv) is the paper's R encrypting and
// R with its halves exchanged decrypting, so both directions take F of Z0 and Z1: a
// decrypting register holds the trace's state with words 2, 3 first. The register after a
// round (r<u>.f) holds the rounds finished, its probe reporting them; SP-k-1's inner register
// (r<u>.sbox) holds the round in progress, its input state beside the eight key-dependent
// S-box bytes of its two g's (the trace has their MDS images, g). Nothing here computes
// Twofish: this reads the steps and checks that the trace is the block's (its whitening is
// the block ⊕ the round keys' whitening words) or throws.
import type { TraceStep } from '@sim-core';
import { fipsLabel, type RegisterState } from './state';
import type { RegisterPosition } from './structure';

export const twofishRounds = 16;

/** a ⊕ b, two blocks as hex (byte by byte: the same in any byte order). */
function xorHex(a: string, b: string): string {
  return a.replace(/../g, (byte, at: number) =>
    (parseInt(byte, 16) ^ parseInt(b.slice(at, at + 2), 16)).toString(16).padStart(2, '0'),
  );
}

/** The halves of a block exchanged: words 2, 3, 0, 1 (each word 8 hex digits of the lab's order). */
export const swapHalves = (hex: string) => hex.slice(16) + hex.slice(0, 16);

function lookup(trace: readonly TraceStep[], round: number, step: string): TraceStep {
  const found = trace.find((t) => t.round === round && t.step === step);
  if (!found) throw new Error(`trace: no ${fipsLabel(round, step)}`);
  return found;
}

/**
 * The state in a Twofish register at `position` for the block `input` whose sim-core trace
 * is `trace`, its probe reporting `round`, under the round keys (sim-core's cipherRoundKeys:
 * K₀..K₃ first, then K₄..K₇, … as blocks, hex in the lab's byte order).
 */
export function twofishRegisterState(
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: RegisterPosition,
  round: number,
): RegisterState {
  if (position !== 'f' && position !== 'sbox')
    throw new Error(`register: a Twofish core has no ${position} register (only sbox and f)`);
  if (!Number.isInteger(round) || round < 1 || round > twofishRounds)
    throw new Error(`round: Twofish runs rounds 1 to 16, not ${round}`);
  if (roundKeys.length < 2) throw new Error(`round keys: K₀..K₇ expected, got ${roundKeys.length} blocks`);
  const decrypt = trace.some((t) => t.step === 'iout');
  // The block this trace whitens is the one the core took.
  const whitened = lookup(trace, 1, decrypt ? 'iout_white' : 'in_white').state;
  const expected = decrypt ? swapHalves(xorHex(input, roundKeys[1])) : xorHex(input, roundKeys[0]);
  if (whitened !== expected)
    throw new Error(
      `Twofish: ${input} ⊕ its whitening words is not ${whitened}, sim-core's trace's ${decrypt ? 'iout_white' : 'in_white'}`,
    );
  const mix = decrypt ? 'imix' : 'mix';
  // What the core holds of the trace's state: decrypting, the halves exchanged.
  const held = (step: TraceStep) => ({
    hex: decrypt ? swapHalves(step.state) : step.state,
    label: decrypt ? `swap(${fipsLabel(step.round, step.step)})` : fipsLabel(step.round, step.step),
  });
  if (position === 'f') return { ...held(lookup(trace, round, mix)), sbox: null, compositeStage: null };
  const entering = held(
    round === 1 ? lookup(trace, 1, decrypt ? 'iout_white' : 'in_white') : lookup(trace, round - 1, mix),
  );
  return { hex: entering.hex, label: `${entering.label} + S-box bytes`, sbox: null, compositeStage: null };
}
