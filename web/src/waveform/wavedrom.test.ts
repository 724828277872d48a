import { describe, expect, it } from 'vitest';
import { waveDrom, waveDromCycles } from './wavedrom';
import type { Signal } from './vcd';
import type { CycleTiming } from './geometry';

// The harness's dump: 10 time steps a cycle, the clock low in the first half (cs_harness.cpp).
const timing: CycleTiming = { start: 0, period: 10, cycles: 6 };
const signal = (reference: string, width: number, changes: [number, string][]): Signal => ({
  name: `TOP.${reference}`,
  scope: ['TOP'],
  reference,
  range: width > 1 ? `[${width - 1}:0]` : null,
  width,
  type: 'wire',
  code: reference,
  changes: changes.map(([time, value]) => ({ time, value })),
});

describe('waveDrom', () => {
  it('writes a bit, a bus with its hex, unknowns and the clock as WaveDrom reads them', () => {
    const clock = signal(
      'clk_i',
      1,
      Array.from({ length: 12 }, (_, i) => [i * 5, i % 2 ? '1' : '0'] as [number, string]),
    );
    const valid = signal('out_valid_o', 1, [
      [0, '0'],
      [30, '1'],
      [40, '0'],
    ]);
    const data = signal('out_data_o', 8, [
      [0, 'xxxxxxxx'],
      [20, '00010010'],
      [40, '10101011'],
    ]);
    const json = waveDrom([clock, valid, data], timing, 0, 6, 'a caption');
    expect(json.signal).toEqual([
      { name: 'clk_i', wave: 'p.....' },
      { name: 'out_valid_o', wave: '0..10.' },
      { name: 'out_data_o', wave: 'x.=.=.', data: ['12', 'ab'] },
    ]);
    expect(json.head).toEqual({ text: 'cycles 0–5', tick: 0 });
    expect(json.foot.text).toBe('a caption');
  });

  it(`holds at most ${waveDromCycles} cycles and says it cut the window`, () => {
    const long = { start: 0, period: 10, cycles: 1000 };
    const json = waveDrom([signal('in_valid_i', 1, [[0, '0']])], long, 100, 1000, '');
    expect(json.signal[0].wave).toHaveLength(waveDromCycles);
    expect(json.head.text).toBe(`cycles 100–355 (the first 256 of cycles 100–999)`);
  });
});
