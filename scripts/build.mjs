// `npm run build`: sim-core, every model the registry offers, and the static web app.
// Each part is cached by a hash of its inputs, so an unchanged tree builds in seconds.
// `npm start` builds the same in two parts: what the first page needs, then the rest while
// the lab is served (buildFirstPage, buildTheRest).
import { fileURLToPath } from 'node:url';
import { command } from './lib/cli.mjs';
import { step, item, info, warn, fail, main, elapsed } from './lib/progress.mjs';
import { setup, setupTheRest, ensure, labDebianPackages, labPythonPackages } from './setup.mjs';
import { buildSimCore, buildSimCoreStep } from './lib/sim-core.mjs';
import { loadRegistry } from './lib/registry.mjs';
import { buildModel, prepareTarget } from './lib/models.mjs';
import { pool } from './lib/run.mjs';
import { buildWeb, buildWebApp, webOut } from './lib/web.mjs';
import { publishModels } from './lib/site-models.mjs';
import { writeVendorBundle, vendorBundleFile } from './lib/export.mjs';
import { listBoards } from '../board/boards.mjs';
import { root } from './lib/paths.mjs';
import path from 'node:path';

/**
 * Build everything the lab serves; `targets` adds the native models the tests use, and
 * `wasmOf(registry)` picks the configurations built in WebAssembly (default every one; `npm
 * test` passes testedInWasm). `simCore`: a buildSimCore already under way (npm test begins it
 * during set-up).
 */
