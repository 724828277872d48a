// `npm run model -- <id>`: build the simulators of any valid configuration, listed in the
// registry or not, and add it to the lab. An invalid id is refused with the reason.
import { step, item, info, fail, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { buildSimCore, loadSimCore } from './lib/sim-core.mjs';
import { buildModel, modelPaths } from './lib/models.mjs';
import { buildWeb } from './lib/web.mjs';
import { command } from './lib/cli.mjs';
import { defaultConfigId, notBuildable } from './lib/registry.mjs';

const { positionals: ids } = command({
  name: 'model',
  usage: '<id> …',
  summary:
    'Build the simulators (native and WebAssembly) of any valid configuration, listed in the registry or not, and add it to the lab: the web app is rebuilt with it, and the lab opens it at ?config=<id>. An invalid id is refused with the reason. Models are cached by a hash of their sources, flags and tool versions.',
  positionals: {
    name: 'id',
    description: 'a configuration id (registry/README.md explains its fields); at least one',
  },
  env: ['CS_CACHE_DIR', 'CS_DEBUG'],
  examples: [`npm run model -- ${defaultConfigId()}`],
});

main(async () => {
  if (ids.length === 0) {
    fail(
      `name a configuration: npm run model -- <id>, e.g. npm run model -- ${defaultConfigId()}\n  (the fields of an id are explained in registry/README.md)`,
    );
  }
  await setup();
  await buildSimCore();
  const simCore = await loadSimCore();
  const entries = ids.map((id) => {
    let config;
    try {
      config = simCore.parseConfiguration(id);
    } catch (error) {
      return fail(`${id} is not a configuration the lab can build.\n  ${error.message}`);
    }
    const why = notBuildable(config);
    return why ? fail(why) : { id: config.id, config };
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
