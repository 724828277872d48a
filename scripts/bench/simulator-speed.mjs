// Simulated cycles per second of each model, built natively (clang++ -O3) and to
// WebAssembly (em++ -O3) run under Node, with and without occupancy capture. Both run the
// harness's own loop with autofeed, which keeps the core busy with pseudo-random blocks.
// Capture on and off alternate chunk by chunk, and the best chunk of each counts: other
// work on the machine only ever slows a chunk down.
import { openModel } from '../../hdl/harness/node-loader.mjs';
import { modelPaths } from '../lib/models.mjs';

const chunk = 250_000;

async function timeChunk(model) {
  const t0 = process.hrtime.bigint();
  await model.step(chunk);
  return chunk / (Number(process.hrtime.bigint() - t0) / 1e9);
}

async function measure(model, rounds) {
  await model.reset();
  await model.autofeed(true, 7);
  await model.step(chunk); // warm-up: JIT tiers, caches
  let off = 0;
  let on = 0;
  for (let i = 0; i < rounds; i++) {
    await model.captureProbes(0);
    off = Math.max(off, await timeChunk(model));
    await model.captureProbes(65_536);
    on = Math.max(on, await timeChunk(model));
  }
  await model.captureProbes(0);
  await model.autofeed(false);
  return { cyclesPerSecond: off, withCapture: on, captureCost: 1 - on / off };
}

export async function simulatorSpeed(entry, { rounds = 8 } = {}) {
  const figures = {};
  for (const backend of ['native', 'wasm']) {
    const model = await openModel(modelPaths(entry.id), backend);
    try {
      figures[backend] = await measure(model, rounds);
      figures.stages = model.describe().probes.length;
    } finally {
      model.close();
    }
  }
  figures.wasmOverNative = figures.wasm.cyclesPerSecond / figures.native.cyclesPerSecond;
  return figures;
}