export async function build({ targets = ['wasm'], wasmOf = (registry) => registry.entries, simCore } = {}) {
  await buildSimCoreStep(simCore);

  step('build: registry');
  const registry = await loadRegistry();
  info(`${registry.entries.length} configuration(s), default ${registry.defaultId}`);

  const inWasm = new Set(wasmOf(registry).map((e) => e.id));
  const left = registry.entries.length - inWasm.size;
  step(
    `build: HDL models (${targets.join(' and ')}${targets.includes('wasm') && left ? `; ${left} configuration(s) not in WebAssembly` : ''})`,
  );
  // Models build side by side; their processes share the machine's cores (models.mjs).
  const total = registry.entries.length;
  let finished = 0;
  await pool(registry.entries, 4, async (entry) => {
    const result = await buildModel(
      entry,
      targets.filter((t) => t !== 'wasm' || inWasm.has(entry.id)),
    );
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
    `Edalize vendor scripts of ${vendor.boards} boards, one set a cipher: ${vendor.scripts} (${vendor.cached} cached) in ${path.relative(root, vendorBundleFile)}`,
  );

  step('build: web app');
  info(`web: ${await buildWeb()}`);
  return registry;
}

/** Await every named promise; then fail with each distinct failure (a lane's error once, not once per lane after it). */
async function settle(named) {
  const results = await Promise.allSettled(Object.values(named));
  const errors = [...new Set(results.filter((r) => r.status === 'rejected').map((r) => r.reason))];
  if (errors.length) fail(`the build failed\n  ${errors.map((e) => e.message).join('\n  ')}`);
  return Object.fromEntries(Object.keys(named).map((name, i) => [name, results[i].value]));
}

/**
 * What `npm start` needs before it serves: the lab's part of set-up, sim-core, the default
 * configuration's simulator and the web app, each begun as soon as what it needs is in, and
 * every other model that is already built or in the machine's cache. On a fresh machine these
 * run side by side:
 *   Debian packages → Edalize → the vendor scripts bundle
 *   Debian packages → Verilator's runtime for WebAssembly
 *   Rust target → sim-core (compiled while the wasm-bindgen CLI builds) → the registry
 *   the registry, Verilator's runtime → the default simulator
 *   sim-core, npm ci, the vendor scripts bundle → the web app
 * Returns { registry, building }: the registry's configurations still to build, which the
 * site's models/index.json lists as building.
 */
export async function buildFirstPage() {
  step('set-up and build: what the first page needs');
  const said =
    (what) =>
    (value = 'ready') => {
      info(`${what}: ${value}  [${elapsed()}]`);
      return value;
    };
  const debian = ensure.debian(labDebianPackages).then(said(`Debian packages for the lab`));
  const edalize = debian.then(() => ensure.python(labPythonPackages)).then(said('Python packages for the lab'));
  const rustTarget = ensure.rustTarget().then(said('Rust target wasm32-unknown-unknown'));
  const bindgen = ensure.wasmBindgen().then(said('wasm-bindgen-cli'));
  const npm = ensure.npm().then(said('npm dependencies'));
  const simCore = rustTarget.then(() => buildSimCore({ cli: bindgen })).then(said('sim-core'));
  // While sim-core compiles: Verilator's runtime, which the first model build waits for otherwise.
  const prepared = debian.then(() => prepareTarget('wasm')).then(said("Verilator's runtime for WebAssembly"));
  const vendor = edalize
    .then(() => writeVendorBundle(listBoards()))
    .then((v) => said('Edalize vendor scripts')(`${v.boards} boards (${v.cached} cached)`));
  const registry = simCore.then(loadRegistry);
  const defaultModel = Promise.all([registry, prepared]).then(async ([r]) => {
    const entry = r.entries.find((e) => e.id === r.defaultId);
    return said(`the default simulator, ${entry.id}`)((await buildModel(entry, ['wasm'])).wasm);
  });
  // The other models that need no build (built before, or in the machine's cache) are offered
  // from the first page on; the rest build after the lab is served.
  const building = Promise.all([registry, debian]).then(async ([r]) => {
    const others = r.entries.filter((e) => e.id !== r.defaultId);
    const cached = await pool(others, 4, (e) => buildModel(e, ['wasm'], { cachedOnly: true }));
    const left = others.filter((_, i) => !cached[i]).map((e) => e.id);
    said('the other simulators')(`${others.length - left.length} of ${others.length} built before`);
    return left;
  });
  const web = Promise.all([simCore, npm, vendor]).then(buildWebApp).then(said('web app'));
  const done = await settle({
    debian,
    edalize,
    rustTarget,
    bindgen,
    npm,
    simCore,
    prepared,
    vendor,
    defaultModel,
    building,
    web,
    registry,
  });
  publishModels(webOut, { building: done.building });
  return { registry: done.registry, building: done.building };
}

/**
 * After `npm start` serves: the rest of set-up, and the models `buildFirstPage` left, each
 * published to the served site as it lands. A model that fails is reported and left out; the
 * others go on. Resolves with the ids that failed.
 */
export async function buildTheRest({ registry, building }) {
  step(`in the background: the rest of set-up${building.length ? `, and ${building.length} simulator(s)` : ''}`);
  const waiting = new Set(building);
  const failed = [];
  let built = 0;
  const rest = setupTheRest().then(
    (value) => info(`set-up for the tests, synthesis and the board flow: ${value}  [${elapsed()}]`),
    (error) =>
      warn(`set-up for the tests, synthesis and the board flow failed (npm test will retry): ${error.message}`),
  );
  const entries = registry.entries.filter((e) => waiting.has(e.id));
  // Two at a time, not four as `npm run build` has it: the compilers share the two process
  // slots either way (models.mjs), and with fewer models in flight each lands sooner.
  const models = pool(entries, 2, async (entry) => {
    try {
      await buildModel(entry, ['wasm']);
      built++;
      info(`built ${built} of ${entries.length}: ${entry.id}  [${elapsed()}]`);
    } catch (error) {
      failed.push(entry.id);
      warn(`${entry.id} did not build; the lab says so when it is chosen:\n${error.message}`);
    }
    waiting.delete(entry.id);
    publishModels(webOut, { building: [...waiting] });
  });
  await Promise.all([rest, models]);
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = command({
    name: 'build',
    summary:
      "Set-up, then build everything the lab serves, each part cached by a hash of its inputs: sim-core, every registry configuration's WebAssembly simulator, the board export's vendor scripts and the web app, into build/web (a static site any web server can host; npm run preview serves it).",
    options: {
      native: { type: 'boolean', description: 'also build the native simulators the HDL tests and npm run timing use' },
    },
    env: ['CS_CACHE_DIR', 'CS_DEBUG'],
    examples: ['npm run build', 'npm run build -- --native'],
  });
  main(async () => {
    await setup();
    await build({ targets: values.native ? ['native', 'wasm'] : ['wasm'] });
  });
}
