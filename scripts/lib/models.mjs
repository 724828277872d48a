// Builds the simulators of core configurations: Verilator turns the RTL (through the
// generated top level of hdl/cores.mjs) into C++, which is compiled with the harness
// (hdl/harness/) natively by clang++ and to WebAssembly by em++. Every step is cached by a
// hash of its sources, flags and tool versions; object files compile two at a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, buildDir, modelsDir } from './paths.mjs';
import { hashInputs, isFresh, writeStamp, listFiles } from './cache.mjs';
import { run, versionOf, Slots } from './run.mjs';
import { coreIncludes, coreSources, hdlDir, includeArgs, verilatorWaivers } from '../../hdl/cores.mjs';
import { renderTop, topFor, fips197KeyHex, keyBytes, bytesHex } from '../../hdl/top.mjs';
import { loadSimCore } from './sim-core.mjs';
import { harnessDefines } from '../../hdl/harness/defines.mjs';
import { patchRuntimeSource } from './runtime-patch.mjs';
import { patchModelSources } from './model-patch.mjs';

const verilatorInclude = '/usr/share/verilator/include';
const harnessDir = path.join(hdlDir, 'harness');
// Every Verilator, compiler and linker process of every model build takes one of these.
export const processSlots = new Slots(Math.max(1, os.availableParallelism?.() ?? 2));
// A build stopped (options.signal) while it waits for a slot starts nothing more.
const inSlot = (command, args, options) =>
  processSlots.use(() => {
    options?.signal?.throwIfAborted();
    return run(command, args, options);
  });

// Flags Verilator's own makefiles would pass (verilated.mk) for a model built with --trace.
const modelDefines = ['-DVM_COVERAGE=0', '-DVM_SC=0', '-DVM_TRACE=1', '-DVM_TRACE_FST=0', '-DVM_TRACE_VCD=1'];
const runtimeSources = ['verilated.cpp', 'verilated_dpi.cpp', 'verilated_vcd_c.cpp', 'verilated_threads.cpp'];
const runtimePatch = new URL('./runtime-patch.mjs', import.meta.url).pathname;
const modelPatch = new URL('./model-patch.mjs', import.meta.url).pathname;

// Verilator's C++ for one model, compiled as a few translation units, as Verilator's own
// makefile does with VM_PARALLEL_BUILDS=0 (one __ALL.cpp): every generated file parses the same
// headers again, about a second a file (serpent128-enc-pp8's 17 files took clang++ 27 s one by
// one, as units 8 s). The evaluation code compiles at -O3, for speed. Verilator's cold code
// (files named __Slow: construction, settling at time 0, trace declarations and full dumps) and
// its trace code (__Trace__: runs only while a waveform is recorded) compile for size in
// WebAssembly, where every byte is downloaded (-Os took aes128-enc-sp10m3-cfp-online-all from
// 321 to 294 KB at gzip -9), and unoptimized natively, where neither size nor a waveform's speed
// matters (no native test or benchmark records more than a few cycles of one): that core's cold
// unit took clang++ 55 CPU-s at -O1 and 13 at -O0, aes128-enc-sp10m3-bram-online-all's 23 and 5
// (scripts/TOOLCHAIN.md). Since Verilator splits the trace functions (verilate(), below),
// trace code is no slower to compile than the rest, so it joins the cold unit; the harness
// joins the evaluation code: one parse of Verilator's headers a unit, not one a file
// (scripts/TOOLCHAIN.md).
const unitKinds = [
  { name: 'cold', optimization: { native: '-O0', wasm: '-Os' }, test: (f) => /__Slow\.cpp$|__Trace__/.test(f) },
  {
    name: 'hot',
    optimization: { native: '-O3', wasm: '-O3' },
    test: () => true,
    extra: [path.join(harnessDir, 'cs_harness.cpp')],
  },
];

/**
 * Group the C++ Verilator wrote in `objDir` into units (files of `#include`s written there,
 * with the harness in the evaluation code's): [{ source, optimization: { native, wasm } }].
 */
