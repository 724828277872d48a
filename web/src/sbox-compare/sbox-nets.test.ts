import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseVcd } from '../waveform/vcd';
import { sboxNetCodes } from './sbox-nets';
import { implementationNetsOf, sboxInstances } from './implementation-nets';

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

// An RC6 round as Verilator names it (LU-1 with the squarer): the two rc6_quadratic instances'
// rows and sum inside, their ports sharing u_round's fb_in/fb and fd_in/fd, the rotator and the
// key setup's rotator outside.
const rc6 = parseVcd(`$timescale 1ns $end
$scope module TOP $end
$scope module u_round $end
$var wire 32 i fb_in [31:0] $end
$var wire 32 o fb [31:0] $end
$var wire 32 j fd_in [31:0] $end
$var wire 32 p fd [31:0] $end
$scope module u_f_b $end
$var wire 32 i x_i [31:0] $end
$var wire 32 o f_o [31:0] $end
$scope module gen_squarer $end
$var wire 496 r row [495:0] $end
$var wire 31 q square [30:0] $end
$scope module gen_row[15] $end
$var wire 31 z above [30:0] $end
$upscope $end
$upscope $end
$upscope $end
$scope module u_f_d $end
$var wire 32 j x_i [31:0] $end
$var wire 32 p f_o [31:0] $end
$scope module gen_squarer $end
$var wire 496 R row [495:0] $end
$scope module gen_row[15] $end
$var wire 31 z above [30:0] $end
$upscope $end
$upscope $end
$upscope $end
$scope module u_rot_a $end
$var wire 32 a x_i [31:0] $end
$var wire 32 b x_o [31:0] $end
$upscope $end
$upscope $end
$scope module u_key_setup $end
$scope module u_rotate $end
$var wire 32 k x_o [31:0] $end
$upscope $end
$upscope $end
$upscope $end
$enddefinitions $end
#0
`);

describe("the S-boxes' nets", () => {
  test('are those named only inside u_sbox or u_sbox_pair instances, at any depth', () => {
    expect([...sboxNetCodes(vcd, implementationNetsOf('aes'))].sort()).toEqual(['d', 'i', 'p']);
  });

  test("are each cipher's own instances: Twofish's g S-boxes, not its MDS; AES's names are not Twofish's", () => {
    // The state (s) is the slice's: left to the rest. The S-box bytes (b) are the slice's net
    // too, but g's output port: the S-boxes' own switching.
    expect([...sboxNetCodes(twofish, implementationNetsOf('twofish'))].sort()).toEqual(['a', 'b', 'q']);
    expect([...sboxNetCodes(twofish, implementationNetsOf('aes'))]).toEqual([]);
    expect([...sboxNetCodes(vcd, implementationNetsOf('twofish'))]).toEqual([]);
    // Serpent's S-box layers include one named u_sbox, as AES's: i and d lie only inside u_sbox.
    expect([...sboxNetCodes(vcd, implementationNetsOf('serpent'))].sort()).toEqual(['d', 'i']);
  });

  test("RC6's are its two multipliers, f(B)'s and f(D)'s, with their products; not the rotators or the key setup", () => {
    // x_i is u_round's fb_in/fd_in, words of the state: the rest's. f_o is the product (fb, fd):
    // the multipliers' own switching, as Twofish's sb_o. Constant rows both name (z) are inside.
    expect([...sboxNetCodes(rc6, implementationNetsOf('rc6'))].sort()).toEqual(['R', 'o', 'p', 'q', 'r', 'z']);
    expect([...sboxNetCodes(rc6, implementationNetsOf('aes'))]).toEqual([]);
    expect([...sboxNetCodes(vcd, implementationNetsOf('rc6'))]).toEqual([]);
  });

  test('a cipher whose plug-in names no S-box instances is refused, saying where to name them', () => {
    expect(() => implementationNetsOf('des')).toThrow(
      "which of des's nets are its S-boxes is not known: its plug-in (web/src/ciphers/des/) names no implementation nets",
    );
    expect(() => implementationNetsOf('toString')).toThrow('names no implementation nets');
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
    // RC6's multipliers: the rc6_quadratic instances of a round, and their product port.
    expect(declared('rc6/rc6_round.sv', 'rc6_quadratic')).toEqual([...sboxInstances.rc6.instances]);
    expect(rtl('rc6/rc6_quadratic.sv')).toMatch(/^\s*output\s+logic\s+\[31:0\]\s+f_o\b/m);
    expect(sboxInstances.rc6.outputs).toEqual(['f_o']);
    for (const other of ['rc6_core.sv', 'rc6_round_slice.sv', 'rc6_key_setup.sv'])
      expect(declared(`rc6/${other}`, 'rc6_quadratic')).toEqual([]);
    // MARS's S-box read ports and the E-function's multiplier, and its product port.
    expect([
      ...declared('mars/mars_round.sv', 'mars_sbox'),
      ...declared('mars/mars_round.sv', 'mars_multiply'),
    ]).toEqual([...sboxInstances.mars.instances]);
    expect(rtl('mars/mars_multiply.sv')).toMatch(/^\s*output\s+logic\s+\[31:0\]\s+p_o\b/m);
    expect(sboxInstances.mars.outputs).toEqual(['p_o']);
  });
});
