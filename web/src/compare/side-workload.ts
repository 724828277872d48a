// The workload one side of the compare view feeds its core: the page's message, fed as the
// page feeds its own core (sim/workload.ts). A configuration that cannot run it says why.
import type { Configuration } from '@sim-core';
import type { Workload } from '../sim/protocol';
import type { SimCore } from '../sim/sim-core';
import { cycleBudget, workloadFor, type MessageInputs } from '../sim/workload';
import { blockShapeOf, keyBitsOf } from '../inputs';
import { modeName } from '../mode-names';
import { blockLengths } from '../sim/packing';

export type SideWorkload = { ok: true; workload: Workload; maxCycles: number } | { ok: false; error: string };

/**
 * Why `config` cannot take the message's blocks and IVs (another cipher's block size: AES's
 * 128 bits beside Triple DES's 64), or null when it can.
 */
export function blockSizeProblem(
  config: Pick<Configuration, 'id' | 'cipher' | 'blockBits'>,
  inputs: Pick<MessageInputs, 'blocks' | 'ivs'>,
): string | null {
  const shape = blockShapeOf(config);
  const other = [...blockLengths(inputs.blocks), ...inputs.ivs.map((b) => b.length)].find((n) => n !== shape.bytes);
  if (other === undefined) return null;
  return `${config.id} takes ${config.blockBits}-bit ${shape.cipher} blocks, not ${other * 8}-bit ones`;
}

export function sideWorkload(simCore: SimCore, config: Configuration, inputs: MessageInputs): SideWorkload {
  const blockProblem = blockSizeProblem(config, inputs);
  if (blockProblem) return { ok: false, error: blockProblem };
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
    return { ok: false, error: `${config.id} does not run ${modeName(inputs.mode, config.blockBits)} ${direction}` };
  }
  // Fed and budgeted as the page feeds its own core.
  return {
    ok: true,
    workload: workloadFor(simCore, config, inputs),
    maxCycles: cycleBudget(config, inputs.blocks.length),
  };
}
