// iCE40UP5K figures: the core in the iCEBreaker's board top level, with its UART (the UP5K
// has 39 pins and nextpnr-ice40 0.4 no out-of-context mode), through the exported project's
// own Makefile; placed when the fit check passes.
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../run.mjs';
import {
  fitCheck,
  writeProject,
  boardRepoPaths,
  coreIncludeRepoPaths,
  coreRepoPaths,
  readRepoFile,
} from '../export.mjs';
import { boardById } from '../../../board/boards.mjs';
import { renderConstraints } from '../../../board/constraints.mjs';
import { projectLayout } from '../../../board/export/project.mjs';
import { exportConfiguration } from '../../../board/export/configured.mjs';
import { fips197KeyHex } from '../../../hdl/top.mjs';
import { routedFmax } from './tools.mjs';
import { doesNotPlace } from '../../../board/export/nextpnr-log.mjs';

/**
 * The iCEBreaker project of `config` and its file layout, over the configuration's cipher's
 * RTL: the project `npm run export` writes (exportConfiguration, with the known answers a
 * cipher without its own host check carries), without vendor scripts: the open flow's
 * Makefile is what runs.
 */
async function boardProject({ simCore, board, config, key }) {
  const constraints = [renderConstraints(board)].flat();
  const coreSources = coreRepoPaths(config.cipher);
  const coreIncludes = coreIncludeRepoPaths(config.cipher);
  const boardSources = boardRepoPaths();
  const project = await exportConfiguration({
    simCore,
    config,
    board,
    key,
    coreSources,
    coreIncludes,
    boardSources,
    readFile: readRepoFile,
    vendor: null,
  });
  return { project, layout: projectLayout({ coreSources, coreIncludes, boardSources, constraints }) };
}

const flowFiles = [
  'board/boards/icebreaker.json',
  'board/export/flows.mjs',
  'board/export/makefile.mjs',
  'board/export/fit-synth.mjs',
];

export const ice40Up5k = {
  device: 'Lattice iCE40UP5K (the iCEBreaker), with the board top level and its UART',
  tools: ['yosys', 'nextpnr-ice40'],
  source: import.meta.url,
  // The board top's RTL and what makes the project: the board file (its synthesis command) and
  // the export's flow, Makefile and fit check. A change to any of them measures again.
  reads: () => [...boardRepoPaths(), ...flowFiles].map((f) => readRepoFile(f)),
  async measure({ dir, simCore, config }) {
    const board = boardById('icebreaker');
    // An offline key schedule bakes in FIPS-197 Appendix C's key, as the simulators do.
    const key = config.keySchedule === 'offline' ? fips197KeyHex(config) : undefined;
    const { project, layout } = await boardProject({ simCore, board, config, key });
    const fit = await fitCheck(board, config, project.files, layout);
    if (fit.message) return { ...fit.need, fits: false, reason: fit.message };
    const out = path.join(dir, 'project');
    fs.rmSync(out, { recursive: true, force: true });
    await writeProject(out, project);
    const r = await run('make', [], { cwd: out, check: false });
    const logFile = path.join(out, 'build', 'nextpnr.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    // Counted both ways, LUTs and flip-flops may each fit and their logic cells not.
    const noPlace = r.code !== 0 && doesNotPlace(log);
    if (noPlace) {
      return {
        ...fit.need,
        fits: false,
        reason: `does not place on the iCE40UP5K: ${noPlace}`,
      };
    }
    if (r.code !== 0)
      throw new Error(
        `the iCEBreaker project's make failed: ${(r.stderr || r.stdout).split('\n').slice(-5).join(' ')}`,
      );
    const cells = log.match(/ICESTORM_LC:\s+(\d+)\/\s*(\d+)/);
    fs.rmSync(out, { recursive: true, force: true });
    return {
      ...fit.need,
      fits: true,
      logicCells: cells ? Number(cells[1]) : null,
      fmaxMHz: routedFmax(log, 'ice40-up5k'),
    };
  },
};
