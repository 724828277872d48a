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
//   npm run synth -- --stale             mark the committed figures whose inputs changed (scripts/lib/synth-stale.mjs)
// Bigger than one machine (scripts/lib/synth-shards.mjs; recipes in scripts/README.md):
//   npm run synth -- --list              one command per figure still to measure, nothing else on stdout
//   npm run synth -- --shard i/n         the figures of share i of n (deterministic)
//   npm run synth -- --merge <folder>…   figures made elsewhere (their build/synth/figures/)
import { step, item, info, warn, fail, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { defaultConfigId, loadRegistry } from './lib/registry.mjs';
import { versionOf, pool } from './lib/run.mjs';
import { writeStaleFile } from './lib/synth-stale.mjs';
import { buildSimCoreStep, loadSimCore } from './lib/sim-core.mjs';
import { checkSynthesis, checkTargets } from './lib/synth-check.mjs';
import {
  measureFigure,
  figureJob,
  knownFigure,
  figureTargets,
  figureConfigId,
  writeResults,
  resultsFile,
  toolVersions,
} from './lib/synth-figures.mjs';
import { parseShard, figureJobs, shareOf, figureCommand, mergeFigures } from './lib/synth-shards.mjs';
import { committedTable, writeSynthesisBlocks } from './lib/synth-table.mjs';
import { command, wholeNumber } from './lib/cli.mjs';
import registryCiphers from '../registry/ciphers.json' with { type: 'json' };
import { cipherById } from '../registry/ciphers.mjs';
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
    device: {
      type: 'string',
      choices: Object.keys(figureTargets),
      description: "only this device's figures",
    },
    stale: {
      type: 'boolean',
      description:
        'only rewrite registry/synthesis-stale.json, the committed figures measured from inputs that have since changed (the lab marks them), and the tables; measures nothing',
    },
    list: {
      type: 'boolean',
      description:
        "print one self-contained command per figure still to measure (none cached or committed from today's inputs), one a line, and nothing else on stdout: the input of GNU parallel",
    },
    shard: {
      type: 'string',
      value: 'i/n',
      description: 'measure share i of n of the figures (job k of the fixed order goes to share k mod n + 1)',
      parse: parseShard,
    },
    jobs: {
      type: 'string',
      value: 'n',
      description:
        'figures measured at once on this machine (the two cores of this machine kind; a figure takes up to a few GB, the largest up to 19 GB: measure that one alone, scripts/TOOLCHAIN.md names it)',
      default: '2',
      parse: wholeNumber(1),
    },
    merge: {
      type: 'boolean',
      description:
        "take the figure files in the folders named (another machine's build/synth/figures/) into registry/synthesis.json; a file whose hash is not today's inputs' is refused by name",
    },
  },
  positionals: {
    name: 'id',
    description:
      'only these prebuilt configurations (registry/configurations.json; default: every one); with --merge, the folders to merge',
  },
  env: ['CS_DEBUG'],
  examples: [
    'npm run synth',
    'npm run synth -- --check',
    `npm run synth -- --figures ${defaultConfigId()}`,
    'npm run synth -- --table',
    'npm run synth -- --stale',
    'npm run --silent synth -- --list > jobs.txt',
    'npm run synth -- --shard 2/4',
    'npm run synth -- --shard 1/2 --jobs 1',
    'npm run synth -- --merge figures-host1 figures-host2',
  ],
});

const describe = (r) => {
  if (r.fits === false) return `does not fit: ${r.reason}`;
  if (r.placed === false) return `LUT ${r.luts}, FF ${r.ffs}, BRAM ${r.brams}; not placed: ${r.reason}`;
  const parts = [`LUT ${r.luts}`, `FF ${r.ffs}`, `BRAM ${r.brams}`];
  if (r.fmaxMHz) parts.push(`Fmax ${r.fmaxMHz.toFixed(1)} MHz`);
  return parts.join(', ');
};

/** The figure jobs of `entries`, on --device's device if given, and --shard's share if given. */
function jobsOf(entries, simCore) {
  // Device by device, ECP5 first: its Fmax is what the lab's throughput figures use. A
  // target may measure only some configurations (`applies`, given the configuration and its
  // cipher's description: the HX8K, iterative encryptors and lightweight ciphers).
  const applies = (target, entry) => {
    const config = simCore.parseConfiguration(figureConfigId(entry.id));
    return figureTargets[target].applies?.(config, cipherById(registryCiphers, config.cipher)) ?? true;
  };
  const targets = flags.device ? [flags.device] : Object.keys(figureTargets);
  const jobs = figureJobs(entries, targets, applies);
  return flags.shard ? shareOf(jobs, flags.shard) : jobs;
}

/** Rewrite what reads registry/synthesis.json: which figures are stale, and the tables. */
async function writeTables(registryEntries, { simCore, versions }) {
  const stale = await writeStaleFile(registryEntries, { simCore, versions });
  info(`${stale} figure(s) from earlier inputs, marked so in registry/synthesis-stale.json`);
  // hdl/doc/timing.md's key-setup table gives times at the ECP5-85F Fmax measured here.
  writeKeySetupTable(keySetupTableFromRegistry());
  // So does the finalists' comparison (hdl/doc/finalists.md).
  writeFinalistsTables(finalistsTablesFromRegistry());
  // And the figures themselves (hdl/doc/synthesis.md, each cipher's hdl/doc/<id>.md).
  writeSynthesisBlocks(simCore.throughputMbps);
}

