// Serpent's round operations as the datapath view draws them (Anderson, Biham and Knudsen
// 1998, Sec. 2; hdl/rtl/serpent/serpent_round.sv), and their words: i is the submission's
// round, 0 to 31.
import { byOperationDirection, type OperationKinds } from '../../../datapath/structure';
import { subscript } from '../../../datapath/trace';

export type SerpentOperation =
  /** Encryption's key mixing ⊕ K_i; decryption's LT⁻¹ (⊕ K₃₂ in its first round). */
  | { kind: 'serpentMix'; forward: boolean; inverse: boolean }
  /** 32 copies of one 4-bit S-box, one per bit column; `fixed`: the S-box index when every round of the slice uses the same one. */
  | {
      kind: 'serpentSboxes';
      forward: boolean;
      inverse: boolean;
      fixed: { forward: number | null; inverse: number | null };
    }
  /** Encryption's LT (⊕ K₃₂ in round 32, if the slice runs it); decryption's key mixing ⊕ K_i. */
  | { kind: 'serpentFinish'; forward: boolean; inverse: boolean; lastRound: boolean };

export const serpentOperations: OperationKinds<SerpentOperation> = {
  serpentMix: {
    describe: (o) =>
      byOperationDirection(o, {
        unified: { label: '⊕ Kᵢ or LT⁻¹', detail: 'mix, or undo LT' },
        decrypt: { label: 'LT⁻¹', detail: '⊕ K₃₂ in round 1' },
        encrypt: { label: '⊕ Kᵢ', detail: 'key mixing' },
      }),
    takesRoundKey: (o) => o.forward,
  },
  serpentSboxes: {
    describe(o) {
      const { forward, inverse } = o.fixed;
      const named = [
        ...(o.forward ? [forward === null ? 'S' : `S${subscript(forward)}`] : []),
        ...(o.inverse ? [inverse === null ? 'S⁻¹' : `S${subscript(inverse)}⁻¹`] : []),
      ];
      const fixed = (!o.forward || forward !== null) && (!o.inverse || inverse !== null);
      return { label: `S-boxes ${named.join(' / ')}`, detail: fixed ? '32 × 4-bit, fixed' : '32 × 4-bit, i mod 8' };
    },
  },
  serpentFinish: {
    describe: (o) =>
      byOperationDirection(o, {
        unified: { label: 'LT or ⊕ Kᵢ', detail: o.lastRound ? 'enc. round 32: ⊕ K₃₂' : 'enc. LT, dec. mix' },
        decrypt: { label: '⊕ Kᵢ', detail: 'key mixing' },
        encrypt: { label: 'LT', detail: o.lastRound ? 'round 32: ⊕ K₃₂' : 'linear transform' },
      }),
    takesRoundKey: (o) => o.inverse || o.lastRound,
  },
};
