// Instructions a simulated cycle, counted exactly (valgrind's cachegrind) rather than timed: the
// native model (clang++ -O3) and its WebAssembly in V8's optimizing tier (Node with
// --no-liftoff, so no cycle runs in the baseline tier whatever the machine's load). A count is
// the difference of two runs over the cycles between them: start-up, compilation and set-up
// cancel. On a shared machine, where rates move 20–30 % from run to run, this is
// the figure that says which of two builds does less, and by how much V8's code for a model
// exceeds clang's (issue #47: WebAssembly at 0.8× native; scripts/TOOLCHAIN.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../lib/run.mjs';
import { modelPaths } from '../lib/models.mjs';

const runner = fileURLToPath(new URL('./run-cycles.mjs', import.meta.url));
const cachegrind = ['--tool=cachegrind', '--cache-sim=no'];

/** The instructions cachegrind counted in its output file `out`. */
function counted(out) {
  const summary = fs.readFileSync(out, 'utf8').match(/^summary: (\d+)/m);
  if (!summary) throw new Error(`no summary line in cachegrind's ${out}`);
  return Number(summary[1]);
}

/** Instructions of the native model's process over a run of `cycles` cycles. */
async function nativeCount(id, cycles, dir) {
  const out = path.join(dir, `native-${cycles}.out`);
  const wrapper = path.join(dir, 'cs-native');
  fs.writeFileSync(
    wrapper,
    `#!/bin/sh\nexec valgrind ${cachegrind.join(' ')} --cachegrind-out-file=${out} ${modelPaths(id).native} "$@" 2>/dev/null\n`,
    { mode: 0o755 },
  );
  await run(process.execPath, [runner, 'native', id, String(cycles), wrapper]);
  return counted(out);
}

/** Instructions of Node's process (V8's optimizing tier only, one thread) over `cycles` cycles. */
async function wasmCount(id, cycles, dir) {
  const out = path.join(dir, `wasm-${cycles}.out`);
  await run('valgrind', [
    ...cachegrind,
    // V8 writes the code it runs: valgrind must see it change.
    '--smc-check=all-non-file',
    `--cachegrind-out-file=${out}`,
    process.execPath,
    '--no-liftoff',
    '--single-threaded',
    runner,
    'wasm',
    id,
    String(cycles),
  ]);
  return counted(out);
}

/**
 * Instructions a cycle of configuration `id`: `{ native, wasm, ratio }`, ratio native / wasm
 * (as WASM / native speed would be at equal instructions a second). Node's own work varies by
 * some ten million instructions from run to run (its start, the collector), so the WASM runs
 * differ by at least a billion of the model's: SIMON's bit-serial core, some 900 a cycle,
 * read 322 over 40,000 cycles and 1,163 over 200,000.
 */
export async function instructionsPerCycle(id, { from = 20_000, to = 60_000 } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-instructions-'));
  try {
    const perCycle = async (count, last) =>
      ((await count(id, last, dir)) - (await count(id, from, dir))) / (last - from);
    const native = await perCycle(nativeCount, to);
    const wasm = await perCycle(wasmCount, from + Math.max(to - from, Math.ceil(1e9 / native)));
    return { native, wasm, ratio: native / wasm };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
