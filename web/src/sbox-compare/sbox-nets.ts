// Which traced nets are the S-boxes' own: those declared only inside an S-box instance, the
// aes_sbox instances `u_sbox` (SubBytes' 16 and the key schedule's 4: aes_round_slice.sv,
// aes_key_setup.sv; and inside each, the implementation, also `u_sbox`: aes_sbox.sv) and
// SubBytes' shared block-RAM pairs `u_sbox_pair` (aes_sub_bytes.sv). Their ports are
// counted with them: Verilator traces a byte port as its own net, apart from the 128-bit
// state it is cut from. A net named outside too (the clock, reset, enable and direction the
// S-boxes share with the core) is left to the rest.
//
// What the RTL names is all a dump can show: a LUT S-box is one array read with no nets
// inside, the composite field's GF(2^4) arithmetic runs in aes_pkg functions between named
// stage values, and Boyar–Peralta names every gate. The S-boxes' share of the toggles
// therefore follows how each is written as much as the logic synthesis makes of it.
import type { Vcd } from '../waveform/vcd';

const sboxInstance = /^u_sbox(_pair)?$/;

const inSbox = (scope: readonly string[]) => scope.some((s) => sboxInstance.test(s));

/** The identifier codes all of whose names lie inside an S-box instance. */
export function sboxNetCodes(vcd: Vcd): Set<string> {
  const inside = new Map<string, boolean>();
  for (const signal of vcd.signals) inside.set(signal.code, (inside.get(signal.code) ?? true) && inSbox(signal.scope));
  return new Set([...inside].filter(([, all]) => all).map(([code]) => code));
}
