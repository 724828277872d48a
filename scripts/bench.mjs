// `npm run bench`: speed and size figures, printed (benchmarks, not tests: nothing here
// fails a build). Figures are also written to build/bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { step, info, main } from './lib/progress.mjs';
import { buildDir } from './lib/paths.mjs';
import { setup, ensureDebianPackages, onDemandDebianPackages } from './setup.mjs';
import { build } from './build.mjs';
import { buildSimCoreStep } from './lib/sim-core.mjs';
import { loadRegistry } from './lib/registry.mjs';
import { buildModel } from './lib/models.mjs';
import { pool } from './lib/run.mjs';
import { simulatorSpeed, speedSummary } from './bench/simulator-speed.mjs';
import { wasmSizes } from './bench/wasm-sizes.mjs';
import { instructionsPerCycle } from './bench/instructions.mjs';
import { median } from './bench/frames.mjs';
import { synthShards } from './bench/synth-shards.mjs';
import { root } from './lib/paths.mjs';
import { modeColumns } from '../hdl/timing-table.mjs';
import { command } from './lib/cli.mjs';
import { defaultConfigId } from './lib/registry.mjs';

const { values: options, positionals: wanted } = command({
  name: 'bench',
  summary:
    "Speed and size figures, printed: benchmarks, not tests (nothing here fails). After set-up and a build of the native and WASM models: each configuration's simulated cycles per second natively and in WASM (in Node and in Chromium), with and without probe capture; sim-core's trace analytics on 1,000,000 cycles in Chromium; the lab in Chromium (first simulated cycle, frame times while simulating, occupancy redraw); the finalists view in Chromium (first draw, redraws and frames while filtering); each model's .wasm size; the cycles per block of every configuration in each mode from registry/measured.json; ten Artix-7 synthesis figures by `npm run synth -- --shard` on two stand-in hosts against one (a few minutes). The figures are also written to build/bench/results.json.",
  positionals: {
    name: 'id',
    description: "measure only these configurations' simulators (registry ids; default: every one)",
  },
  options: {
    instructions: {
      type: 'boolean',
      description:
        "count the simulators' instructions a cycle instead (valgrind's cachegrind, installed if missing): native, and WASM in V8's optimizing tier, counts that do not move with whatever else the machine runs; about a minute a model; written to build/bench/instructions.json",
    },
    'simulators-only': {
      type: 'boolean',
      description:
        "measure the simulators only (cycles per second natively and in WASM, and their summary), none of the lab's Chromium, size or synthesis benches",
    },
  },
  env: ['CS_CACHE_DIR', 'CS_CHROMIUM', 'CS_DEBUG'],
  examples: [
    'npm run bench',
    `npm run bench -- ${defaultConfigId()}`,
    `npm run bench -- --simulators-only ${defaultConfigId()}`,
    `npm run bench -- --instructions ${defaultConfigId()}`,
  ],
});

const measured = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'measured.json'), 'utf8'));
const mega = (x) => `${(x / 1e6).toFixed(2)} M`;
const percent = (x) => `${(100 * x).toFixed(1)} %`;

