// The committed figures of a device that took least time to measure (registry/synthesis.json's
// `seconds`): the small, real synthesis runs that scripts/tests/synth-parallel.test.mjs and
// the shard benchmark (scripts/bench/synth-shards.mjs) measure again.
import fs from 'node:fs';
import { resultsFile } from './synth-figures.mjs';

/**
 * The prebuilt configuration ids of the `n` committed figures of `device` (a key of
 * figureTargets, e.g. 'artix7') that took least time when committed, quickest first; fewer
 * when registry/synthesis.json holds fewer.
 */
export function cheapestFigures(device, n) {
  const committed = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations;
  return Object.keys(committed)
    .filter((id) => committed[id][device])
    .sort((a, b) => committed[a][device].seconds - committed[b][device].seconds)
    .slice(0, n);
}
