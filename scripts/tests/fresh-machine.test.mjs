// `npm start`, `npm test` and the other commands run their set-up first, and set-up is what
// installs the npm packages on a fresh machine. So nothing those scripts import statically,
// directly or through other modules, may be an npm package: Node would fail to resolve it
// before set-up runs (seen: fflate, reached from build.mjs through the board exporter).
// Modules that need a package import it with `await import()` after set-up.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const entries = fs
  .readdirSync(path.join(root, 'scripts'))
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => path.join(root, 'scripts', f));

/** Specifiers of a module's static imports and re-exports (not `import()`). */
function staticImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms)) found.push(m[1]);
  for (const m of text.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(m[1]);
  return found;
}

/** Every npm package reachable from `entry` through static imports, with the path to it. */
function packagesReachedFrom(entry) {
  const seen = new Set();
  const packages = [];
  const visit = (file, trail) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('node:')) continue;
      if (spec.startsWith('.')) {
        const next = path.resolve(path.dirname(file), spec);
        if (/\.m?js$/.test(next) && fs.existsSync(next)) visit(next, [...trail, path.relative(root, next)]);
      } else {
        packages.push(`${spec} (${trail.join(' → ')})`);
      }
    }
  };
  visit(entry, [path.relative(root, entry)]);
  return packages;
}

test('the command scripts import no npm package before their set-up has run', () => {
  assert.ok(
    entries.some((e) => e.endsWith('test.mjs')),
    'scripts/test.mjs is among the entries',
  );
  const problems = entries.flatMap(packagesReachedFrom);
  assert.deepEqual(problems, []);
});

test('the check finds a package imported two modules deep', () => {
  const dir = fs.mkdtempSync(path.join(root, 'build', 'fresh-machine-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.mjs'), "import { b } from './b.mjs';\nexport const a = b;\n");
    fs.writeFileSync(path.join(dir, 'b.mjs'), "import { zipSync } from 'fflate';\nexport const b = zipSync;\n");
    assert.deepEqual(
      packagesReachedFrom(path.join(dir, 'a.mjs')).map((p) => p.split(' ')[0]),
      ['fflate'],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
