import { describe, expect, it } from 'vitest';
import { partitionPoint } from './partition-point';

describe('partitionPoint', () => {
  it('finds where a sorted list stops satisfying the test', () => {
    const times = [1, 3, 3, 5, 8];
    expect(partitionPoint(times, (t) => t <= 3)).toBe(3);
    expect(partitionPoint(times, (t) => t < 3)).toBe(1);
    expect(partitionPoint(times, (t) => t < 0)).toBe(0);
    expect(partitionPoint(times, (t) => t < 100)).toBe(5);
    expect(partitionPoint([], () => true)).toBe(0);
  });
});
