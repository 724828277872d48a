// The models beside the built site (scripts/lib/site-models.mjs): what `npm start` and
// `npm run build` publish, and the index the page and its service worker read.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishModels, revisionOf, buildingElsewhere } from '../lib/site-models.mjs';

/** Built models in a temporary build/models, and an empty site, removed after the test `t`. */
function fixture(t, ids) {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherscope-site-models-'));
  const built = ids.map((id) => {
    const dir = path.join(top, 'models', id);
    fs.mkdirSync(path.join(dir, 'wasm'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'wasm', 'model.mjs'), `export default '${id}';\n`);
    fs.writeFileSync(path.join(dir, 'wasm', 'model.wasm'), `\0asm ${id}`);
    return { dir, wasmModule: path.join(dir, 'wasm', 'model.mjs'), wasmBinary: path.join(dir, 'wasm', 'model.wasm') };
  });
  const site = path.join(top, 'web');
  fs.mkdirSync(site);
  const index = () => JSON.parse(fs.readFileSync(path.join(site, 'models', 'index.json'), 'utf8'));
  t.after(() => fs.rmSync(top, { recursive: true, force: true }));
  return { top, site, built, index };
}

test('every built model is copied beside the site and listed as ready, with its revisions', (t) => {
  const f = fixture(t, ['aes128-a', 'aes128-b']);
  publishModels(f.site, { built: f.built });
  assert.deepEqual(f.index(), {
    ready: {
      'aes128-a': {
        'model.mjs': revisionOf(Buffer.from("export default 'aes128-a';\n")),
        'model.wasm': revisionOf(Buffer.from('\0asm aes128-a')),
      },
      'aes128-b': {
        'model.mjs': revisionOf(Buffer.from("export default 'aes128-b';\n")),
        'model.wasm': revisionOf(Buffer.from('\0asm aes128-b')),
      },
    },
    building: [],
  });
  assert.equal(fs.readFileSync(path.join(f.site, 'models', 'aes128-b', 'model.wasm'), 'utf8'), '\0asm aes128-b');
  assert.match(f.index().ready['aes128-a']['model.wasm'], /^[0-9a-f]{16}$/);
});

test('a model still building is listed so and not offered, even with an older build of it at hand', (t) => {
  const f = fixture(t, ['aes128-a', 'aes128-b']);
  publishModels(f.site, { built: f.built });
  publishModels(f.site, { built: f.built, building: ['aes128-b', 'aes128-c'] });
  assert.deepEqual(Object.keys(f.index().ready), ['aes128-a']);
  assert.deepEqual(f.index().building, ['aes128-b', 'aes128-c']);
  assert.ok(!fs.existsSync(path.join(f.site, 'models', 'aes128-b')), 'the outdated build is not served');
  // It lands: offered again, and nothing is building.
  publishModels(f.site, { built: f.built, building: [] });
  assert.deepEqual(Object.keys(f.index().ready), ['aes128-a', 'aes128-b']);
  assert.deepEqual(f.index().building, []);
});

test('an unchanged model is left as it is; a rebuilt one is replaced; a removed one goes', (t) => {
  const f = fixture(t, ['aes128-a', 'aes128-b']);
  publishModels(f.site, { built: f.built });
  const served = path.join(f.site, 'models', 'aes128-a', 'model.wasm');
  const before = fs.statSync(served);
  publishModels(f.site, { built: f.built });
  assert.equal(fs.statSync(served).ino, before.ino, 'not rewritten (its ETag holds)');
  fs.writeFileSync(f.built[0].wasmBinary, '\0asm aes128-a rebuilt');
  publishModels(f.site, { built: f.built.slice(0, 1) });
  assert.equal(fs.readFileSync(served, 'utf8'), '\0asm aes128-a rebuilt');
  assert.equal(f.index().ready['aes128-a']['model.wasm'], revisionOf(Buffer.from('\0asm aes128-a rebuilt')));
  assert.ok(!fs.existsSync(path.join(f.site, 'models', 'aes128-b')));
  assert.deepEqual(
    fs.readdirSync(path.join(f.site, 'models')).filter((n) => n.includes('partial')),
    [],
    'no half-written file left',
  );
});

test("each builder's list stands until it publishes again: npm start's registry builds and the page's builds on demand", (t) => {
  const f = fixture(t, ['aes128-a']);
  publishModels(f.site, { built: f.built, building: ['aes128-b', 'aes128-c'] });
  publishModels(f.site, { built: f.built, building: ['serpent128-x'], builder: 'on demand' });
  assert.deepEqual(f.index().building, ['aes128-b', 'aes128-c', 'serpent128-x']);
  assert.deepEqual([...buildingElsewhere(f.site, 'on demand')], ['aes128-b', 'aes128-c']);
  publishModels(f.site, { built: f.built, building: ['aes128-c'] });
  publishModels(f.site, { built: f.built, building: [], builder: 'on demand' });
  assert.deepEqual(f.index().building, ['aes128-c']);
  assert.deepEqual([...buildingElsewhere(f.site, 'registry')], []);
});
