import { describe, expect, it } from 'vitest';
import { parseVcd } from './vcd';
import { decodeVcd, encodeVcd, wireBuffers } from './vcd-wire';

const text = `$timescale 1 ns $end
$scope module TOP $end
$var wire 1 ! clk_i $end
$var wire 4 " nibble [3:0] $end
$var wire 4 " alias [3:0] $end
$upscope $end
$enddefinitions $end
#0
0!
b0 "
#5
1!
b1x1 "
#10
0!
`;

describe('the waveform as the worker sends it', () => {
  it('round-trips a parsed trace, shared codes still shared', () => {
    const vcd = parseVcd(text);
    const back = decodeVcd(structuredClone(encodeVcd(vcd)));
    expect(back).toEqual(vcd);
    expect(back.signals[1].changes).toBe(back.signals[2].changes);
  });

  it('refuses values that do not fit the times', () => {
    const wire = encodeVcd(parseVcd(text));
    wire.groups[1].values = wire.groups[1].values.slice(1);
    expect(() => decodeVcd(wire)).toThrow('2 changes of 4 bit(s) but 7 value characters');
  });

  it('moves every array it holds: times and values are transferred, nothing is copied', () => {
    const wire = encodeVcd(parseVcd(text));
    expect(wire.groups.map((g) => g.values)).toEqual([
      Uint8Array.from('010', (c) => c.charCodeAt(0)),
      Uint8Array.from('000001x1', (c) => c.charCodeAt(0)),
    ]);
    const buffers = wireBuffers(wire);
    expect(buffers).toHaveLength(4);
    const moved = structuredClone(wire, { transfer: buffers });
    expect(wire.groups[0].times.length).toBe(0);
    expect(decodeVcd(moved)).toEqual(parseVcd(text));
  });

  it("refuses a change whose value is not its signal's width", () => {
    const vcd = parseVcd(text);
    vcd.signals[0].changes[1] = { time: 5, value: '10' };
    expect(() => encodeVcd(vcd)).toThrow('waveform: TOP.clk_i changes to 2 bit(s) at 5, not 1');
  });
});