function writeUnits(objDir) {
  const left = new Set(
    fs
      .readdirSync(objDir)
      .filter((f) => f.endsWith('.cpp'))
      .sort(),
  );
  const units = [];
  for (const kind of unitKinds) {
    const files = [...[...left].filter(kind.test), ...(kind.extra ?? [])];
    files.forEach((f) => left.delete(f));
    if (files.length === 0) continue;
    const source = path.join(objDir, `cs_unit_${kind.name}.cpp`);
    fs.writeFileSync(source, files.map((f) => `#include "${f}"\n`).join(''));
    units.push({ source, optimization: kind.optimization });
  }
  return units;
}

/** Compilers for each target; `emscripten` notes are in ../shared/TOOLCHAIN.md. */
const targets = {
  // clang++-14 natively, the compiler Emscripten drives, so native and WASM figures compare
  // like for like; g++ 12 made this Verilated code 3× slower (hdl/ABI.md, benchmarks).
  native: {
    cxx: 'clang++-14',
    flags: ['-std=c++17', '-w', ...modelDefines],
    link: (objects, out) => ['clang++-14', [...objects, '-pthread', '-latomic', '-o', path.join(out, 'cs-native')]],
    outputs: ['cs-native'],
  },
  wasm: {
    cxx: 'em++',
    // Emscripten 3.1.6: verilatedos.h needs VL_IGNORE_UNKNOWN_ARCH; svdpi.h needs stdint.h.
    // -msimd128 lets clang vectorize Verilator's wide-word loops, as SSE2 does natively:
    // the iterative core ran at 0.55× native without it, ~1× with it (scripts/TOOLCHAIN.md).
    // -mbulk-memory makes memcpy and memset single instructions (memory.copy, memory.fill) in
    // place of libc loops: Verilator clears and copies wide words in every function's locals;
    // RC6 LU-2 1.37 -> 1.54 and MARS PP-3 2.78 -> 3.25 M cycles/s in Chromium (TOOLCHAIN.md).
    // -two-entry-phi-node-folding-threshold=8 (LLVM's SimplifyCFG; 4 by default) lets clang
    // turn an `if` around a rotation into a select, as it does for x86: WebAssembly's cost
    // model prices the rotation higher, so RC6's data-dependent rotations stayed branches,
    // mispredicted half the time. RC6 LU-2 squarer 2.60 -> 4.34 M cycles/s in Chromium
    // (native 4.80), LU-1 array 4.82 -> 6.56; the others as before; above 8 slower again
    // (scripts/TOOLCHAIN.md).
    flags: [
      '-msimd128',
      '-mbulk-memory',
      '-mllvm',
      '-two-entry-phi-node-folding-threshold=8',
      '-std=c++17',
      '-w',
      '-include',
      'stdint.h',
      '-DVL_IGNORE_UNKNOWN_ARCH',
      ...modelDefines,
    ],
    link: (objects, out) => [
      'em++',
      [
        '-O3',
        '-msimd128',
        '-mbulk-memory',
        ...objects,
        '-sMODULARIZE=1',
        '-sEXPORT_ES6=1',
        '-sEXPORT_NAME=createModel',
        '-sENVIRONMENT=web,worker',
        '-sALLOW_MEMORY_GROWTH=1',
        '-sFORCE_FILESYSTEM=1',
        "-sEXPORTED_RUNTIME_METHODS=['UTF8ToString','stringToUTF8','FS']",
        // wasm-opt -O3 inlines a function of any size into its only caller and optimizes the
        // result again: on aes128-enc-sp10m3-cfp-online-all that took 225 of its 230 CPU-s
        // (BINARYEN_PASS_DEBUG: inlining-optimizing). Up to 10,000 it takes 49 CPU-s and the
        // .wasm is 304,329 B at gzip -9 after emcc's metadce; up to 2,000, 28 s but 320,082 B,
        // over the 300 KB target: metadce reorders the functions, which costs that cut's
        // output 13 KB at gzip (scripts/TOOLCHAIN.md).
        '-sBINARYEN_EXTRA_PASSES=--one-caller-inline-max-function-size=10000',
        '-o',
        path.join(out, 'model.mjs'),
      ],
    ],
    outputs: ['model.mjs', 'model.wasm'],
  },
};

