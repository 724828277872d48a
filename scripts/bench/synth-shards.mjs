// Issue #26's target for a sweep bigger than one machine (a benchmark, not a test): `npm run
// synth -- --shard` over two local "hosts" finishes a fixed set of ten figures in about half
// the wall time of one. The ten figures: the Artix-7 estimates that took least time when
// committed (Yosys only, 15-60 s each). Each host is a copy of this checkout standing in for a
// one-core machine (scripts/lib/stand-in-hosts.mjs), measuring one figure at a time (--jobs
// 1): one host runs share 1/1, two hosts run shares 1/2 and 2/2 side by side. On a machine
// with fewer than two cores the two hosts share one and the figure says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { figureConfigId } from '../lib/synth-figures.mjs';
import { cheapestFigures } from '../lib/cheapest-figures.mjs';
import { standInHosts } from '../lib/stand-in-hosts.mjs';

const device = 'artix7';

/** `npm run synth -- <args>` in the clone `cwd`; resolves when it exits 0. */
function runSynth(cwd, env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'synth', '--', ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`npm run synth -- ${args.join(' ')} in ${cwd}: exit ${code}\n${stderr}`)),
    );
  });
}

/** Share `shard` of the figures of `ids`, one at a time. */
const runShard = (cwd, env, shard, ids) =>
  runSynth(cwd, env, ['--figures', '--device', device, '--jobs', '1', '--shard', shard, ...ids]);

/** The figures a clone made, by file name, without what differs run to run. */
function madeFigures(clone) {
  const dir = path.join(clone, 'build', 'synth', 'figures');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => {
        const { seconds: _, date: __, ...figure } = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
        return [f, figure];
      }),
  );
}

/**
 * Seconds for the ten figures on one stand-in host and on two, and whether the two hosts made
 * the same figures as the one.
 */
export async function synthShards() {
  const ids = cheapestFigures(device, 10);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-shards-'));
  try {
    const forget = ids.map((id) => [id, device]);
    const { hosts, env } = standInHosts(folder, ['one', 'two-a', 'two-b'], { forget });
    const [one, a, b] = hosts.map((h) => h.clone);
    // Set-up and the sim-core check once in each clone first, outside the timing.
    await Promise.all([one, a, b].map((clone) => runSynth(clone, env, ['--list', '--device', device, ...ids])));

    let started = performance.now();
    await runShard(one, env, '1/1', ids);
    const oneHost = (performance.now() - started) / 1000;
    started = performance.now();
    await Promise.all([runShard(a, env, '1/2', ids), runShard(b, env, '2/2', ids)]);
    const twoHosts = (performance.now() - started) / 1000;

    const single = madeFigures(one);
    const split = { ...madeFigures(a), ...madeFigures(b) };
    const expected = ids.map((id) => `${figureConfigId(id)}.${device}.json`).sort();
    return {
      device,
      figures: ids,
      cores: os.availableParallelism(),
      oneHostSeconds: oneHost,
      twoHostsSeconds: twoHosts,
      ratio: twoHosts / oneHost,
      sameFigures:
        JSON.stringify(Object.keys(split).sort()) === JSON.stringify(expected) &&
        expected.every((f) => JSON.stringify(single[f]) === JSON.stringify(split[f])),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
