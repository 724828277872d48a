// The workload every S-box variant runs for its toggle activity: one fixed key (FIPS-197
// Appendix C's, at the core's first key size) and the same 64 pseudo-random blocks in ECB,
// the streaming mode every core runs at its full rate. Random blocks make each bit of the
// datapath flip about half the time, as real data does; fed as the page feeds its core.
import type { Configuration } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import { keyBitsOf, randomBlocks } from '../inputs';
import { sideWorkload, type SideWorkload } from '../compare/side-workload';

export const toggleBlockCount = 64;

export function toggleWorkload(simCore: SimCore, config: Configuration): SideWorkload {
  const keyBits = keyBitsOf(config.keySize)[0];
  return sideWorkload(simCore, config, {
    key: Uint8Array.from({ length: keyBits / 8 }, (_, i) => i),
    blocks: randomBlocks(toggleBlockCount),
    mode: 'ecb',
    decrypt: config.direction === 'decrypt',
    ivs: [],
  });
}
