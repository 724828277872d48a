// `npm run export`: a configured core as a ready FPGA project for one board.
//   npm run export -- --board <board> --config <id> --out <folder or file.zip> [--key <hex>] [--no-fit-check]
// Checks the input first (board, configuration, key, out), then that the design fits the
// board (Yosys for the board's family, cached), then writes the project: the folder
// cipherscope-<board>-<config>/ described in board/README.md.
import path from 'node:path';
import { step, item, info, fail, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { buildSimCore, loadSimCore } from './lib/sim-core.mjs';
import { boardById, listBoards } from '../board/boards.mjs';
import { loadRegistry } from './lib/registry.mjs';
import { groupDigits } from '../board/fit.mjs';
import { FAMILIES } from '../board/boards.mjs';
import { yosysFor } from '../board/export/flows.mjs';
import { hostCipherProblem } from '../board/export/host.mjs';
import {
  keyProblem,
  outProblem,
  makeProject,
  vendorScripts,
  fitCheck,
  boardLayout,
  writeProject,
} from './lib/export.mjs';
import { command } from './lib/cli.mjs';

const usageArgs =
  '--board <board> --config <configuration id> --out <folder or file.zip> [--key <hex>] [--no-fit-check]';
const usage = `usage: npm run export -- ${usageArgs}`;

const { values: options } = command({
  name: 'export',
  usage: usageArgs,
  summary:
    "A configured core as a ready FPGA project for one board: the RTL, the board top level behind a UART, constraints, a Makefile for the open flow, a FuseSoC core file, vendor scripts from Edalize, the host script and its vectors (board/README.md says what a project holds). Checks the input first (board, configuration, key, out), then that the design fits the board (Yosys for the board's family, cached), then writes the folder cipherscope-<board>-<config>/, or a zip of it.",
  options: {
    board: { type: 'string', value: 'board', description: 'the board, by its id in board/boards/ (required)' },
    config: {
      type: 'string',
      value: 'id',
      description: 'the configuration, by its canonical id (registry/README.md explains the fields; required)',
    },
    out: {
      type: 'string',
      value: 'folder or file.zip',
      description: 'where to write the project: a new or empty folder, or a .zip file (required)',
    },
    key: {
      type: 'string',
      value: 'hex',
      description:
        'the fixed key of an offline key schedule, in hex (only for offline configurations, and required by them)',
    },
    'no-fit-check': { type: 'boolean', description: 'skip the check that the design fits the board' },
  },
  env: ['CS_DEBUG'],
  examples: [
    `npm run export -- --board icebreaker --config ${boardById('icebreaker').documentedCores.exportDefault} --out build/my-project`,
    'npm run export -- --board ulx3s-85f --config <an id with an offline key schedule> --key <its key in hex> --out build/fixed-key.zip',
  ],
});

function describeNeed(board, need) {
  const { lut, bram } = FAMILIES[board.fpga.family];
  return `${groupDigits(need.luts)} ${lut}, ${groupDigits(need.ffs)} FFs, ${groupDigits(need.brams)} ${bram} of ${groupDigits(board.resources.luts)}, ${groupDigits(board.resources.ffs)}, ${groupDigits(board.resources.brams)}`;
}

main(async () => {
  for (const name of ['board', 'config', 'out'])
    if (options[name] === undefined) fail(`--${name} is missing\n  ${usage}`);
  let board;
  try {
    board = boardById(options.board);
  } catch {
    fail(
      `unknown board '${options.board}'; the boards: ${listBoards()
        .map((b) => `${b.id} (${b.name})`)
        .join(', ')}`,
    );
  }
  const outIssue = outProblem(options.out);
  if (outIssue) fail(outIssue);

  step(`export: ${options.config} for the ${board.name}`);
  const simCoreStatus = await buildSimCore();
  const simCore = await loadSimCore();
  let config;
  try {
    config = simCore.parseConfiguration(options.config);
  } catch (error) {
    fail(`invalid configuration '${options.config}': ${error.message}`);
  }
  if (config.id !== options.config)
    fail(`write the configuration as ${config.id} (its canonical id), not ${options.config}`);
  const keyIssue = keyProblem(config, options.key);
  if (keyIssue) fail(keyIssue);
  const cipherIssue = hostCipherProblem(config);
  if (cipherIssue) fail(cipherIssue);
  const fitChecked = !options['no-fit-check'];
  const total = fitChecked ? 4 : 3;
  item(1, total, 'sim-core', `${simCoreStatus}; ${config.id} is valid`);

  await setup();
  step('export: the project');
  const registry = await loadRegistry();
  const title = registry.entries.find((e) => e.id === config.id)?.title;

  const vendor = await vendorScripts(board, config.cipher);
  item(
    2,
    total,
    'vendor scripts',
    vendor ? `${vendor.tool}/ by Edalize${vendor.cached ? ' (cached)' : ''}` : 'none for this board',
  );
  const project = await makeProject({ simCore, board, config, title, key: options.key, vendor });

  if (fitChecked) {
    const fit = await fitCheck(board, config, project.files, boardLayout(board, config.cipher));
    item(
      3,
      total,
      `fit check (${yosysFor(board).tool}, ${board.fpga.family})`,
      `${describeNeed(board, fit.need)}${fit.cached ? ' (cached)' : ` in ${fit.seconds} s`}`,
    );
    if (fit.message)
      fail(`${fit.message}.\n  Pick a smaller configuration or a larger board, or skip the check with --no-fit-check.`);
  }

  const written = await writeProject(options.out, project);
  const shown = path.relative(process.cwd(), written);
  item(
    total,
    total,
    'written',
    `${shown.startsWith('..') ? written : shown} (${project.files.size} files, folder ${project.folder}/)`,
  );
  info(
    `next: see README.md in the project (${options.out.endsWith('.zip') ? 'unzip it first' : 'cd into it'}), then \`make\``,
  );
});
