// scripts/README.md cannot drift from the code: it has a section for every npm command, a row
// for every layer of `npm test`, and every CS_ name in the repository's code: a row of its
// environment table for each one the code reads from the environment, a mention for the rest
// (compile-time defines, the harness ABI's constants).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { environment } from '../lib/cli.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readme = fs.readFileSync(path.join(root, 'scripts', 'README.md'), 'utf8');

/** The lines of one `## ` section of the README. */
function section(title) {
  const start = readme.indexOf(`\n## ${title}\n`);
  assert.ok(start >= 0, `scripts/README.md has no section '## ${title}'`);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end).split('\n');
}

/** The first column of a section's table rows: `| \`name\` | …` → name. */
function rowNames(title) {
  return section(title)
    .map((line) => line.match(/^\| `([^`]+)` \|/)?.[1])
    .filter(Boolean);
}

// ---- the code's CS_ names -------------------------------------------------------------------

const skippedDirs = new Set(['node_modules', '.git', 'build', 'target', 'dist', 'corpus', 'artifacts']);
const codeFile = /\.(mjs|cjs|js|ts|tsx|rs|py|cpp|cc|h|hpp|sv|svh|v|vlt|sh|toml|ya?ml)$/;
// Tests of scripts/lib/cli.mjs and this file: they write made-up CS_ names on purpose.
const ownTests = new Set(['scripts/tests/cli.test.mjs', 'scripts/tests/readme.test.mjs']);

function codeFiles(dir = root) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (entry.isDirectory()) files.push(...codeFiles(file));
    else if ((codeFile.test(entry.name) || relative.startsWith('.ci/')) && !ownTests.has(relative))
      files.push(relative);
  }
  return files;
}

const name = 'CS_[A-Z0-9_]*';
/** Where a CS_ name is read from (or handed to a child process through) the environment. */
const environmentReads = [
  new RegExp(`process\\.env\\.(${name})`, 'g'),
  new RegExp(`process\\.env\\[\\s*['"\`](${name})`, 'g'),
  new RegExp(`(?:os\\.environ(?:\\.get)?\\s*[[(]\\s*|getenv\\(\\s*|env::var(?:_os)?\\(\\s*)['"](${name})`, 'g'),
];
const shellReads = [new RegExp(`\\$\\{?(${name})`, 'g'), new RegExp(`^\\s*(?:export\\s+)?(${name})=`, 'gm')];

/** Every CS_ name in the code: { all: Map name → files, fromEnvironment: Map name → files }. */
function codeNames() {
  const all = new Map();
  const fromEnvironment = new Map();
  const add = (map, key, file) => map.set(key, [...new Set([...(map.get(key) ?? []), file])]);
  for (const file of codeFiles()) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(new RegExp(`\\b${name}`, 'g'))) add(all, m[0], file);
    const reads = [...environmentReads, ...(/\.sh$|^\.ci\//.test(file) ? shellReads : [])];
    for (const re of reads) for (const m of text.matchAll(re)) add(fromEnvironment, m[1], file);
    // `env: { ...process.env, CS_BACKEND: backend }`: a child process's environment.
    for (const object of text.matchAll(/\benv:\s*\{([^}]*)\}/g))
      for (const m of object[1].matchAll(new RegExp(`\\b(${name})\\s*:`, 'g'))) add(fromEnvironment, m[1], file);
  }
  return { all, fromEnvironment };
}

const { all, fromEnvironment } = codeNames();
const rows = rowNames('Environment variables');

/** A name ending in `_` is a template's prefix (`CS_RANDOM_BLOCKS_${backend}`). */
const isPrefix = (n) => n.endsWith('_');

test('the scan finds the CS_ names it should', () => {
  for (const n of ['CS_LAYERS', 'CS_BACKEND', 'CS_CACHE_DIR', 'CS_BASE_URL', 'CS_RANDOM_BLOCKS_'])
    assert.ok(fromEnvironment.has(n), `${n} is read from the environment`);
  for (const n of ['CS_PROBE_NAMES', 'CS_ABI_VERSION', 'CS_CLOCK_HZ']) {
    assert.ok(all.has(n), `${n} is in the code`);
    assert.ok(!fromEnvironment.has(n), `${n} is not an environment variable`);
  }
});

test('every CS_ variable the code reads from the environment has a row in scripts/README.md', () => {
  const missing = [...fromEnvironment]
    .filter(([n]) => !(isPrefix(n) ? rows.some((r) => r.startsWith(n)) : rows.includes(n)))
    .map(([n, files]) => `${n} (${files.join(', ')})`);
  assert.deepEqual(missing, []);
});

test('every other CS_ name in the code is mentioned in scripts/README.md', () => {
  const patterns = [...readme.matchAll(/`(CS_[A-Z0-9_]*_)\*`/g)].map((m) => m[1]);
  const mentioned = (n) =>
    isPrefix(n)
      ? readme.includes(n)
      : new RegExp(`\\b${n}(?![A-Z0-9_])`).test(readme) || patterns.some((p) => n.startsWith(p));
  const missing = [...all].filter(([n]) => !mentioned(n)).map(([n, files]) => `${n} (${files.join(', ')})`);
  assert.deepEqual(missing, []);
});

test("every variable of the README's table, and of cli.mjs's list, is one the code reads", () => {
  const read = (n) => fromEnvironment.has(n) || [...fromEnvironment.keys()].some((p) => isPrefix(p) && n.startsWith(p));
  assert.deepEqual(
    rows.filter((r) => !read(r)),
    [],
    'rows for variables nothing reads',
  );
  assert.deepEqual(
    Object.keys(environment).filter((n) => !rows.includes(n)),
    [],
    "cli.mjs's variables without a row",
  );
});

// ---- commands and layers --------------------------------------------------------------------

test('every npm command has a section', () => {
  const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
  const headings = section('Commands').filter((line) => line.startsWith('### '));
  for (const s of scripts)
    assert.ok(
      headings.includes(['start', 'test'].includes(s) ? `### npm ${s}` : `### npm run ${s}`),
      `no section for npm ${s}`,
    );
});

test('every layer of npm test has a row', () => {
  // scripts/test.mjs lists its layers in its help page, under CS_LAYERS.
  const help = execFileSync(process.execPath, [path.join(root, 'scripts', 'test.mjs'), '--help'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  const layers = help.match(
    /CS_LAYERS comma-separated layers to run instead of all: ([a-z0-9-]+(?:, [a-z0-9-]+)*)/,
  )?.[1];
  assert.ok(layers, help);
  const documented = rowNames('Test layers');
  assert.deepEqual(
    layers.split(', ').filter((l) => !documented.includes(l)),
    [],
  );
});
