// Runner of AES's exhaustive S-box bench (hdl/tb/aes/aes_sbox_tb.sv, aes_sbox_tb.cpp): builds
// one Verilator model per S-box implementation into build/tb/ (hdl/tb/verilated-bench.mjs,
// cached by a hash of the sources, the builder and the Verilator version), writes the expected
// tables once from the definition, and runs all 512 inputs through each implementation.
// checkYosys() separately synthesises each implementation with Yosys for iCE40 and ECP5 and
// reports its cells.
//
//   node hdl/tb/aes/sbox-bench.mjs            the benches, one line per implementation
//   node hdl/tb/aes/sbox-bench.mjs --yosys    also the Yosys check
//   node hdl/tb/aes/sbox-bench.mjs --yosys --write   and rewrite the cost table of hdl/doc/sboxes.md
// Exits non-zero if any bench (or, with --yosys, any synthesis) fails. Node built-ins only.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBlock } from '../../generated-block.mjs';
import { command } from '../../../scripts/lib/cli.mjs';
import { versionOf } from '../../../scripts/lib/run.mjs';
import { buildVerilated, capture, tail } from '../verilated-bench.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..', '..');
const rtlDir = path.join(repoRoot, 'hdl', 'rtl', 'aes');
const defaultOutDir = path.join(repoRoot, 'build', 'tb');

/** The implementations, named as in hdl/cores.mjs; index = value of aes_pkg::sbox_impl_e. */
export const sboxImpls = [
  { impl: 'lut', index: 0, param: 'SBoxLut' },
  { impl: 'blockRam', index: 1, param: 'SBoxBram' },
  { impl: 'lutRam', index: 2, param: 'SBoxLutRam' },
  { impl: 'composite', index: 3, param: 'SBoxComposite', synthesisForm: true },
  { impl: 'compositePipelined', index: 4, param: 'SBoxCompositePipelined', synthesisForm: true },
  { impl: 'boyarPeralta', index: 5, param: 'SBoxBoyarPeralta' },
];

/**
 * The benches: every implementation as the simulation models build it, and one whose RTL has a
 * second form for synthesis (aes_sbox_composite.sv: its field arithmetic as logic, where the
 * models look it up) also as Yosys reads it, with SYNTHESIS defined.
 */
export const sboxBenches = [
  ...sboxImpls.map((s) => ({ ...s, name: s.impl, defines: [] })),
  ...sboxImpls
    .filter((s) => s.synthesisForm)
    .map((s) => ({ ...s, name: `${s.impl}-synthesis`, defines: ['SYNTHESIS'] })),
];

/** RTL the S-boxes need, package first: aes_pkg, aes_sbox*, aes_sub_bytes. */
export function sboxSources() {
  const files = fs
    .readdirSync(rtlDir)
    .filter((f) => f.endsWith('.sv') && (f.startsWith('aes_sbox') || f === 'aes_sub_bytes.sv'))
    .sort();
  return ['aes_pkg.sv', ...files].map((f) => path.join(rtlDir, f));
}

/** Build (or reuse) one bench's model (sboxBenches); resolves to the binary's path. */
function buildBench({ name, index, defines }, outDir, verilatorVersion) {
  return buildVerilated({
    dir: path.join(outDir, name),
    sources: [...sboxSources(), path.join(tbDir, 'aes_sbox_tb.sv')],
    topModule: 'aes_sbox_tb',
    driver: path.join(tbDir, 'aes_sbox_tb.cpp'),
    args: ['-O2', `-GImpl=${index}`, ...defines.map((d) => `-D${d}`)],
    verilatorVersion,
  });
}

/**
 * Build and run each bench of sboxBenches. Resolves to
 * [{ impl, passed, checked, latency, message, ... }] in their order, `impl` the bench's name.
 */
