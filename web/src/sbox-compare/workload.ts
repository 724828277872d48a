// The workload every S-box variant runs for its toggle activity: one fixed key (FIPS-197
// Appendix C's, at the core's first key size) and the same 64 pseudo-random blocks in ECB,
// the streaming mode every core runs at its full rate. Random blocks make each bit of the
// datapath flip about half the time, as real data does. Fed and budgeted as the page feeds
// its own core (sim/workload.ts). The blocks wait until the key setup is done, so that no
// variant's counted cycles hold its key setup: a core whose key setup runs beside its rounds
// would otherwise start while the setup still runs (sim-core's keySetupDone), and be steady
// before it ends.
import type { Configuration } from '@sim-core';
import type { Workload } from '../sim/protocol';
import type { SimCore } from '../sim/sim-core';
import { cycleBudget, workloadFor } from '../sim/workload';
import { blockBytesOf, keyBitsOf, randomBlocks } from '../inputs';

export const toggleBlockCount = 64;

export type ToggleWorkload = { ok: true; workload: Workload; maxCycles: number } | { ok: false; error: string };

export function toggleWorkload(simCore: SimCore, config: Configuration): ToggleWorkload {
  const decrypt = config.direction === 'decrypt';
  if (!simCore.predictTiming(config.id).modes.some((m) => m.mode === 'ecb' && m.decrypt === decrypt)) {
    return { ok: false, error: `${config.id} does not run ECB, the mode the toggle activity is measured in` };
  }
  const keyBits = keyBitsOf(config)[0];
  const key = Uint8Array.from({ length: keyBits / 8 }, (_, i) => i);
  const blocks = randomBlocks(toggleBlockCount, blockBytesOf(config));
  // Past the setup's last cycle, counted from the key's handshake (the run's first cycles).
  const blocksFrom = simCore.predictTiming(config.id).byKeySize[0].keySetupDone + 2;
  return {
    ok: true,
    workload: { ...workloadFor(simCore, config, { key, blocks, mode: 'ecb', decrypt, ivs: [] }), blocksFrom },
    maxCycles: blocksFrom + cycleBudget(config, blocks.length),
  };
}
