// The wire format of blocks between the page and the simulator worker. postMessage clones
// every object it is given: 100,000 blocks as 100,000 Uint8Arrays cost the main thread
// ~180 ms to send and as long again to receive (measured in Chromium, `npm run bench`).
// Packed into one buffer and transferred, they cost nothing to send; unpacked as views
// into that buffer, a few milliseconds. A block is as long as the core's cipher makes it (16
// bytes for AES, 8 for Triple DES: registry/ciphers.json `blockBits`), so the size travels
// with the buffer.

/** Blocks of `blockBytes` bytes each, one after the other. */
export interface PackedBlocks {
  data: Uint8Array;
  blockBytes: number;
}

/**
 * Blocks one after the other, each `blockBytes` long (the core's block; by default the first
 * block's length, 16 when there is none). Throws naming a block of another length.
 */
export function packBlocks(blocks: readonly Uint8Array[], blockBytes = blocks[0]?.length ?? 16): PackedBlocks {
  if (!Number.isInteger(blockBytes) || blockBytes < 1)
    throw new Error(`packed blocks: ${blockBytes} is not a block size in bytes`);
  const data = new Uint8Array(blocks.length * blockBytes);
  blocks.forEach((b, i) => {
    if (b.length !== blockBytes) throw new Error(`block ${i} has ${b.length} bytes, not ${blockBytes}`);
    data.set(b, i * blockBytes);
  });
  return { data, blockBytes };
}

/**
 * Blocks read one at a time: an array of them, or packedBlockList's views of one buffer, each
 * made when asked for (a million views at once hold about 100 MB; issue #47).
 */
export interface BlockList {
  readonly length: number;
  at(index: number): Uint8Array | undefined;
}

/**
 * The blocks of `packed` as views of `blockBytes` bytes into it (no copy), each made when
 * read. `expected`, when given, is the block size the reader's core takes: blocks of another
 * size are refused, naming both.
 */
export function packedBlockList({ data, blockBytes }: PackedBlocks, expected?: number): BlockList {
  // No blocks are no blocks, whatever their size was guessed to be.
  if (expected !== undefined && data.length === 0) return { length: 0, at: () => undefined };
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
  };
}

/** Every block of `packed` as a view into it (no copy); `expected` as packedBlockList's. */
export function unpackBlocks(packed: PackedBlocks, expected?: number): Uint8Array[] {
  const list = packedBlockList(packed, expected);
  return Array.from({ length: list.length }, (_, i) => list.at(i)!);
}

export interface PackedOutputs {
  tags: Uint32Array;
  data: Uint8Array;
  blockBytes: number;
}

/** A run's outputs as tags and one buffer of blocks of `blockBytes` (the core's block). */
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

export function unpackOutputs({ tags, data, blockBytes }: PackedOutputs): { tag: number; data: Uint8Array }[] {
  const blocks = unpackBlocks({ data, blockBytes });
  if (blocks.length !== tags.length) throw new Error(`packed outputs: ${tags.length} tags for ${blocks.length} blocks`);
  return blocks.map((block, i) => ({ tag: tags[i], data: block }));
}
