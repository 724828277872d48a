// A native program around a Verilated design: the bare-core benches (hdl/tb/), the S-box bench
// and the simulated board (board/sim/). Verilator's C++ compiles as one unit, as Verilator's
// makefile joins files with VM_PARALLEL_BUILDS=0 (each generated file parses Verilator's
// headers again, about a second a file: scripts/TOOLCHAIN.md), the program's own sources each
// as theirs, and all link with the native models' Verilator runtime (scripts/lib/models.mjs),
// compiled once per machine rather than once a program. Built by `verilator --build`, one
// Twofish bench shape was 18 files and the runtime's three: about 60 s of g++ (2026-11-27).
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';
import { processSlots, nativeRuntime, nativeCompiler } from './models.mjs';

const inSlot = (command, args, options) => processSlots.use(() => run(command, args, options));

/**
 * Compile the C++ Verilator wrote in `objDir` (`verilator --cc`, no --exe) as one unit at
 * `optimization`, without warnings (the code is Verilator's), and each of `sources` (absolute
 * paths: a driver with main()) as its own, with warnings and `sourceFlags`; link `output`.
 * Resolves to `output`.
 */
export async function buildVerilatedProgram({ objDir, sources, output, optimization, sourceFlags = [] }) {
  const generated = fs
    .readdirSync(objDir)
    .filter((f) => f.endsWith('.cpp'))
    .sort();
  const unit = path.join(objDir, 'cs_program_unit.cpp');
  fs.writeFileSync(unit, generated.map((f) => `#include "${f}"\n`).join(''));
  const { cxx, flags, includes } = nativeCompiler;
  const own = flags.filter((f) => f !== '-w');
  const compile = (source, extra) => {
    const object = path.join(objDir, `${path.basename(source, '.cpp')}.o`);
    const args = [optimization, ...extra, ...[objDir, ...includes].flatMap((d) => ['-I', d]), '-c', source];
    return inSlot(cxx, [...args, '-o', object]).then(() => object);
  };
  const [runtime, ...objects] = await Promise.all([
    nativeRuntime(),
    compile(unit, flags),
    ...sources.map((source) => compile(source, [...own, ...sourceFlags])),
  ]);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  await inSlot(cxx, [...objects, ...runtime, '-pthread', '-latomic', '-o', output]);
  return output;
}
