import { describe, expect, it } from 'vitest';
import { parseVcd, type Vcd } from './vcd';
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

/** A Vcd as plain data, every signal's changes read: what a reader sees of either form. */
const plain = (vcd: Vcd) => ({
  ...vcd,
  signals: vcd.signals.map(({ name, scope, reference, range, width, type, code, changes }) => ({
    name,
    scope,
    reference,
    range,
    width,
    type,
    code,
    changes,
  })),
});

describe('the waveform as the worker sends it', () => {
  it('round-trips a parsed trace, shared codes still shared', () => {
    const vcd = parseVcd(text);
    const back = decodeVcd(structuredClone(encodeVcd(vcd)));
    expect(plain(back)).toEqual(plain(vcd));
    expect(back.signals[1].changes).toBe(back.signals[2].changes);
  });

  it('refuses values that do not fit the times', () => {
    const short = encodeVcd(parseVcd(text));
    short.groups.values = short.groups.values.slice(1);
    expect(() => decodeVcd(short)).toThrow(
      'the groups end at change 5 and value character 11, the buffers hold 5 and 10',
    );
    const shifted = encodeVcd(parseVcd(text));
    shifted.groups.valueStart[1] = 4;
    expect(() => decodeVcd(shifted)).toThrow('3 changes of 1 bit(s) but 4 value characters');
    const fewer = encodeVcd(parseVcd(text));
    fewer.groups.start = fewer.groups.start.slice(1);
    expect(() => decodeVcd(fewer)).toThrow('2 groups but 2 change starts and 3 value starts');
  });

  it('moves every array it holds in five buffers, whatever the number of signals: nothing is copied', () => {
    const wire = encodeVcd(parseVcd(text));
    expect(wire.groups.values).toEqual(Uint8Array.from('010' + '000001x1', (c) => c.charCodeAt(0)));
    expect(Array.from(wire.groups.times)).toEqual([0, 5, 10, 0, 5]);
    const buffers = wireBuffers(wire);
    expect(buffers).toHaveLength(5);
    const moved = structuredClone(wire, { transfer: buffers });
    expect(wire.groups.times.length).toBe(0);
    expect(plain(decodeVcd(moved))).toEqual(plain(parseVcd(text)));
  });

  it("refuses a change whose value is not its signal's width", () => {
    const vcd = parseVcd(text);
    vcd.signals[0].changes[1] = { time: 5, value: '10' };
    expect(() => encodeVcd(vcd)).toThrow('waveform: TOP.clk_i changes to 2 bit(s) at 5, not 1');
  });
});
