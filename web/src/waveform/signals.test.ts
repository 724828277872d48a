import { describe, expect, test } from 'vitest';
import { parseVcd } from './vcd';
import { defaultSignals, displayName, filterSignals } from './signals';

// The shape of a cs_top dump (hdl/ABI.md's ports), in Verilator's alphabetical order.
const ports: [string, number][] = [
  ['cfg_ready_o', 1],
  ['cfg_valid_i', 1],
  ['clk_i', 1],
  ['in_data_i', 128],
  ['in_ready_o', 1],
  ['in_tag_i', 24],
  ['in_valid_i', 1],
  ['iv_ready_o', 1],
  ['iv_valid_i', 1],
  ['key_i', 256],
  ['key_ready_o', 1],
  ['key_valid_i', 1],
  ['out_data_o', 128],
  ['out_ready_i', 1],
  ['out_tag_o', 24],
  ['out_valid_o', 1],
  ['probe_round_o', 8],
  ['probe_tag_o', 48],
  ['probe_valid_o', 2],
  ['rst_ni', 1],
];
const vars = (indent: string) =>
  ports.map(([name, width], i) => `${indent}$var wire ${width} ${String.fromCharCode(65 + i)} ${name} $end`).join('\n');
const vcd = parseVcd(`$timescale 1ns $end
$scope module TOP $end
${vars(' ')}
$scope module cs_top $end
${vars('  ')}
$var wire 128 z state_q [127:0] $end
$upscope $end
$upscope $end
$enddefinitions $end
`);

describe('which signals the waveform shows', () => {
  test('by default, the top-level ports in the order a block travels, then the probes', () => {
    expect(defaultSignals(vcd.signals).map(displayName)).toEqual([
      'clk_i',
      'key_valid_i',
      'key_ready_o',
      'cfg_valid_i',
      'cfg_ready_o',
      'iv_valid_i',
      'iv_ready_o',
      'in_valid_i',
      'in_ready_o',
      'in_data_i',
      'in_tag_i',
      'out_valid_o',
      'out_ready_i',
      'out_data_o',
      'out_tag_o',
      'probe_round_o',
      'probe_tag_o',
      'probe_valid_o',
    ]);
  });

  test('a blank filter keeps the defaults; words search every signal, each word must match', () => {
    expect(filterSignals(vcd.signals, '  ').length).toBe(18);
    expect(filterSignals(vcd.signals, 'OUT_DATA').map(displayName)).toEqual(['out_data_o', 'cs_top.out_data_o']);
    expect(filterSignals(vcd.signals, 'cs_top state').map(displayName)).toEqual(['cs_top.state_q']);
    expect(filterSignals(vcd.signals, 'no such signal')).toEqual([]);
  });

  test("names drop Verilator's TOP wrapper, nothing else", () => {
    expect(vcd.signals.slice(-1).map(displayName)).toEqual(['cs_top.state_q']);
    const other = parseVcd(
      '$timescale 1ns $end $scope module tb $end $var wire 1 ! a $end $upscope $end $enddefinitions $end',
    );
    expect(displayName(other.signals[0])).toBe('tb.a');
  });
});
