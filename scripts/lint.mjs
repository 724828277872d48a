// `npm run lint`: the lint layer of `npm test` on its own (scripts/lib/lint.mjs), or with
// --fix, the formatters and ESLint rewriting what they can.
import { step, info, main, fail } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { buildSimCoreStep } from './lib/sim-core.mjs';
import { runLints } from './lib/lint.mjs';
import { command } from './lib/cli.mjs';

const { values } = command({
  name: 'lint',
  summary:
    "Check the tree's style in every language: cargo fmt --check (Rust), Prettier --check (TypeScript, JavaScript, CSS, JSON), ESLint with the react-hooks rules, ruff (the board's Python), and Verilator --lint-only -Wall with hdl/lint/verilator.vlt on every prebuilt configuration and the board top. After set-up and a sim-core build (the configurations' top levels are generated from it). npm test runs the same checks as its lint layer.",
  options: {
    fix: { type: 'boolean', description: 'let rustfmt, Prettier, ESLint and ruff rewrite what they can fix' },
  },
  env: ['CS_DEBUG'],
  examples: ['npm run lint', 'npm run lint -- --fix'],
});

main(async () => {
  await setup();
  await buildSimCoreStep();
  step(`lint${values.fix ? ' --fix' : ''}`);
  const results = await runLints({ fix: values.fix });
  for (const r of results) {
    info(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)`);
    if (!r.ok) console.log(r.output.replace(/^/gm, '      '));
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  if (failed.length)
    fail(
      `lint: ${failed.join(', ')} failed${values.fix ? '' : ' (npm run lint -- --fix rewrites what the formatters can)'}`,
    );
});
