// Twofish's round operations as the datapath view draws them (Schneier et al. 1998, Sec.
// 4.1–4.2; hdl/rtl/twofish/twofish_round_slice.sv): F on Z0 and Z1, mixed into Z2 and Z3.
import { byOperationDirection, type OperationKinds, type SBoxKind } from '../../../datapath/structure';

export type TwofishOperation =
  /** The key-dependent S-boxes s₀..s₃ of both g's, on Z0 and ROL(Z1, 8), under the S-box key. */
  | { kind: 'twofishSboxes'; sbox: SBoxKind }
  /** The two g's second half: MDS of each g's four S-box bytes, T₀ and T₁. */
  | { kind: 'twofishMds' }
  /** The pseudo-Hadamard transform (T₀ + T₁, T₀ + 2T₁) mod 2³². */
  | { kind: 'twofishPht' }
  /** F = the PHT plus the round's subkeys K₂ᵣ₊₈, K₂ᵣ₊₉ (decrypting, the undone round's). */
  | { kind: 'twofishSubkeys' }
  /** F into the right half with the one-bit rotations (encryption's or their inverse), and the halves swapped. */
  | { kind: 'twofishMix'; forward: boolean; inverse: boolean };

export const twofishOperations: OperationKinds<TwofishOperation> = {
  // The S-box key takes the round key's place: the key schedule's wire goes to the S-boxes.
  twofishSboxes: {
    describe: (o) => ({ label: 'S-boxes s₀–s₃', detail: o.sbox === 'lut' ? 'key-dependent' : 'key tables' }),
    takesRoundKey: () => true,
  },
  twofishMds: { describe: () => ({ label: 'MDS', detail: 'g: T₀, T₁' }) },
  twofishPht: { describe: () => ({ label: 'PHT', detail: 'T₀+T₁, T₀+2T₁' }) },
  twofishSubkeys: { describe: () => ({ label: '+ K₂ᵣ₊₈, K₂ᵣ₊₉', detail: 'F₀, F₁' }), takesRoundKey: () => true },
  twofishMix: {
    describe: (o) => ({
      label: '⊕ F, rotate, swap',
      detail: byOperationDirection(o, {
        unified: 'enc./dec. rotations',
        decrypt: 'ROL 1, ROR 1',
        encrypt: 'ROR 1, ROL 1',
      }),
    }),
  },
};
