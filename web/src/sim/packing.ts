// Many blocks, packed: one after another in one buffer. It is the form a run's blocks take on
// the page, on the wire to the simulator worker and back, and in the worker:
//   - postMessage clones every object it is given: 100,000 blocks as 100,000 Uint8Arrays cost
//     the main thread ~180 ms to send and as long again to receive (measured in Chromium,
//     `npm run bench`); one packed buffer, transferred, costs nothing;
//   - a million blocks as a million views held ~170 MB of the page's heap (60 bytes a view,
//     three lists of them: the inputs, the outputs and sim-core's; issue #47's bench), packed
//     they hold their bytes.
// A block is as long as the core's cipher makes it (16 bytes for AES, 8 for Triple DES:
// registry/ciphers.json `blockBits`), so the size travels with the buffer.

/** Blocks of `blockBytes` bytes each, one after the other. */
export interface PackedBlocks {
  data: Uint8Array;
  blockBytes: number;
}

/**
 * Blocks read one at a time: an array of them (a few typed blocks), or packedBlockList's
 * views of one buffer, each made when asked for.
 */
export interface BlockList {
  readonly length: number;
  at(index: number): Uint8Array | undefined;
}

/** A BlockList whose blocks lie in one buffer, kept beside it (packBlocks reads it whole). */
export interface PackedBlockList extends BlockList {
  readonly packed: PackedBlocks;
}

/** Whether `blocks` lie in one buffer (packedBlockList's), which `packed` holds. */
export const isPacked = (blocks: BlockList): blocks is PackedBlockList => 'packed' in blocks;

/** Every block of `blocks`, in order, as an array (for a few blocks: a million views cost ~60 MB). */
export function blockArray(blocks: BlockList): Uint8Array[] {
  return Array.from({ length: blocks.length }, (_, i) => blocks.at(i)!);
}

/** The lengths `blocks` come in, each once (a packed list's one, none for no blocks). */
export function blockLengths(blocks: BlockList): number[] {
  if (blocks.length === 0) return [];
  if (isPacked(blocks)) return [blocks.packed.blockBytes];
  return [...new Set(blockArray(blocks).map((b) => b.length))];
}

/**
 * Blocks one after the other in a buffer of their own, each `blockBytes` long (the core's block;
 * by default the first block's length, 16 when there is none). Throws naming a block of another
 * length. A packed list is copied whole: the copy is the one transferred to the worker.
 */
export function packBlocks(blocks: BlockList, blockBytes = blocks.at(0)?.length ?? 16): PackedBlocks {
  if (!Number.isInteger(blockBytes) || blockBytes < 1)
    throw new Error(`packed blocks: ${blockBytes} is not a block size in bytes`);
  if (isPacked(blocks) && (blocks.packed.blockBytes === blockBytes || blocks.length === 0))
    return { data: blocks.packed.data.slice(), blockBytes };
  const data = new Uint8Array(blocks.length * blockBytes);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks.at(i)!;
    if (b.length !== blockBytes) throw new Error(`block ${i} has ${b.length} bytes, not ${blockBytes}`);
    data.set(b, i * blockBytes);
  }
  return { data, blockBytes };
}

/**
 * The blocks of `packed` as views of `blockBytes` bytes into it (no copy), each made when
 * read. `expected`, when given, is the block size the reader's core takes: blocks of another
 * size are refused, naming both.
 */
export function packedBlockList(packed: PackedBlocks, expected?: number): PackedBlockList {
  const { data, blockBytes } = packed;
  // No blocks are no blocks, whatever their size was guessed to be.
  if (expected !== undefined && data.length === 0) return { length: 0, at: () => undefined, packed };
  if (expected !== undefined && blockBytes !== expected)
    throw new Error(`blocks: this core takes ${expected}-byte blocks, not ${blockBytes}-byte ones`);
  if (!Number.isInteger(blockBytes) || blockBytes < 1)
    throw new Error(`packed blocks: ${blockBytes} is not a block size in bytes`);
  if (data.length % blockBytes)
    throw new Error(`packed blocks: ${data.length} bytes is not a whole number of ${blockBytes}-byte blocks`);
  const length = data.length / blockBytes;
  return {
    length,
    at: (i) => (i >= 0 && i < length ? data.subarray(i * blockBytes, i * blockBytes + blockBytes) : undefined),
    packed,
  };
}

/** The first `count` blocks of `blocks` (all of them when it has fewer), packed ones still packed. */
export function firstBlocks(blocks: BlockList, count: number): BlockList {
  const n = Math.max(0, Math.min(count, blocks.length));
  if (!isPacked(blocks)) return Array.from({ length: n }, (_, i) => blocks.at(i)!);
  const { data, blockBytes } = blocks.packed;
  return packedBlockList({ data: data.subarray(0, n * blockBytes), blockBytes });
}