/** Environment for the compilers: Debian's emcc needs acorn from /usr/share/nodejs. */
function compilerEnv() {
  const env = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
  if (process.getuid?.() !== 0) env.EM_CACHE ??= path.join(os.homedir(), '.cache', 'emscripten');
  return env;
}

let toolVersionsPromise;
function toolVersions() {
  toolVersionsPromise ??= Promise.all([versionOf('verilator'), versionOf('clang++-14'), versionOf('em++')]).then(
    ([verilator, gxx, emxx]) => ({ verilator, native: gxx, wasm: emxx }),
  );
  return toolVersionsPromise;
}

// Models are also kept in a machine-wide cache under the same content hash, so another
// clone of the project (CI, a worktree) reuses what an identical build already made.
export const machineCache = process.env.CS_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'cipherscope', 'models');

function fromMachineCache(target, hash, outDir) {
  const cached = path.join(machineCache, `${target}-${hash}`);
  if (!targets[target].outputs.every((o) => fs.existsSync(path.join(cached, o)))) return false;
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  for (const o of targets[target].outputs) fs.copyFileSync(path.join(cached, o), path.join(outDir, o));
  return true;
}

function toMachineCache(target, hash, outDir) {
  try {
    const cached = path.join(machineCache, `${target}-${hash}`);
    const partial = `${cached}.partial-${process.pid}`;
    fs.mkdirSync(partial, { recursive: true });
    for (const o of targets[target].outputs) fs.copyFileSync(path.join(outDir, o), path.join(partial, o));
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(partial, cached);
  } catch {
    // A cache that cannot be written only costs a rebuild next time.
  }
}

/** Paths of one model's build products. */
export function modelPaths(id) {
  const dir = path.join(modelsDir, id);
  return {
    dir,
    native: path.join(dir, 'native', 'cs-native'),
    wasmModule: path.join(dir, 'wasm', 'model.mjs'),
    wasmBinary: path.join(dir, 'wasm', 'model.wasm'),
  };
}

/** Paths of every model with a WebAssembly build, in id order. */
export function builtWasmModels() {
  if (!fs.existsSync(modelsDir)) return [];
  return fs
    .readdirSync(modelsDir)
    .sort()
    .map(modelPaths)
    .filter((p) => fs.existsSync(p.wasmBinary));
}

/**
 * Compile `units` ([{ source, optimization }]; -O3 unless named: the harness, Verilator's
 * runtime). With `precompiled`, each unit reads Verilator's headers precompiled (headerPch).
 */
async function compileAll(target, units, includeDirs, outDir, extraFlags = [], { signal, compiled, precompiled } = {}) {
  const t = targets[target];
  fs.mkdirSync(outDir, { recursive: true });
  const env = compilerEnv();
  return Promise.all(
    units.map(async ({ source, optimization = '-O3' }) => {
      const object = path.join(outDir, path.basename(source).replace(/\.cpp$/, '.o'));
      const pch = precompiled ? ['-include-pch', await headerPch(target, optimization)] : [];
      await inSlot(
        t.cxx,
        [
          optimization,
          ...t.flags,
          ...extraFlags,
          ...includeDirs.flatMap((d) => ['-I', d]),
          ...pch,
          '-c',
          source,
          '-o',
          object,
        ],
        { env, signal },
      );
      compiled?.();
      return object;
    }),
  );
}

/**
 * Verilator's runtime library, compiled once per target and tool version for all models, from
 * copies with runtime-patch.mjs's edit.
 */
const runtimeBuilds = new Map();
function runtimeObjects(target) {
  if (!runtimeBuilds.has(target)) runtimeBuilds.set(target, buildRuntime(target));
  return runtimeBuilds.get(target);
}

