// `npm run model -- <id>`: build the simulators of any valid configuration, listed in the
// registry or not, and add it to the lab. An invalid id is refused with the reason.
import { step, item, info, fail, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { buildSimCore, loadSimCore } from './lib/sim-core.mjs';
import { buildModel, modelPaths } from './lib/models.mjs';
import { buildWeb } from './lib/web.mjs';

main(async () => {
  const ids = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  if (ids.length === 0) {
    fail(
      'name a configuration: npm run model -- <id>, e.g. npm run model -- aes128-enc-lu1-lut-online-ecb\n  (the fields of an id are explained in registry/README.md)',
    );
  }
  await setup();
  await buildSimCore();
  const simCore = await loadSimCore();
  const entries = ids.map((id) => {
    try {
      const config = simCore.parseConfiguration(id);
      return { id: config.id, config };
    } catch (error) {
      return fail(`${id} is not a configuration the lab can build.\n  ${error.message}`);
    }
  });
  step('build: models (native and wasm)');
  for (const [i, entry] of entries.entries()) {
    item(i + 1, entries.length, entry.id, 'building');
    const result = await buildModel(entry, ['native', 'wasm']);
    const paths = modelPaths(entry.id);
    item(
      i + 1,
      entries.length,
      entry.id,
      Object.entries(result)
        .map(([t, s]) => `${t} ${s}`)
        .join(', '),
    );
    info(`native: ${paths.native}`);
    info(`wasm:   ${paths.wasmModule}`);
  }
  step('build: web app');
  info(`web: ${await buildWeb()}`);
  info(`open it in the lab (npm start): http://localhost:4173/?config=${entries[0].id}`);
});
