import { describe, expect, it } from 'vitest';
import { packBlocks, packOutputs, unpackBlocks, unpackOutputs } from './packing';

const block = (seed: number) => Uint8Array.from({ length: 16 }, (_, i) => (seed * 17 + i) & 0xff);

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

  it('unpacks views into one buffer, not copies', () => {
    const packed = packBlocks([block(1), block(2)]);
    const [, second] = unpackBlocks(packed);
    packed[16] = 0xaa;
    expect(second[0]).toBe(0xaa);
  });

  it('refuses a block of the wrong length and a ragged buffer', () => {
    expect(() => packBlocks([block(1), new Uint8Array(15)])).toThrow('block 1 has 15 bytes, not 16');
    expect(() => unpackBlocks(new Uint8Array(20))).toThrow('20 bytes is not a whole number');
    expect(() => unpackOutputs({ tags: new Uint32Array(2), data: new Uint8Array(16) })).toThrow('2 tags for 1 blocks');
  });
});
