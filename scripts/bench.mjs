// `npm run bench`: speed and size figures, printed (benchmarks, not tests: nothing here
// fails a build). Figures are also written to build/bench/results.json.
import fs from 'node:fs';
import path from 'node:path';
import { step, info, main } from './lib/progress.mjs';
import { buildDir } from './lib/paths.mjs';
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { simulatorSpeed } from './bench/simulator-speed.mjs';

const mega = (x) => `${(x / 1e6).toFixed(2)} M`;
const percent = (x) => `${(100 * x).toFixed(1)} %`;

main(async () => {
  await setup();
  const registry = await build({ targets: ['native', 'wasm'] });
  const results = { date: new Date().toISOString(), simulatorSpeed: {} };

  step('bench: simulated cycles per second (target: WASM ≥ 0.8× native, capture ≤ 25 %)');
  for (const entry of registry.entries) {
    const f = await simulatorSpeed(entry);
    results.simulatorSpeed[entry.id] = f;
    info(`${entry.id} (${f.stages} probe stage${f.stages === 1 ? '' : 's'})`);
    for (const backend of ['native', 'wasm']) {
      const b = f[backend];
      info(
        `  ${backend.padEnd(6)} ${mega(b.cyclesPerSecond)}cycles/s; with capture ${mega(b.withCapture)}cycles/s (capture costs ${percent(b.captureCost)})`,
      );
    }
    info(`  WASM / native: ${f.wasmOverNative.toFixed(2)}×`);
  }

  const out = path.join(buildDir, 'bench', 'results.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  info(`\nfigures written to ${path.relative(process.cwd(), out)}`);
});
