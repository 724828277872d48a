// `npm run build`: sim-core, every model the registry offers, and the static web app.
// Each part is cached by a hash of its inputs, so an unchanged tree builds in seconds.
import { fileURLToPath } from 'node:url';
import { step, item, info, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { buildSimCoreStep } from './lib/sim-core.mjs';
import { loadRegistry } from './lib/registry.mjs';
import { buildModel } from './lib/models.mjs';
import { pool } from './lib/run.mjs';
import { buildWeb } from './lib/web.mjs';
import { writeVendorBundle, vendorBundleFile } from './lib/export.mjs';
import { listBoards } from '../board/boards.mjs';
import { root } from './lib/paths.mjs';
import path from 'node:path';

/** Build everything the lab serves; `targets` adds the native models the tests use. */
export async function build({ targets = ['wasm'] } = {}) {
  await buildSimCoreStep();

  step('build: registry');
  const registry = await loadRegistry();
  info(`${registry.entries.length} configuration(s), default ${registry.defaultId}`);

  step(`build: HDL models (${targets.join(' and ')})`);
  // Models build side by side; their processes share the machine's cores (models.mjs).
  const total = registry.entries.length;
  let finished = 0;
  await pool(registry.entries, 4, async (entry) => {
    const result = await buildModel(entry, targets);
    item(
      ++finished,
      total,
      entry.id,
      Object.entries(result)
        .map(([t, s]) => `${t} ${s}`)
        .join(', '),
    );
  });

  step('build: board export inputs');
  const vendor = await writeVendorBundle(listBoards());
  info(
    `Edalize vendor scripts of ${vendor.boards} boards (${vendor.cached} cached) in ${path.relative(root, vendorBundleFile)}`,
  );

  step('build: web app');
  info(`web: ${await buildWeb()}`);
  return registry;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(async () => {
    await setup();
    await build({ targets: process.argv.includes('--native') ? ['native', 'wasm'] : ['wasm'] });
  });
}
