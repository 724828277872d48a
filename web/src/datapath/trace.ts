// Reading sim-core's trace of a block (cipherTrace: each step of each round and its state,
// hex in the cipher's byte order), as every cipher's state reader does: a step by round and
// name, named as FIPS-197 Appendix C names AES's (`round[ 1].s_box`), and the small hex
// helpers the readers check the trace with. Nothing here computes a cipher.
import type { TraceStep } from '@sim-core';

/** The name FIPS-197 Appendix C gives a step, which the lab gives every cipher's: `round[ 1].s_box`. */
export function fipsLabel(round: number, step: string): string {
  return `round[${String(round).padStart(2, ' ')}].${step}`;
}

/** The step `step` of round `round` in the trace; throws naming it if the trace has none. */
export function traceStep(trace: readonly TraceStep[], round: number, step: string): TraceStep {
  const found = trace.find((t) => t.round === round && t.step === step);
  if (!found) throw new Error(`trace: no ${fipsLabel(round, step)}`);
  return found;
}

/** Whether the trace is of a decryption: its steps end in `iout` (every cipher but AES, which starts with `iinput`). */
export const decrypts = (trace: readonly TraceStep[]) => trace.some((t) => t.step === 'iout');

/** The last round the trace records. */
export const lastRound = (trace: readonly TraceStep[]) => Math.max(...trace.map((t) => t.round));

/** a ⊕ b, two values as hex digits (digit by digit: the same in any byte order). */
export function xorHex(a: string, b: string): string {
  return a.replace(/./g, (digit, at: number) => (parseInt(digit, 16) ^ parseInt(b[at], 16)).toString(16));
}

/** A number as subscript digits: K₃₂. */
export const subscript = (n: number) => String(n).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]);
