// An S-box's latency in clock cycles (aes_pkg::sbox_latency, hdl/doc/sboxes.md; Twofish's
// tables, hdl/doc/twofish.md), from sim-core's model rather than a table typed here.
// sim-core does not export sbox_latency itself, but its register layout shows it: an LU core
// has no inner-round register (m = 0), so the registers in an LU-1 core's S-box slot are the
// S-box's own (Configuration::layout: sbox_registers = sbox_latency when m = 0;
// sim-core/src/config/mod.rs). So the latency of a variant is read from its own cipher's
// LU-1 ECB form, every other axis (key size, direction, S-box, key schedule) its own:
// AES's block-RAM S-box has its read register there (1), while Twofish's tables are read
// without a register outside SP-k-1, where the read register is the inner register (0).
import type { Configuration } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import { axesOf, idOf } from '../config-axes';

/** The LU-1 ECB form of a configuration: the same cipher, key size, direction, S-box and key schedule. */
export function lu1EcbOf(config: Configuration): string {
  return idOf({ ...axesOf(config), architecture: 'lu', k: 1, m: 1, mode: 'ecb' });
}

export function sboxLatency(simCore: Pick<SimCore, 'parseConfiguration'>, config: Configuration): number {
  return simCore.parseConfiguration(lu1EcbOf(config)).layout.sboxRegisters;
}
