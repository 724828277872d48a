import { describe, expect, test } from 'vitest';
import {
  busyShare,
  cellPaint,
  columnAt,
  describeAt,
  describeBucket,
  describeCell,
  heldNote,
  indexTrace,
  labelUtilization,
  occupancyColumns,
  occupancyFrame,
  percent,
} from './occupancy';
import { lineHeightOf } from './labels';

const V = 0x80000000;
const word = (tag: number, round = 1) => (V | (round << 24) | tag) >>> 0;
// Two stages, four cycles: stage 0 busy in cycles 0 and 1, stage 1 in cycle 2.
const words = Uint32Array.from([word(0), 0, word(1), 0, 0, word(2), 0, 0]);

/** A trace of `cycles` cycles of `stages` stages, each cell busy with probability `p` (seeded). */
function randomTrace(cycles: number, stages: number, p: number, seed = 1): Uint32Array {
  let a = seed;
  const next = () => {
    a = (a * 1103515245 + 12345) >>> 0;
    return a / 2 ** 32;
  };
  const out = new Uint32Array(cycles * stages);
  for (let i = 0; i < out.length; i++) if (next() < p) out[i] = word(i % 1000);
  return out;
}

function bruteShare(w: Uint32Array, stages: number, a: number, b: number): number[] {
  const out = new Array(stages).fill(0);
  for (let c = a; c < b; c++) for (let s = 0; s < stages; s++) if (w[c * stages + s] & V) out[s]++;
  return out.map((x) => x / (b - a));
}

describe('the busy index', () => {
  test('a window’s busy share equals counting it cycle by cycle, across chunk edges', () => {
    const w = randomTrace(1000, 3, 0.3);
    const t = indexTrace(w, 3, 0, undefined, 16);
    for (const [a, b] of [
      [0, 1000],
      [0, 1],
      [5, 17],
      [15, 16],
      [16, 32],
      [17, 999],
      [31, 500],
      [999, 1000],
    ]) {
      const got = Array.from(busyShare(t, a, b));
      bruteShare(w, 3, a, b).forEach((x, s) => expect(got[s]).toBeCloseTo(x, 12));
    }
    expect(t.utilization).toEqual(bruteShare(w, 3, 0, 1000));
  });

  test('counts the run’s own cycles: words from cycle 5,000 of 5,004', () => {
    const t = indexTrace(words, 2, 5000, 5004);
    expect(t).toMatchObject({ from: 5000, held: 4, cycles: 5004 });
    expect(Array.from(busyShare(t, 5000, 5002))).toEqual([1, 0]);
    // Cycles the ring did not keep count as nothing, not as the first ones kept.
    expect(Array.from(busyShare(t, 0, 5000))).toEqual([0, 0]);
  });
});

describe('columns', () => {
  test('one a cycle when a cycle is a device pixel or more: every cell its block', () => {
    const t = indexTrace(words, 2);
    const cols = occupancyColumns(t, { view: [0, 4], range: [0, 400], dpr: 1 });
    expect(cols.map((c) => [c.from, c.x0, c.x1, ...c.busy])).toEqual([
      [0, 0, 100, 1, 0],
      [1, 100, 200, 1, 0],
      [2, 200, 300, 0, 1],
      [3, 300, 400, 0, 0],
    ]);
    expect(cellPaint(cols[1], 0, 'block')).toEqual({ kind: 'block', key: 1 });
    expect(cellPaint(cols[3], 0, 'block')).toEqual({ kind: 'bubble' });
  });

  test('a bucket’s intensity equals its busy fraction', () => {
    // 10,000 cycles in 100 px: 100 cycles a column; stage 0 busy 1 cycle in 81 (CBC on SP-10-3).
    const cycles = 10_000;
    const w = new Uint32Array(cycles * 2);
    for (let c = 0; c < cycles; c++) {
      if (c % 81 === 0) w[c * 2] = word(c / 81);
      w[c * 2 + 1] = word(0);
    }
    const t = indexTrace(w, 2);
    const cols = occupancyColumns(t, { view: [0, cycles], range: [0, 100], dpr: 1 });
    expect(cols).toHaveLength(100);
    for (const col of cols) {
      expect(col.words).toBeNull();
      const share = bruteShare(w, 2, col.from, col.to);
      const paint = cellPaint(col, 0, 'block');
      expect(paint.kind).toBe('share');
      if (paint.kind === 'share') expect(paint.intensity).toBeCloseTo(share[0], 12);
      expect(cellPaint(col, 1, 'block')).toEqual({ kind: 'share', intensity: 1 });
    }
    // Every cycle in exactly one column.
    expect(cols[0].from).toBe(0);
    expect(cols.at(-1)!.to).toBe(cycles);
    for (let i = 1; i < cols.length; i++) expect(cols[i].from).toBe(cols[i - 1].to);
  });

  test('a bucket is a device pixel: twice the columns at a ratio of 2', () => {
    const t = indexTrace(randomTrace(100_000, 1, 0.5), 1);
    const at1 = occupancyColumns(t, { view: [0, 100_000], range: [100, 900], dpr: 1 });
    const at2 = occupancyColumns(t, { view: [0, 100_000], range: [100, 900], dpr: 2 });
    expect(at1).toHaveLength(800);
    expect(at2).toHaveLength(1600);
    expect(at2[0].x1 - at2[0].x0).toBeCloseTo(0.5);
  });

  test('a window past the kept cycles draws only those kept, at their run cycles', () => {
    const t = indexTrace(words, 2, 100, 104);
    const cols = occupancyColumns(t, { view: [90, 110], range: [0, 200], dpr: 1 });
    expect(cols.map((c) => c.from)).toEqual([100, 101, 102, 103]);
    expect(cols[0].x0).toBe(100);
    expect(describeAt(cols, 125, 1, ['a', 'b'])).toBe('cycle 102, b: block 3, round 1');
    expect(describeAt(cols, 50, 1, ['a', 'b'])).toBeNull();
  });

  test('a million cycles of a deep pipeline summarise into a screen width quickly', () => {
    const stages = 81;
    const cycles = 207_000;
    const t = indexTrace(randomTrace(cycles, stages, 1 / 81), stages, 198_000, 405_000);
    const started = performance.now();
    const cols = occupancyColumns(t, { view: [198_000, 405_000], range: [0, 1200], dpr: 2 });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(cols).toHaveLength(2400);
    expect(cols[0].from).toBe(198_000);
    expect(cols.at(-1)!.to).toBe(405_000);
  });
});

