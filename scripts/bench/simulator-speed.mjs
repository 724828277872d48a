// Simulated cycles per second of each model, built natively (clang++) and to WebAssembly
// (em++), its evaluation code -O3 on both (scripts/lib/models.mjs), run under Node, with and
// without occupancy capture. Both run the harness's own loop with autofeed, which keeps the
// core busy with pseudo-random blocks.
// The best chunk of each kind counts: other work on the machine only ever slows one down.
import { openModel } from '../../hdl/harness/node-loader.mjs';
import { modelPaths } from '../lib/models.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { keyLoads } from '../../hdl/harness/keys.mjs';
import { measuredEcbCycles } from '../lib/synth-targets.mjs';

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

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/**
 * The summary lines of the simulators measured (`figures`: simulatorSpeed's by id): WASM /
 * native per model at its minimum and median and the models under 0.8×; the five slowest in
 * WASM; and the seconds a million ECB blocks take in WASM (registry/measured.json's cycles a
 * block), the slowest five and those over 2 s. Why a model is under a target is written in
 * scripts/TOOLCHAIN.md (issue #47), from profiles.
 */
export function speedSummary(figures, measured) {
  const rows = Object.entries(figures).map(([id, f]) => {
    const cyclesPerBlock = measuredEcbCycles(measured, id);
    return {
      id,
      ratio: f.wasmOverNative,
      wasm: f.wasm.cyclesPerSecond,
      millionBlocksS: cyclesPerBlock ? (cyclesPerBlock * 1e6) / f.wasm.cyclesPerSecond : null,
    };
  });
  if (rows.length === 0) return [];
  const ratios = rows.map((r) => r.ratio);
  const byRatio = [...rows].sort((a, b) => a.ratio - b.ratio);
  const low = byRatio.filter((r) => r.ratio < 0.8);
  const mega = (x) => `${(x / 1e6).toFixed(2)} M`;
  const lines = [
    `WASM / native over ${rows.length} model(s): minimum ${Math.min(...ratios).toFixed(2)}× (${byRatio[0].id}), median ${median(ratios).toFixed(2)}×`,
    low.length
      ? `under 0.8×: ${low.map((r) => `${r.id} ${r.ratio.toFixed(2)}×`).join(', ')} (why: scripts/TOOLCHAIN.md, issue #47)`
      : 'under 0.8×: none',
    `slowest in WASM: ${[...rows]
      .sort((a, b) => a.wasm - b.wasm)
      .slice(0, 5)
      .map((r) => `${r.id} ${mega(r.wasm)}cycles/s`)
      .join(', ')}`,
  ];
  const timed = rows.filter((r) => r.millionBlocksS !== null).sort((a, b) => b.millionBlocksS - a.millionBlocksS);
  if (timed.length) {
    const over = timed.filter((r) => r.millionBlocksS > 2);
    lines.push(
      `a million ECB blocks in WASM, slowest: ${timed
        .slice(0, 5)
        .map((r) => `${r.id} ${r.millionBlocksS.toFixed(2)} s`)
        .join(', ')}; over 2 s: ${over.length ? over.map((r) => r.id).join(', ') : 'none'}`,
    );
  }
  return lines;
}