async function figures(entries, registryEntries) {
  const simCore = await loadSimCore();
  const versions = await toolVersions();
  const jobs = jobsOf(entries, simCore);
  const share = flags.shard ? `, share ${flags.shard.index} of ${flags.shard.count}` : '';
  step(
    `synth figures: ${jobs.length} measurements${share} (${Object.keys(figureTargets).join(', ')}) into ${resultsFile}`,
  );
  const results = [];
  let done = 0;
  let failed = 0;
  await pool(jobs, flags.jobs, async ({ entry, target }) => {
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
      item(++done, jobs.length, `${entry.id} ${target}`, `FAILED: ${explained(error.message)}`);
    }
  });
  info(`${results.length} of ${jobs.length} figures measured; registry/synthesis.json written`);
  await writeTables(registryEntries, { simCore, versions });
  return failed === 0;
}

/**
 * A tool that ended by a signal has no exit code (Node's "close" event: code null), and the
 * figure's flow says `exit null`: say what that usually is. Yosys on an Artix-7 estimate of
 * Serpent PP-32 grew past 14 GB beside another figure and the kernel killed it (2026-11-29).
 */
function explained(message) {
  if (!/exit null$/.test(message)) return message;
  return `${message}: the tool was killed by a signal, on Linux most often the out-of-memory killer (\`dmesg\` names it); measure it again alone (--jobs 1, nothing else running)`;
}

/** --list: one command per figure still to measure, on stdout (`print`), nothing else there. */
async function list(entries, print) {
  const simCore = await loadSimCore();
  const versions = await toolVersions();
  let missing = 0;
  const jobs = jobsOf(entries, simCore);
  for (const { entry, target } of jobs) {
    if (knownFigure(entry, target, await figureJob(entry, target, { simCore, versions }))) continue;
    print(figureCommand({ entry, target }));
    missing++;
  }
  info(`${missing} of ${jobs.length} figures still to measure`);
}

/** --merge: figures made on other machines, checked against today's inputs. */
async function merge(folders, registryEntries) {
  const simCore = await loadSimCore();
  const versions = await toolVersions();
  const { accepted, refused } = await mergeFigures(folders, { entries: registryEntries, simCore, versions });
  step(`synth merge: ${accepted.length} figures from ${folders.length} folder(s)`);
  for (const message of refused) warn(`refused ${message}`);
  if (accepted.length) {
    writeResults(registryEntries, accepted);
    await writeTables(registryEntries, { simCore, versions });
  }
  info(`${accepted.length} taken into registry/synthesis.json, ${refused.length} refused`);
  return refused.length === 0;
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
  const modes = ['table', 'stale', 'list', 'merge'].filter((f) => flags[f]);
  if (modes.length > 1) fail(`--${modes.join(' and --')} do not go together: give one`);
  if ((flags.list || flags.merge) && flags.check) fail(`--check does not go with --${modes[0]}: it is about figures`);
  if (flags.merge && (flags.shard || flags.device))
    fail("--merge takes folders only: it checks every figure file in them against today's inputs");
  if (flags.merge && wanted.length === 0) fail("--merge needs folders: another machine's build/synth/figures/");
  // --list's stdout is the commands alone (GNU parallel reads it): the progress goes to stderr.
  const print = console.log;
  if (flags.list) console.log = console.error;
  await setup();
  // Synthesis reads the RTL and sim-core's configuration rules, not the simulators.
  await buildSimCoreStep();
  if (flags.table) {
    step('synth table: registry/synthesis.json, ECB Gbit/s by sim-core');
    console.log(committedTable((await loadSimCore()).throughputMbps).join('\n'));
    return;
  }
  const registry = await loadRegistry();
  if (flags.stale) {
    if (flags.figures || flags.check || flags.device || flags.shard || wanted.length)
      fail('npm run synth -- --stale takes nothing else: it marks every committed figure whose inputs changed');
    step('synth stale: the committed figures measured from inputs that have since changed');
    await writeTables(registry.entries, { simCore: await loadSimCore(), versions: await toolVersions() });
    return;
  }
  if (flags.merge) {
    if (!(await merge(wanted, registry.entries))) process.exitCode = 1;
    return;
  }
  // --device, --shard and --list are about figures: with them, the check part runs only when asked for.
  const asked = ['figures', 'check'].filter((p) => flags[p]);
  const figuresOnly = flags.device || flags.shard || flags.list;
  const parts = asked.length ? asked : figuresOnly ? ['figures'] : ['figures', 'check'];
  const missing = wanted.filter((id) => !registry.entries.some((e) => e.id === id));
  if (missing.length)
    fail(`not prebuilt configurations: ${missing.join(', ')} (registry/configurations.json lists them)`);
  const entries = wanted.length ? registry.entries.filter((e) => wanted.includes(e.id)) : registry.entries;
  if (flags.list) return list(entries, print);
  let ok = true;
  if (parts.includes('figures')) ok = (await figures(entries, registry.entries)) && ok;
  if (parts.includes('check')) ok = (await check(entries)) && ok;
  if (!ok) process.exitCode = 1;
});
