// Simulated cycles per second of each model, built natively (clang++) and to WebAssembly
// (em++), its evaluation code -O3 on both (scripts/lib/models.mjs), run under Node, with and
// without occupancy capture. Both run the harness's own loop with autofeed, which keeps the
// core busy with pseudo-random blocks.
// The best chunk of each kind counts: other work on the machine only ever slows one down.
import { openModel } from '../../hdl/harness/node-loader.mjs';
import { modelPaths } from '../lib/models.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { keyLoads } from '../../hdl/harness/keys.mjs';

const chunk = 250_000;

async function timeChunk(model) {
  const t0 = process.hrtime.bigint();
  await model.step(chunk);
  return chunk / (Number(process.hrtime.bigint() - t0) / 1e9);
}

/**
 * Best rate of each backend with capture off and on. The backends and the capture setting
 * alternate chunk by chunk, so a slow spell on the machine hits all four alike.
 */
export async function simulatorSpeed(entry, { rounds = 16 } = {}) {
  const backends = ['native', 'wasm'];
  const models = {};
  for (const backend of backends) models[backend] = await openModel(modelPaths(entry.id), backend);
  try {
    const best = {};
    for (const backend of backends) {
      const m = models[backend];
      await m.reset();
      // A key first, as a real run has: without one the core takes no block at all.
      const bytes = entry.config.keySize === '192' ? 24 : entry.config.keySize === '256' ? 32 : 16;
      await Promise.all(keyLoads(entry.config, await loadSimCore())(m, new Uint8Array(bytes)));
      await m.autofeed(true, 7);
      await m.step(chunk); // warm-up: JIT tiers, caches
      best[backend] = { off: 0, on: 0 };
    }
    for (let i = 0; i < rounds; i++) {
      for (const backend of backends) {
        const m = models[backend];
        await m.captureProbes(0);
        best[backend].off = Math.max(best[backend].off, await timeChunk(m));
        await m.captureProbes(65_536);
        best[backend].on = Math.max(best[backend].on, await timeChunk(m));
      }
    }
    const figures = { stages: models.native.describe().probes.length };
    for (const backend of backends) {
      const { off, on } = best[backend];
      figures[backend] = { cyclesPerSecond: off, withCapture: on, captureCost: 1 - on / off };
    }
    figures.wasmOverNative = figures.wasm.cyclesPerSecond / figures.native.cyclesPerSecond;
    return figures;
  } finally {
    for (const m of Object.values(models)) m.close();
  }
}
