// MARS's three layers (Burwick et al., MARS submission 1999, "Detailed description": 8 rounds
// of unkeyed forward mixing, 16 of the keyed core, 8 of unkeyed backward mixing) as
// registry/ciphers.json `layers` gives them, and which layer a round of the probes' count
// (1 to 32, in the order the block meets them) belongs to, as hdl/rtl/mars/mars_arch_pkg.sv
// decides it for the core: layer_of (rounds 1–8, 9–24, 25–32) and layer_index (the
// submission's i; decrypting, each layer's rounds undone in reverse, the first layer undoing
// the backward mixing). Dandalis, Prasanna and Rolim (CHES 2000, Sec. 4.1) build one round of
// each layer: LU-1 reuses the three, PP-3 gives each a stage.
import ciphers from '@registry/ciphers.json';

/** The three layers, in the order a block meets them encrypting. */
export type MarsLayerName = 'forwardMixing' | 'core' | 'backwardMixing';

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

const layers = ciphers.ciphers.find((c) => c.id === 'mars')?.layers;
if (!layers || layers.length !== 3) throw new Error("registry/ciphers.json: MARS's entry has no three layers");

/** Each layer's rounds, from the description: 8, 16, 8. */
export const marsLayerRounds: readonly number[] = layers.map((l) => l.rounds);
export const marsRounds = marsLayerRounds.reduce((a, b) => a + b, 0);
const layerNames: readonly MarsLayerName[] = ['forwardMixing', 'core', 'backwardMixing'];

/** The first and last round (1 to 32) of stage s (0, 1, 2): 1–8, 9–24, 25–32. */
export function marsStageRounds(stage: number): { first: number; last: number } {
  const first = 1 + marsLayerRounds.slice(0, stage).reduce((a, b) => a + b, 0);
  return { first, last: first + marsLayerRounds[stage] - 1 };
}

export interface MarsRoundPlace {
  /** 0, 1, 2: the stage (PP-3) or the part of the round unit (LU-1) the round runs in. */
  stage: number;
  /** The layer the round computes: decrypting, stage 0 undoes the backward mixing, stage 2 the forward. */
  layer: MarsLayerName;
  /** The submission's i within the layer: 0–7 mixing, 0–15 core (mars_arch_pkg::layer_index). */
  index: number;
  /** Whether the round is undone (decrypting). */
  inverse: boolean;
}

/** Where round `round` (1 to 32, the probes' count) of a block runs, encrypting or decrypting (mars_arch_pkg). */
export function marsRoundPlace(round: number, decrypt: boolean): MarsRoundPlace {
  if (!Number.isInteger(round) || round < 1 || round > marsRounds)
    throw new Error(`round: MARS runs rounds 1 to ${marsRounds}, not ${round}`);
  const stage = [0, 1, 2].find((s) => round <= marsStageRounds(s).last)!;
  const { first, last } = marsStageRounds(stage);
  const layer = layerNames[decrypt ? 2 - stage : stage];
  return { stage, layer, index: decrypt ? last - round : round - first, inverse: decrypt };
}

const subscript = (n: number) => String(n).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]);

/** A key word's name, K with its index subscript: K₄. */
export const keyWordName = (i: number) => `K${subscript(i)}`;

/** A core round's key words (submission: E(D0, K[2i+4], K[2i+5])): added and multiplied. */
export const coreKeyWords = (index: number) => ({ added: 2 * index + 4, multiplied: 2 * index + 5 });

/** The layer's name in the lab's words. */
export function layerName(layer: MarsLayerName): string {
  return layer === 'forwardMixing' ? 'forward mixing' : layer === 'core' ? 'keyed core' : 'backward mixing';
}
