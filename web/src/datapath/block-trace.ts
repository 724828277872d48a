// The block the view follows as the core takes it, and sim-core's trace of it: the core's
// input for block `index` of the message (cipher-inputs.ts, from sim-core's golden run of the
// message up to that block: a block's result depends only on the blocks before it, in every
// mode), the trace of that input, and the round keys when the cipher's state reader needs them.
import type { TraceStep } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import type { Workload } from '../sim/protocol';
import { goldenBlocks, type ModeName } from '../golden-message';
import { toHex } from '../inputs';
import { firstBlocks, packedBlockList } from '../sim/packing';
import { cipherCall, type CipherCall, type MessageRun } from './cipher-inputs';

export interface BlockTrace {
  call: CipherCall;
  steps: readonly TraceStep[];
  /** sim-core's round keys, one block of the cipher's a string, hex; empty unless asked for. */
  roundKeys: readonly string[];
}

export function traceBlock(
  simCore: SimCore,
  config: { cipher: string; keyBits: readonly number[]; blockBits: number },
  usesRoundKeys: boolean,
  workload: Workload,
  modeName: ModeName,
  keyHex: string,
  index: number,
): BlockTrace {
  const { cipher } = config;
  const key = simCore.parseHex(
    'key',
    keyHex,
    config.keyBits.map((bits) => bits / 8),
  );
  const texts = firstBlocks(workload.blocks, index + 1);
  const ivs = workload.ivs ?? [];
  const streams = workload.streams?.slice(0, index + 1);
  // ECB's core input is the block itself: no golden results needed.
  const results =
    modeName === 'ecb'
      ? texts
      : packedBlockList(goldenBlocks(simCore, modeName, key, ivs, texts, workload.decrypt, streams, cipher));
  const run: MessageRun = { mode: modeName, decrypt: workload.decrypt, texts, results, ivs, streams };
  const call = cipherCall(run, index, (block) => simCore.cipherBlocks(cipher, key, block, true));
  const blockDigits = new RegExp(`.{${config.blockBits / 4}}`, 'g');
  const roundKeys = usesRoundKeys ? (toHex(simCore.cipherRoundKeys(cipher, key)).match(blockDigits) ?? []) : [];
  return { call, steps: simCore.cipherTrace(cipher, keyHex, call.input, call.decrypt), roundKeys };
}