/** Every block of `packed` as a view into it (no copy); `expected` as packedBlockList's. */
export function unpackBlocks(packed: PackedBlocks, expected?: number): Uint8Array[] {
  return blockArray(packedBlockList(packed, expected));
}

/**
 * A run's outputs in the order the core gave them: output i is block `tags[i]` of the workload
 * (its tag), its bytes the i-th `blockBytes` of `data`.
 */
export interface PackedOutputs {
  tags: Uint32Array;
  data: Uint8Array;
  blockBytes: number;
}

/** Outputs given one at a time, packed (the tests' few: a run packs its own, sim/run.ts). */
export function packOutputs(
  outputs: readonly { tag: number; data: Uint8Array }[],
  blockBytes = outputs[0]?.data.length ?? 16,
): PackedOutputs {
  const { data } = packBlocks(
    outputs.map((o) => o.data),
    blockBytes,
  );
  return { tags: Uint32Array.from(outputs, (o) => o.tag), data, blockBytes };
}

/** Output `i` (in the core's order) as its tag and a view of its bytes. */
export function outputAt({ tags, data, blockBytes }: PackedOutputs, i: number): { tag: number; data: Uint8Array } {
  return { tag: tags[i], data: data.subarray(i * blockBytes, (i + 1) * blockBytes) };
}

/** Every output as its tag and a view of its bytes (for a few: see blockArray). */
export function unpackOutputs(outputs: PackedOutputs): { tag: number; data: Uint8Array }[] {
  const count = packedBlockList(outputs).length;
  if (count !== outputs.tags.length) throw new Error(`packed outputs: ${outputs.tags.length} tags for ${count} blocks`);
  return Array.from({ length: count }, (_, i) => outputAt(outputs, i));
}

/**
 * The least tag outputIndex and tagOrder do not index with a table of maxTag + 1 slots (64 MiB
 * of Int32 there): tags that large are not block numbers, so a Map or a sort serves them.
 */
const tableTagLimit = 1 << 24;

/**
 * Where each tag's output is: `index(tag)` is the output with that tag, or -1. A run's tags are
 * its block numbers, distinct and below 2^20 (sim-core's tag.rs), so a table of them serves;
 * should a tag repeat, the first output with it is the one found.
 */
export function outputIndex({ tags }: PackedOutputs): { index(tag: number): number; maxTag: number } {
  let maxTag = -1;
  for (const t of tags) if (t > maxTag) maxTag = t;
  if (maxTag >= tableTagLimit) {
    const byTag = new Map<number, number>();
    tags.forEach((t, i) => byTag.has(t) || byTag.set(t, i));
    return { index: (tag) => byTag.get(tag) ?? -1, maxTag };
  }
  const slots = new Int32Array(maxTag + 1).fill(-1);
  for (let i = tags.length - 1; i >= 0; i--) slots[tags[i]] = i;
  return { index: (tag) => (Number.isInteger(tag) && tag >= 0 && tag <= maxTag ? slots[tag] : -1), maxTag };
}

/** The index of the output of the first block (the least tag), or -1 when there are none. */
export function firstBlockOutput({ tags }: PackedOutputs): number {
  let first = -1;
  for (let i = 0; i < tags.length; i++) if (first < 0 || tags[i] < tags[first]) first = i;
  return first;
}

/**
 * The outputs' indexes in the order of their tags (block order), whatever order the core gave
 * them in; outputs of one tag keep the core's order. A counting sort: tags are block numbers.
 */
export function tagOrder({ tags }: PackedOutputs): Uint32Array {
  const order = Uint32Array.from({ length: tags.length }, (_, i) => i);
  let sorted = true;
  let maxTag = 0;
  for (let i = 0; i < tags.length; i++) {
    if (i > 0 && tags[i - 1] > tags[i]) sorted = false;
    if (tags[i] > maxTag) maxTag = tags[i];
  }
  if (sorted) return order;
  if (maxTag >= tableTagLimit) return order.sort((a, b) => tags[a] - tags[b] || a - b);
  const start = new Uint32Array(maxTag + 2);
  for (const t of tags) start[t + 1]++;
  for (let t = 1; t < start.length; t++) start[t] += start[t - 1];
  for (let i = 0; i < tags.length; i++) order[start[tags[i]]++] = i;
  return order;
}

/** Whether block `i` of `a` and block `j` of `b` hold the same bytes (false when either is missing). */
export function sameBlock(a: PackedBlocks, i: number, b: PackedBlocks, j: number): boolean {
  const n = a.blockBytes;
  if (n !== b.blockBytes || i < 0 || j < 0 || (i + 1) * n > a.data.length || (j + 1) * n > b.data.length) return false;
  for (let k = 0; k < n; k++) if (a.data[i * n + k] !== b.data[j * n + k]) return false;
  return true;
}
