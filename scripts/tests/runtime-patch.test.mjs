// The edit to Verilator's runtime (scripts/lib/runtime-patch.mjs) applies to the installed
// Verilator, takes the string streams out of the runtime, and keeps the message's text.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { patchRuntimeSource } from '../lib/runtime-patch.mjs';

const installed = fs.readFileSync('/usr/share/verilator/include/verilated.cpp', 'utf8');
const addModel = (text) =>
  text.slice(
    text.indexOf('void VerilatedContext::addModel('),
    text.indexOf('VerilatedVirtualBase* VerilatedContext::threadPoolp()'),
  );

test('the edit applies to the installed verilated.cpp and leaves addModel without a string stream', () => {
  const patched = patchRuntimeSource('verilated.cpp', installed);
  assert.match(addModel(installed), /std::ostringstream/);
  assert.doesNotMatch(addModel(patched), /stringstream/);
  assert.match(addModel(patched), /VL_FATAL_MT\(__FILE__, __LINE__, modelp->hierName\(\), str\.c_str\(\)\)/);
  // Only addModel changes.
  assert.equal(patched.replace(addModel(patched), ''), installed.replace(addModel(installed), ''));
});

test('the message keeps its words', () => {
  const words = (text) => [...addModel(text).matchAll(/"([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(words(patchRuntimeSource('verilated.cpp', installed)), words(installed));
});

test('other runtime files are compiled as Verilator ships them', () => {
  assert.equal(patchRuntimeSource('verilated_vcd_c.cpp', 'int x;'), 'int x;');
});

test('a verilated.cpp the edit does not fit is refused with what to update', () => {
  assert.throws(
    () => patchRuntimeSource('verilated.cpp', installed.replace('std::ostringstream msg;', 'std::string msg;')),
    /runtime-patch\.mjs/,
  );
});
