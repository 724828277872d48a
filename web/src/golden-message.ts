// The golden model of a whole message: sim-core's mode of operation (SP 800-38A; the
// interleaved and multi-stream CBC of Swankoski et al. and Chodowiec et al.) over the blocks
// as one message, split back into blocks. The page checks the RTL's outputs against it; the
// datapath view recovers from it the block the core takes.
import type { ModeDescription } from '@sim-core';
import type { SimCore } from './sim/sim-core';
import { toHex } from './inputs';
import { isPacked, packBlocks, type BlockList, type PackedBlocks } from './sim/packing';

export type ModeName = 'ecb' | 'ctr' | 'cbc' | 'cfb' | 'ofb' | 'interleavedCbc' | 'multiStreamCbc';

/** The mode as sim-core's modeEncrypt and modeDecrypt take it. */
export function describeMode(mode: ModeName, ivs: readonly Uint8Array[]): ModeDescription {
  const hex = ivs.map(toHex);
  switch (mode) {
    case 'ecb':
      return { kind: 'ecb' };
    case 'ctr':
      return { kind: 'ctr', counter: hex[0] };
    case 'interleavedCbc':
    case 'multiStreamCbc':
      return { kind: mode, ivs: hex };
    case 'cbc':
    case 'cfb':
    case 'ofb':
      return { kind: mode, iv: hex[0] };
  }
}

/** sim-core's result of `mode` for each block of the message, with `cipher` (registry/ciphers.json). */
export function goldenBlocks(
  simCore: SimCore,
  mode: ModeName,
  key: Uint8Array,
  ivs: readonly Uint8Array[],
  blocks: BlockList,
  decrypt: boolean,
  streams: readonly number[] | undefined,
  cipher: string,
): PackedBlocks {
  // Packed blocks are read in place: sim-core copies its input anyway.
  const message = isPacked(blocks) ? blocks.packed : packBlocks(blocks);
  const data = (decrypt ? simCore.modeDecrypt : simCore.modeEncrypt)(
    describeMode(mode, ivs),
    key,
    message.data,
    streams && Uint8Array.from(streams),
    cipher,
  );
  // sim-core's one result, packed as the blocks were (issue #47: a million-block run's memory).
  return { data, blockBytes: message.blockBytes };
}
