// The Verilator side of a bench (the core bench, hdl/tb/core-bench.mjs; AES's S-box bench,
// hdl/tb/aes/sbox-bench.mjs): a top over its RTL (and the include files it reads, whose folders
// are the include path), linted with -Wall, and built with its C++ driver into <dir>/obj/ by
// scripts/lib/verilated-program.mjs, cached by a hash of the sources, the include files, the
// driver, that builder, the waivers, the Verilator arguments and the Verilator version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { includePath, verilatorWaivers } from '../cores.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { buildVerilatedProgram } from '../../scripts/lib/verilated-program.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// How the program is built: a change there rebuilds every bench.
const programBuilder = path.join(repoRoot, 'scripts', 'lib', 'verilated-program.mjs');

/**
 * Run a command; resolve with { code, stdout, stderr }, never reject: a failed or missing
 * command is a problem to report (code -1 if it could not start).
 */
export const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));
export const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

function hashOf(files, strings) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.basename(file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  for (const s of strings) hash.update(`\0${s}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * verilator --lint-only -Wall of `topModule` over `sources` (packages first, the top among
 * them) and the `includes` they read, the waivers first; `args`: more Verilator arguments
 * (defines, parameters).
 */
export async function lintVerilated({ sources, includes = [], topModule, args = [] }) {
  const r = await capture(
    'verilator',
    [
      '--lint-only',
      '-Wall',
      ...args,
      ...includePath(includes),
      verilatorWaivers,
      ...sources,
      '--top-module',
      topModule,
    ],
    { cwd: repoRoot },
  );
  return { ok: r.code === 0, output: tail(r.stderr + r.stdout) };
}

/**
 * Build (or reuse) the program of `topModule` over `sources` and the `includes` they read with
 * its C++ `driver` (its main()) and the headers it includes of ours (`driverIncludes`) into
 * `dir` (`args`: more Verilator arguments). Resolves to the binary's path, <dir>/obj/V<topModule>.
 */
export async function buildVerilated({
  dir,
  sources,
  includes = [],
  topModule,
  driver,
  driverIncludes = [],
  args = [],
  verilatorVersion,
}) {
  const hash = hashOf(
    [verilatorWaivers, ...sources, ...includes, driver, ...driverIncludes, programBuilder],
    [verilatorVersion, ...args],
  );
  const objDir = path.join(dir, 'obj');
  const binary = path.join(objDir, `V${topModule}`);
  const stamp = path.join(dir, 'stamp.json');
  try {
    if (JSON.parse(fs.readFileSync(stamp, 'utf8')).hash === hash && fs.existsSync(binary)) return binary;
  } catch {
    // no stamp yet
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const verilate = [
    '--cc',
    '-Wall',
    '--x-assign',
    'unique',
    '--x-initial',
    'unique',
    ...args,
    ...includePath(includes),
  ];
  const where = ['--top-module', topModule, '--Mdir', objDir, verilatorWaivers, ...sources];
  const result = await capture('verilator', [...verilate, ...where], { cwd: dir });
  if (result.code !== 0)
    throw new Error(`verilator failed for ${path.basename(dir)}:\n${tail(result.stderr || result.stdout)}`);
  // A bench runs some 10^4 to 10^5 cycles: a quick C++ build matters more than its speed.
  await buildVerilatedProgram({ objDir, sources: [driver], output: binary, optimization: '-O1' });
  fs.writeFileSync(stamp, JSON.stringify({ hash }) + '\n');
  return binary;
}

/**
 * Run a built program on a script. The script goes in from a file, not a pipe: a bench stops
 * reading at its first error, and a write to its closed stdin would fail (EPIPE). The file
 * stays beside the program, to rerun by hand: obj/V<top> < script.txt
 */
export function runOnScript(binary, script) {
  const scriptFile = path.join(path.dirname(path.dirname(binary)), 'script.txt');
  fs.writeFileSync(scriptFile, script);
  return capture('sh', ['-c', 'exec "$0" < "$1"', binary, scriptFile]);
}
