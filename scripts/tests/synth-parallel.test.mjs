// The GNU parallel recipe of scripts/README.md ("A sweep bigger than one machine", issue #26),
// run as the README writes it, narrowed to two figures, with this machine standing in for two
// ssh hosts (scripts/lib/stand-in-hosts.mjs: each host a folder with its own copy of this checkout, reached
// by GNU parallel and rsync through a stand-in ssh). The two figures are the Artix-7
// estimates that took least time when committed: real Yosys runs, about 20 s each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { root } from '../lib/paths.mjs';
import { resultsFile, figureConfigId } from '../lib/synth-figures.mjs';
import { cheapestFigures } from '../lib/cheapest-figures.mjs';
import { standInHosts, standInEnv, copyForSynth } from '../lib/stand-in-hosts.mjs';

const device = 'artix7';
const committed = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations;
const ids = cheapestFigures(device, 2);

/** The recipe: the shell block after "A sweep bigger than one machine" in scripts/README.md. */
function recipe() {
  const readme = fs.readFileSync(path.join(root, 'scripts', 'README.md'), 'utf8');
  const after = readme.slice(readme.indexOf('**A sweep bigger than one machine.**'));
  const block = /```sh\n([\s\S]*?)```/.exec(after);
  assert.ok(block, 'scripts/README.md: no shell block after "A sweep bigger than one machine"');
  return block[1];
}

test('GNU parallel spreads the listed figures over two hosts, and --merge takes back what they made', async () => {
  assert.equal(ids.length, 2, `registry/synthesis.json holds fewer than two ${device} figures`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-parallel-'));
  try {
    const forget = ids.map((id) => [id, device]);
    const { hosts, env } = standInHosts(path.join(folder, 'hosts'), ['host-a', 'host-b'], { forget });
    const here = copyForSynth(path.join(folder, 'here', 'cipherscope'), forget);
    fs.writeFileSync(path.join(here, 'hosts.txt'), hosts.map((h) => `${h.name}\n`).join(''));

    // Narrowed to the two figures: the recipe lists every figure still to measure. And one job
    // a host at a time, so that the two jobs start at once, one on each host: with the recipe's
    // two a host, GNU parallel may start both on one host.
    const script = recipe();
    const narrowed = script
      .replace('synth -- --list', `synth -- --list --device ${device} ${ids.join(' ')}`)
      .replace('--jobs 2', '--jobs 1');
    assert.ok(
      narrowed.includes(`--list --device ${device}`),
      "the recipe's first command is no longer `npm run --silent synth -- --list`",
    );
    assert.ok(narrowed.includes('--jobs 1'), "the recipe's parallel command no longer sets `--jobs 2`");
    execFileSync('bash', ['-e', '-c', narrowed], { cwd: here, env, stdio: ['ignore', 'ignore', 'pipe'] });

    const jobs = fs.readFileSync(path.join(here, 'jobs.txt'), 'utf8').trim().split('\n');
    assert.deepEqual(jobs.sort(), ids.map((id) => `npm run synth -- --figures --device ${device} ${id}`).sort());
    // One figure a host: the jobs were spread, not run twice or on one host.
    const made = hosts.map((h) =>
      fs.readdirSync(path.join(here, `figures-${h.name}`)).filter((f) => f.endsWith('.json')),
    );
    assert.deepEqual(
      made.map((files) => files.length),
      [1, 1],
      `figures made: ${JSON.stringify(made)}`,
    );
    assert.deepEqual(made.flat().sort(), ids.map((id) => `${figureConfigId(id)}.${device}.json`).sort());

    // Merged into this clone's registry: listed no more, and where the committed figure was
    // made from the same inputs, the same figure (synthesis is a pure function of its inputs).
    const merged = JSON.parse(fs.readFileSync(path.join(here, 'registry', 'synthesis.json'), 'utf8')).configurations;
    for (const id of ids) {
      const figure = merged[id]?.[device];
      assert.ok(figure, `${id}: no ${device} figure after --merge`);
      if (figure.hash === committed[id][device].hash) {
        for (const field of ['luts', 'ffs', 'brams', 'dsps'])
          assert.deepEqual(figure[field], committed[id][device][field], `${id} ${device} ${field}`);
      }
    }
    const again = execFileSync('npm', ['run', '--silent', 'synth', '--', '--list', '--device', device, ...ids], {
      cwd: here,
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    assert.equal(again, '', 'figures still listed after --merge');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a job on a stand-in host runs, and its exit status comes back through GNU parallel, even where SHELL is unset', () => {
  // CI's environment has no SHELL; GNU parallel's worker on a host runs each job with $SHELL,
  // and without it runs nothing and exits 0 (scripts/TOOLCHAIN.md, "CI's environment").
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-stand-in-'));
  try {
    fs.mkdirSync(path.join(folder, 'host-a'));
    const { SHELL: _, ...env } = standInEnv(folder);
    const parallel = (job) =>
      spawnSync('parallel', ['-S', 'host-a', '--jobs', '1'], { input: `${job}\n`, env, cwd: folder, encoding: 'utf8' });
    assert.equal(parallel('echo ran > ran.txt').status, 0);
    assert.equal(fs.readFileSync(path.join(folder, 'host-a', 'ran.txt'), 'utf8'), 'ran\n');
    assert.equal(
      parallel('exit 3').status,
      1,
      'a failed job on a stand-in host: GNU parallel exits with the number failed',
    );
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