describe('hover and notes', () => {
  test('a cell says its cycle in the run, stage, block, stream and round', () => {
    expect(describeCell(V | (3 << 24) | (2 << 20) | 6, 'r1.ark', 9)).toBe(
      'cycle 9, r1.ark: block 7, stream 2, round 3',
    );
    expect(describeCell(0, 'r1.ark', 1_099_874)).toBe('cycle 1,099,874, r1.ark: empty');
  });

  test('a bucket says how busy the stage was over which cycles', () => {
    expect(describeBucket(1 / 81, 'r3.sbox2', 120_000, 121_100)).toBe('r3.sbox2 busy 1.2 % of cycles 120,000–121,099');
    expect(percent(0)).toBe('0 %');
    expect(percent(0.0001)).toBe('0.1 %');
    expect(percent(0.5)).toBe('50 %');
    expect(percent(1)).toBe('100 %');
  });

  test('the column under a pixel', () => {
    const t = indexTrace(randomTrace(1000, 1, 0.5), 1);
    const cols = occupancyColumns(t, { view: [0, 1000], range: [0, 100], dpr: 1 });
    expect(columnAt(cols, 0)!.from).toBe(0);
    expect(columnAt(cols, 55.5)!.from).toBe(550);
    expect(columnAt(cols, 100)).toBeNull();
  });

  test('the note says which cycles the chart holds', () => {
    expect(heldNote({ from: 0, held: 1000, cycles: 1000 })).toBe('All 1,000 cycles of the run.');
    expect(heldNote({ from: 197_763, held: 207_360, cycles: 405_123 })).toBe(
      "The last 207,360 of the run's 405,123 cycles (cycles 197,763–405,122): the probe ring keeps no more, so cycles 0–197,762 are not drawn.",
    );
  });
});

describe('frame', () => {
  const measure = (text: string) => text.length * 8;
  const names81 = [
    'in',
    ...Array.from({ length: 10 }, (_, r) =>
      ['sbox1', 'sbox2', 'sbox3', 'sbox4', 'sbox5', 'shift', 'mix', 'ark'].map((p) => `r${r + 1}.${p}`),
    ).flat(),
  ];

  test('one stage: a row a line high and a little', () => {
    const f = occupancyFrame(900, ['r1.ark'], 14, measure);
    expect(f.rowHeight).toBe(lineHeightOf(14) + 8);
    expect(f.labels.kind).toBe('stage');
    expect(f.plotLeft + f.plotWidth + (900 - f.utilLeft)).toBe(900);
  });

  test('81 stages: thin rows named by round unit, every unit labelled', () => {
    const f = occupancyFrame(900, names81, 14, measure);
    expect(f.rowHeight).toBeLessThan(lineHeightOf(14));
    expect(f.labels.kind).toBe('group');
    expect(f.labels.labels.map((l) => l.text)).toEqual(expect.arrayContaining(['r1', 'r5', 'r10']));
    expect(f.labels.labels.filter((l) => l.text.startsWith('r'))).toHaveLength(10);
  });

  test('a narrow container keeps the plot: the name column at most a third', () => {
    const f = occupancyFrame(390, ['a very long stage name indeed'], 14, measure);
    expect(f.labelWidth).toBeLessThanOrEqual(130);
    expect(f.plotWidth).toBeGreaterThan(150);
  });

  test('a group’s utilization is its stages’ mean', () => {
    const f = occupancyFrame(900, names81, 14, measure);
    const util = names81.map((_, s) => (s === 0 ? 1 : s <= 8 ? 0.5 : 0));
    const byLabel = labelUtilization(f.labels, util);
    expect(byLabel[f.labels.labels.findIndex((l) => l.text === 'r1')]).toBeCloseTo(0.5);
    expect(byLabel[f.labels.labels.findIndex((l) => l.text === 'r2')]).toBe(0);
  });
});
