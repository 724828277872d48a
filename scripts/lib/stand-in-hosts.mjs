// This machine standing in for the ssh hosts of the GNU parallel recipe (scripts/README.md, "A
// sweep bigger than one machine"; issue #26): host H is the folder <folder>/H, holding a copy
// of this checkout at H's `~/cipherscope` where the recipe has a clone, and scripts/lib/stand-in-ssh is
// the `ssh` GNU parallel and rsync run (PARALLEL_SSH, RSYNC_RSH). Nothing is installed and no
// server is started: an sshd would need Debian's openssh-server, whose package starts an ssh
// service on a machine with systemd, which `npm test` must not do to a teacher's laptop.
// Used by the recipe's test (scripts/tests/synth-parallel.test.mjs) and its benchmark
// (scripts/bench/synth-shards.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { simCoreOut } from './sim-core.mjs';
import { resultsFile } from './synth-figures.mjs';

export const standInSsh = path.join(root, 'scripts', 'lib', 'stand-in-ssh');

// What .gitignore keeps out of a clone: built, installed or cached, never source.
const notSource = new Set(['.git', 'node_modules', 'target', 'build', 'dist', 'test-results', 'playwright-report']);
const notSourcePattern = /^(\.ruff_cache|__pycache__|corpus|artifacts)$/;

/**
 * A copy of this checkout's source at `dir`, as a clone of it would hold, ready for `npm run
 * synth`: the npm dependencies and the built sim-core are this checkout's (a clone at the same
 * commit would install and build the same), and the figures `forget` names ([prebuilt id,
 * device]) are taken out of its registry/synthesis.json, so they are still to measure there.
 * A copy, not `git clone`: the checkout CI tests need not be a git repository (CI's run of
 * 6b9b32c failed here on `git clone`: "repository … does not exist").
 */
export function copyForSynth(dir, forget = []) {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.cpSync(root, dir, {
    recursive: true,
    filter: (from) => {
      const name = path.basename(from);
      return from === root || !(notSource.has(name) || notSourcePattern.test(name));
    },
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  fs.cpSync(simCoreOut, path.join(dir, path.relative(root, simCoreOut)), { recursive: true });
  const file = path.join(dir, path.relative(root, resultsFile));
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const [id, device] of forget) delete results.configurations[id]?.[device];
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return dir;
}

/**
 * Stand-in hosts `names` under `folder` (each with its copy at cipherscope/, forgetting
 * `forget`), and the environment under which GNU parallel and rsync reach them by name.
 */
export function standInHosts(folder, names, { forget = [] } = {}) {
  const hosts = names.map((name) => ({ name, clone: copyForSynth(path.join(folder, name, 'cipherscope'), forget) }));
  return { hosts, env: standInEnv(folder) };
}

/** The environment under which GNU parallel and rsync reach the hosts under `folder` by name. */
export function standInEnv(folder) {
  return {
    ...process.env,
    CS_STAND_IN_HOSTS: folder,
    PARALLEL_SSH: standInSsh,
    RSYNC_RSH: standInSsh,
    // A sim-core that differs from this checkout's (uncommitted changes) rebuilds incrementally.
    CARGO_TARGET_DIR: process.env.CARGO_TARGET_DIR ?? path.join(root, 'target'),
  };
}
