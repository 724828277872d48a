// The golden model of the MARS core bench (hdl/tb/mars-core.mjs): sim-core's Mars through
// hdl/tb/mars_golden.rs, one child process a run, asked line by line. golden_blocks
// (hdl/tb/golden-blocks.mjs) does not answer for MARS yet, and sim-core is not to be changed
// for the bench, so mars_golden.rs is compiled here with rustc against the workspace's own
// debug build of the sim-core library (`cargo build -p sim-core --lib`, which npm test's cargo
// test layer has usually built already), into build/tb/mars/mars_golden. Rebuilt when it is
// missing or older than the library or mars_golden.rs. (The same steps as hdl/tb/des-golden.mjs
// for Triple DES; when golden_blocks takes both ciphers, both files go.)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { run } from '../../scripts/lib/run.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..');
const source = path.join(tbDir, 'mars_golden.rs');
const defaultBinary = path.join(repoRoot, 'build', 'tb', 'mars', 'mars_golden');

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** Build mars_golden if it is missing or older than sim-core's library or its source. */
export async function ensureMarsGolden(binary = defaultBinary) {
  const built = await run('cargo', ['build', '-p', 'sim-core', '--lib', '--message-format=json'], {
    cwd: repoRoot,
    check: false,
  }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));
  if (built.code !== 0) throw new Error(`cargo build -p sim-core --lib failed:\n${tail(built.stderr || built.stdout)}`);
  const artifact = built.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .find((m) => m.reason === 'compiler-artifact' && m.target?.name === 'sim_core' && m.target.kind.includes('lib'));
  const rlib = artifact?.filenames.find((f) => f.endsWith('.rlib'));
  if (!rlib) throw new Error('cargo build -p sim-core --lib named no .rlib');
  const mtime = (f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
  if (mtime(binary) > Math.max(mtime(rlib), mtime(source))) return binary;
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  const deps = path.join(path.dirname(rlib), path.basename(path.dirname(rlib)) === 'deps' ? '' : 'deps');
  const r = await run(
    'rustc',
    ['--edition', '2021', '-O', source, '--extern', `sim_core=${rlib}`, '-L', `dependency=${deps}`, '-o', binary],
    { cwd: repoRoot, check: false },
  ).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));
  if (r.code !== 0) throw new Error(`rustc hdl/tb/mars_golden.rs failed:\n${tail(r.stderr || r.stdout)}`);
  return binary;
}

/**
 * The golden model as one child process for the whole run: ask(line) resolves to its answer
 * line (an `error line ...` answer rejects). under(key) encrypts and decrypts hex blocks.
 */
export function startMarsGolden(binary = defaultBinary) {
  const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'pipe'] });
  const waiting = [];
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift();
    if (!w) return;
    if (line.startsWith('error ')) w.reject(new Error(`mars_golden: ${line} (${w.question})`));
    else w.resolve(line);
  });
  child.on('close', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`mars_golden exited ${code}: ${stderr.trim()}`));
  });
  const ask = (question) =>
    new Promise((resolve, reject) => {
      waiting.push({ question, resolve, reject });
      child.stdin.write(`${question}\n`);
    });
  return {
    ask,
    /** MARS under a key of 16, 24 or 32 bytes: blocks (hex in, hex out) and its 10 round-key blocks. */
    under: (key) => ({
      encrypt: (block) => ask(`mars enc ${hex(key)} ${block}`),
      decrypt: (block) => ask(`mars dec ${hex(key)} ${block}`),
      roundKeys: async () => (await ask(`mars roundkeys ${hex(key)}`)).split(' '),
    }),
    /** The S-box S[0..511] as numbers. */
    sbox: async () => (await ask('mars sbox')).split(' ').map((w) => parseInt(w, 16)),
    close() {
      child.stdin.end();
    },
  };
}
