// AES in the S-box comparison (sbox-compare/): the panel's words from before there were other
// ciphers, and the S-box instances whose nets its toggle count calls the S-boxes'.
import type { ImplementationNets } from '../../sbox-compare/sbox-nets';
import type { ImplementationWords } from '../../sbox-compare/words';

const words: ImplementationWords = {
  doc: 'hdl/doc/sboxes.md',
  sboxes: null,
  sboxLegend: "toggles in the S-boxes' own nets, SubBytes' and the key schedule's",
  restLegend: 'the rest of the core: state and key registers, ShiftRows, MixColumns, AddRoundKey, control',
  traced:
    'A LUT or LUT-RAM S-box is one table read with no nets inside (the two switch alike here, bit for bit), the ' +
    'composite field computes in functions between named stages, and Boyar–Peralta names every gate. A registered ' +
    "S-box (block RAM, the five-stage composite) closes the round loop in place of the register after AddRoundKey (sim-core's " +
    'register layout): there, part of what that register switches is in the S-box nets.',
  everyOption: {
    id: 'aes128-enc-lu1-lut-online-all',
    text: 'All six S-boxes are prebuilt as LU-1 AES-128 encryption',
  },
};

// The aes_sbox instances `u_sbox` (SubBytes' 16 and the key schedule's 4: aes_round_slice.sv,
// aes_key_setup.sv; and inside each, the implementation, also `u_sbox`: aes_sbox.sv) and
// SubBytes' shared block-RAM pairs `u_sbox_pair` (aes_sub_bytes.sv). Their byte ports
// `data_o` have codes of their own.
const nets: ImplementationNets = { instances: ['u_sbox', 'u_sbox_pair'], outputs: [] };

export const implementation = { nets, words };
