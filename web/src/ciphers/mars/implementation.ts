// MARS in the implementation comparison (sbox-compare/): its axis is its S-box and its
// multiplier together; it has no words of its own yet (the panel's plain ones serve).
import type { ImplementationNets } from '../../sbox-compare/sbox-nets';

// The mars_sbox read ports `u_sbox` of hdl/rtl/mars/mars_round.sv (four a mixing unit, one for
// the core) and of the online key setup (mars_key_setup.sv), and the E-function's mars_multiply
// `u_multiply`, with its product port `p_o`, which the round's wire `product` shares (the S-box
// words leave as slices of `lookups`, their own codes).
const nets: ImplementationNets = { instances: ['u_sbox', 'u_multiply'], outputs: ['p_o'] };

export const implementation = { nets };
