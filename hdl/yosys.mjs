// Yosys on a configuration's RTL: the same files Verilator simulates, with the generated
// top level. `accept` elaborates and checks the design (fast, in npm test); `ice40` and
// `ecp5` synthesize it for those families (npm run synth --check). The synthesis keeps the
// hierarchy (-noflatten): each distinct module is mapped once, not once per instance, which
// takes Yosys 0.23 from 531 s to 94 s on LU-2 for ECP5 and makes the 60-run check
// practical; `flatten` afterwards only stitches the mapped modules together for `stat`. The
// cell counts are therefore those of a hierarchical synthesis (no optimization across
// module boundaries); area figures come from the flattened `npm run synth -- --figures`.
import fs from 'node:fs';
import path from 'node:path';
import { coreIncludes, coreSources, hdlDir, includeArgs } from './cores.mjs';

export const yosysScripts = {
  accept: 'hierarchy -check -top cs_top; proc; opt_clean; check -assert',
  ice40: 'synth_ice40 -noflatten -top cs_top; flatten; stat',
  ecp5: 'synth_ecp5 -noflatten -top cs_top; flatten; stat',
};

/**
 * The files Yosys reads for the top level file `top` of a `cipher` core: its RTL, the include
 * files the RTL reads, and `top`. What a cached verdict's hash covers.
 */
export function yosysInputs(top, cipher) {
  return [...[...coreSources(cipher), ...coreIncludes(cipher)].map((f) => path.join(hdlDir, f)), top];
}

/** `read_verilog` of `cipher`'s RTL with its include path, then of `extra` files (the top level, a wrapper). */
export function readCore(cipher, extra) {
  const files = [...coreSources(cipher).map((f) => path.join(hdlDir, f)), ...extra];
  return `read_verilog -sv ${[...includeArgs(cipher), ...files].join(' ')}`;
}

/** Arguments for `yosys` to run `level` on the top level file `top`, over its cipher's RTL. */
export function yosysArgs(top, level, cipher) {
  return ['-p', `${readCore(cipher, [top])}; ${yosysScripts[level]}`];
}

/** Yosys's complaints worth failing on: errors, and warnings except known-harmless ones. */
export function yosysProblems(log) {
  return (
    log
      .split('\n')
      .filter((line) => /ERROR|Warning/.test(line))
      .filter((line) => !/Replacing memory .* with list of registers/.test(line))
      // ABC notes that a mapped cone has no flip-flops; a remark, not a problem.
      .filter((line) => !/ABC: Warning: The network is combinational/.test(line))
  );
}

export function readTop(modelDir) {
  const top = path.join(modelDir, 'src', 'cs_top.sv');
  if (!fs.existsSync(top)) throw new Error(`no generated top level at ${top}: build the model first`);
  return top;
}
