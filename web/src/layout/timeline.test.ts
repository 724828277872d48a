import { describe, expect, it } from 'vitest';
import { buildTimeline, latencies, roundRuns, timelineLayout } from './timeline';

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

describe('round labels', () => {
  const measure = (text: string) => text.length * 8;

  it('labels a round once for the cycles a block spends in it', () => {
    // A block in round 1 for three cycles (three stages of a deep pipeline), then round 2.
    const t = buildTimeline(Uint32Array.from([word(4, 1), word(4, 1), word(4, 1), word(4, 2), word(4, 2)]), 1);
    expect(roundRuns(t)).toEqual([
      { row: 0, round: 1, from: 0, to: 3 },
      { row: 0, round: 2, from: 3, to: 5 },
    ]);
  });

  it('an iterative core labels every cell; a deep pipeline every round', () => {
    const lu1 = buildTimeline(Uint32Array.from(Array.from({ length: 11 }, (_, r) => word(0, r))), 1);
    const l1 = timelineLayout(lu1, 900, 14, measure);
    expect(l1.labels.map((l) => l.round)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // 81 stages: a block spends 8 cycles in each round; 64 blocks make cells 6 px wide.
    const stages = 81;
    const cycles = 81 + 63;
    const words = new Uint32Array(cycles * stages);
    for (let b = 0; b < 64; b++)
      for (let s = 0; s < stages; s++) words[(b + s) * stages + s] = word(b, s === 0 ? 0 : Math.ceil(s / 8));
    const deep = timelineLayout(buildTimeline(words, stages), 900, 14, measure);
    expect(deep.cellWidth).toBe(6);
    const first = deep.labels.filter((l) => l.row === 0);
    expect(first.map((l) => l.round)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Labels of one row never overlap.
    for (let i = 1; i < first.length; i++)
      expect(first[i].x - first[i - 1].x).toBeGreaterThanOrEqual((measure('10') + measure('9')) / 2);
  });

  it("numbers every round of a long iterative core (Triple DES's 48), scrolling sideways to fit them", () => {
    const des = buildTimeline(Uint32Array.from(Array.from({ length: 48 }, (_, r) => word(0, r + 1))), 1);
    const l = timelineLayout(des, 600, 14, measure);
    expect(l.labels.map((x) => x.round)).toEqual(Array.from({ length: 48 }, (_, r) => r + 1));
    expect(l.cellWidth).toBeGreaterThanOrEqual(measure('48') + 4);
    expect(l.width).toBeGreaterThan(600);
  });

  it("numbers a deep pipeline's one-cycle round 0 before its eight-cycle rounds (cells 6 px wide)", () => {
    // A block in its first stage for one cycle, then eight stages a round: 64 blocks keep the cells thin.
    const stages = 81;
    const cycles = 81 + 63;
    const words = new Uint32Array(cycles * stages);
    for (let b = 0; b < 64; b++)
      for (let s = 0; s < stages; s++) words[(b + s) * stages + s] = word(b, s === 0 ? 0 : Math.ceil(s / 8));
    // A digit 9 px wide, as the page's 14 px font has it: wider than a 6 px cell and the 2 px gap.
    const wide = (text: string) => text.length * 9;
    const deep = timelineLayout(buildTimeline(words, stages), 900, 14, wide);
    expect(deep.cellWidth).toBe(6);
    expect(deep.labels.filter((l) => l.row === 5).map((l) => l.round)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('rows are a line of text high; the width follows the container', () => {
    const t = buildTimeline(Uint32Array.from(Array.from({ length: 11 }, (_, r) => word(0, r))), 1);
    const a = timelineLayout(t, 600, 14, measure);
    const b = timelineLayout(t, 1200, 18, measure);
    expect(a.rowHeight).toBeGreaterThanOrEqual(Math.ceil(14 * 1.25));
    expect(b.rowHeight).toBeGreaterThan(a.rowHeight);
    expect(a.width).toBeLessThanOrEqual(600);
  });
});
