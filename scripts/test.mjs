// `npm test`: the set-up and build of `npm start` (plus native models), then every test
// layer, each logged to build/test-logs/<layer>.log, ending with one summary line.
//   the commands' own tests (scripts/tests) · one style (scripts/lib/lint.mjs) · Rust (cargo test, clippy) · HDL on native
//   Verilator · the same HDL tests on the WASM build under Node · web unit tests (Vitest, tsc)
//   · the board layer (board files, the simulated board, exports, real bitstreams) · end-to-end
//   in Chromium (Playwright)
// Set CS_LAYERS=rust,hdl-native,... to run only some layers.
import fs from 'node:fs';
import path from 'node:path';
import { step, info, main, fail } from './lib/progress.mjs';
import { run } from './lib/run.mjs';
import { root, buildDir } from './lib/paths.mjs';
import { setup, ensure } from './setup.mjs';
import { build } from './build.mjs';
import { buildSimCore } from './lib/sim-core.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';
import { command } from './lib/cli.mjs';
import { defaultConfigId } from './lib/registry.mjs';
import { testedInWasm } from './lib/wasm-tier.mjs';
import { runLints } from './lib/lint.mjs';
import { failureExcerpt } from './lib/failure-excerpt.mjs';

const logDir = path.join(buildDir, 'test-logs');

/** Sum cargo's "test result: ok. N passed; M failed" lines. */
function cargoCounts(output) {
  let passed = 0;
  let failed = 0;
  for (const m of output.matchAll(/test result: \w+\. (\d+) passed; (\d+) failed/g)) {
    passed += Number(m[1]);
    failed += Number(m[2]);
  }
  return { passed, failed };
}

