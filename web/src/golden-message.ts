// The golden model of a whole message: sim-core's mode of operation (SP 800-38A; the
// interleaved and multi-stream CBC of Swankoski et al. and Chodowiec et al.) over the blocks
// as one message, split back into blocks. The page checks the RTL's outputs against it; the
// datapath view recovers from it the block the core takes.
import type { ModeDescription } from '@sim-core';
import type { SimCore } from './sim/sim-core';
import { toHex } from './inputs';

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
  blocks: readonly Uint8Array[],
  decrypt: boolean,
  streams: readonly number[] | undefined,
  cipher: string,
): Uint8Array[] {
  const n = blocks[0]?.length ?? 16;
  const message = new Uint8Array(blocks.length * n);
  blocks.forEach((b, i) => message.set(b, n * i));
  const all = (decrypt ? simCore.modeDecrypt : simCore.modeEncrypt)(
    describeMode(mode, ivs),
    key,
    message,
    streams && Uint8Array.from(streams),
    cipher,
  );
  // Views into sim-core's one result, not a copy a block (issue #47: a million-block run's memory).
  return blocks.map((_, i) => all.subarray(n * i, n * i + n));
}
