// An S-box's latency in clock cycles (aes_pkg::sbox_latency, hdl/doc/sboxes.md), from
// sim-core's model rather than a table typed here. sim-core does not export sbox_latency
// itself, but its register layout shows it: an LU core has no inner-round register (m = 0),
// so the registers in an LU-1 core's S-box slot are the S-box's own
// (Configuration::layout: sbox_registers = sbox_latency when m = 0; sim-core/src/config/mod.rs).
import type { SimCore } from '../sim/sim-core';
import type { SboxToken } from './variants';

export function sboxLatency(simCore: Pick<SimCore, 'parseConfiguration'>, sbox: SboxToken): number {
  return simCore.parseConfiguration(`aes128-enc-lu1-${sbox}-online-ecb`).layout.sboxRegisters;
}