/** node --test's TAP summary. */
function tapCounts(output) {
  const pass = output.match(/^# pass (\d+)/m);
  const failed = output.match(/^# fail (\d+)/m);
  return pass && failed ? { passed: Number(pass[1]), failed: Number(failed[1]) } : null;
}

function jsonFile(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const npx = (args, options) => run('npx', args, { check: false, ...options });

// Each layer's minutes on a cold fresh clone (de5760b, 2026-12-03) order the queue below; layers
// of one `job` share a build folder (cargo's) and run one after the other; `last` runs alone at
// the end.
const layers = [
  {
    name: 'rust',
    minutes: 4.3,
    job: 'cargo',
    title: 'Rust unit and integration tests (cargo test)',
    async run() {
      const r = await run('cargo', ['test', '--workspace', '--color', 'never'], { cwd: root, check: false });
      const counts = cargoCounts(r.stdout);
      return { ...r, counts: r.code === 0 || counts.failed ? counts : null };
    },
  },
  {
    name: 'lint',
    minutes: 2.5,
    title: 'One style (rustfmt, Prettier, ESLint with react-hooks, ruff, Verilator -Wall with hdl/lint/verilator.vlt)',
    async run() {
      // Each tool is one test: `npm run lint` runs the same checks, `-- --fix` repairs the formatters' findings.
      const results = await runLints();
      const failed = results.filter((r) => !r.ok).length;
      const report = results.map((r) => `${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)\n${r.output}`);
      return {
        code: failed ? 1 : 0,
        stdout: report.join('\n\n'),
        stderr: failed ? '\nnpm run lint -- --fix rewrites what the formatters and ESLint can fix.' : '',
        counts: { passed: results.length - failed, failed },
      };
    },
  },
  {
    name: 'rust-lint',
    minutes: 2.0,
    job: 'cargo',
    title: 'Rust lints (cargo clippy -D warnings)',
    async run() {
      const r = await run(
        'cargo',
        ['clippy', '--workspace', '--all-targets', '--color', 'never', '--', '-D', 'warnings'],
        {
          cwd: root,
          check: false,
        },
      );
      return { ...r, counts: { passed: r.code === 0 ? 1 : 0, failed: r.code === 0 ? 0 : 1 } };
    },
  },
  ...['native', 'wasm'].map((backend) => ({
    name: `hdl-${backend}`,
    minutes: backend === 'native' ? 16.0 : 4.5,
    title: `HDL tests on the ${backend === 'native' ? 'native Verilator' : 'WebAssembly (Node)'} build`,
    async run() {
      const r = await run('node', ['--test', '--test-reporter=tap', 'hdl/tests/'], {
        cwd: root,
        check: false,
        env: { ...process.env, CS_BACKEND: backend },
      });
      return { ...r, counts: tapCounts(r.stdout) };
    },
  })),
  {
    name: 'board',
    minutes: 6.2,
    title: 'Board files, constraints, exports and real bitstreams (node --test board/tests/)',
    async run() {
      const r = await run('node', ['--test', '--test-reporter=tap', 'board/tests/'], { cwd: root, check: false });
      return { ...r, counts: tapCounts(r.stdout) };
    },
  },
  {
    name: 'scripts',
    minutes: 0.9,
    title: 'Tests of the commands themselves (fresh-machine import rules, --help and flags, scripts/README.md)',
    async run() {
      const r = await run('node', ['--test', '--test-reporter=tap', 'scripts/tests/'], { cwd: root, check: false });
      return { ...r, counts: tapCounts(r.stdout) };
    },
  },
  {
    name: 'web-unit',
    minutes: 3.8,
    title: 'Web unit tests (Vitest) and type check (tsc)',
    async run() {
      const report = path.join(buildDir, 'vitest-report.json');
      fs.rmSync(report, { force: true });
      const r = await npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
        cwd: path.join(root, 'web'),
        env: { ...process.env, NO_COLOR: '1' },
      });
      const tsc = await npx(['tsc', '--noEmit', '-p', '.'], { cwd: path.join(root, 'web') });
      const json = jsonFile(report);
      const counts = json && {
        passed: json.numPassedTests + (tsc.code === 0 ? 1 : 0),
        failed: json.numFailedTests + (tsc.code === 0 ? 0 : 1),
      };
      return {
        code: r.code || tsc.code,
        stdout: `${r.stdout}\n--- tsc ---\n${tsc.stdout}`,
        stderr: `${r.stderr}${tsc.stderr}`,
        counts,
      };
    },
  },
  {
    name: 'e2e',
    last: true,
    title: 'End-to-end tests in Chromium (Playwright)',
    async run() {
      const { server, url } = await serveStatic(webOut, 4300);
      const report = path.join(buildDir, 'e2e-report.json');
      fs.rmSync(report, { force: true });
      try {
        const r = await npx(['playwright', 'test'], {
          cwd: path.join(root, 'web'),
          env: { ...process.env, CS_BASE_URL: url },
        });
        const stats = jsonFile(report)?.stats;
        const counts = stats && {
          passed: stats.expected + stats.flaky,
          failed: stats.unexpected,
          skipped: stats.skipped,
        };
        return { ...r, counts };
      } finally {
        server.close();
      }
    },
  },
];

command({
  name: 'test',
  summary:
    'Set-up, a build of everything (the web app plus native and WASM models), then every test layer, two at a time, each logged to build/test-logs/<layer>.log, ending with one summary line. The layers: ' +
    layers.map((l) => `${l.name}: ${l.title}`).join('; ') +
    '.',
  env: [
    {
      name: 'CS_LAYERS',
      description: `comma-separated layers to run instead of all: ${layers.map((l) => l.name).join(', ')}`,
    },
    'CS_CONFIGS',
    'CS_MCT_OUTER',
    'CS_RANDOM_BLOCKS',
    'CS_RANDOM_BLOCKS_NATIVE',
    'CS_RANDOM_BLOCKS_WASM',
    'CS_SEED',
    'CS_CHROMIUM',
    'CS_CACHE_DIR',
    'CS_DEBUG',
  ],
  examples: [
    'npm test',
    'CS_LAYERS=rust,hdl-native npm test',
    `CS_CONFIGS=${defaultConfigId()} CS_LAYERS=hdl-native npm test`,
  ],
});

async function runLayer(layer) {
  const started = Date.now();
  let result;
  try {
    result = await layer.run();
  } catch (error) {
    result = { code: 1, stdout: '', stderr: String(error.stack ?? error), counts: null };
  }
  const log = path.join(logDir, `${layer.name}.log`);
  fs.writeFileSync(log, `${result.stdout}\n${result.stderr}`);
  // A layer that fails without reporting counts (a crash, a build error) counts as one failure.
  const counts = result.counts ?? { passed: 0, failed: 1 };
  if (result.code !== 0 && counts.failed === 0) counts.failed = 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mark = counts.failed ? '✖' : '✔';
  const skipped = counts.skipped ? `, ${counts.skipped} skipped (see the log for why)` : '';
  info(
    `${mark} ${layer.title}: ${counts.passed} passed, ${counts.failed} failed${skipped} (${seconds} s; log ${path.relative(root, log)})`,
  );
  if (counts.failed) {
    console.log(failureExcerpt(`${result.stdout}\n${result.stderr}`).replace(/^/gm, '      '));
  }
  return { layer: layer.name, ...counts };
}

main(async () => {
  const wanted = process.env.CS_LAYERS?.split(',');
  const unknown = wanted?.filter((w) => !layers.some((l) => l.name === w)) ?? [];
  if (unknown.length)
    fail(`CS_LAYERS names unknown layers: ${unknown.join(', ')} (known: ${layers.map((l) => l.name).join(', ')})`);
  const chosen = layers.filter((l) => !wanted || wanted.includes(l.name));

  // sim-core compiles while set-up installs the rest (on a fresh machine, the wasm-bindgen CLI's
  // cargo build: both builds end in a long single-threaded compile), as `npm start` does; its
  // wasm-bindgen step waits for the CLI.
  const setUp = setup();
  const simCore = ensure.rustTarget().then(() => buildSimCore({ cli: setUp }));
  simCore.catch(() => {}); // reported by build(), after set-up's own report
  await setUp;
  // WebAssembly: every configuration but the paper rows no lesson opens (testedInWasm).
  await build({ targets: ['native', 'wasm'], wasmOf: (registry) => testedInWasm(registry.entries), simCore });

  step(`test: ${chosen.length} layer(s)`);
  fs.mkdirSync(logDir, { recursive: true });
  // Two runners for two cores, each taking the next job of a queue, longest first, so neither
  // idles while work is left, as two fixed lanes did (the HDL layers against the rest, 38 s
  // apart one day and minutes another). A job is a layer, or the layers that share a `job`
  // (Rust and clippy: cargo's build folder). The `last` layer (e2e) runs alone after them: it
  // keeps both cores busy.
  const byJob = new Map();
  for (const layer of chosen.filter((l) => !l.last)) {
    const job = layer.job ?? layer.name;
    byJob.set(job, [...(byJob.get(job) ?? []), layer]);
  }
  const minutes = (job) => job.reduce((sum, layer) => sum + layer.minutes, 0);
  const queue = [...byJob.values()].sort((a, b) => minutes(b) - minutes(a));
  const runner = async () => {
    const out = [];
    for (let job = queue.shift(); job; job = queue.shift()) for (const layer of job) out.push(await runLayer(layer));
    return out;
  };
  const results = (await Promise.all([runner(), runner()])).flat();
  for (const layer of chosen.filter((l) => l.last)) results.push(await runLayer(layer));

  const passed = results.reduce((s, r) => s + r.passed, 0);
  const failed = results.reduce((s, r) => s + r.failed, 0);
  const parts = results.map((r) => `${r.layer} ${r.passed}${r.failed ? `/${r.failed} failed` : ''}`).join(', ');
  console.log(`\n${failed ? '✖' : '✔'} npm test: ${passed} passed, ${failed} failed (${parts})`);
  if (failed) process.exitCode = 1;
});
