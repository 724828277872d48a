// Serpent in the S-box comparison (sbox-compare/): its words, and the S-box instances whose nets
// its toggle count calls the S-boxes'.
import type { ImplementationNets } from '../../sbox-compare/sbox-nets';
import type { ImplementationWords } from '../../sbox-compare/words';

const words: ImplementationWords = {
  doc: 'hdl/doc/serpent.md',
  sboxes: "one, 4-bit S-boxes in logic on each of the state's 32 bit columns",
  sboxLegend: "toggles in the S-boxes' own nets, the round's S-box layer and the key schedule's",
  restLegend: 'the rest of the core: state and key registers, the linear transformation, key mixing, control',
  traced:
    "Serpent's S-box layer is simulated in its word form (serpent_sbox_layer.sv: the chosen S-box's table, the " +
    'input and output words, minterm masks), not the per-column look-up synthesis maps: its S-box nets switch as ' +
    'that form does.',
  everyOption: {
    id: 'serpent128-enc-lu1-lut-online-all',
    text: 'Serpent has one S-box option, prebuilt as LU-1 Serpent-128 encryption',
  },
};

// The serpent_sbox_layer instances: the round's S-box layer `u_sbox` and the key schedule's
// `u_key_sbox` (hdl/rtl/serpent/serpent_round_slice.sv), and the key schedule's layers run at
// key load, `u_k0` (serpent_core.sv: K_0 as the key is stored) and `u_k32`
// (serpent_key_setup.sv: decryption's last round key). The column words `x0..x3`, `y0..y3`
// have codes of their own.
const nets: ImplementationNets = {
  instances: ['u_sbox', 'u_key_sbox', 'u_k0', 'u_k32'],
  outputs: [],
};

export const implementation = { nets, words };