main(async () => {
  await setup();
  if (options.instructions) return writeResults(await countInstructions(wanted), 'instructions.json');
  const simulatorsOnly = options['simulators-only'];
  // Measuring simulators alone builds only theirs, not the site.
  const registry = simulatorsOnly ? await buildSimulators(wanted) : await build({ targets: ['native', 'wasm'] });
  const results = { date: new Date().toISOString(), simulatorSpeed: {} };

  step(
    'bench: simulated cycles per second (targets: WASM ≥ 0.8× native, capture ≤ 25 %, a million blocks in WASM ≤ 2 s)',
  );
  // `npm run bench -- <id> …` measures only these configurations' simulators.
  const entries = wantedEntries(registry, wanted);
  // The lab's WebAssembly runs in Chromium: each model is timed there too (imported after
  // set-up, which installs Playwright on a fresh machine).
  const { openChromiumModels } = await import('./bench/wasm-in-chromium.mjs');
  const chromium = await openChromiumModels();
  info(`WebAssembly in Node ${process.versions.node} (V8 ${process.versions.v8}) and in Chromium ${chromium.version}`);
  const places = { native: 'native', wasm: 'Node', chromium: 'Chromium' };
  try {
    for (const entry of entries) {
      const f = await simulatorSpeed(entry, { chromium });
      results.simulatorSpeed[entry.id] = f;
      info(`${entry.id} (${f.stages} probe stage${f.stages === 1 ? '' : 's'})`);
      for (const [backend, place] of Object.entries(places)) {
        const b = f[backend];
        info(
          `  ${place.padEnd(8)} ${mega(b.cyclesPerSecond)}cycles/s; with capture ${mega(b.withCapture)}cycles/s (capture costs ${percent(b.captureCost)})`,
        );
      }
      info(`  WASM / native: ${f.chromiumOverNative.toFixed(2)}× in Chromium, ${f.wasmOverNative.toFixed(2)}× in Node`);
    }
  } finally {
    await chromium.close();
  }
  // The last instruction counts (npm run bench -- --instructions), if any, say why a ratio is low.
  const counts = path.join(buildDir, 'bench', 'instructions.json');
  const instructions = fs.existsSync(counts) ? JSON.parse(fs.readFileSync(counts, 'utf8')).instructions : {};
  for (const line of speedSummary(results.simulatorSpeed, measured, instructions)) info(line);
  if (simulatorsOnly) return writeResults(results);

  step('bench: sim-core trace analytics in Chromium (target: 1,000,000 cycles in under 100 ms)');
  // Imported after set-up: they need Playwright, which set-up installs on a fresh machine.
  const { analyticsInChromium } = await import('./bench/analytics-in-chromium.mjs');
  const { labInChromium } = await import('./bench/lab-in-chromium.mjs');
  const a = await analyticsInChromium();
  results.analytics = a;
  info(
    `${a.cycles.toLocaleString('en')} cycles x ${a.stages} stages: median ${a.medianMs.toFixed(1)} ms, best ${a.bestMs.toFixed(1)} ms (${a.completed} blocks)`,
  );

  step(
    'bench: the lab in Chromium (targets: first simulated cycle ≤ 1.5 s; frames ≤ 16 ms at p95 while simulating; stepping back ≤ 100 ms at any cycle of a 1,000,000-cycle run; occupancy redraw ≤ 50 ms for 1,000,000 cycles)',
  );
  const lab = await labInChromium({ defaultConfig: registry.defaultId });
  results.lab = lab;
  const ms = (x) => `${x.toFixed(1)} ms`;
  info(
    `first simulated cycle after navigation (fresh context, ${lab.firstCycle.runs} runs): median ${ms(lab.firstCycle.medianMs)}, worst ${ms(lab.firstCycle.worstMs)}`,
  );
  const frames = (f) =>
    `p95 ${ms(f.p95Ms)}, worst ${ms(f.worstMs)}, ${(100 * f.lateShare).toFixed(0)} % of ${f.frames} frames late`;
  info(`frames of the idle lab (the display's cadence, the floor of the figures below): ${frames(lab.idle)}`);
  for (const run of [lab.longRun, lab.waveformRun]) {
    const during = run.whileSimulating;
    info(
      `${run.blocks.toLocaleString('en')} blocks on ${run.config}: frames while simulating (${during ? `${ms(during.runMs)} in the worker` : 'no frame inside the run'}) ${during ? frames(during) : '–'}; from the click to the result drawn ${frames(run)}; longest main-thread task ${ms(run.longestTaskMs)}`,
    );
  }
  const back = lab.stepBack;
  info(
    `stepping back through ${back.cycles.toLocaleString('en')} cycles (target ≤ 100 ms): median ${ms(back.medianMs)}, worst ${ms(back.worstMs)} over ${back.moves} moves (b, Shift+B, the scrubber); the scrubber to the last cycle first, simulating them all: ${ms(back.reachMs)}`,
  );
  const r = lab.occupancyRedraw;
  info(
    `occupancy redraw, ${r.cycles.toLocaleString('en')} cycles: median ${ms(r.medianMs)}, worst ${ms(r.worstMs)} (${r.redraws} redraws while zooming)`,
  );

  step(
    'bench: the lab on a classroom laptop (targets: first result ≤ 0.5 s at 4× CPU throttle, cold and warm; no main-thread task over 50 ms during a run of any model; peak memory < 256 MB on a million blocks of the largest model)',
  );
  const { labLoad } = await import('./bench/lab-load.mjs');
  const load = await labLoad({
    defaultConfig: registry.defaultId,
    onModel: (id, longest) => info(`${id}: longest main-thread task ${longest ? ms(longest) : 'none over 50 ms'}`),
  });
  results.labLoad = load;
  const shown = load.firstResult;
  info(
    `first result of a share link at ${shown.rate}× throttle, median of ${shown.cold.runs}: cold ${ms(shown.cold.medianMs)} (worst ${ms(shown.cold.worstMs)}), warm ${ms(shown.warm.medianMs)} (worst ${ms(shown.warm.worstMs)})`,
  );
  const tasks = Object.entries(load.longestTask).sort((a, b) => b[1] - a[1]);
  const over = tasks.filter(([, t]) => t > 50);
  info(
    `longest main-thread task during a run with the waveform open: worst ${ms(tasks[0][1])} (${tasks[0][0]}); over 50 ms: ${over.length ? over.map(([id, t]) => `${id} ${ms(t)}`).join(', ') : 'none'}`,
  );
  const memory = load.memory;
  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  info(
    `a million-block run, ${memory.blocks.toLocaleString('en')} blocks on ${memory.id} (${memory.seconds.toFixed(0)} s): JS and WebAssembly heaps at most ${mib(memory.heapsBytes)} (the page's JS ${mib(memory.pageHeapBytes)} and sim-core's memory ${mib(memory.simCoreBytes)}, the worker's JS ${mib(memory.workerHeapBytes)} and the simulator's memory ${mib(memory.wasmBytes)}; ArrayBuffers counted); the lab's renderer at most ${mib(memory.peakBytes)} resident`,
  );

  step(
    'bench: the finalists view in Chromium (targets: every point drawn ≤ 50 ms, on the first load and on each redraw a filter makes; frames at the display rate while filtering)',
  );
  const { finalistsInChromium } = await import('./bench/finalists-in-chromium.mjs');
  const finalists = await finalistsInChromium();
  results.finalists = finalists;
  const first = finalists.firstDraw;
  info(
    `first draw of ${first.points} points (fresh context, ${first.loads} loads): median ${ms(first.medianMs)}, worst ${ms(first.worstMs)}; the points in the DOM ${ms(first.afterNavigationMedianMs)} after navigation (median)`,
  );
  info(
    `frames of the idle view (a frame is late over 1.5× its cadence, ${ms(finalists.idle.cadenceMs)}): ${frames(finalists.idle)}`,
  );
  const filtering = finalists.filtering;
  info(
    `frames while toggling the cipher filters ${filtering.toggles} times: ${frames(filtering.frames)}; longest main-thread task ${ms(filtering.frames.longestTaskMs)}`,
  );
  const redraw = filtering.redraws;
  info(
    `redraws while filtering, ${redraw.fewestPoints}–${redraw.mostPoints} points: median ${ms(redraw.medianMs)}, worst ${ms(redraw.worstMs)} (${redraw.count} redraws)`,
  );

  step('bench: model sizes (target: each .wasm ≤ 300 KB gzipped)');
  const sizes = wasmSizes();
  results.wasmSizes = sizes;
  const kb = (x) => `${(x / 1024).toFixed(0)} KB`;
  for (const s of sizes)
    info(`${s.id.padEnd(40)} ${kb(s.bytes).padStart(8)} raw, ${kb(s.gzipped).padStart(7)} gzipped`);
  const largest = sizes.reduce((a, b) => (b.gzipped > a.gzipped ? b : a));
  info(`largest: ${largest.id}, ${kb(largest.gzipped)} gzipped`);

  step('bench: cycles per block in each mode, measured on the RTL (registry/measured.json, npm run timing)');
  const columns = modeColumns;
  info(`${'configuration'.padEnd(40)}${columns.map((c) => c[2].padStart(22)).join('')}`);
  for (const [id, m] of Object.entries(measured.configurations)) {
    const cell = ([mode, direction]) => {
      const r = m.modes.find((x) => x.mode === mode && x.direction === direction);
      return (r ? `${Number(r.cyclesPerBlock.toFixed(3))}${r.chains > 1 ? `/${r.chains}` : ''}` : '–').padStart(22);
    };
    info(`${id.padEnd(40)}${columns.map(cell).join('')}`);
  }
  results.modes = measured.configurations;

  step(
    'bench: the synthesis sweep over two stand-in hosts against one (target: ten figures in about half the wall time)',
  );
  const shards = await synthShards();
  results.synthShards = shards;
  info(`${shards.figures.length} ${shards.device} figures (${shards.figures.join(', ')})`);
  info(
    `one host: ${shards.oneHostSeconds.toFixed(0)} s; two hosts (--shard 1/2 and 2/2): ${shards.twoHostsSeconds.toFixed(0)} s, ${shards.ratio.toFixed(2)}× the wall time of one; ${shards.cores} cores here`,
  );
  info(`the two hosts made the same figures as the one: ${shards.sameFigures ? 'yes' : 'NO'}`);

  writeResults(results);
});

