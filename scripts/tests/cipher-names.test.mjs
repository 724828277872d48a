// A cipher is a plug-in (hdl/doc/adding-a-cipher.md): no shared code file names a cipher but the
// indexes, one a layer (scripts/lib/cipher-names.mjs). A shared file that starts naming one fails
// here, with the line; the scanner itself is checked on made-up files, so that the test can fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cipherIndexes, filesNamingCiphers, stripComments } from '../lib/cipher-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));

test('no shared code file names a cipher but the indexes, at most one a layer', () => {
  const found = filesNamingCiphers({ description });
  const others = found.filter((f) => !cipherIndexes.includes(f.file));
  assert.deepEqual(
    others.map(({ file, names }) => `${file}:${names[0].line}: ${names[0].text}`),
    [],
    "a shared file names a cipher: move the code into the cipher's place, make it data in registry/ciphers.json, or reach it through the layer's index",
  );
  assert.ok(cipherIndexes.length <= 6);
  for (const index of cipherIndexes)
    assert.ok(fs.existsSync(path.join(root, index)), `${index} is gone: update cipherIndexes`);
});

test('the scanner finds a cipher named in code, by id, name or other name, and not in comments, tests or its own places', () => {
  const files = {
    'web/src/a.ts': "// AES in a comment\nconst x = 'serpent128-enc';\n",
    'web/src/b.ts': '/* Triple DES,\n   Rijndael */\nconst y = 1;\n',
    'board/c.py': '"""MARS in a docstring"""\n# RC6 too\nname = "3DES"\n',
    'hdl/rtl/common/d.sv': "module d; localparam X = 8'h0f; // twofish\nendmodule\n",
    'hdl/e.mjs': 'const z = triple_des;\n',
    'web/src/f.test.ts': "const t = 'aes';\n",
    'hdl/rtl/mars/g.sv': 'module mars_g; endmodule\n',
  };
  const found = filesNamingCiphers({ description, files: Object.keys(files), read: (f) => files[f] });
  assert.deepEqual(
    found.map((f) => [f.file, f.names.map((n) => n.cipher)]),
    [
      ['board/c.py', ['des']],
      ['hdl/e.mjs', ['des']],
      ['web/src/a.ts', ['serpent']],
    ],
  );
});

test('comments are blanked and strings kept, in each language', () => {
  assert.equal(stripComments("a // b\nc = '//' // d", 'x.ts'), "a \nc = '//' ");
  assert.equal(stripComments('x = "#"  # y', 'x.py'), 'x = "#"  ');
  assert.equal(stripComments("logic [7:0] v = 8'h2f; // c", 'x.sv'), "logic [7:0] v = 8'h2f; ");
});
