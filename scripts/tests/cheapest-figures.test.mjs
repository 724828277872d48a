// cheapestFigures (scripts/lib/cheapest-figures.mjs) picks the quickest committed figures of a
// device, which the parallel recipe's test and the shard benchmark measure again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { resultsFile } from '../lib/synth-figures.mjs';
import { cheapestFigures } from '../lib/cheapest-figures.mjs';

const committed = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations;
const secondsOf = (device) => (id) => committed[id][device].seconds;

test('the n quickest committed figures of a device, quickest first, and none quicker left out', () => {
  const device = 'artix7';
  const ids = cheapestFigures(device, 10);
  const all = Object.keys(committed).filter((id) => committed[id][device]);
  assert.equal(ids.length, Math.min(10, all.length));
  const seconds = ids.map(secondsOf(device));
  assert.deepEqual(
    seconds,
    [...seconds].sort((a, b) => a - b),
    'not quickest first',
  );
  const slowestTaken = seconds.at(-1);
  for (const id of all.filter((x) => !ids.includes(x)))
    assert.ok(secondsOf(device)(id) >= slowestTaken, `${id} is quicker than a figure taken`);
  assert.deepEqual(cheapestFigures(device, 2), ids.slice(0, 2));
});

test('every figure of the device when it has fewer than n, none of a device without figures', () => {
  const count = Object.keys(committed).filter((id) => committed[id]['ice40-hx8k']).length;
  assert.equal(cheapestFigures('ice40-hx8k', count + 5).length, count);
  assert.deepEqual(cheapestFigures('no-such-device', 3), []);
});
