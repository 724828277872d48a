import { describe, expect, test } from 'vitest';
import { describeCell, occupancyColumns, stageUtilization } from './occupancy';

const V = 0x80000000;
// Two stages, four cycles: stage 0 busy in cycles 0 and 1, stage 1 in cycle 2.
const words = Uint32Array.from([V | 1, 0, V | (1 << 24) | 1, 0, 0, V | (2 << 24) | 1, 0, 0]);

describe('occupancy layout', () => {
  test('one column a cycle keeps every cell', () => {
    const cols = occupancyColumns(words, 2, 0, 4, 4);
    expect(cols.map((c) => Array.from(c.busy))).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(cols[1].first[0]).toBe((V | (1 << 24) | 1) >>> 0);
  });

  test('fewer columns than cycles average what they cover', () => {
    const cols = occupancyColumns(words, 2, 0, 4, 2);
    expect(cols.map((c) => Array.from(c.busy))).toEqual([
      [1, 0],
      [0, 0.5],
    ]);
  });

  test('a million cycles summarise into a screen width', () => {
    const big = new Uint32Array(1_000_000 * 2);
    for (let c = 0; c < 1_000_000; c += 2) big[c * 2] = V;
    const cols = occupancyColumns(big, 2, 0, 1_000_000, 1000);
    expect(cols).toHaveLength(1000);
    expect(cols[500].busy[0]).toBeCloseTo(0.5);
  });

  test('utilization and hover text', () => {
    expect(stageUtilization(words, 2)).toEqual([0.5, 0.25]);
    expect(describeCell(V | (3 << 24) | (2 << 20) | 6, 'r1.ark', 9)).toBe(
      'cycle 9, r1.ark: block 7, stream 2, round 3',
    );
    expect(describeCell(0, 'r1.ark', 9)).toBe('cycle 9, r1.ark: empty');
  });
});
