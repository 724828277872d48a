// `npm run timing`: measure every registry configuration on its native simulator and
// rewrite the generated tables of hdl/doc/timing.md.
import fs from 'node:fs';
import path from 'node:path';
import { step, item, info, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { root } from './lib/paths.mjs';
import { modelPaths } from './lib/models.mjs';
import { loadSimCore } from './lib/sim-core.mjs';
import { openModel } from '../hdl/harness/node-loader.mjs';
import { measureTiming, measureModes } from '../hdl/timing.mjs';
import {
  timingRows,
  fidelityRows,
  modeRows,
  renderTables,
  writeTables,
  timingDoc,
  measuredJson,
  writeMeasured,
  measuredFile,
} from '../hdl/timing-table.mjs';
import { keyLoads } from '../hdl/harness/keys.mjs';
import { keySetupTableFromRegistry, writeKeySetupTable } from '../hdl/key-setup-table.mjs';
import { finalistsTablesFromRegistry, writeFinalistsTables } from '../hdl/finalists-table.mjs';
import { command } from './lib/cli.mjs';
import { writeSynthesisBlocks } from './lib/synth-table.mjs';

command({
  name: 'timing',
  summary:
    'Measure every registry configuration on its native simulator (after set-up and a build of the native and WASM models): key-setup latency, latency, cycles per block with feedback and streaming, blocks in flight, and the cycles per block in each mode. Rewrites the generated tables of hdl/doc/timing.md and registry/measured.json (what the lab shows as measured).',
  env: ['CS_CACHE_DIR', 'CS_DEBUG'],
  examples: ['npm run timing'],
});

main(async () => {
  await setup();
  const registry = await build({ targets: ['native', 'wasm'] });
  const simCore = await loadSimCore();
  step('timing: measuring every configuration');
  const measured = new Map();
  const modes = new Map();
  for (const [i, entry] of registry.entries.entries()) {
    const model = await openModel(modelPaths(entry.id), 'native');
    try {
      const results = await measureTiming(model, entry.config, keyLoads(entry.config, simCore));
      measured.set(entry.id, results);
      modes.set(
        entry.id,
        await measureModes(
          model,
          entry.config,
          keyLoads(entry.config, simCore),
          results.find((r) => r.direction !== 'decrypt')?.inFlight ?? results[0].inFlight,
        ),
      );
    } finally {
      model.close();
    }
    item(i + 1, registry.entries.length, entry.id, 'measured');
  }
  const published = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'published.json'), 'utf8'));
  const timing = registry.entries.flatMap((e) => timingRows(e, measured.get(e.id)));
  const modeTable = registry.entries.flatMap((e) => modeRows(e, modes.get(e.id)));
  writeTables(renderTables(timing, fidelityRows(published, measured), modeTable));
  writeMeasured(measuredJson(registry.entries, measured, modes));
  // Dandalis et al.'s key-setup table reads the measured.json just written.
  writeKeySetupTable(keySetupTableFromRegistry());
  // So does the finalists' comparison (hdl/doc/finalists.md).
  writeFinalistsTables(finalistsTablesFromRegistry());
  // And the ECB Gbit/s of the synthesis figures (hdl/doc/synthesis.md, each cipher's hdl/doc/<id>.md).
  writeSynthesisBlocks(simCore.throughputMbps);
  info(`wrote ${path.relative(root, timingDoc)} and ${path.relative(root, measuredFile)}`);
});
