// MARS's round operations as the datapath view draws them (Burwick et al., MARS submission
// 1999; hdl/rtl/mars/mars_round_pkg.sv): a layer's round, or a part of one (layers.ts).
import type { OperationKinds } from '../../../datapath/structure';
import type { MarsLayerName } from './layers';

/**
 * A MARS operation of the datapath view: a whole layer's round (LU-1's round unit has all
 * three, a mux choosing by the round's layer) or a part of one (PP-3's stages, one a layer).
 * Mixing: `sboxes` (four lookups of S0, S1 by D0's bytes), `words` (the additions,
 * subtractions and exclusive-ors into D1..D3, and the extra mixing of D0), `turn` (D0 rotated
 * by 24 and the four words turned). Core: `eKeys` (the E-function's D0 + K₂ᵢ₊₄ and
 * (D0 ⋘ 13) × K₂ᵢ₊₅ on the configuration's multiplier), `eSbox` (S by 9 bits and the
 * rotations by 5, 13 and data-dependent amounts: L, M, R), `feistel` (the type-3 Feistel step
 * and the words' turn). forward/inverse: the layer run encrypting, undone decrypting.
 */
export interface MarsOperation {
  kind: 'marsLayer';
  /** The layer of the stage in encryption's order: decrypting, the first stage undoes the backward mixing. */
  layer: MarsLayerName;
  part: 'whole' | 'sboxes' | 'words' | 'turn' | 'eKeys' | 'eSbox' | 'feistel';
  /** The round's implementation: where S sits (logic or block RAM) and the multiplier. */
  implementation: string;
  forward: boolean;
  inverse: boolean;
}

/** Where the round's S sits: mars_sbox.sv's SBoxLogic or SBoxBram. */
const sboxInBlockRam = (implementation: string) =>
  implementation === 'blockRam' || implementation === 'blockRamArrayMultiplier';
/** The E-function's multiplier: mars_multiply.sv's MulStar or MulArray. */
const arrayMultiplier = (implementation: string) =>
  implementation === 'arrayMultiplier' || implementation === 'blockRamArrayMultiplier';

/** The label and detail line of a MARS operation box. */
function describeMarsOperation(operation: MarsOperation): { label: string; detail: string } {
  const { layer, part, forward, inverse, implementation } = operation;
  const both = forward && inverse;
  const sbox = sboxInBlockRam(implementation) ? 'S in block RAM' : 'S in logic';
  const multiplier = arrayMultiplier(implementation) ? 'array multiplier' : '* on DSP blocks';
  // The first stage mixes forward encrypting and undoes the backward mixing decrypting: either
  // way it adds S words and rotates D0 right by 24; the last subtracts and rotates left.
  const first = layer === 'forwardMixing';
  const sign = both ? '±' : inverse ? '−' : '+';
  switch (part) {
    case 'whole': {
      if (layer === 'core')
        return {
          label: both ? 'core, or undone' : inverse ? 'core undone' : 'E-function, Feistel',
          detail: `9–24: ${arrayMultiplier(implementation) ? 'array ×' : '* on DSP'}`,
        };
      const [runs, undoes] = first ? ['forward', 'backward'] : ['backward', 'forward'];
      const short = (name: string) => (name === 'forward' ? 'fwd' : 'bwd');
      return {
        // About 17 characters fit a box (layout.ts: 10 units).
        label: both ? `${short(runs)} mix or ${short(undoes)}⁻¹` : inverse ? `${undoes} mixing⁻¹` : `${runs} mixing`,
        detail: first ? '1–8: S0, S1, ⋙ 24' : '25–32: S0, S1, ⋘ 24',
      };
    }
    case 'sboxes':
      return { label: 'S0, S1 by D0’s bytes', detail: sbox };
    case 'words':
      return {
        label: first ? '⊕, + into D1–D3' : '⊕, − into D1–D3',
        detail: first ? 'D0 += D3 or D1: 4 rounds' : 'D0 −= D3 or D1: 4 rounds',
      };
    case 'turn':
      return {
        label: first ? 'D0 ⋙ 24, turn' : 'D0 ⋘ 24, turn',
        detail: both ? 'words on, or back' : inverse ? 'words back one' : 'words on one',
      };
    case 'eKeys':
      return { label: 'E: + K₂ᵢ₊₄, × K₂ᵢ₊₅', detail: multiplier };
    case 'eSbox':
      return { label: 'S[9 bits], ⋘ 5, 13, r', detail: `L, M, R; ${sbox}` };
    case 'feistel':
      return {
        label: `D1–D3 ${sign}⊕ L, M, R`,
        detail: `type-3, D0 ${both ? '⋘/⋙' : inverse ? '⋙' : '⋘'} 13`,
      };
  }
}

export const marsOperations: OperationKinds<MarsOperation> = {
  marsLayer: {
    describe: describeMarsOperation,
    // The E-function's key words: the core layer's whole round, or its first part.
    takesRoundKey: (o) => o.layer === 'core' && (o.part === 'whole' || o.part === 'eKeys'),
  },
};
