// The ECP5 output-register packing of the synthesis figures (scripts/lib/ecp5-outreg.mjs), on
// netlists Yosys writes for a ROM read and the register after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { packOutputRegisters } from '../lib/ecp5-outreg.mjs';

/** Yosys synth_ecp5 of a 512x8 ROM read (a DP16KD) and `after`, the logic behind it. */
function synthesize(after) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-outreg-'));
  fs.writeFileSync(
    path.join(dir, 't.sv'),
    `module t (input logic clk, input logic en, input logic rst, input logic [8:0] a, output logic [7:0] q, output logic [7:0] r_o);
  logic [7:0] rom [512];
  initial for (int i = 0; i < 512; i++) rom[i] = 8'(i * 37 + 5);
  logic [7:0] r, s;
  always_ff @(posedge clk) if (en) r <= rom[a];
  ${after}
  assign q = s;
endmodule
`,
  );
  execFileSync('yosys', ['-q', '-p', 'read_verilog -sv t.sv; synth_ecp5 -nowidelut -top t -json t.json'], { cwd: dir });
  const netlist = JSON.parse(fs.readFileSync(path.join(dir, 't.json'), 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  return netlist;
}

const count = (netlist, type) => Object.values(netlist.modules.t.cells).filter((c) => c.type === type).length;
const ram = (netlist) => Object.values(netlist.modules.t.cells).find((c) => c.type === 'DP16KD');

test('the register after a block-RAM read moves into the RAM, with its clock enable', () => {
  const netlist = synthesize('always_ff @(posedge clk) if (en) s <= r;\n  assign r_o = 0;');
  assert.equal(count(netlist, 'TRELLIS_FF'), 8);
  const q = netlist.modules.t.ports.q.bits;
  assert.deepEqual(packOutputRegisters(netlist, 't'), { registers: 8, ports: 1 });
  assert.equal(count(netlist, 'TRELLIS_FF'), 0);
  const { parameters, connections } = ram(netlist);
  const side = parameters.REGMODE_A === 'OUTREG' ? 'A' : 'B';
  assert.equal(parameters[`REGMODE_${side}`], 'OUTREG');
  assert.deepEqual(connections[`OCE${side}`], netlist.modules.t.ports.en.bits, 'the output register loads on en');
  const outputs = Array.from({ length: 8 }, (_, i) => connections[`DO${side}${i}`][0]);
  assert.deepEqual(outputs.sort(), [...q].sort(), 'the RAM now drives q directly');
});

test('a read result with a second load stays in fabric', () => {
  const netlist = synthesize('always_ff @(posedge clk) if (en) s <= r;\n  assign r_o = r;');
  assert.deepEqual(packOutputRegisters(netlist, 't'), { registers: 0, ports: 0 });
  assert.equal(count(netlist, 'TRELLIS_FF'), 8);
  assert.equal(ram(netlist).parameters.REGMODE_A, 'NOREG');
});

test('a register with a reset stays in fabric', () => {
  const netlist = synthesize('always_ff @(posedge clk) if (rst) s <= 0; else if (en) s <= r;\n  assign r_o = 0;');
  assert.deepEqual(packOutputRegisters(netlist, 't'), { registers: 0, ports: 0 });
  assert.equal(count(netlist, 'TRELLIS_FF'), 8);
});

test('a netlist without the module is refused by name', () => {
  assert.throws(() => packOutputRegisters({ modules: {} }, 'cs_top'), /no module cs_top/);
});