async function buildRuntime(target) {
  const versions = await toolVersions();
  const hash = hashInputs({
    files: [runtimePatch, new URL(import.meta.url).pathname],
    root,
    strings: [versions.verilator, versions[target], ...targets[target].flags],
  }).slice(0, 16);
  const dir = path.join(buildDir, 'verilated-runtime', target, hash);
  const objects = runtimeSources.map((s) => path.join(dir, s.replace(/\.cpp$/, '.o')));
  if (objects.every((o) => fs.existsSync(o))) return objects;
  fs.mkdirSync(dir, { recursive: true });
  const sources = runtimeSources.map((s) => {
    const copy = path.join(dir, s);
    fs.writeFileSync(copy, patchRuntimeSource(s, fs.readFileSync(path.join(verilatorInclude, s), 'utf8')));
    return copy;
  });
  const units = sources.map((source) => ({ source }));
  return compileAll(target, units, [verilatorInclude, path.join(verilatorInclude, 'vltstd')], dir);
}

/**
 * Verilator's headers (verilated.h, verilated_vcd_c.h), which every unit of every model parses
 * first, precompiled once per target, optimization level and tool version (clang refuses a
 * header precompiled at another level): about a second of clang++'s or em++'s time a unit
 * (scripts/TOOLCHAIN.md). The path of the .pch.
 */
const pchBuilds = new Map();
function headerPch(target, optimization) {
  const key = `${target} ${optimization}`;
  if (!pchBuilds.has(key)) pchBuilds.set(key, buildHeaderPch(target, optimization));
  return pchBuilds.get(key);
}

async function buildHeaderPch(target, optimization) {
  const versions = await toolVersions();
  const t = targets[target];
  const hash = hashInputs({
    files: [new URL(import.meta.url).pathname],
    root,
    strings: [versions.verilator, versions[target], optimization, ...t.flags],
  }).slice(0, 16);
  const dir = path.join(buildDir, 'verilated-runtime', `${target}-headers`, hash);
  const pch = path.join(dir, `verilated${optimization}.pch`);
  if (fs.existsSync(pch)) return pch;
  fs.mkdirSync(dir, { recursive: true });
  // verilated_vcd_c.h includes verilated.h. Written aside and renamed: another build may read
  // the .pch the moment it exists.
  const header = path.join(verilatorInclude, 'verilated_vcd_c.h');
  const partial = `${pch}.partial-${process.pid}`;
  const includes = [verilatorInclude, path.join(verilatorInclude, 'vltstd')].flatMap((d) => ['-I', d]);
  await inSlot(t.cxx, [optimization, ...t.flags, ...includes, '-x', 'c++-header', header, '-o', partial], {
    env: compilerEnv(),
  });
  fs.renameSync(partial, pch);
  return pch;
}

/**
 * native_main.cpp (the native model's command loop, hdl/ABI.md) compiled once per block size,
 * the one harness define it reads, for every native model: [object path].
 */
const nativeMains = new Map();
function nativeMain(blockBits) {
  if (!nativeMains.has(blockBits)) nativeMains.set(blockBits, buildNativeMain(blockBits));
  return nativeMains.get(blockBits);
}

async function buildNativeMain(blockBits) {
  const versions = await toolVersions();
  const source = path.join(harnessDir, 'native_main.cpp');
  const defines = [`-DCS_BLOCK_BITS=${blockBits}`];
  const hash = hashInputs({
    files: [source, path.join(harnessDir, 'cs_harness.h'), new URL(import.meta.url).pathname],
    root,
    strings: [versions.native, ...targets.native.flags, ...defines],
  }).slice(0, 16);
  const dir = path.join(buildDir, 'verilated-runtime', 'native-main', hash);
  const object = path.join(dir, 'native_main.o');
  if (fs.existsSync(object)) return [object];
  return compileAll('native', [{ source }], [harnessDir], dir, defines);
}

/** Verilator's runtime as the native models link it: the object files' paths. */
export const nativeRuntime = () => runtimeObjects('native');

/** The native models' compiler, its flags and Verilator's include folders, for other programs (verilated-program.mjs). */
export const nativeCompiler = {
  cxx: targets.native.cxx,
  flags: targets.native.flags,
  includes: [verilatorInclude, path.join(verilatorInclude, 'vltstd')],
};