/** `npm run bench -- --instructions`: instructions a cycle of each model, native and WASM. */
async function countInstructions(ids) {
  await ensureDebianPackages(Object.keys(onDemandDebianPackages));
  const registry = await buildSimulators(ids);
  step('bench: instructions a simulated cycle, native and WASM (V8 optimizing tier), by cachegrind');
  const counts = {};
  for (const entry of wantedEntries(registry, ids)) {
    const c = await instructionsPerCycle(entry.id);
    counts[entry.id] = c;
    info(
      `${entry.id}: native ${Math.round(c.native).toLocaleString('en')}, WASM ${Math.round(c.wasm).toLocaleString('en')} (native / WASM ${c.ratio.toFixed(2)})`,
    );
  }
  const ratios = Object.entries(counts).sort((a, b) => a[1].ratio - b[1].ratio);
  info(
    `native / WASM instructions over ${ratios.length} model(s): minimum ${ratios[0][1].ratio.toFixed(2)} (${ratios[0][0]}), median ${median(ratios.map(([, c]) => c.ratio)).toFixed(2)}`,
  );
  return { date: new Date().toISOString(), instructions: counts };
}

/** The registry's entries `ids` names (all of them when it names none); an unknown id throws. */
function wantedEntries(registry, ids) {
  const unknown = ids.filter((id) => !registry.entries.some((e) => e.id === id));
  if (unknown.length) throw new Error(`not in the registry: ${unknown.join(', ')}`);
  return registry.entries.filter((e) => ids.length === 0 || ids.includes(e.id));
}

/** The registry, with the native and WASM models of `ids` (default: every one) built. */
async function buildSimulators(ids) {
  await buildSimCoreStep();
  const registry = await loadRegistry();
  const entries = wantedEntries(registry, ids);
  step(`build: HDL models (native and wasm) of ${entries.length} configuration(s)`);
  await pool(entries, 2, async (entry) => {
    const result = await buildModel(entry, ['native', 'wasm']);
    info(
      `${entry.id}: ${Object.entries(result)
        .map(([t, s]) => `${t} ${s}`)
        .join(', ')}`,
    );
  });
  return registry;
}

function writeResults(results, name = 'results.json') {
  const out = path.join(buildDir, 'bench', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  info(`\nfigures written to ${path.relative(process.cwd(), out)}`);
}
