// Which configurations `npm test` builds and tests in WebAssembly (the brief's tiering: a
// representative set in WASM). Read by the build (scripts/test.mjs), by the web unit tests that
// run a model and by the e2e test that checks the served site has those simulators; no other
// imports, so all of them can load it.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/** The text of every lesson (lessons/<lesson>/*.md), one string a file. */
function lessonTexts() {
  const dir = path.join(root, 'lessons');
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith('.md'))
        .map((f) => fs.readFileSync(path.join(dir, d.name, f), 'utf8')),
    );
}

/**
 * The configurations (`entries`: registry entries, { id, tier? }) whose WebAssembly simulators
 * `npm test` builds: every one but a paper's row (`"tier": "row"`, registry/README.md), and a
 * row a lesson names, as its exercises run it. `npm start`, `npm run build` and `npm run sweep`
 * build every one; the sweep runs the other rows in the browser. The rows' WebAssembly builds
 * cost em++ about 3.5 times their native builds (scripts/TOOLCHAIN.md, "`npm test` on a fresh
 * machine").
 */
export function testedInWasm(entries) {
  const lessons = lessonTexts();
  const named = (id) => lessons.some((text) => new RegExp(`(^|[^\\w-])${id}($|[^\\w-])`).test(text));
  return entries.filter((entry) => entry.tier !== 'row' || named(entry.id));
}

/**
 * The configurations whose WebAssembly simulators this run's tests find built: under `npm run
 * sweep` (CS_SWEEP=1, after a build of every one) all of `entries`, under `npm test`
 * testedInWasm's.
 */
export function builtInWasm(entries) {
  return process.env.CS_SWEEP === '1' ? entries : testedInWasm(entries);
}
