// The wire format of blocks between the page and the simulator worker. postMessage clones
// every object it is given: 100,000 blocks as 100,000 Uint8Arrays cost the main thread
// ~180 ms to send and as long again to receive (measured in Chromium, `npm run bench`).
// Packed into one buffer and transferred, they cost nothing to send; unpacked as views
// into that buffer, a few milliseconds.

/** Blocks of 16 bytes, one after the other. */
export function packBlocks(blocks: readonly Uint8Array[]): Uint8Array {
  const packed = new Uint8Array(blocks.length * 16);
  blocks.forEach((b, i) => {
    if (b.length !== 16) throw new Error(`block ${i} has ${b.length} bytes, not 16`);
    packed.set(b, i * 16);
  });
  return packed;
}

/** Views of 16 bytes into `packed` (no copy). */
export function unpackBlocks(packed: Uint8Array): Uint8Array[] {
  if (packed.length % 16)
    throw new Error(`packed blocks: ${packed.length} bytes is not a whole number of 16-byte blocks`);
  return Array.from({ length: packed.length / 16 }, (_, i) => packed.subarray(i * 16, i * 16 + 16));
}

export interface PackedOutputs {
  tags: Uint32Array;
  data: Uint8Array;
}

export function packOutputs(outputs: readonly { tag: number; data: Uint8Array }[]): PackedOutputs {
  return { tags: Uint32Array.from(outputs, (o) => o.tag), data: packBlocks(outputs.map((o) => o.data)) };
}

export function unpackOutputs({ tags, data }: PackedOutputs): { tag: number; data: Uint8Array }[] {
  const blocks = unpackBlocks(data);
  if (blocks.length !== tags.length) throw new Error(`packed outputs: ${tags.length} tags for ${blocks.length} blocks`);
  return blocks.map((block, i) => ({ tag: tags[i], data: block }));
}
