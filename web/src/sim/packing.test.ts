import { describe, expect, it } from 'vitest';
import { packBlocks, packOutputs, unpackBlocks, unpackOutputs } from './packing';

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