export async function runSboxBenches({ outDir = defaultOutDir, impls = sboxBenches } = {}) {
  fs.mkdirSync(outDir, { recursive: true });
  const verilatorVersion = await versionOf('verilator');
  const expected = path.join(outDir, 'sbox_expected.txt');
  fs.rmSync(expected, { force: true });
  const results = [];
  for (const entry of impls) {
    let binary;
    try {
      binary = await buildBench(entry, outDir, verilatorVersion);
    } catch (error) {
      results.push({ impl: entry.name, passed: false, checked: 0, message: error.message });
      continue;
    }
    // The expected tables come from the bench's own C++ (FIPS-197 Sec. 5.1.1), not the RTL.
    if (!fs.existsSync(expected)) {
      const written = await capture(binary, ['--write-expected', expected]);
      if (written.code !== 0) {
        results.push({ impl: entry.name, passed: false, checked: 0, message: tail(written.stderr) });
        continue;
      }
    }
    const { code, stdout, stderr } = await capture(binary, ['--expected', expected, '--impl', entry.name]);
    const line = stdout.trim().split('\n').pop() ?? '';
    let report;
    try {
      report = JSON.parse(line);
    } catch {
      report = { impl: entry.name, passed: false, checked: 0, message: tail(stderr || stdout) || `exit ${code}` };
    }
    report.passed = report.passed === true && code === 0;
    results.push(report);
  }
  return results;
}

const cellKinds = {
  ice40: { luts: ['SB_LUT4'], muxes: [], brams: ['SB_RAM40_4K'], ffs: (t) => t.startsWith('SB_DFF') },
  // ECP5 slices also combine LUT4s into wider functions with PFUMX and L6MUX21.
  ecp5: { luts: ['LUT4'], muxes: ['PFUMX', 'L6MUX21'], brams: ['DP16KD'], ffs: (t) => t === 'TRELLIS_FF' },
};

/** Designs for the Yosys check: each S-box through the selector, plus SubBytes with BRAM. */
function yosysDesigns() {
  const ports = `  input  logic       clk_i,
  input  logic       rst_ni,
  input  logic       en_i,
  input  logic       inverse_i,`;
  const designs = sboxImpls.map(({ impl, param }) => ({
    name: impl,
    top: `cs_sbox_${impl}`,
    text: `module cs_sbox_${impl} (
${ports}
  input  logic [7:0] data_i,
  output logic [7:0] data_o
);
  aes_sbox #(.SBoxImpl(aes_pkg::${param})) u_sbox (.clk_i, .rst_ni, .en_i, .inverse_i, .data_i, .data_o);
endmodule
`,
  }));
  for (const shared of [true, false]) {
    const name = `subBytes-blockRam-${shared ? 'shared' : 'unshared'}`;
    const top = `cs_sub_bytes_bram_${shared ? 'shared' : 'unshared'}`;
    designs.push({
      name,
      top,
      text: `module ${top} (
${ports}
  input  logic [127:0] state_i,
  output logic [127:0] state_o
);
  aes_sub_bytes #(.SBoxImpl(aes_pkg::SBoxBram), .SharedBram(1'b${shared ? 1 : 0})) u_sub_bytes (
    .clk_i, .rst_ni, .en_i, .inverse_i, .state_i, .state_o
  );
endmodule
`,
    });
  }
  return designs;
}

/**
 * Synthesise each implementation with Yosys (synth_ice40 and synth_ecp5) and count cells.
 * Resolves to [{ design, target, ok, luts, muxes, brams, ffs, cells, message }].
 */
export async function checkYosys({ outDir = defaultOutDir, targets = ['ice40', 'ecp5'], yosys = 'yosys' } = {}) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const jobs = [];
  for (const design of yosysDesigns()) {
    const wrapper = path.join(dir, `${design.top}.sv`);
    fs.writeFileSync(wrapper, `// Generated by hdl/tb/aes/sbox-bench.mjs for the Yosys check.\n${design.text}`);
    for (const target of targets) jobs.push({ design, target, wrapper });
  }
  const results = new Array(jobs.length);
  let next = 0;
  async function lane() {
    while (next < jobs.length) {
      const i = next++;
      const { design, target, wrapper } = jobs[i];
      const statFile = path.join(dir, `${design.name}.${target}.json`);
      const files = [...sboxSources(), wrapper].join(' ');
      const script = `read_verilog -sv ${files}; synth_${target} -top ${design.top}; tee -q -o ${statFile} stat -json`;
      fs.rmSync(statFile, { force: true });
      const { code, stdout, stderr } = await capture(yosys, ['-q', '-p', script]);
      const entry = { design: design.name, target, ok: false };
      if (code === 0 && fs.existsSync(statFile)) {
        const cells = JSON.parse(fs.readFileSync(statFile, 'utf8')).design.num_cells_by_type;
        const kinds = cellKinds[target];
        const sum = (pick) => Object.entries(cells).reduce((s, [t, n]) => s + (pick(t) ? n : 0), 0);
        Object.assign(entry, {
          ok: true,
          luts: sum((t) => kinds.luts.includes(t)),
          muxes: sum((t) => kinds.muxes.includes(t)),
          brams: sum((t) => kinds.brams.includes(t)),
          ffs: sum(kinds.ffs),
          cells,
        });
        const warnings = (stderr + stdout).split('\n').filter((l) => /warning/i.test(l));
        if (warnings.length) entry.message = warnings.join('\n');
      } else {
        entry.message = tail(stderr || stdout) || `yosys exited with ${code}`;
      }
      results[i] = entry;
    }
  }
  await Promise.all([lane(), lane()]);
  return results;
}

