// The workload one side of the compare view feeds its core: the page's key, blocks, mode,
// direction and IVs, handed over the way this configuration takes them (an offline key
// schedule takes every round key; a run-time-mode core is switched to the mode first).
// A configuration that cannot run the workload says why instead.
import { keyHandshakes } from '@harness/keys.mjs';
import type { Configuration } from '@sim-core';
import type { Workload } from '../sim/protocol';
import type { SimCore } from '../sim/sim-core';
import { keyBitsOf } from '../inputs';
import { modeNames } from '../throughput/measured';

/** What both sides share, as the page parsed it. */
export interface SharedInputs {
  key: Uint8Array;
  blocks: Uint8Array[];
  /** A key of modeNames: 'ecb', 'ctr', 'cbc', … */
  mode: string;
  decrypt: boolean;
  ivs: Uint8Array[];
}

export type SideWorkload = { ok: true; workload: Workload; maxCycles: number } | { ok: false; error: string };

const roundsFor: Record<string, number> = { '128': 10, '192': 12, '256': 14, '3in1': 14 };

export function sideWorkload(simCore: SimCore, config: Configuration, inputs: SharedInputs): SideWorkload {
  const keyBits = inputs.key.length * 8;
  if (!keyBitsOf(config.keySize).includes(keyBits)) {
    return { ok: false, error: `${config.id} takes ${keyBitsOf(config.keySize).join(', ')}-bit keys, not ${keyBits}-bit` };
  }
  const rates = simCore.predictTiming(config.id).modes;
  if (!rates.some((m) => m.mode === inputs.mode && m.decrypt === inputs.decrypt)) {
    const direction = inputs.decrypt ? 'decryption' : 'encryption';
    return { ok: false, error: `${config.id} does not run ${modeNames[inputs.mode] ?? inputs.mode} ${direction}` };
  }
  const chains = Math.max(1, inputs.ivs.length);
  const workload: Workload = {
    keys: keyHandshakes(config, simCore, inputs.key),
    blocks: inputs.blocks,
    decrypt: inputs.decrypt,
    // A reset core runs ECB, as on the page.
    mode: config.mode.kind === 'all' && inputs.mode !== 'ecb' ? inputs.mode : undefined,
    chains,
    ivs: inputs.ivs,
    streams: inputs.mode === 'multiStreamCbc' ? inputs.blocks.map((_, i) => i % chains) : undefined,
  };
  // The page's budget: generous for the slowest core, finite for a stuck one.
  return { ok: true, workload, maxCycles: 64 * roundsFor[config.keySize] * (inputs.blocks.length + 4) };
}
