// Triple DES's round operations as the datapath view draws them (FIPS 46-3, "The cipher
// function f"; hdl/rtl/des/des_round.sv): f(R, Kₙ) = P(S(E(R) ⊕ Kₙ)), then L ⊕ f and the swap.
import type { OperationKinds, SBoxKind } from '../../../datapath/structure';

export type DesDatapathOperation =
  /** E, the right half's 32 bits expanded to 48 (wiring). */
  | { kind: 'desExpansion' }
  /** E(R) ⊕ Kₙ, the round's subkey: PC-2 of the C‖D the block carries, rotated (des_key_step.sv). */
  | { kind: 'desKeyMix' }
  /** The eight S-boxes S1..S8, 6 bits to 4 each (des_pkg's constants, tables in logic: `sbox`). */
  | { kind: 'desSboxes'; sbox: SBoxKind }
  /** P of the S-boxes' 32 bits: f(R, Kₙ) (wiring). */
  | { kind: 'desPermutation' }
  /**
   * L ⊕ f into the right half and the halves swapped (L′ = R, R′ = L ⊕ f), except in the 16th
   * round of each DES operation (des_round.sv): in every round the slice runs, in some, or never.
   */
  | { kind: 'desFeistel'; swap: 'always' | 'notLastOfOperation' | 'never' };

/** The S-boxes' implementation under their box. */
const sboxNames: Partial<Record<SBoxKind, string>> = { lut: '6→4-bit tables' };

export const desOperations: OperationKinds<DesDatapathOperation> = {
  desExpansion: { describe: () => ({ label: 'E', detail: 'R: 32 → 48 bits' }) },
  desKeyMix: { describe: () => ({ label: '⊕ Kₙ', detail: 'PC-2 of C‖D' }), takesRoundKey: () => true },
  desSboxes: { describe: (o) => ({ label: 'S1–S8', detail: sboxNames[o.sbox] ?? o.sbox }) },
  desPermutation: { describe: () => ({ label: 'P', detail: 'f(R, Kₙ), wiring' }) },
  desFeistel: {
    describe: (o) => ({
      label: o.swap === 'never' ? 'L ⊕ f, no swap' : 'L ⊕ f, swap',
      detail:
        o.swap === 'always' ? 'L′ = R, R′ = L ⊕ f' : o.swap === 'never' ? 'rounds 16, 32, 48' : 'except 16, 32, 48',
    }),
  },
};
