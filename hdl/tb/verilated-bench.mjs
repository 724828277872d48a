// The Verilator side of a bare-core bench (hdl/tb/<cipher>-core.mjs): its testbench
// hdl/tb/<cipher>_core_tb.sv around the core, driven by hdl/tb/<cipher>_core_tb.cpp, linted with
// -Wall, and built once per shape into <outDir>/<shape>/ by scripts/lib/verilated-program.mjs
// (cached by a hash of the sources, the driver, that builder, the waivers, the shape's -G
// parameters and the Verilator version).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verilatorWaivers } from '../cores.mjs';
import { run } from '../../scripts/lib/run.mjs';
import { buildVerilatedProgram } from '../../scripts/lib/verilated-program.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..');
// How the program is built: a change there rebuilds every bench.
const programBuilder = path.join(repoRoot, 'scripts', 'lib', 'verilated-program.mjs');

const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

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
 * The bench of `cipher`'s core: `sources()` lists its RTL (packages first). lint(parameters)
 * and build(shapeName, parameters, outDir, verilatorVersion) take a shape's -G parameters (and
 * -D defines) as Verilator arguments.
 */
export function verilatedBench({ cipher, sources }) {
  const top = `${cipher}_core_tb`;
  const tb = path.join(tbDir, `${top}.sv`);
  const driver = path.join(tbDir, `${top}.cpp`);
  return {
    /** verilator --lint-only -Wall of one shape (with the probe names compiled in, as models are). */
    async lint(parameters) {
      const args = [
        '--lint-only',
        '-Wall',
        '-DCS_PROBE_NAMES',
        ...parameters,
        verilatorWaivers,
        ...sources(),
        tb,
        '--top-module',
        top,
      ];
      const r = await capture('verilator', args, { cwd: repoRoot });
      return { ok: r.code === 0, output: tail(r.stderr + r.stdout) };
    },

    /** Build (or reuse) the bench model of one shape; resolves to the binary's path. */
    async build(shapeName, parameters, outDir, verilatorVersion) {
      const files = [...sources(), tb];
      const hash = hashOf([verilatorWaivers, ...files, driver, programBuilder], [verilatorVersion, ...parameters]);
      const dir = path.join(outDir, shapeName);
      const binary = path.join(dir, 'obj', `V${top}`);
      const stamp = path.join(dir, 'stamp.json');
      try {
        if (JSON.parse(fs.readFileSync(stamp, 'utf8')).hash === hash && fs.existsSync(binary)) return binary;
      } catch {
        // no stamp yet
      }
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const objDir = path.join(dir, 'obj');
      const args = [
        '--cc',
        '-Wall',
        '--x-assign',
        'unique',
        '--x-initial',
        'unique',
        '-DCS_PROBE_NAMES',
        ...parameters,
        '--top-module',
        top,
        '--Mdir',
        objDir,
        verilatorWaivers,
        ...files,
      ];
      const result = await capture('verilator', args, { cwd: dir });
      if (result.code !== 0)
        throw new Error(`verilator failed for ${shapeName}:\n${tail(result.stderr || result.stdout)}`);
      // A bench runs some 10^4 to 10^5 cycles a shape: a quick C++ build matters more than its speed.
      await buildVerilatedProgram({ objDir, sources: [driver], output: binary, optimization: '-O1' });
      fs.writeFileSync(stamp, JSON.stringify({ hash }) + '\n');
      return binary;
    },

    /**
     * Run a built model on a script. The script goes in from a file, not a pipe: a bench stops
     * reading at its first error, and a write to its closed stdin would fail (EPIPE). The file
     * stays beside the model, to rerun by hand: obj/V<cipher>_core_tb < script.txt
     */
    async run(binary, script) {
      const scriptFile = path.join(path.dirname(path.dirname(binary)), 'script.txt');
      fs.writeFileSync(scriptFile, script);
      return capture('sh', ['-c', 'exec "$0" < "$1"', binary, scriptFile]);
    },
  };
}
