import { beforeAll, describe, expect, test } from 'vitest';
import { parseVcd, type Signal, type Vcd } from './vcd';
import {
  cycleScale,
  cycleTiming,
  nextChangeCycle,
  segmentsInWindow,
  timeToCycle,
  valueAtCycle,
  valuesAtCycle,
  waveRows,
} from './geometry';
import { formatValue } from './format';
import { fips197, recordFips197Trace } from '../ciphers/aes/fips197-trace';

const named = (vcd: Vcd, name: string): Signal => vcd.signals.find((s) => s.name === name)!;

// Six cycles as the harness dumps them, starting at #100 (a second run on one model: the
// harness never rewinds VCD time). Inputs change at a cycle's start, registers at its
// rising edge (the odd half): valid rises after cycle 1's edge, so cycle 2 samples it.
const text = `$timescale 1ns $end
$scope module TOP $end
$var wire 1 c clk_i $end
$var wire 1 v out_valid_o $end
$var wire 8 d out_data_o [7:0] $end
$upscope $end
$enddefinitions $end
#100
0c
0v
bxxxxxxxx d
#105
1c
#110
0c
#115
1c
1v
b10100101 d
#120
0c
#125
1c
0v
b00000000 d
#130
0c
#135
1c
#140
0c
#145
1c
b0000zzzz d
#150
0c
#155
1c
`;
const vcd = parseVcd(text);
const timing = cycleTiming(vcd);
const clock = named(vcd, 'TOP.clk_i');
const valid = named(vcd, 'TOP.out_valid_o');
const data = named(vcd, 'TOP.out_data_o');

describe('waveform geometry', () => {
  test('the VCD times become cycles: 10 ns a cycle from the first dump', () => {
    expect(timing).toEqual({ start: 100, period: 10, cycles: 6 });
    expect(timeToCycle(115, timing)).toBe(1.5);
    expect(cycleTiming(parseVcd(text.replace('1ns', '100ps'))).period).toBe(100);
    expect(() => cycleTiming(parseVcd(text.replace('1ns', '10ns')))).toThrow(
      'a 10 ns cycle is not an even number of 10 ns time steps',
    );
    expect(() => cycleTiming(parseVcd(text.replace('$timescale 1ns $end', '')))).toThrow('the VCD has no $timescale');
  });

  test('the x scale maps cycles to pixels', () => {
    const x = cycleScale(timing.cycles, 600);
    expect(x(0)).toBe(0);
    expect(x(6)).toBe(600);
    expect(x(1.5)).toBe(150);
  });

  test('the value at a cycle is what its rising edge samples', () => {
    expect([0, 1, 2, 3].map((c) => valueAtCycle(valid, c, timing))).toEqual(['0', '0', '1', '0']);
    expect(formatValue(valueAtCycle(data, 2, timing))).toBe('a5');
    expect(formatValue(valueAtCycle(data, 0, timing))).toBe('xx');
    expect(formatValue(valueAtCycle(data, 5, timing))).toBe('0z');
    expect([...valuesAtCycle(vcd.signals, 2, timing)]).toEqual([
      ['TOP.clk_i', '0'],
      ['TOP.out_valid_o', '1'],
      ['TOP.out_data_o', '10100101'],
    ]);
  });

  test('segments: the values within the window, clipped to it', () => {
    expect(segmentsInWindow(data, timing, 0, 6)).toEqual([
      { from: 0, to: 1.5, value: 'xxxxxxxx' },
      { from: 1.5, to: 2.5, value: '10100101' },
      { from: 2.5, to: 4.5, value: '00000000' },
      { from: 4.5, to: 6, value: '0000zzzz' },
    ]);
    expect(segmentsInWindow(data, timing, 2, 3)).toEqual([
      { from: 2, to: 2.5, value: '10100101' },
      { from: 2.5, to: 3, value: '00000000' },
    ]);
    expect(segmentsInWindow(clock, timing, 1, 2)).toEqual([
      { from: 1, to: 1.5, value: '0' },
      { from: 1.5, to: 2, value: '1' },
    ]);
  });

  test('changes closer than the minimum width merge into one busy segment', () => {
    // The clock changes every half cycle: at 2 cycles a pixel it is one busy stretch.
    expect(segmentsInWindow(clock, timing, 0, 6, 2)).toEqual([{ from: 0, to: 6, value: null }]);
    // The bus's one-cycle pulse is busy; the long values either side stay.
    expect(segmentsInWindow(data, timing, 0, 6, 1.2)).toEqual([
      { from: 0, to: 1.5, value: 'xxxxxxxx' },
      { from: 1.5, to: 2.7, value: null },
      { from: 2.7, to: 4.5, value: '00000000' },
      { from: 4.5, to: 6, value: '0000zzzz' },
    ]);
  });

  test('a signal dumped late is x before its first change', () => {
    const late = parseVcd(text.replace('bxxxxxxxx d\n', ''));
    expect(segmentsInWindow(named(late, 'TOP.out_data_o'), timing, 0, 2)[0]).toEqual({
      from: 0,
      to: 1.5,
      value: 'xxxxxxxx',
    });
  });

  test('next and previous change move between the cycles where the sampled value changes', () => {
    expect(nextChangeCycle(valid, timing, 0, 1)).toBe(2);
    expect(nextChangeCycle(valid, timing, 2, 1)).toBe(3);
    expect(nextChangeCycle(valid, timing, 3, 1)).toBeNull();
    expect(nextChangeCycle(valid, timing, 5, -1)).toBe(3);
    expect(nextChangeCycle(valid, timing, 3, -1)).toBe(2);
    expect(nextChangeCycle(valid, timing, 2, -1)).toBeNull();
    // The clock is 0 at every cycle's start: sampled, it never changes.
    expect(nextChangeCycle(clock, timing, 0, 1)).toBeNull();
  });

  describe('on a real trace of the default core', () => {
    let real: Vcd;
    beforeAll(async () => {
      real = parseVcd((await recordFips197Trace()).vcd);
    });

    test('out_data_o shows the FIPS-197 ciphertext in the cycle out_valid_o is high', () => {
      const t = cycleTiming(real);
      const outValid = named(real, 'TOP.out_valid_o');
      const cycle = nextChangeCycle(outValid, t, 0, 1);
      expect(cycle).not.toBeNull();
      expect(valueAtCycle(outValid, cycle!, t)).toBe('1');
      expect(formatValue(valueAtCycle(named(real, 'TOP.out_data_o'), cycle!, t))).toBe(fips197.ciphertext);
      // LU-1: key in cycle 0, block in cycle 1, rounds 0..10 in the round register, out in 12.
      expect(cycle).toBe(12);
      expect(t.cycles).toBe(13);
    });
  });
});

describe('waveRows', () => {
  test('rows grow with the text, never under a 14 px line', () => {
    expect(waveRows(14)).toEqual({ headerHeight: 30, rowHeight: 28 });
    expect(waveRows(18).rowHeight).toBeGreaterThan(28);
  });
});
