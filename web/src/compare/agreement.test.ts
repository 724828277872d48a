import { describe, expect, it } from 'vitest';
import { compareOutputs, cyclesPerBlock } from './agreement';

const block = (tag: number, byte: number) => ({ tag, data: new Uint8Array(16).fill(byte) });

describe('compare outputs', () => {
  it('agrees when every block is the same, in any order', () => {
    expect(compareOutputs([block(0, 1), block(1, 2)], [block(1, 2), block(0, 1)])).toEqual({ agree: true, blocks: 2 });
  });

  it('names the first block that differs and how many do', () => {
    const result = compareOutputs([block(0, 1), block(1, 2), block(2, 3)], [block(0, 1), block(1, 9), block(2, 9)]);
    expect(result).toEqual({ agree: false, blocks: 3, tag: 1, a: '02'.repeat(16), b: '09'.repeat(16), differing: 2 });
  });

  it('counts a block only one side produced as a difference', () => {
    expect(compareOutputs([block(0, 1)], [block(0, 1), block(1, 5)])).toMatchObject({
      agree: false,
      tag: 1,
      a: null,
      b: '05'.repeat(16),
    });
  });
});

describe('cycles per block', () => {
  it('divides and rounds to two decimals', () => {
    expect(cyclesPerBlock(91, 8)).toBe(11.38);
    expect(cyclesPerBlock(20, 10)).toBe(2);
    expect(cyclesPerBlock(5, 0)).toBe(0);
  });
});
