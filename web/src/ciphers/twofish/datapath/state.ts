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
import { expectPosition, expectRound, type PositionStateReader, wordsState } from '../../../datapath/cipher-state';
import { decrypts, fipsLabel, traceStep, xorHex } from '../../../datapath/trace';

export const twofishRounds = 16;

/** The halves of a block exchanged: words 2, 3, 0, 1 (each word 8 hex digits of the lab's order). */
export const swapHalves = (hex: string) => hex.slice(16) + hex.slice(0, 16);

/**
 * The state in a Twofish register at `position` for the block `input` whose sim-core trace
 * is `trace`, its probe reporting `round`, under the round keys (sim-core's cipherRoundKeys:
 * K₀..K₃ first, then K₄..K₇, … as blocks, hex in the lab's byte order).
 */
export const twofishRegisterState: PositionStateReader = (trace, roundKeys, input, position, round) => {
  expectPosition('a Twofish core', position, ['sbox', 'f']);
  expectRound('Twofish', round, twofishRounds);
  if (roundKeys.length < 2) throw new Error(`round keys: K₀..K₇ expected, got ${roundKeys.length} blocks`);
  const decrypt = decrypts(trace);
  // The block this trace whitens is the one the core took.
  const whitened = traceStep(trace, 1, decrypt ? 'iout_white' : 'in_white').state;
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
  if (position === 'f') return held(traceStep(trace, round, mix));
  const entering = held(
    round === 1 ? traceStep(trace, 1, decrypt ? 'iout_white' : 'in_white') : traceStep(trace, round - 1, mix),
  );
  return { hex: entering.hex, label: `${entering.label} + S-box bytes` };
};

/** What the datapath view shows of a register: its words, and how the note names their byte order. */
export const twofishState = wordsState(
  twofishRegisterState,
  'as the core’s words Z0–Z3 (the paper’s R0–R3 encrypting; decrypting, the halves exchanged, so both directions take F of Z0 and Z1), Twofish’s byte order: Z_p is bytes 4p to 4p + 3, least significant first',
  ['Z0', 'Z1', 'Z2', 'Z3'],
);
