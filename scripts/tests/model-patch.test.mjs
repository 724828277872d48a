// The edit to a model's generated C++ (scripts/lib/model-patch.mjs) applies to what the
// installed Verilator writes: an eval() with unchanged inputs skips the input region only
// where that region does not read the clock, and a layout the edit does not know is refused.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { patchModelSources } from '../lib/model-patch.mjs';

// A register behind logic that reads an input: Verilator puts `sum` in the input region.
const design = (clockInInputRegion) => `
module cs_top (input logic clk_i, input logic [7:0] a_i, output logic [7:0] q_o);
  logic [7:0] sum;
  assign sum = a_i + q_o${clockInInputRegion ? " + {7'b0, clk_i}" : ''};
  always_ff @(posedge clk_i) q_o <= sum;
endmodule
`;

function verilate(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-model-patch-'));
  try {
    fs.writeFileSync(path.join(dir, 'cs_top.sv'), source);
    execFileSync(
      'verilator',
      ['--cc', '--trace', '-O3', '--Mdir', path.join(dir, 'obj'), path.join(dir, 'cs_top.sv')],
      {
        stdio: 'pipe',
      },
    );
    const obj = path.join(dir, 'obj');
    return Object.fromEntries(
      fs
        .readdirSync(obj)
        .filter((f) => f.endsWith('.cpp'))
        .map((f) => [f, fs.readFileSync(path.join(obj, f), 'utf8')]),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('an input region that does not read the clock is skipped while the inputs are unchanged', () => {
  const { files, skipsInputRegion } = patchModelSources(verilate(design(false)));
  assert.equal(skipsInputRegion, true);
  const [edited] = Object.values(files);
  assert.match(edited, /extern bool cs_inputs_unchanged;/);
  assert.match(edited, /\(0U == vlSelf->__VicoIterCount\) && !cs_inputs_unchanged;/);
  // Declared before any function, outside #ifdef VL_DEBUG.
  assert.ok(edited.indexOf('extern bool cs_inputs_unchanged') < edited.indexOf('#ifdef VL_DEBUG'));
});

test('an input region that reads the clock is left as Verilator wrote it', () => {
  assert.deepEqual(patchModelSources(verilate(design(true))), { files: {}, skipsInputRegion: false });
});

test('a trigger the edit does not know is refused with what to update', () => {
  const sources = verilate(design(false));
  const [name] = Object.keys(sources).filter((n) => sources[n].includes('__VicoTriggered.at(0U) ='));
  sources[name] = sources[name].replace('(0U == vlSelf->__VicoIterCount)', '(vlSelf->__VicoFirstIteration)');
  assert.throws(() => patchModelSources(sources), /model-patch\.mjs/);
});
