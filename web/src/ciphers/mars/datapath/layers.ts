// MARS's three layers (Burwick et al., MARS submission 1999, "Detailed description": 8 rounds
// of unkeyed forward mixing, 16 of the keyed core, 8 of unkeyed backward mixing) as
// registry/ciphers.json `layers` gives them, and which layer a round of the probes' count
// (1 to 32, in the order the block meets them) belongs to, as hdl/rtl/mars/mars_arch_pkg.sv
// decides it for the core: layer_of (rounds 1–8, 9–24, 25–32) and layer_index (the
// submission's i; decrypting, each layer's rounds undone in reverse, the first layer undoing
// the backward mixing). Dandalis, Prasanna and Rolim (CHES 2000, Sec. 4.1) build one round of
// each layer: LU-1 reuses the three, PP-3 gives each a stage.
import ciphers from '@registry/ciphers.json';
import { subscript } from '../../../datapath/trace';
import { expectRound } from '../../../datapath/cipher-state';

/** The three layers, in the order a block meets them encrypting. */
export type MarsLayerName = 'forwardMixing' | 'core' | 'backwardMixing';

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
  expectRound('MARS', round, marsRounds);
  const stage = [0, 1, 2].find((s) => round <= marsStageRounds(s).last)!;
  const { first, last } = marsStageRounds(stage);
  const layer = layerNames[decrypt ? 2 - stage : stage];
  return { stage, layer, index: decrypt ? last - round : round - first, inverse: decrypt };
}

/** A key word's name, K with its index subscript: K₄. */
export const keyWordName = (i: number) => `K${subscript(i)}`;

/** A core round's key words (submission: E(D0, K[2i+4], K[2i+5])): added and multiplied. */
export const coreKeyWords = (index: number) => ({ added: 2 * index + 4, multiplied: 2 * index + 5 });

/** The layer's name in the lab's words. */
export function layerName(layer: MarsLayerName): string {
  return layer === 'forwardMixing' ? 'forward mixing' : layer === 'core' ? 'keyed core' : 'backward mixing';
}
