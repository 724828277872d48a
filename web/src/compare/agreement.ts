// Whether two cores gave the same output for the same workload, block by block. They must:
// a difference is a bug in one of them, and the compare view says which block differs. Two
// cores of different ciphers (AES beside Serpent) must differ; each is checked against
// sim-core's result of its own cipher instead (agreesWithGolden).

import { outputIndex, packedBlockList, sameBlock, type PackedBlocks, type PackedOutputs } from '../sim/packing';
import { toHex } from '../inputs';

export type Agreement =
  | { agree: true; blocks: number }
  | { agree: false; blocks: number; tag: number; a: string | null; b: string | null; differing: number };

/** Output `i`'s bytes as hex, or null when there is no such output. */
const hexAt = (packed: PackedOutputs | PackedBlocks, i: number) => {
  const block = i < 0 ? undefined : packedBlockList(packed).at(i);
  return block ? toHex(block) : null;
};

/** Compare outputs by tag (the block's index), whatever order each core produced them in. */
export function compareOutputs(a: PackedOutputs, b: PackedOutputs): Agreement {
  const inA = outputIndex(a);
  const inB = outputIndex(b);
  let blocks = 0;
  let differing = 0;
  let first = -1;
  for (let tag = 0; tag <= Math.max(inA.maxTag, inB.maxTag); tag++) {
    const i = inA.index(tag);
    const j = inB.index(tag);
    if (i < 0 && j < 0) continue;
    blocks++;
    if (sameBlock(a, i, b, j)) continue;
    differing++;
    if (first < 0) first = tag;
  }
  if (differing === 0) return { agree: true, blocks };
  return { agree: false, blocks, tag: first, a: hexAt(a, inA.index(first)), b: hexAt(b, inB.index(first)), differing };
}

/** How one core's outputs compare with sim-core's result of the message under its cipher. */
export type GoldenCheck =
  | { ok: true; blocks: number }
  | { ok: false; blocks: number; tag: number; got: string | null; expected: string; differing: number };

/**
 * Each block of `golden` (block i has tag i) against the core's output with that tag; an output
 * of a block the message does not have is a difference too.
 */
export function agreesWithGolden(outputs: PackedOutputs, golden: PackedBlocks): GoldenCheck {
  const blocks = golden.data.length / golden.blockBytes;
  const index = outputIndex(outputs);
  let differing = 0;
  let first = -1;
  for (let tag = 0; tag < blocks; tag++) {
    if (sameBlock(outputs, index.index(tag), golden, tag)) continue;
    differing++;
    if (first < 0) first = tag;
  }
  for (const tag of outputs.tags) if (tag >= blocks) differing++;
  if (differing === 0) return { ok: true, blocks };
  if (first < 0)
    return { ok: false, blocks, tag: blocks, got: null, expected: '(none: the message has no such block)', differing };
  return {
    ok: false,
    blocks,
    tag: first,
    got: hexAt(outputs, index.index(first)),
    expected: hexAt(golden, first)!,
    differing,
  };
}

/** Cycles per block of a run, to two decimals at most (the fill is part of it). */
export function cyclesPerBlock(cycles: number, blocks: number): number {
  return blocks === 0 ? 0 : Math.round((cycles / blocks) * 100) / 100;
}
