import { describe, expect, it, test } from 'vitest';
import { agreesWithGolden, compareOutputs, cyclesPerBlock } from './agreement';
import { packBlocks, packOutputs } from '../sim/packing';

const block = (tag: number, byte: number) => ({ tag, data: new Uint8Array(16).fill(byte) });
const outputs = (...blocks: { tag: number; data: Uint8Array }[]) => packOutputs(blocks);

describe('compare outputs', () => {
  it('agrees when every block is the same, in any order', () => {
    expect(compareOutputs(outputs(block(0, 1), block(1, 2)), outputs(block(1, 2), block(0, 1)))).toEqual({
      agree: true,
      blocks: 2,
    });
  });

  it('names the first block that differs and how many do', () => {
    const result = compareOutputs(
      outputs(block(0, 1), block(1, 2), block(2, 3)),
      outputs(block(0, 1), block(1, 9), block(2, 9)),
    );
    expect(result).toEqual({ agree: false, blocks: 3, tag: 1, a: '02'.repeat(16), b: '09'.repeat(16), differing: 2 });
  });

  it('counts a block only one side produced as a difference', () => {
    expect(compareOutputs(outputs(block(0, 1)), outputs(block(0, 1), block(1, 5)))).toMatchObject({
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

describe("each core against its own cipher's golden result", () => {
  const golden = packBlocks([Uint8Array.of(1, 2), Uint8Array.of(3, 4)]);
  test('every block as sim-core says, in any order', () => {
    expect(
      agreesWithGolden(outputs({ tag: 1, data: Uint8Array.of(3, 4) }, { tag: 0, data: Uint8Array.of(1, 2) }), golden),
    ).toEqual({ ok: true, blocks: 2 });
  });
  test('a wrong or missing block is named', () => {
    expect(agreesWithGolden(outputs({ tag: 0, data: Uint8Array.of(1, 2) }), golden)).toEqual({
      ok: false,
      blocks: 2,
      tag: 1,
      got: null,
      expected: '0304',
      differing: 1,
    });
    expect(
      agreesWithGolden(outputs({ tag: 0, data: Uint8Array.of(9, 9) }, { tag: 1, data: Uint8Array.of(3, 4) }), golden),
    ).toMatchObject({ ok: false, tag: 0, got: '0909', expected: '0102' });
  });
  test('an output of a block the message does not have is named', () => {
    const extra = outputs(
      { tag: 0, data: Uint8Array.of(1, 2) },
      { tag: 1, data: Uint8Array.of(3, 4) },
      { tag: 5, data: Uint8Array.of(3, 4) },
    );
    expect(agreesWithGolden(extra, golden)).toEqual({
      ok: false,
      blocks: 2,
      tag: 2,
      got: null,
      expected: '(none: the message has no such block)',
      differing: 1,
    });
  });
});