/**
 * Verilator's runtime compiled for `target` (once per machine and tool version; the first
 * model build waits for it otherwise), with no configuration: `npm start` makes it while
 * sim-core compiles. Emscripten's system libraries need no such start: Debian's emscripten
 * ships them built, in a frozen cache (/usr/share/emscripten/cache).
 */
export async function prepareTarget(target) {
  await runtimeObjects(target);
}

/**
 * The generated top level of a configuration. An offline key schedule bakes in the round
 * keys of the entry's `bakedKey`, by default the FIPS-197 Appendix C key of its size
 * (00 01 02 …), so the prebuilt simulator starts with a known key. The same rendering as a
 * board export's (topFor).
 */
export async function topLevel(entry) {
  if (entry.config.keySchedule !== 'offline') return renderTop(entry.config);
  const simCore = await loadSimCore();
  const key = entry.bakedKey
    ? bytesHex(simCore.parseHex('bakedKey', entry.bakedKey, [keyBytes(entry.config)]))
    : fips197KeyHex(entry.config);
  return topFor(simCore, entry.config, key);
}

/**
 * Run Verilator for one configuration; the C++ lands in <model>/obj, edited by model-patch.mjs:
 * { objDir, skipsInputRegion }.
 */
async function verilate(entry, dir, signal) {
  const srcDir = path.join(dir, 'src');
  const objDir = path.join(dir, 'obj');
  fs.rmSync(objDir, { recursive: true, force: true });
  fs.mkdirSync(srcDir, { recursive: true });
  const top = path.join(srcDir, 'cs_top.sv');
  fs.writeFileSync(top, await topLevel(entry));
  const sources = coreSources(entry.config.cipher).map((f) => path.join(hdlDir, f));
  // VCD times in ns: the harness dumps every 5 units, a cycle is 10 ns (nominal 100 MHz).
  const args = [
    '--cc',
    '--trace',
    '--timescale',
    '1ns/1ns',
    '-O3',
    '-Wall',
    '--x-assign',
    'fast',
    '--x-initial',
    'fast',
    '-DCS_PROBE_NAMES',
    // Trace functions of at most 1,000 statements. Unsplit, a pipelined core's trace code is a
    // few giant functions, and LLVM 14's WebAssembly backend (its register stackifier) spends
    // minutes on each at -Os: aes128-enc-pp10-lut-online-all's first cold trace file took em++
    // 159 CPU-s as 11 functions, 5 s as 36 (a 408 KB object against 441), and at -Os the trace
    // code had been over half of a cold build's compile time (scripts/TOOLCHAIN.md).
    '--output-split-ctrace',
    '1000',
    // The include path of the core's port list and its own include files.
    ...includeArgs(entry.config.cipher),
  ];
  args.push(verilatorWaivers, '--top-module', 'cs_top', '--Mdir', objDir, ...sources, top);
  try {
    await inSlot('verilator', args, { cwd: root, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`Verilator refused ${entry.id}:\n${error.result?.stderr ?? error.message}`, { cause: error });
  }
  const written = Object.fromEntries(
    fs
      .readdirSync(objDir)
      .filter((f) => f.endsWith('.cpp'))
      .map((f) => [f, fs.readFileSync(path.join(objDir, f), 'utf8')]),
  );
  const { files, skipsInputRegion } = patchModelSources(written);
  for (const [f, text] of Object.entries(files)) fs.writeFileSync(path.join(objDir, f), text);
  return { objDir, skipsInputRegion };
}

// A model is a function of its cipher's RTL and include files (paths and bytes), the harness,
// the generated top level and the harness's defines (as text: so another cipher added to
// hdl/top.mjs or hdl/cores.mjs rebuilds no model whose text is unchanged), this build's code
// and flags, the waivers and the tools.
function modelHash(entry, top, versions, target) {
  const files = [
    ...[...coreSources(entry.config.cipher), ...coreIncludes(entry.config.cipher)].map((f) => path.join(hdlDir, f)),
    ...listFiles(harnessDir, (f) => /\.(cpp|h)$/.test(f)),
    new URL(import.meta.url).pathname,
    modelPatch,
    verilatorWaivers,
  ];
  return hashInputs({
    files,
    root,
    strings: [
      entry.id,
      top,
      versions.verilator,
      target,
      versions[target],
      ...targets[target].flags,
      ...harnessDefines(entry.config),
    ],
  });
}

/**
 * Build `targets` (['native', 'wasm']) for one configuration, unless up to date.
 * Returns what happened per target: 'cached' or 'built'. With `cachedOnly`, builds nothing:
 * null when a target would need a build (`npm start` publishes the cached models before it
 * serves and builds the others after). An aborted `signal` stops the build (its compilers
 * and what waits for a process slot), which rejects with the signal's reason; `onProgress`
 * hears each step: { step: 'verilator' }, { step: 'compile', done, total } for each target's
 * translation units, { step: 'link' }.
 */
export async function buildModel(entry, wanted, { cachedOnly = false, signal, onProgress = () => {} } = {}) {
  const versions = await toolVersions();
  const top = await topLevel(entry);
  const { dir } = modelPaths(entry.id);
  // The generated top level, for Yosys and exports even when the simulators come from a cache.
  const topFile = path.join(dir, 'src', 'cs_top.sv');
  if (!fs.existsSync(topFile) || fs.readFileSync(topFile, 'utf8') !== top) {
    fs.mkdirSync(path.dirname(topFile), { recursive: true });
    fs.writeFileSync(topFile, top);
  }
  const stale = wanted.filter((target) => {
    const stamp = path.join(dir, target, 'stamp.json');
    const present = targets[target].outputs.every((o) => fs.existsSync(path.join(dir, target, o)));
    return !(present && isFresh(stamp, modelHash(entry, top, versions, target)));
  });
  const result = Object.fromEntries(wanted.map((t) => [t, 'cached']));
  for (const target of [...stale]) {
    const hash = modelHash(entry, top, versions, target);
    if (fromMachineCache(target, hash, path.join(dir, target))) {
      writeStamp(path.join(dir, target, 'stamp.json'), hash, { id: entry.id, tools: versions, from: machineCache });
      stale.splice(stale.indexOf(target), 1);
      result[target] = 'cached (machine)';
    }
  }
  if (stale.length === 0) return result;
  if (cachedOnly) return null;

  onProgress({ step: 'verilator' });
  const { objDir, skipsInputRegion } = await verilate(entry, dir, signal);
  const units = writeUnits(objDir);
  const includes = [objDir, verilatorInclude, path.join(verilatorInclude, 'vltstd'), harnessDir];
  for (const target of stale) {
    const outDir = path.join(dir, target);
    fs.rmSync(outDir, { recursive: true, force: true });
    let done = 0;
    onProgress({ step: 'compile', target, done, total: units.length });
    const [runtime, main, objects] = await Promise.all([
      runtimeObjects(target),
      target === 'native' ? nativeMain(entry.config.blockBits) : [],
      compileAll(
        target,
        units.map((u) => ({ source: u.source, optimization: u.optimization[target] })),
        includes,
        path.join(outDir, 'obj'),
        harnessDefines(entry.config),
        {
          signal,
          precompiled: true,
          compiled: () => onProgress({ step: 'compile', target, done: ++done, total: units.length }),
        },
      ),
    ]);
    onProgress({ step: 'link', target });
    const [cxx, args] = targets[target].link([...objects, ...main, ...runtime], outDir);
    await inSlot(cxx, args, { env: compilerEnv(), signal });
    fs.rmSync(path.join(outDir, 'obj'), { recursive: true, force: true });
    const hash = modelHash(entry, top, versions, target);
    writeStamp(path.join(outDir, 'stamp.json'), hash, { id: entry.id, tools: versions, skipsInputRegion });
    toMachineCache(target, hash, outDir);
    result[target] = 'built';
  }
  return result;
}
