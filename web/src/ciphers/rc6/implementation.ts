// RC6 in the implementation comparison (sbox-compare/): its axis is the multiplier, so its
// words speak of multipliers, and its nets are the two multipliers' of a round.
import type { ImplementationNets } from '../../sbox-compare/sbox-nets';
import type { ImplementationWords } from '../../sbox-compare/words';

const words: ImplementationWords = {
  doc: 'hdl/doc/rc6.md',
  sboxes:
    "f(x) = x(2x + 1) mod 2³², twice a round (t from B, u from D), as Elbirt et al.'s folded 31-bit squarer " +
    '(2x² + x from x[30:0], adders in LUTs and carry chains), a * that synthesis maps to DSP blocks, or a plain ' +
    'array multiplier in LUTs, 32 shifted rows summed (hdl/rtl/rc6/rc6_quadratic.sv)',
  sboxLegend: "toggles in the multipliers' own nets, f(B)'s and f(D)'s, and their products",
  restLegend:
    'the rest of the core: rotations, key additions, whitening, the table S[0..43], registers, key setup, control',
  traced:
    "A multiplier's nets are what its RTL names: the squarer's sixteen partial-product rows and their sum, the " +
    "array multiplier's 2x + 1 beside its product, and for * the product alone, one expression with no nets " +
    'inside; so the share follows how each is written more than what it costs. All three compute the same t and ' +
    'u from the same words, and the key setup is the same 132 steps whatever the multiplier.',
  everyOption: {
    id: 'rc6128-enc-lu1-sq-online-all',
    text: "All three of RC6's multipliers are prebuilt as LU-1 RC6-128 encryption",
  },
};

// `u_f_b` and `u_f_d`, the two rc6_quadratic instances of hdl/rtl/rc6/rc6_round.sv (part Q:
// f(B) and f(D), decrypting f(A) and f(C)), with whatever the chosen kind declares inside
// (rc6_quadratic.sv: `gen_squarer`'s partial-product rows and sum, `gen_array`'s 2x + 1,
// `gen_star` nothing but the `*`) and their output port `f_o`, which u_round's wires fb and fd
// share. The rotations by 5, the data-dependent rotators (u_rot_a, u_rot_c), the key additions
// and the key setup (whose rotator is u_key_setup's u_rotate) are the rest of the core; the
// multiplier inputs `x_i` are u_round's fb_in, fd_in, words of the state: left to the rest.
const nets: ImplementationNets = { instances: ['u_f_b', 'u_f_d'], outputs: ['f_o'] };

export const implementation = { nets, words };
