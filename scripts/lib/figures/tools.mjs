// What the figure targets (this folder) share: the core's sources, Yosys's cell counts, and
// nextpnr runs and their Fmax. A figure's cache hash reads this file and its target's file.
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../run.mjs';
import { coreIncludes, coreSources, hdlDir, includePath } from '../../../hdl/cores.mjs';
import { countResources } from '../../../board/export/fit-synth.mjs';
import { fmaxLines } from '../../../board/export/nextpnr-log.mjs';
import { placementSeed } from '../../../board/export/flows.mjs';

/** nextpnr's placement seed for every figure: the exported Makefiles' too (board/export/flows.mjs). */
export const seed = placementSeed;

/**
 * The RTL a figure of a `cipher` core reads (hdl/cores.mjs coreSources: hdl/rtl/common/ and
 * hdl/rtl/<cipher>/), as absolute paths: the figure's hash and its Yosys runs take this one list.
 */
export const coreFiles = (cipher) => {
  if (!cipher)
    throw new Error("coreFiles: name the configuration's cipher (config.cipher), whose RTL the figure reads");
  return coreSources(cipher).map((f) => path.join(hdlDir, f));
};

/**
 * The include files the RTL of a `cipher` core reads (hdl/cores.mjs coreIncludes), as absolute
 * paths: a figure's hash reads them too, and Yosys gets their folders as its include path.
 */
export const coreIncludeFiles = (cipher) => coreIncludes(cipher).map((f) => path.join(hdlDir, f));

/**
 * Yosys `synth` on `sources` (coreFiles, reading `includes`, coreIncludeFiles) and `cs_top.sv`
 * in `dir`: the family's resource counts.
 */
export async function yosysCells(dir, { sources, includes }, synth, family) {
  const script = `read_verilog -sv ${[...includePath(includes), ...sources].join(' ')} cs_top.sv; ${synth}; tee -q -o stat.json stat -json`;
  const r = await run('yosys', ['-q', '-l', 'yosys.log', '-p', script], { cwd: dir, check: false });
  if (r.code !== 0 || !fs.existsSync(path.join(dir, 'stat.json'))) {
    const log = fs.readFileSync(path.join(dir, 'yosys.log'), 'utf8');
    throw new Error(
      `yosys (${synth}) failed: ${
        log
          .split('\n')
          .filter((l) => /ERROR/.test(l))
          .join(' ') || `exit ${r.code}`
      }`,
    );
  }
  const cells = JSON.parse(fs.readFileSync(path.join(dir, 'stat.json'), 'utf8')).design.num_cells_by_type;
  return countResources(family, cells);
}

/** The slowest clock nextpnr reports after routing, in MHz. */
export function routedFmax(log, what) {
  const lines = fmaxLines(log);
  if (!lines.length) throw new Error(`${what}: nextpnr reported no Max frequency line`);
  return Math.min(...lines.map((l) => l.mhz));
}

/** Run nextpnr in `dir`, logging to nextpnr.log: its exit code, its log, and the log's ERROR lines. */
export async function placeAndRoute(tool, args, dir) {
  const r = await run(tool, [...args, '--seed', String(seed), '--timing-allow-fail', '-l', 'nextpnr.log'], {
    cwd: dir,
    check: false,
  });
  const logFile = path.join(dir, 'nextpnr.log');
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : r.stderr;
  return {
    code: r.code,
    log,
    error: log
      .split('\n')
      .filter((l) => /ERROR/.test(l))
      .join(' '),
  };
}
