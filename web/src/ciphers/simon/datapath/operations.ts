// SIMON's round as the datapath view draws it (Beaulieu et al. 2013, §3; hdl/rtl/simon/
// simon_round_step.sv): x′ = y ⊕ (S¹x & S⁸x) ⊕ S²x ⊕ k, y′ = x. No S-box: rotations are
// wiring, then one AND and XORs. `bits` is how many bits of the round a slice computes a cycle:
// the word n in LU-k and PP-k, w in a bit-serial core (whose rotations are taps of its shift
// register, Aysu, Gulcan and Schaumont 2014).
import type { OperationKinds } from '../../../datapath/structure';

export type SimonOperation =
  /** S¹x, S⁸x and S²x: rotations, wiring (in a bit-serial core, taps of the shift register). */
  | { kind: 'simonRotations'; bits: number; wordBits: number }
  /** S¹x & S⁸x, SIMON's one non-linear operation. */
  | { kind: 'simonAnd'; bits: number; wordBits: number }
  /** y ⊕ (S¹x & S⁸x) ⊕ S²x ⊕ kᵢ: the new x, taking the round key. */
  | { kind: 'simonXor'; bits: number; wordBits: number }
  /** y′ = x: the words move on (a bit-serial core shifts x‖y by w). */
  | { kind: 'simonShift'; bits: number; wordBits: number };

const serial = (o: { bits: number; wordBits: number }) => o.bits < o.wordBits;
const width = (o: { bits: number; wordBits: number }) =>
  serial(o) ? `${o.bits} bit${o.bits > 1 ? 's' : ''} a cycle` : `${o.wordBits} bits`;

export const simonOperations: OperationKinds<SimonOperation> = {
  simonRotations: {
    describe: (o) => ({ label: 'S¹x, S⁸x, S²x', detail: serial(o) ? 'shift-register taps' : 'rotations: wiring' }),
  },
  simonAnd: { describe: (o) => ({ label: 'S¹x & S⁸x', detail: `AND, ${width(o)}` }) },
  simonXor: {
    describe: (o) => ({ label: '⊕ y ⊕ S²x ⊕ kᵢ', detail: `x′, ${width(o)}` }),
    takesRoundKey: () => true,
  },
  simonShift: {
    describe: (o) => ({ label: 'y′ = x', detail: serial(o) ? `x‖y shifts by ${o.bits}` : 'wiring' }),
  },
};
