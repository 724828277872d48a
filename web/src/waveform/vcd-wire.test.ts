import { describe, expect, it } from 'vitest';
import { parseVcd } from './vcd';
import { decodeVcd, encodeVcd } from './vcd-wire';

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
});
