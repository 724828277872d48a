// The host script's tables of ciphers, key sizes and block sizes are registry/ciphers.json's: the export
// ships cs_host.py without the description, so the script keeps its own copy
// (node --test board/tests/host-ciphers.test.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const python = process.env.PYTHON ?? 'python3';

test("cs_host.py's KEY_SIZES lists every cipher and key size of registry/ciphers.json", () => {
  const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));
  const expected = Object.fromEntries(
    description.ciphers.flatMap((c) => c.keySizes.map((k) => [`${c.id}${k.token}`, k.keyBits])),
  );
  const out = execFileSync(python, ['-c', 'import json, cs_host; print(json.dumps(cs_host.KEY_SIZES))'], {
    cwd: path.join(root, 'board', 'host'),
    encoding: 'utf8',
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  assert.deepEqual(JSON.parse(out), expected);
});

test("cs_host.py's CIPHER_NAMES names every cipher of registry/ciphers.json as it does", () => {
  const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));
  const out = execFileSync(python, ['-c', 'import json, cs_host; print(json.dumps(cs_host.CIPHER_NAMES))'], {
    cwd: path.join(root, 'board', 'host'),
    encoding: 'utf8',
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  assert.deepEqual(JSON.parse(out), Object.fromEntries(description.ciphers.map((c) => [c.id, c.name])));
});

test("cs_host.py's BLOCK_BITS gives every cipher's block size as registry/ciphers.json does", () => {
  const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));
  const out = execFileSync(python, ['-c', 'import json, cs_host; print(json.dumps(cs_host.BLOCK_BITS))'], {
    cwd: path.join(root, 'board', 'host'),
    encoding: 'utf8',
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  assert.deepEqual(JSON.parse(out), Object.fromEntries(description.ciphers.map((c) => [c.id, c.blockBits])));
});
