// What a core is fed for a message: the page's key, blocks, mode, direction and IVs, handed
// over the way a configuration takes them (an offline key schedule takes every round key; a
// run-time-mode core is switched to the mode first), and how many cycles a run may take.
import { keyHandshakes } from '@harness/keys.mjs';
import type { Configuration } from '@sim-core';
import type { Workload } from './protocol';
import type { SimCore } from './sim-core';

/** A message as the page parsed it. */
export interface MessageInputs {
  key: Uint8Array;
  blocks: Uint8Array[];
  /** A key of modeNames: 'ecb', 'ctr', 'cbc', … */
  mode: string;
  decrypt: boolean;
  ivs: Uint8Array[];
}

export function workloadFor(simCore: SimCore, config: Configuration, inputs: MessageInputs): Workload {
  const chains = Math.max(1, inputs.ivs.length);
  return {
    keys: keyHandshakes(config, simCore, inputs.key),
    blocks: inputs.blocks,
    decrypt: inputs.decrypt,
    // A reset core runs ECB: switching to it would only cost a cycle.
    mode: config.mode.kind === 'all' && inputs.mode !== 'ecb' ? inputs.mode : undefined,
    chains,
    ivs: inputs.ivs,
    streams: inputs.mode === 'multiStreamCbc' ? inputs.blocks.map((_, i) => i % chains) : undefined,
  };
}

/** A run's cycle budget: generous for the slowest core, finite for a stuck one. */
export function cycleBudget(config: Configuration, blocks: number): number {
  return 64 * config.maxRounds * (blocks + 4);
}
