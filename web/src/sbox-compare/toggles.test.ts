import { describe, expect, test } from 'vitest';
import { parseVcd } from '../waveform/vcd';
import { countToggles } from './toggles';

// Four cycles as the harness dumps them (1 ns steps, 10 ns a cycle, from #200: the harness
// never rewinds VCD time), counted by hand below. `a` is the same net seen in two scopes
// (one code), `u` starts unknown and goes through z.
const text = `$timescale 1ns $end
$scope module TOP $end
$var wire 1 c clk_i $end
$var wire 4 a bus [3:0] $end
$scope module inner $end
$var wire 4 a bus_port [3:0] $end
$var wire 2 u odd [1:0] $end
$var wire 8 k constant [7:0] $end
$upscope $end
$upscope $end
$enddefinitions $end
#200
0c
b0000 a
bxx u
b10100101 k
#205
1c
b0011 a
#210
0c
b0110 a
b0x u
#215
1c
b1001 a
bz1 u
#220
0c
#225
1c
b11 u
#230
0c
b1001 a
#235
1c
b0 a
`;

// Per cycle (clock, a, u), cycle c spanning times [200 + 10c, 210 + 10c):
//   cycle 0: clk x→0 unknown 1, 0→1 one; a x→0000 unknown 4, 0000→0011 two; u xx→xx nothing;
//            k x→10100101 unknown 8
//   cycle 1: clk 2 (1→0, 0→1); a 0011→0110 two, 0110→1001 four; u xx→0x unknown 1, 0x→z1 unknown 2
//   cycle 2: clk 2; u z1→11 unknown 1
//   cycle 3: clk 2 (#230 b1001 repeats the value: no change); a 1001→0000 two
const vcd = parseVcd(text);

describe('toggle counter', () => {
  test('counts flips per bit between consecutive values, each identifier code once', () => {
    expect(countToggles(vcd, { from: 1, to: 2 })).toEqual({ toggles: 8, unknown: 3, cycles: 1, nets: 4, bits: 15 });
    expect(countToggles(vcd, { from: 2, to: 3 })).toMatchObject({ toggles: 2, unknown: 1 });
    expect(countToggles(vcd, { from: 3, to: 4 })).toMatchObject({ toggles: 4, unknown: 0 });
  });

  test("the window's first change is compared with the value before the window", () => {
    // Cycle 1 starts with a = 0011, set in cycle 0: 0011 → 0110 is two flips, not four from 0000.
    expect(countToggles(vcd, { from: 1, to: 4 })).toMatchObject({ toggles: 8 + 2 + 4, unknown: 4, cycles: 3 });
  });

  test('a first dump is x → value: unknown, not a toggle', () => {
    expect(countToggles(vcd, { from: 0, to: 1 })).toMatchObject({ toggles: 1 + 2, unknown: 1 + 4 + 8 });
    expect(countToggles(vcd, { from: 0, to: 4 })).toMatchObject({ toggles: 3 + 8 + 2 + 4, unknown: 13 + 4 });
  });

  test('counts only the nets asked for', () => {
    expect(countToggles(vcd, { from: 1, to: 4 }, new Set(['a', 'u']))).toEqual({
      toggles: 2 + 4 + 2,
      unknown: 4,
      cycles: 3,
      nets: 2,
      bits: 6,
    });
    expect(countToggles(vcd, { from: 0, to: 4 }, new Set())).toMatchObject({ toggles: 0, nets: 0 });
  });

  test('windows add up', () => {
    const parts = [0, 1, 2, 3].map((c) => countToggles(vcd, { from: c, to: c + 1 }).toggles);
    expect(parts.reduce((a, b) => a + b)).toBe(countToggles(vcd, { from: 0, to: 4 }).toggles);
  });

  test('refuses a window outside the trace', () => {
    expect(() => countToggles(vcd, { from: 0, to: 5 })).toThrow('not a window of this trace');
    expect(() => countToggles(vcd, { from: 2, to: 2 })).toThrow('cycles 2 to 2');
    expect(() => countToggles(vcd, { from: 0.5, to: 2 })).toThrow();
  });
});
