// The workload one side of the compare view feeds its core: the page's message, fed as the
// page feeds its own core (sim/workload.ts). A configuration that cannot run it says why.
import type { Configuration } from '@sim-core';
import type { Workload } from '../sim/protocol';
import type { SimCore } from '../sim/sim-core';
import { cycleBudget, workloadFor, type MessageInputs } from '../sim/workload';
import { keyBitsOf } from '../inputs';
import { modeNames } from '../throughput/measured';

export type SideWorkload = { ok: true; workload: Workload; maxCycles: number } | { ok: false; error: string };

export function sideWorkload(simCore: SimCore, config: Configuration, inputs: MessageInputs): SideWorkload {
  const keyBits = inputs.key.length * 8;
  if (!keyBitsOf(config).includes(keyBits)) {
    return {
      ok: false,
      error: `${config.id} takes ${keyBitsOf(config).join(', ')}-bit keys, not ${keyBits}-bit`,
    };
  }
  const rates = simCore.predictTiming(config.id).modes;
  if (!rates.some((m) => m.mode === inputs.mode && m.decrypt === inputs.decrypt)) {
    const direction = inputs.decrypt ? 'decryption' : 'encryption';
    return { ok: false, error: `${config.id} does not run ${modeNames[inputs.mode] ?? inputs.mode} ${direction}` };
  }
  // Fed and budgeted as the page feeds its own core.
  return {
    ok: true,
    workload: workloadFor(simCore, config, inputs),
    maxCycles: cycleBudget(config, inputs.blocks.length),
  };
}
