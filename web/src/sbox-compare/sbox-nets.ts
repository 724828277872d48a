// Which traced nets are the S-boxes' own (a cipher's implementation axis: RC6's multipliers):
// those declared only inside an S-box instance. The instances are the RTL's, by name, and each
// cipher names its own (its plug-in's implementation.nets, web/src/ciphers/<id>/, beside the RTL
// files that declare them).
//
// Their ports are counted with them: Verilator traces a port as its own net, apart from the
// wider state it is cut from. A net named outside too (the clock, reset, enable and direction
// the S-boxes share with the core, or the whole state a port takes in) is left to the rest,
// except an output port the plug-in names (`outputs`): Twofish's eight S-box bytes `sb_o` are
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
// Lint sinks (`unused`, `unused_…`: an XOR of inputs a module ignores, kept for Verilator's
// -Wall and removed by synthesis) are not traced (hdl/lint/verilator.vlt), so no count has them.
import type { Vcd } from '../waveform/vcd';

export interface ImplementationNets {
  /** RTL instance names that are S-boxes, at any depth. */
  instances: readonly string[];
  /** Output ports of those instances counted with them even when the enclosing module names the same net. */
  outputs: readonly string[];
}

/**
 * The identifier codes all of whose names lie inside one of the S-box instances `nets` names
 * (a cipher's, implementationNetsOf), and those one of whose names is a listed output port of
 * such an instance.
 */
export function sboxNetCodes(vcd: Vcd, nets: ImplementationNets): Set<string> {
  const instances = new Set(nets.instances);
  const inSbox = (scope: readonly string[]) => scope.some((s) => instances.has(s));
  const isOutput = (scope: readonly string[], reference: string) =>
    nets.outputs.includes(reference) && scope.length > 0 && instances.has(scope[scope.length - 1]);
  const inside = new Map<string, boolean>();
  const output = new Set<string>();
  for (const signal of vcd.signals) {
    inside.set(signal.code, (inside.get(signal.code) ?? true) && inSbox(signal.scope));
    if (isOutput(signal.scope, signal.reference)) output.add(signal.code);
  }
  return new Set([...inside].filter(([code, all]) => all || output.has(code)).map(([code]) => code));
}
