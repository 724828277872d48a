import { describe, expect, it } from 'vitest';
import { buildTimeline, latencies } from './timeline';

const word = (tag: number, round: number) => (0x80000000 | (round << 24) | tag) >>> 0;

describe('buildTimeline', () => {
  it('places each block on its own row in order of entry, with the round per cycle', () => {
    // one stage: block 7 for rounds 0..2, an empty cycle, then block 3 for round 0
    const words = Uint32Array.from([word(7, 0), word(7, 1), word(7, 2), 0, word(3, 0)]);
    const t = buildTimeline(words, 1);
    expect(t.cycles).toBe(5);
    expect(t.tags).toEqual([7, 3]);
    expect(t.cells.map((c) => [c.cycle, c.row, c.round])).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [2, 0, 2],
      [4, 1, 0],
    ]);
  });

  it('reads several stages per cycle', () => {
    const words = Uint32Array.from([word(1, 1), 0, word(2, 1), word(1, 2)]);
    const t = buildTimeline(words, 2);
    expect(t.cycles).toBe(2);
    expect(t.cells.map((c) => [c.cycle, c.stage, c.tag])).toEqual([
      [0, 0, 1],
      [1, 0, 2],
      [1, 1, 1],
    ]);
  });

  it('measures latency from entry to the last cycle held', () => {
    const words = Uint32Array.from([word(5, 0), word(5, 1), word(5, 2)]);
    expect(latencies(buildTimeline(words, 1)).get(5)).toBe(3);
  });

  it('treats an all-empty capture as no blocks', () => {
    expect(buildTimeline(new Uint32Array(8), 2)).toEqual({ cells: [], cycles: 4, tags: [] });
  });
});
