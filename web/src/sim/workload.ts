// What a core is fed for a message: the page's key, blocks, mode, direction and IVs, handed
// over the way a configuration takes them (an offline key schedule takes every round key; a
// run-time-mode core is switched to the mode first), and how many cycles a run may take.
import { keyHandshakes } from '@harness/keys.mjs';
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json' with { type: 'json' };
import { keyBanksOf } from '@registry/ciphers.mjs';
import type { Workload } from './protocol';
import type { BlockList } from './packing';
import type { SimCore } from './sim-core';

/** A message as the page parsed it. */
export interface MessageInputs {
  key: Uint8Array;
  blocks: BlockList;
  /** A mode of mode-names.ts: 'ecb', 'ctr', 'cbc', … */
  mode: string;
  decrypt: boolean;
  ivs: Uint8Array[];
}

/**
 * How many keys a core's key handshakes name by bank, for an online or banked key schedule: 1
 * online, the cipher's key banks when banked (registry/ciphers.json `keyBanks`: 4 for Triple
 * DES, banks 0 to 3; 16 for AES). An offline schedule's handshakes name round keys instead:
 * null.
 */
export function keyBankCount(config: Pick<Configuration, 'id' | 'keySchedule'>): number | null {
  if (config.keySchedule === 'offline') return null;
  return config.keySchedule === 'banked' ? keyBanksOf(ciphers, config.id) : 1;
}

/** Why `bank` is not a bank of `config`'s core ("bank 4: … banks 0 to 3"), or null. */
export function keyBankProblem(config: Pick<Configuration, 'id' | 'keySchedule'>, bank: number): string | null {
  const banks = keyBankCount(config);
  if (banks === null || (Number.isInteger(bank) && bank >= 0 && bank < banks)) return null;
  return banks === 1
    ? `key bank ${bank}: ${config.id} has one key (bank 0)`
    : `key bank ${bank}: ${config.id} has ${banks} key banks, 0 to ${banks - 1}`;
}

export function workloadFor(simCore: SimCore, config: Configuration, inputs: MessageInputs): Workload {
  const chains = Math.max(1, inputs.ivs.length);
  const keys = keyHandshakes(config, simCore, inputs.key) as Workload['keys'];
  for (const { bank } of keys) {
    const problem = keyBankProblem(config, bank);
    if (problem) throw new Error(problem);
  }
  return {
    keys,
    blocks: inputs.blocks,
    decrypt: inputs.decrypt,
    // A reset core runs ECB: switching to it would only cost a cycle.
    mode: config.mode.kind === 'all' && inputs.mode !== 'ecb' ? inputs.mode : undefined,
    chains,
    ivs: inputs.ivs,
    streams:
      inputs.mode === 'multiStreamCbc' ? Array.from({ length: inputs.blocks.length }, (_, i) => i % chains) : undefined,
  };
}

/** A run's cycle budget: generous for the slowest core, finite for a stuck one. */
export function cycleBudget(config: Configuration, blocks: number): number {
  return 64 * config.maxRounds * (blocks + 4);
}
