import { describe, expect, it } from 'vitest';
import {
  blockLengths,
  firstBlockOutput,
  firstBlocks,
  outputIndex,
  packBlocks,
  packedBlockList,
  packOutputs,
  sameBlock,
  tagOrder,
  unpackBlocks,
  unpackOutputs,
} from './packing';

const block = (seed: number, bytes = 16) => Uint8Array.from({ length: bytes }, (_, i) => (seed * 17 + i) & 0xff);

describe('packing blocks for the worker', () => {
  it('round-trips blocks and outputs', () => {
    const blocks = [block(1), block(2), block(3)];
    expect(unpackBlocks(packBlocks(blocks))).toEqual(blocks);
    const outputs = [
      { tag: 7, data: block(4) },
      { tag: 0, data: block(5) },
    ];
    expect(unpackOutputs(packOutputs(outputs))).toEqual(outputs);
  });

  it("round-trips a 64-bit cipher's 8-byte blocks (Triple DES), the size travelling with them", () => {
    const blocks = [block(1, 8), block(2, 8), block(3, 8)];
    const packed = packBlocks(blocks);
    expect(packed.blockBytes).toBe(8);
    expect(packed.data.length).toBe(24);
    expect(unpackBlocks(packed, 8)).toEqual(blocks);
    const outputs = [
      { tag: 1, data: block(4, 8) },
      { tag: 0, data: block(5, 8) },
    ];
    const wire = packOutputs(outputs, 8);
    expect(wire.blockBytes).toBe(8);
    expect(unpackOutputs(wire)).toEqual(outputs);
  });

  it('unpacks views into one buffer, not copies', () => {
    const packed = packBlocks([block(1), block(2)]);
    const [, second] = unpackBlocks(packed);
    packed.data[16] = 0xaa;
    expect(second[0]).toBe(0xaa);
  });

  it('refuses a block of the wrong length, a ragged buffer and blocks another core takes', () => {
    expect(() => packBlocks([block(1), new Uint8Array(15)])).toThrow('block 1 has 15 bytes, not 16');
    expect(() => packBlocks([block(1, 8), block(2)])).toThrow('block 1 has 16 bytes, not 8');
    expect(() => packBlocks([block(1)], 8)).toThrow('block 0 has 16 bytes, not 8');
    expect(() => unpackBlocks({ data: new Uint8Array(20), blockBytes: 16 })).toThrow(
      '20 bytes is not a whole number of 16-byte blocks',
    );
    expect(() => unpackBlocks(packBlocks([block(1)]), 8)).toThrow(
      'blocks: this core takes 8-byte blocks, not 16-byte ones',
    );
    expect(unpackBlocks(packBlocks([]), 8)).toEqual([]);
    expect(() => unpackOutputs({ tags: new Uint32Array(2), data: new Uint8Array(16), blockBytes: 16 })).toThrow(
      '2 tags for 1 blocks',
    );
  });
});

describe('packed blocks as the page holds them', () => {
  const packed = () => packedBlockList(packBlocks([block(1), block(2), block(3)]));

  it('copies a packed list whole for the worker, leaving the page its blocks', () => {
    const list = packed();
    const wire = packBlocks(list);
    expect(wire.data).toEqual(list.packed.data);
    wire.data[0] ^= 0xff;
    expect(list.at(0)).toEqual(block(1));
  });

  it('takes the first blocks of a packed list as views, and of an array as an array', () => {
    const first = firstBlocks(packed(), 2);
    expect(unpackBlocks(packBlocks(first))).toEqual([block(1), block(2)]);
    expect('packed' in first).toBe(true);
    expect(firstBlocks([block(1), block(2)], 5)).toEqual([block(1), block(2)]);
    expect(firstBlocks(packed(), -1).length).toBe(0);
  });

  it('says which lengths blocks come in', () => {
    expect(blockLengths(packed())).toEqual([16]);
    expect(blockLengths([block(1, 8), block(2), block(3, 8)])).toEqual([8, 16]);
    expect(blockLengths(packedBlockList({ data: new Uint8Array(0), blockBytes: 16 }))).toEqual([]);
  });

  it('reads outputs in block order, whatever order the core gave them in', () => {
    const inOrder = packOutputs([0, 1, 2].map((tag) => ({ tag, data: block(tag) })));
    expect([...tagOrder(inOrder)]).toEqual([0, 1, 2]);
    const shuffled = packOutputs([2, 0, 3, 1].map((tag) => ({ tag, data: block(tag) })));
    expect([...tagOrder(shuffled)]).toEqual([1, 3, 0, 2]);
    expect(firstBlockOutput(shuffled)).toBe(1);
    expect(firstBlockOutput(packOutputs([]))).toBe(-1);
    // A repeated tag keeps both outputs, in the core's order.
    const repeated = packOutputs([1, 0, 1].map((tag, i) => ({ tag, data: block(i) })));
    expect([...tagOrder(repeated)]).toEqual([1, 0, 2]);
  });

  it("finds each tag's output, and compares blocks in place", () => {
    const outputs = packOutputs([5, 0, 2].map((tag) => ({ tag, data: block(tag) })));
    const index = outputIndex(outputs);
    expect([0, 1, 2, 5, 6, -1, 0.5].map((t) => index.index(t))).toEqual([1, -1, 2, 0, -1, -1, -1]);
    expect(index.maxTag).toBe(5);
    const golden = packBlocks([0, 1, 2, 3, 4, 5].map((tag) => block(tag)));
    expect(sameBlock(outputs, 0, golden, 5)).toBe(true);
    expect(sameBlock(outputs, 0, golden, 4)).toBe(false);
    expect(sameBlock(outputs, -1, golden, 0)).toBe(false);
    expect(sameBlock(outputs, 0, golden, 6)).toBe(false);
    expect(sameBlock(outputs, 0, packBlocks([block(5, 8)]), 0)).toBe(false);
  });
});
