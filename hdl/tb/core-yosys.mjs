// The core bench's Yosys checks (hdl/tb/core-bench.mjs --yosys): Yosys 0.23 synthesises a shape
// for the ECP5 (synth_ecp5) and counts its cells, and, for a cipher whose bench renders the lab's
// top level around a shape (a descriptor's labTop), reads and elaborates that top as
// hdl/yosys.mjs's `accept` does.
import fs from 'node:fs';
import path from 'node:path';
import { renderSynthesisTop } from './core-tb.mjs';
import { capture, tail } from './verilated-bench.mjs';
import { includePath } from '../cores.mjs';

/** ECP5 cells by the names the report gives them. */
const ecp5Cells = [
  ['LUT4', (t) => t === 'LUT4'],
  ['slice muxes', (t) => t === 'PFUMX' || t === 'L6MUX21'],
  ['FF', (t) => t === 'TRELLIS_FF'],
  ['CCU2C', (t) => t === 'CCU2C'],
  ['MULT18X18D', (t) => t === 'MULT18X18D'],
  ['LUT RAM DPR16X4', (t) => t === 'TRELLIS_DPR16X4'],
  ['DP16KD', (t) => t === 'DP16KD'],
];

// An identifier Yosys could not resolve becomes an undriven wire: the netlist is wrong.
const fatalWarnings = (text) => text.split('\n').filter((l) => /ERROR|implicitly declared|no driver/i.test(l));

/**
 * synth_ecp5 of one shape of `bench` over `sources` and the `includes` they read (its core
 * wrapped with every port passed through; `parameters`: the core's). Resolves to { ok, cells: [[name, count]] (the kinds
 * present, LUT4 and FF always), warnings, seconds } or { ok: false, message, seconds }.
 */
export async function synthEcp5({ bench, shape, parameters, sources, includes = [], outDir }) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const top = `cs_${bench.id}_${shape.name.replaceAll('-', '_')}`;
  const wrapper = path.join(dir, `${top}.sv`);
  fs.writeFileSync(
    wrapper,
    renderSynthesisTop({
      top,
      module: bench.module,
      parameters,
      blockBits: bench.blockBytes * 8,
      stages: bench.stages(shape),
      title: `${bench.name} ${shape.name}`,
    }),
  );
  const stat = path.join(dir, `${shape.name}.ecp5.json`);
  fs.rmSync(stat, { force: true });
  const script = `read_verilog -sv ${[...includePath(includes), ...sources, wrapper].join(' ')}; synth_ecp5 -top ${top}; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const { code, stdout, stderr } = await capture('yosys', ['-q', '-p', script]);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0 || !fs.existsSync(stat)) return { ok: false, message: tail(stderr || stdout), seconds };
  const fatal = fatalWarnings(stderr + stdout);
  if (fatal.length) return { ok: false, message: fatal.join('\n'), seconds };
  const byType = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
  const cells = ecp5Cells
    .map(([name, pick]) => [name, Object.entries(byType).reduce((n, [t, c]) => n + (pick(t) ? c : 0), 0)])
    .filter(([name, n]) => n > 0 || name === 'LUT4' || name === 'FF');
  const warnings = (stderr + stdout).split('\n').filter((l) => /warning|error/i.test(l));
  return { ok: true, cells, warnings, seconds };
}

/**
 * Yosys 0.23 reads and elaborates the lab's top level `cs_top` (`file`) over `sources` and the
 * `includes` they read (hdl/yosys.mjs's `accept`).
 */
export async function yosysAccepts({ file, sources, includes = [] }) {
  const script = `read_verilog -sv ${[...includePath(includes), ...sources, file].join(' ')}; hierarchy -check -top cs_top; proc; opt_clean; check -assert`;
  const r = await capture('yosys', ['-q', '-p', script]);
  const fatal = fatalWarnings(r.stderr + r.stdout);
  return { ok: r.code === 0 && fatal.length === 0, output: tail(fatal.join('\n') || r.stderr + r.stdout) };
}
