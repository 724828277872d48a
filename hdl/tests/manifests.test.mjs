// Each cipher's core manifest (hdl/rtl/<id>/core.mjs, listed in hdl/ciphers.mjs) lists every
// SystemVerilog file of its folder, names only shared plumbing hdl/rtl/common/plumbing.mjs
// knows, and with it gives a compile list of files that exist, each once, packages first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { cores, coreFiles } from '../ciphers.mjs';
import { plumbing } from '../rtl/common/plumbing.mjs';
import { hdlDir } from '../cores.mjs';

const svFiles = (folder) =>
  fs
    .readdirSync(path.join(hdlDir, 'rtl', folder))
    .filter((f) => f.endsWith('.sv'))
    .sort();

for (const [cipher, core] of Object.entries(cores)) {
  test(`${cipher}: the manifest lists every file of hdl/rtl/${cipher}/ and shared plumbing that exists`, () => {
    assert.deepEqual([...core.files].sort(), svFiles(cipher));
    for (const name of core.depends) assert.ok(plumbing[name], `${name} is not in hdl/rtl/common/plumbing.mjs`);
    const files = coreFiles(cipher);
    assert.equal(new Set(files).size, files.length, 'a file listed twice');
    for (const f of files) assert.ok(fs.existsSync(path.join(hdlDir, f)), `${f} does not exist`);
    assert.ok(files.includes(`rtl/${cipher}/${core.module}.sv`), `no ${core.module}.sv`);
    // Verilator and Yosys read a package before its users: the shared package first, and the
    // core's own packages before its modules.
    assert.equal(files[0], 'rtl/common/cs_pkg.sv');
    const own = core.files.map((f) => f.endsWith('_pkg.sv'));
    assert.deepEqual(
      own,
      [...own].sort((a, b) => b - a),
      `a package after a module: ${core.files.join(' ')}`,
    );
  });
}

test('hdl/rtl/common/plumbing.mjs names files of hdl/rtl/common/, and every one of them but the mode wrapper', () => {
  const named = new Set(Object.values(plumbing).flat());
  assert.deepEqual(
    [...named].sort(),
    svFiles('common').filter((f) => f !== 'cs_mode.sv'),
  );
});
