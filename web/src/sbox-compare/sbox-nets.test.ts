import { describe, expect, test } from 'vitest';
import { parseVcd } from '../waveform/vcd';
import { sboxNetCodes } from './sbox-nets';

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

describe("the S-boxes' nets", () => {
  test('are those named only inside u_sbox or u_sbox_pair instances, at any depth', () => {
    expect([...sboxNetCodes(vcd)].sort()).toEqual(['d', 'i', 'p']);
  });
});
