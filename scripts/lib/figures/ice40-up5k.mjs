// iCE40UP5K figures: the core in the iCEBreaker's board top level, with its UART (the UP5K
// has 39 pins and nextpnr-ice40 0.4 no out-of-context mode), through the exported project's
// own Makefile; placed when the fit check passes.
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../run.mjs';
import { makeProject, fitCheck, boardLayout, writeProject, boardRepoPaths, readRepoFile } from '../export.mjs';
import { boardById } from '../../../board/boards.mjs';
import { fips197KeyHex } from '../../../hdl/top.mjs';
import { routedFmax } from './tools.mjs';

export const ice40Up5k = {
  device: 'Lattice iCE40UP5K (the iCEBreaker), with the board top level and its UART',
  tools: ['yosys', 'nextpnr-ice40'],
  source: import.meta.url,
  reads: () => boardRepoPaths().map((f) => readRepoFile(f)),
  async measure({ dir, simCore, config }) {
    const board = boardById('icebreaker');
    // An offline key schedule bakes in FIPS-197 Appendix C's key, as the simulators do.
    const key = config.keySchedule === 'offline' ? fips197KeyHex(config) : undefined;
    const project = await makeProject({ simCore, board, config, key, vendor: null });
    const fit = await fitCheck(board, config, project.files, boardLayout(board));
    if (fit.message) return { ...fit.need, fits: false, reason: fit.message };
    const out = path.join(dir, 'project');
    fs.rmSync(out, { recursive: true, force: true });
    await writeProject(out, project);
    const r = await run('make', [], { cwd: out, check: false });
    const logFile = path.join(out, 'build', 'nextpnr.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    // Counted both ways, LUTs and flip-flops may each fit and their logic cells not.
    if (r.code !== 0 && /Unable to place|failed to place|exceeds/i.test(log)) {
      return {
        ...fit.need,
        fits: false,
        reason: `does not place on the iCE40UP5K: ${log.split('\n').find((l) => /ERROR/.test(l)) ?? 'nextpnr failed'}`,
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
