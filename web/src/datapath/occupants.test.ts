import { describe, expect, test } from 'vitest';
import { locate, occupantsOf } from './occupants';

/** A probe word as hdl/ABI.md packs it. */
const word = (tag: number, round: number) => (0x80000000 | (round << 24) | tag) >>> 0;

describe('what each register holds at one cycle', () => {
  const words = Uint32Array.of(word(3, 0), 0, word(0x100002, 7));

  test('valid stages give their block and round, empty ones null', () => {
    expect(occupantsOf(words)).toEqual([{ stage: 0, tag: 3, round: 0 }, null, { stage: 2, tag: 0x100002, round: 7 }]);
  });

  test('a block is found where it is, or nowhere', () => {
    expect(locate(words, 0x100002)).toEqual({ stage: 2, tag: 0x100002, round: 7 });
    expect(locate(words, 2)).toBeNull();
  });
});
