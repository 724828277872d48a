// The models on the built site: each WebAssembly simulator copied from build/models/<id>/wasm
// into build/web/models/<id>/, and build/web/models/index.json saying which are ready and
// which are still building. The scripts write them, not Vite: a model that lands changes
// neither the web app nor its service worker, so `npm start` can serve the lab first and add
// the models one by one as they are built (the page follows index.json: web/src/sim/).
//
// index.json: { "ready": { "<id>": { "model.mjs": "<revision>", "model.wasm": "<revision>" } },
//               "building": ["<id>", …] }
// A revision is the first 16 hex digits of the file's SHA-256: the service worker keeps a
// model under its URL and revision (web/src/offline/), so a rebuilt model is a new entry.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { buildDir } from './paths.mjs';
import { builtWasmModels } from './models.mjs';

export const revisionOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Write `bytes` to `file` unless it holds them already, through a rename: never half-written. */
function writeIfChanged(file, bytes) {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(bytes)) return;
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
}

// What each builder of a served site is building (site directory → builder → ids): `npm
// start`'s rest of the registry and the page's builds on demand (build-service.mjs) publish
// the same index, so each publish lists both.
const buildingOn = new Map();

/** The builders of `siteDir` and what each builds (builder → ids). */
function buildersOf(siteDir) {
  const key = path.resolve(siteDir);
  if (!buildingOn.has(key)) buildingOn.set(key, new Map());
  return buildingOn.get(key);
}

/** The ids the builders of `siteDir` other than `builder` are building now. */
export function buildingElsewhere(siteDir, builder) {
  return new Set([...buildersOf(siteDir)].filter(([who]) => who !== builder).flatMap(([, ids]) => ids));
}

/**
 * Make `siteDir`/models match the built models (`built`: every model with a WebAssembly
 * build, models.mjs's modelPaths): each is copied in and listed as ready, except those in
 * `building` (listed as building; an outdated build of theirs is not offered meanwhile), with
 * what the site's other builders (`builder`) said they build; other folders there are
 * removed. Returns the index written.
 */
export function publishModels(
  siteDir = path.join(buildDir, 'web'),
  { building = [], built = builtWasmModels(), builder = 'registry' } = {},
) {
  const dir = path.join(siteDir, 'models');
  fs.mkdirSync(dir, { recursive: true });
  const builders = buildersOf(siteDir).set(builder, [...building]);
  const waiting = new Set([...builders.values()].flat());
  const ready = {};
  for (const model of built) {
    const id = path.basename(model.dir);
    if (waiting.has(id)) continue;
    fs.mkdirSync(path.join(dir, id), { recursive: true });
    ready[id] = {};
    for (const [name, from] of [
      ['model.mjs', model.wasmModule],
      ['model.wasm', model.wasmBinary],
    ]) {
      const bytes = fs.readFileSync(from);
      writeIfChanged(path.join(dir, id, name), bytes);
      ready[id][name] = revisionOf(bytes);
    }
  }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !(entry.name in ready)) fs.rmSync(path.join(dir, entry.name), { recursive: true });
  }
  const index = { ready, building: [...waiting].sort() };
  writeIfChanged(path.join(dir, 'index.json'), Buffer.from(`${JSON.stringify(index, null, 2)}\n`));
  return index;
}
