// sim-core's prediction of a run, in Node, for the chart specs: the occupancy a workload
// gives on a configuration, cycle by cycle, as the RTL reports it (predictOccupancy,
// checked word for word against every model by hdl/tests/occupancy.test.mjs), and the
// run's length as the page counts it: to the cycle after the last block leaves.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface PredictedRun {
  stages: number;
  /** The run's cycles: the last busy cycle + 2 (web/src/sim/run.ts). */
  cycles: number;
  /** words[cycle * stages + stage], from cycle 0. */
  words: Uint32Array;
  /** Each stage's busy share over run cycles [from, to). */
  busyShare(stage: number, from: number, to: number): number;
  /** The probe word of a stage in a cycle. */
  word(cycle: number, stage: number): number;
}

export async function predictRun(
  id: string,
  { mode, blocks, chains = 1 }: { mode: string; blocks: number; chains?: number },
): Promise<PredictedRun> {
  const simCore = await import('../../build/sim-core/sim_core_wasm.js');
  simCore.initSync({ module: fs.readFileSync(path.join(root, 'build', 'sim-core', 'sim_core_wasm_bg.wasm')) });
  const config = simCore.parseConfiguration(id);
  const stages = config.registerStages;
  const timing = simCore.predictTiming(id).byKeySize[0];
  const words = simCore.predictOccupancy(id, {
    keyBits: 128,
    mode: mode as 'ecb',
    chains,
    blocks: Array.from({ length: blocks }, (_, tag) => ({ tag })),
    cycles: 256 + timing.keySetup + timing.handshakes + timing.latency * (blocks + 2),
  });
  let last = -1;
  for (let i = words.length - 1; i >= 0; i--)
    if (words[i] !== 0) {
      last = Math.floor(i / stages);
      break;
    }
  return {
    stages,
    cycles: last + 2,
    words,
    word: (cycle, stage) => words[cycle * stages + stage],
    busyShare(stage, from, to) {
      let busy = 0;
      for (let c = from; c < to; c++) if (words[c * stages + stage] & 0x80000000) busy++;
      return busy / (to - from);
    },
  };
}
