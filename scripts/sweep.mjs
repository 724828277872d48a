// `npm run sweep`: the heavy verification `npm test` trims for time, run before an issue
// touching the cores is resolved (its figures go in the closing note): every AESAVS Monte
// Carlo test (ECB, and CBC, CFB-128 and OFB through the mode logic) at its full 100 x 1000
// on every configuration, natively and on the WASM build, the two backends in parallel, and
// natively the random test at 100,000 blocks a configuration (hdl/tests/random.test.mjs;
// npm test runs 10,000), Yosys accepting every configuration (hdl/tests/yosys.test.mjs;
// npm test a set holding every value of each RTL parameter) and the benches too long for npm test (hdl/sweep/:
// every shape of every cipher's core bench, hdl/tb/core-bench.mjs), and the golden models' full
// runs `cargo test` leaves out: sim-core's ignored tests named `*_full` (today the TDES Monte
// Carlo procedure's 400 checkpoints against RustCrypto's, sim-core/tests/des_rustcrypto.rs). (npm test runs 10 outer iterations
// natively, 2 on the deepest pipelines and 1 on the WASM build; see monteCarloOuter in
// hdl/tests/lib/setup.mjs.) CS_RANDOM_BLOCKS_NATIVE sets another count natively, e.g.
// 1000000; CS_RANDOM_BLOCKS_WASM adds the random test in WASM at that count (npm test runs
// its 10,000 there). It also builds the board layer's bitstreams npm test leaves out for
// time, and the vendor-project exports with the fit check npm test skips for them
// (board/tests/export.test.mjs), the in-browser fit flow under Node
// (board/tests/fit-flow.test.mjs, the iCEBreaker and the ULX3S 85F) and on the ULX3S 85F (ECP5)
// in Chromium (web/e2e/board-fit.spec.ts; npm test fits on the iCEBreaker, in Chromium), the
// web unit tests that run a model, on every configuration (web/src/test-support/built.ts),
// every prebuilt core's words in Chromium (web/e2e/core-words.spec.ts; npm test reads one core
// for each direction, architecture kind and key schedule of each cipher), the layout at
// 1366×768 (web/e2e/layout.spec.ts; npm test checks 1280×720, a 150 % zoom and a phone), and in WASM every configuration's cycle counts
// (hdl/tests/timing.test.mjs; npm test measures a representative set there). CS_SWEEP=1 picks
// a test file's sweep tier: random and Yosys natively, timing in WASM, and the bitstreams.
// `--backend native|wasm` runs one backend only (to rerun the half that failed or did not
// finish). Logs: build/test-logs/sweep-*.log.
import fs from 'node:fs';
import path from 'node:path';
import { step, info, main } from './lib/progress.mjs';
import { run } from './lib/run.mjs';
import { root, buildDir } from './lib/paths.mjs';
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { command } from './lib/cli.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';

const backends = ['native', 'wasm'];

const {
  values: { backend: only },
} = command({
  name: 'sweep',
  summary:
    "The heavy verification npm test trims for time, run before an issue touching the cores is resolved: every AESAVS Monte Carlo test (ECB, and CBC, CFB-128 and OFB through the mode logic) at its full 100 x 1000 on every configuration, natively and on the WASM build, the two backends in parallel (about an hour), with every other HDL test on every configuration in WASM (npm test: a representative set there, every value of each RTL parameter), the cycle counts of every configuration on the WASM build (npm test: the first of each cipher and architecture kind), and natively the random test at 100,000 blocks a configuration (npm test: 10,000), Yosys accepting every configuration and the two-pin wrapper around one core of each cipher (npm test: a set holding every value of each RTL parameter, and one wrapped core) and the benches in hdl/sweep/ (every shape of every cipher's core bench), the golden models' full runs (sim-core's ignored tests named *_full: a Monte Carlo test against RustCrypto's at its full 400 checkpoints a key length and direction), and the board bitstreams npm test leaves out for time (the Tang Nano 9K's, and the ULX3S 85F's: the dialog's choice and the default core), the in-browser fit flow under Node (the iCEBreaker and the ULX3S 85F) and on the ULX3S 85F in Chromium (npm test: the iCEBreaker's, in Chromium), the web unit tests that run a WebAssembly model on every configuration (npm test: those it builds WebAssembly of), every prebuilt core's words in Chromium and the layout at 1366x768 there (npm test: 1280x720, a 150 % zoom and a phone), and the vendor-project exports with the Yosys fit check npm test skips there. CS_RANDOM_BLOCKS_NATIVE sets another native count (e.g. a million); CS_RANDOM_BLOCKS_WASM adds the random test in WASM (hdl/tests/random.test.mjs). Logs: build/test-logs/sweep-<part>.log.",
  options: {
    backend: {
      type: 'string',
      choices: backends,
      description:
        "run one backend only, to rerun the half that failed or did not finish (default: both, the golden models' full runs and the sweep's bitstreams)",
    },
  },
  env: [
    {
      name: 'CS_RANDOM_BLOCKS_NATIVE',
      description: 'random blocks per configuration natively (default here 100,000; e.g. 1000000)',
    },
    {
      name: 'CS_RANDOM_BLOCKS_WASM',
      description: 'adds the random test in WASM at that many blocks a configuration (npm test runs 10,000)',
    },
    { name: 'CS_MCT_OUTER', description: 'outer iterations of every Monte Carlo test (default here 100)' },
    'CS_CONFIGS',
    'CS_SEED',
    'CS_CACHE_DIR',
    'CS_DEBUG',
  ],
  examples: ['npm run sweep', 'CS_RANDOM_BLOCKS_NATIVE=1000000 npm run sweep -- --backend native'],
});

