// Simulated cycles per second of each model, built natively (clang++) and to WebAssembly
// (em++), its evaluation code -O3 on both (scripts/lib/models.mjs), the WebAssembly run both
// under Node (as the WASM tests run it) and in Chromium (as the lab runs it:
// wasm-in-chromium.mjs), with and without occupancy capture. Each runs the harness's own
// loop with autofeed, which keeps the core busy with pseudo-random blocks.
// The best chunk of each kind counts: other work on the machine only ever slows one down.
import { openModel } from '../../hdl/harness/node-loader.mjs';
import { modelPaths } from '../lib/models.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { keyLoads } from '../../hdl/harness/keys.mjs';
import { measuredEcbCycles } from '../lib/synth-targets.mjs';
import { median } from './frames.mjs';

const chunk = 250_000;

/** Cycles a second of one chunk: by the page's own clock in Chromium, by Node's for the others. */
async function timeChunk(model) {
  const t0 = process.hrtime.bigint();
  const pageSeconds = await model.step(chunk);
  const seconds = model.timesItself ? pageSeconds : Number(process.hrtime.bigint() - t0) / 1e9;
  return chunk / seconds;
}

/**
 * Reset `model` (of registry entry `entry`), load a key of zeros, as a real run has one
 * (without it the core takes no block at all), and keep the core busy with pseudo-random
 * blocks (the harness's autofeed).
 */
export async function startFeeding(model, entry) {
  await model.reset();
  const bytes = entry.config.keySize === '192' ? 24 : entry.config.keySize === '256' ? 32 : 16;
  await Promise.all(keyLoads(entry.config, await loadSimCore())(model, new Uint8Array(bytes)));
  await model.autofeed(true, 7);
}

/**
 * Best rate of each backend with capture off and on: native, WASM in Node and, given
 * `chromium` (wasm-in-chromium.mjs's openChromiumModels), WASM in Chromium. The backends and
 * the capture setting alternate chunk by chunk, so a slow spell on the machine hits all alike.
 */
export async function simulatorSpeed(entry, { rounds = 16, chromium = null } = {}) {
  const backends = chromium ? ['native', 'wasm', 'chromium'] : ['native', 'wasm'];
  const models = {};
  for (const backend of backends)
    models[backend] =
      backend === 'chromium'
        ? await chromium.open(modelPaths(entry.id))
        : await openModel(modelPaths(entry.id), backend);
  try {
    const best = {};
    for (const backend of backends) {
      const m = models[backend];
      await startFeeding(m, entry);
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
    if (figures.chromium)
      figures.chromiumOverNative = figures.chromium.cyclesPerSecond / figures.native.cyclesPerSecond;
    return figures;
  } finally {
    for (const m of Object.values(models)) await m.close();
  }
}

/** Where the WebAssembly ran: the lab's browser first, then Node, as the WASM tests run it. */
const runtimes = [
  { backend: 'chromium', ratio: 'chromiumOverNative', name: 'WASM in Chromium (the lab)' },
  { backend: 'wasm', ratio: 'wasmOverNative', name: 'WASM in Node (the tests)' },
];

/**
 * The summary lines of the simulators measured (`figures`: simulatorSpeed's by id), for each
 * place the WebAssembly ran: WASM / native per model at its minimum and median and the models
 * under 0.8×, with V8's instructions against clang's where `instructions` (by id, from `npm run
 * bench -- --instructions`) counted them; the five slowest; and the seconds a million ECB blocks take
 * (registry/measured.json's cycles a block), the slowest five and those over 2 s. Why a model
 * is under a target is written in scripts/TOOLCHAIN.md (issue #47), from profiles.
 */
export function speedSummary(figures, measured, instructions = {}) {
  const entries = Object.entries(figures);
  if (entries.length === 0) return [];
  const mega = (x) => `${(x / 1e6).toFixed(2)} M`;
  // What a count (instructions.mjs) says of a model: V8's code for it against clang's.
  const counted = (id) =>
    instructions[id]
      ? ` (Node's V8 runs ${(instructions[id].wasm / instructions[id].native).toFixed(2)}× clang's instructions)`
      : '';
  const lines = [];
  for (const runtime of runtimes.filter((r) => entries.every(([, f]) => f[r.backend]))) {
    const rows = entries.map(([id, f]) => {
      const cyclesPerBlock = measuredEcbCycles(measured, id);
      const rate = f[runtime.backend].cyclesPerSecond;
      return {
        id,
        ratio: f[runtime.ratio],
        rate,
        millionBlocksS: cyclesPerBlock ? (cyclesPerBlock * 1e6) / rate : null,
      };
    });
    const ratios = rows.map((r) => r.ratio);
    const byRatio = [...rows].sort((a, b) => a.ratio - b.ratio);
    const low = byRatio.filter((r) => r.ratio < 0.8);
    lines.push(
      `${runtime.name} / native over ${rows.length} model(s): minimum ${Math.min(...ratios).toFixed(2)}× (${byRatio[0].id}), median ${median(ratios).toFixed(2)}×`,
      low.length
        ? `  under 0.8×: ${low.map((r) => `${r.id} ${r.ratio.toFixed(2)}×${counted(r.id)}`).join(', ')} (why: scripts/TOOLCHAIN.md, issue #47; each model's count: npm run bench -- --instructions)`
        : '  under 0.8×: none',
      `  slowest: ${[...rows]
        .sort((a, b) => a.rate - b.rate)
        .slice(0, 5)
        .map((r) => `${r.id} ${mega(r.rate)}cycles/s`)
        .join(', ')}`,
    );
    const timed = rows.filter((r) => r.millionBlocksS !== null).sort((a, b) => b.millionBlocksS - a.millionBlocksS);
    if (timed.length) {
      const over = timed.filter((r) => r.millionBlocksS > 2);
      lines.push(
        `  a million ECB blocks, slowest: ${timed
          .slice(0, 5)
          .map((r) => `${r.id} ${r.millionBlocksS.toFixed(2)} s`)
          .join(', ')}; over 2 s: ${over.length ? over.map((r) => r.id).join(', ') : 'none'}`,
      );
    }
  }
  return lines;
}