const costTableMarks = ['<!-- generated: node hdl/tb/aes/sbox-bench.mjs --yosys --write -->', '<!-- end generated -->'];

/** The generated cost table of hdl/doc/sboxes.md, from checkYosys() results. */
export function costTable(results) {
  const modules = {
    lut: '`aes_sbox_lut`',
    blockRam: '`aes_sbox_bram`',
    lutRam: '`aes_sbox_lutram`',
    composite: '`aes_sbox_composite` (`Pipelined = 0`)',
    compositePipelined: '`aes_sbox_composite` (`Pipelined = 1`)',
    boyarPeralta: '`aes_sbox_boyar_peralta`',
  };
  const figures = (impl, target) => {
    const r = results.find((x) => x.design === impl && x.target === target);
    if (!r?.ok) return 'failed';
    return `${r.luts}${r.muxes ? ` (+${r.muxes})` : ''} / ${r.brams} / ${r.ffs}`;
  };
  const rows = sboxImpls.map(
    ({ impl, param }) => `| \`${param}\` | ${modules[impl]} | ${figures(impl, 'ice40')} | ${figures(impl, 'ecp5')} |`,
  );
  return [
    costTableMarks[0],
    '',
    '| `SBoxImpl` | module | iCE40: SB_LUT4 / SB_RAM40_4K / FF | ECP5: LUT4 (+PFUMX, L6MUX21) / DP16KD / FF |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    costTableMarks[1],
  ].join('\n');
}

function writeCostTable(results) {
  writeBlock(path.join(repoRoot, 'hdl', 'doc', 'sboxes.md'), costTableMarks, costTable(results));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = command({
    invocation: 'node hdl/tb/aes/sbox-bench.mjs',
    summary:
      'The exhaustive S-box bench (hdl/tb/aes/aes_sbox_tb.sv, aes_sbox_tb.cpp): one Verilator model per S-box implementation, built into build/tb/ (cached by a hash of the sources and the Verilator version), runs all 512 inputs through each, one line per implementation. Exits non-zero if any bench (or, with --yosys, any synthesis) fails.',
    options: {
      yosys: {
        type: 'boolean',
        description: 'also synthesise each implementation with Yosys for iCE40 and ECP5 and report its cells',
      },
      write: { type: 'boolean', description: 'with --yosys: rewrite the cost table of hdl/doc/sboxes.md' },
    },
    examples: ['node hdl/tb/aes/sbox-bench.mjs', 'node hdl/tb/aes/sbox-bench.mjs --yosys --write'],
  });
  let failed = false;
  const benches = await runSboxBenches();
  for (const r of benches) {
    failed ||= !r.passed;
    const latency = r.latency === undefined ? '' : ` latency ${r.latency}`;
    console.log(
      `${r.passed ? 'PASS' : 'FAIL'} ${r.impl.padEnd(18)} ${String(r.checked).padStart(3)}/512${latency}  ${r.message}`,
    );
  }
  if (values.yosys) {
    const results = await checkYosys();
    if (values.write) writeCostTable(results);
    for (const r of results) {
      failed ||= !r.ok;
      const muxes = r.muxes ? ` (+${r.muxes} slice muxes)` : '';
      const figures = r.ok ? `LUT4 ${r.luts}${muxes}, BRAM ${r.brams}, FF ${r.ffs}` : r.message;
      console.log(`${r.ok ? 'OK  ' : 'FAIL'} yosys ${r.target.padEnd(5)} ${r.design.padEnd(26)} ${figures}`);
      if (r.ok && r.message) console.log(`     ${r.message.split('\n').join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
