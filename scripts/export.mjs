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
import {
  keyProblem,
  outProblem,
  makeProject,
  vendorScripts,
  fitCheck,
  boardLayout,
  writeProject,
} from './lib/export.mjs';

const usage =
  'usage: npm run export -- --board <board> --config <configuration id> --out <folder or file.zip> [--key <hex>] [--no-fit-check]';

function parseArgs(argv) {
  const options = { fitCheck: true };
  const valued = { '--board': 'board', '--config': 'config', '--out': 'out', '--key': 'key' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    if (flag === '--no-fit-check' && inline === undefined) options.fitCheck = false;
    else if (flag === '--help' || flag === '-h') fail(usage);
    else if (valued[flag]) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--')))
        fail(`${flag} needs a value\n  ${usage}`);
      if (options[valued[flag]] !== undefined) fail(`${flag} given twice`);
      options[valued[flag]] = value;
    } else fail(`unknown argument '${arg}'\n  ${usage}`);
  }
  for (const name of ['board', 'config', 'out'])
    if (options[name] === undefined) fail(`--${name} is missing\n  ${usage}`);
  return options;
}

function describeNeed(board, need) {
  const { lut, bram } = FAMILIES[board.fpga.family];
  return `${groupDigits(need.luts)} ${lut}, ${groupDigits(need.ffs)} FFs, ${groupDigits(need.brams)} ${bram} of ${groupDigits(board.resources.luts)}, ${groupDigits(board.resources.ffs)}, ${groupDigits(board.resources.brams)}`;
}

main(async () => {
  const options = parseArgs(process.argv.slice(2));
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
  const total = options.fitCheck ? 4 : 3;
  item(1, total, 'sim-core', `${simCoreStatus}; ${config.id} is valid`);

  await setup();
  step('export: the project');
  const registry = await loadRegistry();
  const title = registry.entries.find((e) => e.id === config.id)?.title;

  const vendor = await vendorScripts(board);
  item(
    2,
    total,
    'vendor scripts',
    vendor ? `${vendor.tool}/ by Edalize${vendor.cached ? ' (cached)' : ''}` : 'none for this board',
  );
  const project = await makeProject({ simCore, board, config, title, key: options.key, vendor });

  if (options.fitCheck) {
    const fit = await fitCheck(board, config, project.files, boardLayout(board));
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
