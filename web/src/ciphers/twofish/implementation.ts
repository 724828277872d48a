// Twofish in the S-box comparison (sbox-compare/): its words, and the key-dependent S-boxes
// whose nets its toggle count calls the S-boxes'.
import type { ImplementationNets } from '../../sbox-compare/sbox-nets';
import type { ImplementationWords } from '../../sbox-compare/words';

const words: ImplementationWords = {
  doc: 'hdl/doc/twofish.md',
  sboxes:
    'the key-dependent S-boxes of both g functions, computed from q0/q1 and the S-box key every cycle, or read ' +
    "from four 256-byte tables the key setup fills (the Twofish paper's full keying)",
  sboxLegend: "toggles in the key-dependent S-boxes' own nets, both g functions'",
  restLegend: 'the rest of the core: MDS, PHT, subkey addition, whitening, registers, key setup, control',
  traced:
    "Twofish's q0/q1 path is a function (twofish_pkg::sbox_byte) with no nets inside, and a table's contents are no " +
    "net: the S-box nets are g's input words and its eight output bytes, the same bytes from the same inputs either " +
    'way, so the two options switch alike there, bit for bit, as the whole cores do, and only synthesis tells them ' +
    'apart. Filling the tables costs key-setup cycles, not switching in the steady state.',
  everyOption: {
    id: 'twofish128-enc-lu1-lut-online-all',
    text: "Both of Twofish's S-box options are prebuilt as LU-1 Twofish-128 encryption",
  },
};

// `u_g`, the twofish_g instance of hdl/rtl/twofish/twofish_round_slice.sv: the key-dependent
// S-boxes s0..s3 of both g's (T0's on Z0, T1's on ROL(Z1, 8)), computed from q0/q1 or read from
// the tables the key setup fills (hdl/rtl/twofish/twofish_g.sv). The MDS half of g, the PHT
// and the subkeys are hdl/rtl/twofish/twofish_round.sv (`u_round`): the rest of the core, as
// is the key setup, whose h and table fill are twofish_pkg functions, not instances. The eight
// S-box bytes `sb_o` are all of the slice's wire `sb`, so Verilator gives the two names one
// code, yet every flip on it is the S-boxes' output switching: the output port is counted.
const nets: ImplementationNets = { instances: ['u_g'], outputs: ['sb_o'] };

export const implementation = { nets, words };
