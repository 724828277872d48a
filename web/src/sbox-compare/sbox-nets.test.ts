import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseVcd } from '../waveform/vcd';
import { sboxInstances, sboxNetCodes } from './sbox-nets';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

const vcd = parseVcd(`$timescale 1ns $end
$scope module TOP $end
$var wire 128 s state [127:0] $end
$scope module u_sub_bytes $end
$scope module gen_sbox[0] $end
$scope module u_sbox $end
$var wire 8 i data_i [7:0] $end
$scope module u_sbox $end
$var wire 8 i data_i [7:0] $end
$var wire 4 d t17 [3:0] $end
$var wire 1 l unused_pipeline $end
$upscope $end
$upscope $end
$upscope $end
$scope module gen_sbox_pair[0] $end
$scope module u_sbox_pair $end
$var wire 8 p rdata_a_o [7:0] $end
$upscope $end
$upscope $end
$var wire 8 w shared_with_outside [7:0] $end
$upscope $end
$scope module u_sbox_stats $end
$var wire 8 n not_an_sbox [7:0] $end
$upscope $end
$scope module u_sbox $end
$var wire 8 w also_named_here [7:0] $end
$upscope $end
$upscope $end
$enddefinitions $end
#0
`);

// A Twofish slice as Verilator names it: u_g's ports and its tables' generate scopes inside
// the S-boxes, u_round's MDS and PHT outside, a port net shared with the slice outside too.
const twofish = parseVcd(`$timescale 1ns $end
$scope module TOP $end
$scope module u_slice $end
$var wire 128 s state [127:0] $end
$var wire 64 b sb [63:0] $end
$scope module u_g $end
$var wire 128 s state_i [127:0] $end
$var wire 64 b sb_o [63:0] $end
$var wire 32 a a [31:0] $end
$var wire 1 z unused_state $end
$scope module gen_tables $end
$scope module gen_table[0] $end
$var wire 8 q a_q [7:0] $end
$upscope $end
$upscope $end
$upscope $end
$scope module u_round $end
$var wire 32 t t0 [31:0] $end
$var wire 64 p p [63:0] $end
$upscope $end
$upscope $end
$upscope $end
$enddefinitions $end
#0
`);

describe("the S-boxes' nets", () => {
  test('are those named only inside u_sbox or u_sbox_pair instances, at any depth, but for lint sinks', () => {
    expect([...sboxNetCodes(vcd, 'aes')].sort()).toEqual(['d', 'i', 'p']);
  });

  test("are each cipher's own instances: Twofish's g S-boxes, not its MDS; AES's names are not Twofish's", () => {
    // The state (s) is the slice's: left to the rest. The S-box bytes (b) are the slice's net
    // too, but g's output port: the S-boxes' own switching.
    expect([...sboxNetCodes(twofish, 'twofish')].sort()).toEqual(['a', 'b', 'q']);
    expect([...sboxNetCodes(twofish, 'aes')]).toEqual([]);
    expect([...sboxNetCodes(vcd, 'twofish')]).toEqual([]);
    // Serpent's S-box layers include one named u_sbox, as AES's: i and d lie only inside u_sbox.
    expect([...sboxNetCodes(vcd, 'serpent')].sort()).toEqual(['d', 'i']);
  });

  test('a cipher with no S-box instances named here is refused, saying where to name them', () => {
    expect(() => sboxNetCodes(vcd, 'rc6')).toThrow(
      "which of rc6's nets are its S-boxes is not known: web/src/sbox-compare/sbox-nets.ts names no S-box instances for rc6",
    );
    expect(() => sboxNetCodes(vcd, 'toString')).toThrow('sbox-nets.ts');
  });

  test('the instance names are those the RTL declares', () => {
    const rtl = (file: string) => fs.readFileSync(path.join(root, 'hdl', 'rtl', file), 'utf8');
    const declared = (file: string, module: string) =>
      [...rtl(file).matchAll(new RegExp(`^\\s*${module}\\b[^;]*?\\)?\\s*(u_\\w+)\\s*\\(`, 'gm'))].map((m) => m[1]);
    expect(declared('twofish/twofish_round_slice.sv', 'twofish_g')).toEqual(['u_g']);
    expect(declared('twofish/twofish_round_slice.sv', 'twofish_round')).toEqual(['u_round']);
    expect(
      [
        ...declared('serpent/serpent_round_slice.sv', 'serpent_sbox_layer'),
        ...declared('serpent/serpent_core.sv', 'serpent_sbox_layer'),
        ...declared('serpent/serpent_key_setup.sv', 'serpent_sbox_layer'),
      ].sort(),
    ).toEqual([...sboxInstances.serpent.instances].sort());
    expect(sboxInstances.twofish.instances).toEqual(['u_g']);
    // The output port counted although the slice names its net: twofish_g's S-box bytes.
    expect(rtl('twofish/twofish_g.sv')).toMatch(/^\s*output\s+logic\s+\[63:0\]\s+sb_o\b/m);
    expect(sboxInstances.twofish.outputs).toEqual(['sb_o']);
  });
});
