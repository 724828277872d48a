// npm test builds WebAssembly models only of the configurations it tests in WebAssembly
// (registry/registry.mjs wasmInTest); the lessons and the end-to-end tests run in the browser,
// so every prebuilt configuration they name must be one of those, or their run would find no
// simulator (a fresh machine's npm test builds no other).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wasmInTest, checkRegistry } from '../../registry/registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const registry = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'configurations.json'), 'utf8'));

/** Every file under `dir` whose name ends with one of `endings`, as paths from the root. */
function filesUnder(dir, endings) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true })
    .filter((f) => endings.some((e) => f.endsWith(e)))
    .map((f) => path.join(dir, f));
}

test('every configuration the lessons and the e2e tests name is built and tested in WASM by npm test', () => {
  const leftOut = registry.configurations.filter((c) => !wasmInTest(c));
  const named = [];
  for (const file of [...filesUnder('lessons', ['.md']), ...filesUnder('web/e2e', ['.ts'])]) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const c of leftOut) if (text.includes(c.id)) named.push(`${file} names ${c.id}`);
  }
  assert.deepEqual(named, [], 'name a configuration npm test builds in WASM, or drop its nativeOnlyInTest');
});

test('the registry refuses a nativeOnlyInTest without a reason, and on the default', () => {
  const parse = (id) => ({ id });
  const entry = (id, extra = {}) => ({ id, title: 't', summary: 's', ...extra });
  const check = (configurations) => () => checkRegistry({ default: 'a', configurations }, parse);
  assert.throws(check([entry('a'), entry('b', { nativeOnlyInTest: ' ' })]), /\(b\): "nativeOnlyInTest" must say why/);
  assert.throws(check([entry('a', { nativeOnlyInTest: 'slow' })]), /"default" \(a\) must be tested in WebAssembly/);
  assert.equal(check([entry('a'), entry('b', { nativeOnlyInTest: 'slow' })])().entries.length, 2);
});