main(async () => {
  const chosen = only ? [only] : backends;
  await setup();
  await build({ targets: chosen });
  const files = ['hdl/tests/monte-carlo.test.mjs', 'hdl/tests/modes.test.mjs'];
  // Natively the random test always runs (its sweep tier, 100,000 blocks, unless
  // CS_RANDOM_BLOCKS_NATIVE says otherwise); in WASM only when CS_RANDOM_BLOCKS_WASM asks.
  const random = chosen.filter((b) => b === 'native' || process.env[`CS_RANDOM_BLOCKS_${b.toUpperCase()}`]);
  step(
    `sweep: full Monte Carlo tests${random.length ? ` and long random runs (${random.join(', ')})` : ''} on every configuration, ${chosen.map((b) => (b === 'wasm' ? 'in WASM' : 'natively, with Yosys on every configuration and hdl/sweep/')).join(' and ')}`,
  );
  const logDir = path.join(buildDir, 'test-logs');
  fs.mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  // The end of a part of the sweep: its output in build/test-logs/sweep-<name>.log, one summary line.
  const report = (name, r, passed, outcome) => {
    fs.writeFileSync(path.join(logDir, `sweep-${name}.log`), `${r.stdout}\n${r.stderr}`);
    const minutes = ((Date.now() - started) / 60000).toFixed(1);
    info(`${passed ? '✔' : '✘'} ${outcome} (${minutes} min; log build/test-logs/sweep-${name}.log)`);
  };
  const golden = only
    ? []
    : [
        (async () => {
          // The golden models' tests too long for npm test's cargo test, in a release build:
          // the ignored tests named *_full (the other ignored tests are benchmarks), in the one
          // binary of sim-core's integration tests (sim-core/tests/integration.rs).
          const r = await run(
            'cargo',
            [
              'test',
              '--release',
              '--manifest-path',
              'sim-core/Cargo.toml',
              '--test',
              'integration',
              '--',
              '--ignored',
              '_full',
            ],
            { cwd: root, check: false },
          );
          report('golden', r, r.code === 0, `golden models' full runs: ${r.code === 0 ? 'passed' : 'failed'}`);
          return r.code === 0;
        })(),
      ];
  // One part of the sweep: node --test on `args`, its log, one summary line.
  const sweepRun = async (name, args, env) => {
    const r = await run('node', ['--test', '--test-reporter=tap', ...args], {
      cwd: root,
      check: false,
      env: { ...process.env, ...env },
    });
    const count = (key) => Number(r.stdout.match(new RegExp(`^# ${key} (\\d+)`, 'm'))?.[1] ?? 0);
    report(name, r, r.code === 0, `${name}: ${count('pass')} passed, ${count('fail')} failed`);
    return r.code === 0 && count('fail') === 0;
  };
  // The sweep's share of the e2e layer, in Chromium: the in-browser fit flow on the ULX3S 85F
  // (ECP5; npm test fits on the iCEBreaker only), and every prebuilt core's words (npm test
  // reads a covering set of them, web/e2e/core-words.spec.ts).
  const browser = async () => {
    const { server, url } = await serveStatic(webOut, 4400);
    try {
      const parts = [
        ['browser-board-fit', 'the ULX3S fit in Chromium', ['e2e/board-fit.spec.ts', '-g', 'ULX3S']],
        ['browser-core-words', "every prebuilt core's words in Chromium", ['e2e/core-words.spec.ts']],
        ['browser-layout', 'the layout at 1366×768 in Chromium', ['e2e/layout.spec.ts', '-g', '1366x768']],
      ];
      let ok = true;
      for (const [name, what, args] of parts) {
        const r = await run('npx', ['playwright', 'test', ...args], {
          cwd: path.join(root, 'web'),
          check: false,
          env: { ...process.env, CS_BASE_URL: url, CS_SWEEP: '1' },
        });
        report(name, r, r.code === 0, `${what}: ${r.code === 0 ? 'passed' : 'failed'}`);
        ok &&= r.code === 0;
      }
      return ok;
    } finally {
      server.close();
    }
  };
  // The web unit tests that run a WebAssembly model (web/src/test-support/built.ts's modelIds),
  // on every configuration: npm test runs them on the ones it builds WebAssembly of.
  const webModels = async () => {
    const r = await run('npx', ['vitest', 'run'], {
      cwd: path.join(root, 'web'),
      check: false,
      env: { ...process.env, CS_SWEEP: '1' },
    });
    report('web-models', r, r.code === 0, `web unit tests on every model: ${r.code === 0 ? 'passed' : 'failed'}`);
    return r.code === 0;
  };
  const results = await Promise.all([
    ...golden,
    ...(only
      ? []
      : [
          sweepRun('board', ['--test-name-pattern=bitstream|Edalize', 'board/tests/export.test.mjs'], {
            CS_SWEEP: '1',
          }),
          sweepRun('fit', ['board/tests/fit-flow.test.mjs'], { CS_SWEEP: '1' }),
          browser(),
          webModels(),
        ]),
    ...chosen.map(async (backend) => {
      const native = backend === 'native';
      const mine = [
        ...files,
        ...(random.includes(backend) ? ['hdl/tests/random.test.mjs'] : []),
        ...(native ? ['hdl/tests/yosys.test.mjs', 'hdl/sweep/'] : ['hdl/tests/timing.test.mjs']),
      ];
      // CS_SWEEP=1: random.test.mjs's and yosys.test.mjs's sweep tiers natively, timing.test.mjs's
      // in WASM (every configuration's cycle counts; npm test measures a representative set there).
      const env = { CS_BACKEND: backend, CS_MCT_OUTER: process.env.CS_MCT_OUTER ?? '100', CS_SWEEP: '1' };
      return sweepRun(backend, mine, env);
    }),
  ]);
  if (!results.every(Boolean)) process.exitCode = 1;
});
