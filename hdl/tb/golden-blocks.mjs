// The golden models of the core bench (hdl/tb/core-bench.mjs, every cipher's): sim-core's own
// models through sim-core/examples/golden_blocks.rs, one child process a run, asked line by
// line (its doc comment gives the line format and each cipher's key lengths, block size and
// round keys).
// Nothing here knows a cipher's key lengths or block size: golden_blocks checks each line
// against the cipher's own (sim-core's constants) and answers an error, which rejects the
// question. Built in release on first use, and again when a sim-core source is newer than the
// binary.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/lib/run.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const simCoreDir = path.join(repoRoot, 'sim-core');
const goldenBinary = path.join(repoRoot, 'target', 'release', 'examples', 'golden_blocks');

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** Build golden_blocks if it is missing or older than the sim-core sources it answers from. */
export async function ensureGolden() {
  const newest = (dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .filter((f) => f.endsWith('.rs'))
      .reduce((t, f) => Math.max(t, fs.statSync(path.join(dir, f)).mtimeMs), 0);
  const stale =
    !fs.existsSync(goldenBinary) ||
    fs.statSync(goldenBinary).mtimeMs <
      Math.max(newest(path.join(simCoreDir, 'src')), newest(path.join(simCoreDir, 'examples')));
  if (!stale) return;
  const r = await run('cargo', ['build', '--release', '--example', 'golden_blocks'], {
    cwd: simCoreDir,
    check: false,
  }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));
  if (r.code !== 0) throw new Error(`cargo build --example golden_blocks failed:\n${tail(r.stderr || r.stdout)}`);
}

/**
 * The golden model as one child process for the whole run: ask(line) resolves to its answer
 * line (golden_blocks answers every line, in order; an `error line ...` answer rejects).
 */
export function startGolden() {
  const child = spawn(goldenBinary, [], { stdio: ['pipe', 'pipe', 'pipe'] });
  const waiting = [];
  let asked = 0;
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    if (!w) return;
    if (line.startsWith('error ')) w.reject(new Error(`golden_blocks: ${line} (${w.question})`));
    else w.resolve(line);
  });
  child.on('close', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`golden_blocks exited ${code}: ${stderr.trim()}`));
  });
  return {
    ask(question) {
      asked++;
      return new Promise((resolve, reject) => {
        waiting.push({ question, resolve, reject });
        child.stdin.write(`${question}\n`);
      });
    },
    get asked() {
      return asked;
    },
    close() {
      child.stdin.end();
    },
  };
}

/**
 * `cipher` (golden_blocks's name: aes, serpent, twofish, rc6, tdes or mars) under one key (bytes):
 * encrypt and decrypt blocks (hex in, hex out, the cipher's block size), and the key's round keys
 * (hex blocks, in the cipher's order).
 */
export function under(golden, cipher, key) {
  return {
    encrypt: (block) => golden.ask(`${cipher} enc ${hex(key)} ${block}`),
    decrypt: (block) => golden.ask(`${cipher} dec ${hex(key)} ${block}`),
    roundKeys: async () => (await golden.ask(`${cipher} roundkeys ${hex(key)}`)).split(' '),
  };
}
