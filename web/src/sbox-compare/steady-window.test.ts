import { describe, expect, test } from 'vitest';
import type { SteadyState } from '@sim-core';
import { steadyWindow } from './steady-window';

const steady = (s: Partial<SteadyState>): SteadyState => ({
  start: 2,
  length: 705,
  period: 11,
  reachesEnd: false,
  completed: 64,
  cyclesPerBlock: 11,
  ...s,
});

describe('the steady-state window', () => {
  test("is sim-core's whole periods from the steady state's start, with the blocks leaving in them", () => {
    expect(steadyWindow(steady({}))).toEqual({
      window: { from: 2, to: 706 },
      blocks: 64,
      period: 11,
      cyclesPerBlock: 11,
    });
    // LU-1 with the five-stage composite S-box: five blocks in flight, a pattern of 50 cycles.
    expect(steadyWindow(steady({ start: 6, length: 640, period: 50, completed: 60, cyclesPerBlock: 10 }))).toEqual({
      window: { from: 6, to: 606 },
      blocks: 60,
      period: 50,
      cyclesPerBlock: 10,
    });
  });

  test('says why there is none', () => {
    expect(steadyWindow(null)).toEqual({ problem: expect.stringContaining('no steady state') });
    expect(steadyWindow(steady({ completed: 0, cyclesPerBlock: null }))).toEqual({
      problem: 'no block left the core in its steady state',
    });
  });

  test('refuses figures that are not whole periods inside the stretch', () => {
    expect(() => steadyWindow(steady({ cyclesPerBlock: 10.5 }))).toThrow('not whole periods of 11');
    expect(() => steadyWindow(steady({ length: 100 }))).toThrow('within its 100 cycles');
  });
});
