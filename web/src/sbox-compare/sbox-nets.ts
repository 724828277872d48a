// Which traced nets are the S-boxes' own (a cipher's implementation axis: RC6's multipliers):
// those declared only inside an S-box instance. The instances are the RTL's, by name, per
// cipher (`sboxInstances`):
//   aes      the aes_sbox instances `u_sbox` (SubBytes' 16 and the key schedule's 4:
//            aes_round_slice.sv, aes_key_setup.sv; and inside each, the implementation, also
//            `u_sbox`: aes_sbox.sv) and SubBytes' shared block-RAM pairs `u_sbox_pair`
//            (aes_sub_bytes.sv);
//   serpent  the serpent_sbox_layer instances: the round's S-box layer `u_sbox` and the key
//            schedule's `u_key_sbox` (hdl/rtl/serpent/serpent_round_slice.sv), and the key
//            schedule's layers run at key load, `u_k0` (serpent_core.sv: K_0 as the key is
//            stored) and `u_k32` (serpent_key_setup.sv: decryption's last round key);
//   twofish  `u_g`, the twofish_g instance of hdl/rtl/twofish/twofish_round_slice.sv: the
//            key-dependent S-boxes s0..s3 of both g's (T0's on Z0, T1's on ROL(Z1, 8)),
//            computed from q0/q1 or read from the tables the key setup fills
//            (hdl/rtl/twofish/twofish_g.sv). The MDS half of g, the PHT and the subkeys are
//            hdl/rtl/twofish/twofish_round.sv (`u_round`): the rest of the core, as is the key
//            setup, whose h and table fill are twofish_pkg functions, not instances;
//   rc6      RC6's implementation axis is the multiplier: `u_f_b` and `u_f_d`, the two
//            rc6_quadratic instances of hdl/rtl/rc6/rc6_round.sv (part Q: f(B) and f(D),
//            decrypting f(A) and f(C)), with whatever the chosen kind declares inside
//            (rc6_quadratic.sv: `gen_squarer`'s partial-product rows and sum, `gen_array`'s
//            2x + 1, `gen_star` nothing but the `*`) and their output port `f_o`, which
//            u_round's wires fb and fd share. The rotations by 5, the data-dependent rotators
//            (u_rot_a, u_rot_c), the key additions and the key setup (whose rotator is
//            u_key_setup's u_rotate) are the rest of the core;
//   mars     MARS's axis is its S-box and its multiplier together: the mars_sbox read ports
//            `u_sbox` of hdl/rtl/mars/mars_round.sv (four a mixing unit, one for the core;
//            port 0 of the core's unit lent to the key setup) and the E-function's
//            mars_multiply `u_multiply`, with its product port `p_o`, which the round's wire
//            `product` shares (the S-box words leave as slices of `lookups`, their own codes).
// Their ports are counted with them: Verilator traces a port as its own net, apart from the
// wider state it is cut from. A net named outside too (the clock, reset, enable and direction
// the S-boxes share with the core, or the whole state a port takes in) is left to the rest,
// except an output port the table names (`outputs`): Twofish's eight S-box bytes `sb_o` are
// all of the slice's wire `sb`, so Verilator gives the two names one code, yet every flip on
// it is the S-boxes' output switching, as AES's byte ports `data_o` are counted; so are RC6's
// products `f_o` (u_round's fb, fd). (AES's ports and Serpent's column words `x0..x3`,
// `y0..y3` already have codes of their own.) RC6's multiplier inputs `x_i` are u_round's
// fb_in, fd_in, words of the state: left to the rest, as Twofish's g input is.
//
// What the RTL names is all a dump can show: a LUT S-box is one array read with no nets
// inside, the composite field's GF(2^4) arithmetic runs in aes_pkg functions between named
// stage values, Boyar–Peralta names every gate, and Twofish's q0/q1 path is a function
// (twofish_pkg::sbox_byte) with only g's input words and output bytes around it, and RC6's
// `*` is one expression with only its product around it. The
// S-boxes' share of the toggles therefore follows how each is written as much as the logic
// synthesis makes of it.
//
// Lint sinks are not the S-boxes' switching: `unused` and `unused_…` are an XOR of inputs a
// module ignores, kept for Verilator's -Wall and removed by synthesis (aes_sbox_lut.sv's
// `unused_pipeline = ^{clk_i, rst_ni, en_i}` flips with the clock; so does twofish_g.sv's
// `unused` when it computes, and not when it reads tables). They stay in the whole core's
// count, every traced net, but not in the S-boxes'.
import type { Vcd } from '../waveform/vcd';

export interface SboxNets {
  /** RTL instance names that are S-boxes, at any depth. */
  instances: readonly string[];
  /** Output ports of those instances counted with them even when the enclosing module names the same net. */
  outputs: readonly string[];
}

/** The S-boxes' instances in the RTL (RC6: its multipliers'; MARS: both), by cipher id (registry/ciphers.json). */
export const sboxInstances: Readonly<Record<string, SboxNets>> = {
  aes: { instances: ['u_sbox', 'u_sbox_pair'], outputs: [] },
  serpent: { instances: ['u_sbox', 'u_key_sbox', 'u_k0', 'u_k32'], outputs: [] },
  twofish: { instances: ['u_g'], outputs: ['sb_o'] },
  rc6: { instances: ['u_f_b', 'u_f_d'], outputs: ['f_o'] },
  mars: { instances: ['u_sbox', 'u_multiply'], outputs: ['p_o'] },
};

/** A lint sink's name: `unused`, `unused_pipeline`. */
const lintSink = /^unused(_\w*)?$/;

function netsOf(cipher: string): SboxNets {
  const nets = Object.hasOwn(sboxInstances, cipher) ? sboxInstances[cipher] : undefined;
  if (!nets) {
    throw new Error(
      `which of ${cipher}'s nets are its S-boxes is not known: web/src/sbox-compare/sbox-nets.ts names no S-box instances for ${cipher}`,
    );
  }
  return nets;
}

/**
 * The identifier codes all of whose names lie inside one of the cipher's S-box instances, and
 * those one of whose names is a listed output port of such an instance; none all of whose
 * names are lint sinks. Throws for a cipher
 * whose S-box instances this file does not name.
 */
export function sboxNetCodes(vcd: Vcd, cipher: string): Set<string> {
  const nets = netsOf(cipher);
  const instances = new Set(nets.instances);
  const inSbox = (scope: readonly string[]) => scope.some((s) => instances.has(s));
  const isOutput = (scope: readonly string[], reference: string) =>
    nets.outputs.includes(reference) && scope.length > 0 && instances.has(scope[scope.length - 1]);
  const inside = new Map<string, boolean>();
  const lint = new Map<string, boolean>();
  const output = new Set<string>();
  for (const signal of vcd.signals) {
    inside.set(signal.code, (inside.get(signal.code) ?? true) && inSbox(signal.scope));
    lint.set(signal.code, (lint.get(signal.code) ?? true) && lintSink.test(signal.reference));
    if (isOutput(signal.scope, signal.reference)) output.add(signal.code);
  }
  return new Set(
    [...inside].filter(([code, all]) => (all || output.has(code)) && !lint.get(code)).map(([code]) => code),
  );
}
