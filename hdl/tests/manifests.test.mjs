// Each cipher's core manifest (hdl/rtl/<folder>/core.mjs, listed in hdl/ciphers.mjs; the folder is
// the cipher's id or its family's, coreFolder) lists every SystemVerilog file of its folder, names only shared plumbing hdl/rtl/common/plumbing.mjs
// knows, and with it gives a compile list of files that exist, each once, packages first, and
// the include files its RTL reads: every one of its folder's, and of hdl/rtl/common/'s every one
// its files include.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { cores, coreFiles, coreFolder, coreIncludes } from '../ciphers.mjs';
import { plumbing } from '../rtl/common/plumbing.mjs';
import { hdlDir } from '../cores.mjs';

const filesEnding = (ending) => (folder) =>
  fs
    .readdirSync(path.join(hdlDir, 'rtl', folder))
    .filter((f) => f.endsWith(ending))
    .sort();
const svFiles = filesEnding('.sv');
const svhFiles = filesEnding('.svh');

for (const [cipher, core] of Object.entries(cores)) {
  const folder = coreFolder(cipher);
  test(`${cipher}: the manifest lists every file of hdl/rtl/${folder}/ and shared plumbing that exists`, () => {
    assert.deepEqual([...core.files].sort(), svFiles(folder));
    for (const name of core.depends) assert.ok(plumbing[name], `${name} is not in hdl/rtl/common/plumbing.mjs`);
    const files = coreFiles(cipher);
    assert.equal(new Set(files).size, files.length, 'a file listed twice');
    for (const f of files) assert.ok(fs.existsSync(path.join(hdlDir, f)), `${f} does not exist`);
    assert.ok(files.includes(`rtl/${folder}/${core.module}.sv`), `no ${core.module}.sv`);
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

  test(`${cipher}: the include files its RTL reads are hdl/rtl/common/'s and its folder's, every one`, () => {
    assert.deepEqual([...(core.includes ?? [])].sort(), svhFiles(folder));
    const includes = coreIncludes(cipher);
    assert.equal(new Set(includes).size, includes.length, 'an include file listed twice');
    for (const f of includes) assert.ok(fs.existsSync(path.join(hdlDir, f)), `${f} does not exist`);
    // What its files and the generated top level include; a figure's hash and a board export
    // read coreIncludes, so one missing here would be neither hashed nor exported.
    const included = new Set(['cs_top_ports.svh']);
    for (const f of [...coreFiles(cipher), ...includes]) {
      for (const [, name] of fs.readFileSync(path.join(hdlDir, f), 'utf8').matchAll(/^\s*`include\s+"([^"]+)"/gm)) {
        included.add(name);
      }
    }
    const names = includes.map((f) => path.basename(f));
    for (const name of included) assert.ok(names.includes(name), `${name} is included but not in coreIncludes`);
  });
}

test('hdl/rtl/common/plumbing.mjs names files of hdl/rtl/common/, and every one of them but the mode wrapper', () => {
  const named = new Set(Object.values(plumbing).flat());
  assert.deepEqual(
    [...named].filter((f) => f.endsWith('.sv')).sort(),
    svFiles('common').filter((f) => f !== 'cs_mode.sv'),
  );
  // Its include files, and those every configuration reads (hdl/ciphers.mjs coreIncludes).
  const everywhere = new Set(Object.keys(cores).flatMap((cipher) => coreIncludes(cipher)));
  for (const f of svhFiles('common')) {
    assert.ok(named.has(f) || everywhere.has(`rtl/common/${f}`), `rtl/common/${f} is read by no core`);
  }
});
