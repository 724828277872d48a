// A synthesis figure's hash reads each RTL file as Yosys reads it (scripts/lib/figures/yosys-text.mjs):
// what only the simulation models read, and comments, leave the figure current; anything Yosys
// reads, or a line number it sees, marks it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { yosysText } from '../lib/figures/yosys-text.mjs';
import { coreFiles, coreIncludeFiles } from '../lib/figures/tools.mjs';
import { builtCiphers } from '../../hdl/top.mjs';

const module = (simulation, comment = '// a layer') =>
  [
    comment,
    'module m (input logic [3:0] a, output logic [3:0] y);',
    '`ifdef SYNTHESIS',
    "  assign y = a ^ 4'h5;  // the logic of the paper",
    '`else',
    ...simulation,
    '`endif',
    'endmodule',
  ].join('\n');

test("a change to the simulation form or to a comment alone leaves Yosys's text as it was", () => {
  const before = yosysText(module(['  assign y = table_of(a);']));
  assert.equal(yosysText(module(['  assign y = faster_table_of(a);'])), before);
  assert.equal(yosysText(module(['  assign y = table_of(a);'], '/* another word */')), before);
  assert.match(before, /assign y = a \^ 4'h5;\n/, 'the synthesis form is read');
  assert.doesNotMatch(before, /table_of|a layer|paper/);
});

test('a change Yosys reads, or one that moves the lines after it, changes the text', () => {
  const before = yosysText(module(['  assign y = table_of(a);']));
  assert.notEqual(yosysText(module(['  assign y = table_of(a);']).replace("4'h5", "4'h6")), before);
  assert.notEqual(yosysText(module(['  logic [3:0] t;', '  assign y = table_of(a);'])), before);
  assert.notEqual(yosysText(module(['  assign y = table_of(a);'], '// two\n// lines')), before);
});

test('`ifndef SYNTHESIS is skipped, other conditionals and strings are kept, pragmas too', () => {
  const text = [
    '`ifndef SYNTHESIS',
    '  initial $display("only the simulator // reads this");',
    '`endif',
    '`ifdef VERILATOR',
    '  localparam string Name = "a // b";  // the comment goes',
    '`endif',
    '  // synopsys translate_off',
  ].join('\n');
  assert.deepEqual(yosysText(text).split('\n'), [
    '`ifndef SYNTHESIS',
    '',
    '`endif',
    '`ifdef VERILATOR',
    '  localparam string Name = "a // b";',
    '`endif',
    '  // synopsys translate_off',
  ]);
});

test('what it cannot follow is an error naming the file and line', () => {
  assert.throws(() => yosysText('`ifdef SYNTHESIS\n', 'x.sv'), /x\.sv: 1 conditional\(s\) without `endif/);
  assert.throws(() => yosysText('`endif\n', 'x.sv'), /x\.sv:1: `endif without `ifdef/);
  assert.throws(() => yosysText('`ifdef SYNTHESIS\n`elsif FOO\n`endif', 'x.sv'), /x\.sv:2: `elsif/);
  assert.throws(() => yosysText('assign a = b; `ifdef SYNTHESIS', 'x.sv'), /x\.sv:1: a conditional directive/);
  assert.throws(() => yosysText('/* open', 'x.sv'), /without \*\//);
});

test("every cipher's RTL reads, line for line", () => {
  for (const cipher of builtCiphers) {
    for (const file of [...coreFiles(cipher), ...coreIncludeFiles(cipher)]) {
      const text = fs.readFileSync(file, 'utf8');
      const read = yosysText(text, path.basename(file));
      assert.equal(read.split('\n').length, text.split('\n').length, `${file}: its lines kept`);
    }
  }
});
