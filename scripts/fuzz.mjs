// `npm run fuzz [-- --seconds N] [target ...]`: run sim-core's fuzz targets (sim-core/fuzz,
// one per parser of user input) for a bounded time each, and report runs and crashes.
// Installs what it needs if missing: the nightly toolchain (libFuzzer needs its sanitizer
// flags) and cargo-fuzz. Every crash is copied into sim-core/fuzz/regressions/<target>/,
// which sim-core/tests/fuzz_regressions.rs replays in `cargo test`, so it stays a failing
// test until it is fixed.
import fs from 'node:fs';
import path from 'node:path';
import { run, versionOf } from './lib/run.mjs';
import { step, item, info, warn, fail, main } from './lib/progress.mjs';
import { root } from './lib/paths.mjs';
import { command, wholeNumber } from './lib/cli.mjs';

const crateDir = path.join(root, 'sim-core');
const fuzzDir = path.join(crateDir, 'fuzz');
const regressionsDir = path.join(fuzzDir, 'regressions');
const nightly = '+nightly';

const {
  values: { seconds },
  positionals: asked,
} = command({
  name: 'fuzz',
  summary:
    "Run sim-core's fuzz targets (sim-core/fuzz, one per parser of user input) for a bounded time each, and report runs and crashes. Installs what it needs if missing: the nightly Rust toolchain (libFuzzer needs its sanitizer flags) and cargo-fuzz. Every crash is copied into sim-core/fuzz/regressions/<target>/, which sim-core/tests/fuzz_regressions.rs replays in cargo test, so it stays a failing test until it is fixed.",
  options: {
    seconds: {
      type: 'string',
      value: 'N',
      default: '30',
      description: 'how long to run each target, in whole seconds ≥ 1',
      parse: wholeNumber(1),
    },
  },
  positionals: {
    name: 'target',
    description: 'only these fuzz targets (cargo fuzz list names them; default: every one)',
  },
  env: ['CS_DEBUG'],
  examples: ['npm run fuzz', 'npm run fuzz -- --seconds 300 config_id'],
});

async function ensureNightly() {
  const { stdout } = await run('rustup', ['toolchain', 'list'], { check: false });
  if (stdout.split('\n').some((line) => line.startsWith('nightly'))) return 'present';
  info('installing the nightly Rust toolchain (minimal profile)');
  await run('rustup', ['toolchain', 'install', 'nightly', '--profile', 'minimal']);
  return 'installed';
}

async function ensureCargoFuzz() {
  const version = await versionOf('cargo', [nightly, 'fuzz', '--version']);
  if (version.startsWith('cargo-fuzz')) return `present (${version})`;
  info('building cargo-fuzz with cargo (a few minutes, once per machine)');
  try {
    await run('cargo', ['install', 'cargo-fuzz', '--locked']);
  } catch (error) {
    // As for wasm-bindgen-cli (scripts/setup.mjs): the crate's lock file may name a release
    // the registry mirror lacks; resolve its dependencies afresh.
    if (!/failed to select a version|failed to compile/.test(error.message)) throw error;
    info('cargo-fuzz: its lock file does not build here; resolving dependencies afresh');
    await run('cargo', ['install', 'cargo-fuzz']);
  }
  return `installed (${await versionOf('cargo', [nightly, 'fuzz', '--version'])})`;
}

/** libFuzzer's figures from its output: runs, and the crash file if it wrote one. */
function summarize(output) {
  const runs =
    [...output.matchAll(/stat::number_of_executed_units:\s*(\d+)/g)].pop()?.[1] ??
    [...output.matchAll(/Done (\d+) runs/g)].pop()?.[1] ??
    [...output.matchAll(/#(\d+)\s/g)].pop()?.[1];
  const artifact = output.match(/Test unit written to (\S+)/)?.[1];
  const reason = output.match(/(panicked at [^\n]*\n[^\n]*|ERROR: libFuzzer: [^\n]*|==\d+==ERROR: [^\n]*)/)?.[1];
  return { runs: runs === undefined ? null : Number(runs), artifact, reason };
}

async function fuzzTarget(target, seconds) {
  const corpus = path.join(fuzzDir, 'corpus', target);
  fs.mkdirSync(corpus, { recursive: true });
  const seeds = path.join(fuzzDir, 'seeds', target);
  const dirs = [corpus, ...(fs.existsSync(seeds) ? [seeds] : [])];
  const r = await run(
    'cargo',
    [
      nightly,
      'fuzz',
      'run',
      target,
      ...dirs,
      '--',
      `-max_total_time=${seconds}`,
      '-print_final_stats=1',
      '-timeout=10',
    ],
    { cwd: crateDir, check: false },
  );
  const output = `${r.stdout}\n${r.stderr}`;
  const result = { target, ...summarize(output), code: r.code };
  if (result.artifact) {
    const source = path.resolve(crateDir, result.artifact);
    const dest = path.join(regressionsDir, target, path.basename(source));
    fs.mkdirSync(path.dirname(dest), { recursive: true });
    fs.copyFileSync(source, dest);
    result.regression = path.relative(root, dest);
  } else if (r.code !== 0) {
    result.failure = output.trim().split('\n').slice(-15).join('\n');
  }
  return result;
}

main(async () => {
  step('fuzz: toolchain');
  info(`nightly Rust: ${await ensureNightly()}`);
  info(`cargo-fuzz: ${await ensureCargoFuzz()}`);

  const listed = (await run('cargo', [nightly, 'fuzz', 'list'], { cwd: crateDir })).stdout.split('\n').filter(Boolean);
  const unknown = asked.filter((t) => !listed.includes(t));
  if (unknown.length) fail(`no fuzz target ${unknown.join(', ')}; the targets are: ${listed.join(', ')}`);
  const targets = asked.length ? asked : listed;

  step(`fuzz: build ${targets.length} targets (nightly, sanitizers on)`);
  await run('cargo', [nightly, 'fuzz', 'build'], { cwd: crateDir });
  info('built');

  step(`fuzz: ${seconds} s each`);
  const results = [];
  for (const [i, target] of targets.entries()) {
    item(i + 1, targets.length, target, `running ${seconds} s`);
    const result = await fuzzTarget(target, seconds);
    results.push(result);
    const runs = result.runs === null ? '? runs' : `${result.runs.toLocaleString('en')} runs`;
    const status = result.regression
      ? `CRASH after ${runs}`
      : result.failure
        ? `FAILED (exit ${result.code})`
        : `${runs}, no crash`;
    item(i + 1, targets.length, target, status);
    if (result.reason) info(result.reason.replace(/\n/g, '\n  '));
    if (result.regression) info(`saved as ${result.regression} (replayed by sim-core/tests/fuzz_regressions.rs)`);
    if (result.failure) warn(result.failure.replace(/\n/g, '\n  '));
  }

  step('fuzz: summary');
  for (const r of results)
    info(
      `${r.target.padEnd(18)} ${String(r.runs ?? '?').padStart(12)} runs  ${r.regression ? 'crash' : r.failure ? 'failed' : 'ok'}`,
    );
  const crashes = results.filter((r) => r.regression);
  const failures = results.filter((r) => r.failure);
  if (crashes.length || failures.length) {
    fail(
      `${crashes.length} target(s) crashed, ${failures.length} failed to run. Fix sim-core, then \`cargo test -p sim-core --test fuzz_regressions\` passes again.`,
    );
  }
  info(`${results.length} passed, 0 failed`);
});
