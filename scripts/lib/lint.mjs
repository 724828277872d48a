// The lint layer: one style, enforced in every language the lab is written in. Each check
// runs a maintained tool over the whole tree and passes or fails on its own:
//   rustfmt    cargo fmt --check (rustfmt.toml), the workspace and the fuzz crate
//   prettier   prettier --check (.prettierrc.json, .prettierignore)
//   eslint     eslint (eslint.config.js: recommended rules, typescript-eslint, react-hooks)
//   ruff       ruff check and ruff format --check (ruff.toml), the board's Python
//   verilator  verilator --lint-only -Wall with hdl/lint/verilator.vlt, every prebuilt
//              configuration and the board's and the measurement's top levels around one
// `npm run lint -- --fix` rewrites what the formatters and ESLint can fix themselves.
import fs from 'node:fs';
import path from 'node:path';
import { root, buildDir } from './paths.mjs';
import { run, pool } from './run.mjs';
import { loadRegistry } from './registry.mjs';
import { topLevel } from './models.mjs';
import { coreSources, hdlDir, includeArgs, verilatorWaivers } from '../../hdl/cores.mjs';

const fuzzManifest = path.join(root, 'sim-core', 'fuzz', 'Cargo.toml');

/** A check's verdict from the tools it ran: passed when every one exited 0. */
async function tools(runs) {
  const results = [];
  for (const [command, args] of runs)
    results.push({ command: [command, ...args].join(' '), ...(await run(command, args, { cwd: root, check: false })) });
  return {
    ok: results.every((r) => r.code === 0),
    output: results.map((r) => `$ ${r.command}\n${`${r.stdout}${r.stderr}`.trim()}`).join('\n\n'),
  };
}

/** `--lint-only -Wall` of one top level over the core sources of `cipher` (and its include path), the waivers first. */
async function verilatorLint({ name, cipher, top, topModule, extraSources = [], parameters = [] }) {
  const sources = coreSources(cipher).map((f) => path.join(hdlDir, f));
  const args = [
    '--lint-only',
    '-Wall',
    '-DCS_PROBE_NAMES',
    ...includeArgs(cipher),
    ...parameters,
    verilatorWaivers,
    ...sources,
    ...extraSources,
    top,
    '--top-module',
    topModule,
  ];
  const r = await run('verilator', args, { cwd: root, check: false });
  return { name, ok: r.code === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

/** Every prebuilt configuration's generated top, and the board and measurement tops around the default one. */
async function verilatorCheck() {
  const registry = await loadRegistry();
  const dir = path.join(buildDir, 'lint', 'verilator');
  const topOf = async (entry) => {
    // cs_top.sv, as the module is named (DECLFILENAME).
    const file = path.join(dir, entry.id, 'cs_top.sv');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await topLevel(entry));
    return file;
  };
  const jobs = registry.entries.map(
    (entry) => async () =>
      verilatorLint({ name: entry.id, cipher: entry.config.cipher, top: await topOf(entry), topModule: 'cs_top' }),
  );
  const defaultEntry = registry.entries.find((e) => e.id === registry.defaultId);
  const rtl = (...p) => path.join(hdlDir, 'rtl', ...p);
  const boardSources = fs
    .readdirSync(rtl('board'))
    .filter((f) => f.endsWith('.sv') && f !== 'cs_board_top.sv')
    .map((f) => rtl('board', f));
  // A top level around the default configuration's: its cipher's sources, then `extraSources` and cs_top.
  const aroundDefault =
    (what, top, topModule, { extraSources = [], parameters = [] } = {}) =>
    async () =>
      verilatorLint({
        name: `${what} around ${defaultEntry.id}`,
        cipher: defaultEntry.config.cipher,
        top,
        topModule,
        extraSources: [...extraSources, await topOf(defaultEntry)],
        parameters,
      });
  jobs.push(
    aroundDefault('board top', rtl('board', 'cs_board_top.sv'), 'cs_board_top', { extraSources: boardSources }),
    aroundDefault('measurement top', rtl('measure', 'cs_serial_ports.sv'), 'cs_serial_ports', {
      parameters: [`-GNumStages=${defaultEntry.config.registerStages}`],
    }),
  );
  const results = await pool(jobs, 2, (job) => job());
  const failed = results.filter((r) => !r.ok);
  return {
    ok: failed.length === 0,
    output: [
      `${results.length - failed.length} of ${results.length} top levels lint clean (verilator --lint-only -Wall ${path.relative(root, verilatorWaivers)})`,
      ...failed.map((r) => `✖ ${r.name}\n${r.output}`),
    ].join('\n'),
  };
}

/** The checks, in order; `fix` makes the formatters and ESLint rewrite instead of report. */
export function lintChecks({ fix = false } = {}) {
  const prettier = ['npx', ['prettier', fix ? '--write' : '--check', '--log-level', 'warn', '.']];
  return [
    {
      name: 'rustfmt',
      run: () =>
        tools([
          ['cargo', ['fmt', '--all', ...(fix ? [] : ['--', '--check'])]],
          ['cargo', ['fmt', '--all', '--manifest-path', fuzzManifest, ...(fix ? [] : ['--', '--check'])]],
        ]),
    },
    { name: 'prettier', run: () => tools([prettier]) },
    { name: 'eslint', run: () => tools([['npx', ['eslint', ...(fix ? ['--fix'] : []), '.']]]) },
    {
      name: 'ruff',
      run: () =>
        tools([
          ['ruff', ['check', ...(fix ? ['--fix'] : []), '.']],
          ['ruff', ['format', ...(fix ? [] : ['--check']), '.']],
        ]),
    },
    { name: 'verilator', run: verilatorCheck },
  ];
}

/** Run the checks one after another; resolves with [{ name, ok, output, seconds }]. */
export async function runLints(options) {
  const results = [];
  for (const check of lintChecks(options)) {
    const started = Date.now();
    let result;
    try {
      result = await check.run();
    } catch (error) {
      result = { ok: false, output: String(error.stack ?? error) };
    }
    results.push({ name: check.name, ...result, seconds: (Date.now() - started) / 1000 });
  }
  return results;
}
