// The host script reads the cipher description: its names, key sizes, block sizes and id
// grammar are registry/ciphers.json's in the repository, and in an exported project the copy
// next to it (host/ciphers.json); its code names no cipher
// (node --test board/tests/host-ciphers.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesNamingCiphers } from '../../scripts/lib/cipher-names.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const hostDir = path.join(root, 'board', 'host');
const python = process.env.PYTHON ?? 'python3';
const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));

/** What `expression` (Python, over the module cs_host) gives for the script in `dir`, as JSON. */
function fromHost(expression, dir = hostDir) {
  const out = execFileSync(python, ['-c', `import json, cs_host; print(json.dumps(${expression}))`], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'], // a refusal's traceback is in the error thrown, not the test's output
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return JSON.parse(out);
}

const keySizes = (d) =>
  Object.fromEntries(d.ciphers.flatMap((c) => c.keySizes.map((k) => [`${c.id}${k.token}`, k.keyBits])));
const names = (d) => Object.fromEntries(d.ciphers.map((c) => [c.id, c.name]));

test("cs_host.py's KEY_SIZES lists every cipher and key size of registry/ciphers.json", () => {
  assert.deepEqual(fromHost('cs_host.KEY_SIZES'), keySizes(description));
});

test("cs_host.py's CIPHER_NAMES names every cipher of registry/ciphers.json as it does", () => {
  assert.deepEqual(fromHost('cs_host.CIPHER_NAMES'), names(description));
});

test("cs_host.py's BLOCK_BITS gives every cipher's block size as registry/ciphers.json does", () => {
  assert.deepEqual(
    fromHost('cs_host.BLOCK_BITS'),
    Object.fromEntries(description.ciphers.map((c) => [c.id, c.blockBits])),
  );
});

test("an exported script reads the description beside it: a cipher it gains is one it knows, by the copy's words", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-host-ciphers-'));
  try {
    fs.copyFileSync(path.join(hostDir, 'cs_host.py'), path.join(dir, 'cs_host.py'));
    const serpent = description.ciphers.find((c) => c.id === 'serpent');
    const copy = {
      ...description,
      ciphers: [...description.ciphers, { ...serpent, id: 'serpentx', name: 'Serpent X', blockBits: 64 }],
    };
    fs.writeFileSync(path.join(dir, 'ciphers.json'), JSON.stringify(copy));
    assert.deepEqual(fromHost('cs_host.CIPHER_NAMES', dir), names(copy));
    assert.deepEqual(fromHost('cs_host.KEY_SIZES', dir), keySizes(copy));
    const config = fromHost(
      "[(c.cipher, c.cipher_name, c.block_bits, c.key_bits) for c in [cs_host.Config('serpentx256-enc-pp8-lut-offline-icbc4')]]",
      dir,
    );
    assert.deepEqual(config, [['serpentx', 'Serpent X', 64, [256]]]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("an id's fields are the tokens its cipher's description allows", () => {
  const cipherOf = (id) => fromHost(`cs_host.Config(${JSON.stringify(id)}).cipher`);
  assert.equal(cipherOf('rc6128-enc-lu1-sq-online-ecb'), 'rc6');
  assert.equal(cipherOf('des3in1-encdec-lu1-lut-banked-all'), 'des');
  // Serpent's S-boxes are in logic only (registry/ciphers.json), and an id has six fields.
  for (const id of ['serpent128-enc-lu1-bram-online-ecb', 'aes128-enc-lu1-bram'])
    assert.throws(() => cipherOf(id), /is not a configuration id/);
});

test("an offline core's round keys come from the key expansion its cipher's description names", () => {
  // A stand-in board that records what K would load; FIPS-197 Appendix A.1's key.
  const loads = (id) =>
    fromHost(
      `(lambda b: (cs_host.load_key(b, cs_host.Config(${JSON.stringify(id)}), bytes(range(16))), b.loaded)[1])(` +
        "type('B', (), {'loaded': [], 'load_key': lambda s, k: s.loaded.append(k.hex()), " +
        "'load_round_keys': lambda s, rks: s.loaded.extend(rk.hex() for rk in rks)})())",
    );
  const aes = loads('aes128-enc-lu1-lut-offline-ecb');
  assert.equal(aes.length, 11);
  assert.equal(aes[10], '13111d7fe3944a17f307a78b4d2b30c5'); // FIPS-197 A.1, w[40..43]
  assert.deepEqual(loads('aes128-enc-lu1-lut-online-ecb'), ['000102030405060708090a0b0c0d0e0f']);
  // A cipher whose description names no key expansion: its exported answers hold the key built in.
  assert.throws(() => loads('serpent128-enc-lu1-lut-offline-ecb'), /cannot compute Serpent round keys/);
});

test("cs_host.py's code names no cipher: what it knows of one is the description's", () => {
  assert.deepEqual(filesNamingCiphers({ description, files: ['board/host/cs_host.py'] }), []);
});
