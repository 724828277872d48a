// Builds the simulated board for a configuration: Verilator turns cs_board_top (the UART
// top level of hdl/rtl/board/) with the configuration's generated cs_top into C++, which
// clang++ compiles with uart_bridge.cpp into build/board-sim/<id>/uart-bridge. Cached like
// the models (scripts/lib/models.mjs): by a hash of the RTL, the generated top, the bridge,
// the flags and the tool versions, in the build folder and in the machine-wide cache.
//
//   node board/sim/build.mjs <configuration id>...
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root, buildDir } from '../../scripts/lib/paths.mjs';
import { hashInputs, isFresh, writeStamp, listFiles } from '../../scripts/lib/cache.mjs';
import { run, versionOf } from '../../scripts/lib/run.mjs';
import { processSlots, topLevel, machineCache } from '../../scripts/lib/models.mjs';
import { buildVerilatedProgram } from '../../scripts/lib/verilated-program.mjs';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { coreIncludes, coreSources, hdlDir, includeArgs, verilatorWaivers } from '../../hdl/cores.mjs';
import { command, environment } from '../../scripts/lib/cli.mjs';
import { boardById } from '../boards.mjs';

const simDir = path.dirname(fileURLToPath(import.meta.url));
const bridgeSource = path.join(simDir, 'uart_bridge.cpp');
const boardRtlDir = path.join(hdlDir, 'rtl', 'board');
const cxx = 'clang++-14';

/** The simulated board's clock and bit rate: 16 clock cycles a bit, as a board's UART. */
export const simClockHz = 1_843_200;
export const simBaud = 115_200;

export const boardSimDir = path.join(buildDir, 'board-sim');
const boardMachineCache = path.join(machineCache, 'board-sim');

// The model and the bridge: -O2, as they were with Verilator's runtime compiled for the boards
// alone; the runtime is now the native models' (scripts/lib/verilated-program.mjs).
const optimization = '-O2';
// --x-initial 0: every flip-flop starts at 0, as iCE40's do after configuration; the power-on
// reset counter of cs_board_top relies on it. CS_PROBE_NAMES: the core's stage names
// (hdl/ABI.md), which the bridge ignores, keep the core's parameters used under -Wall.
const verilatorFlags = ['--cc', '-O3', '-Wall', '--x-assign', 'fast', '--x-initial', '0', '-DCS_PROBE_NAMES'];

/** The board's RTL files, relative to hdl/ like coreSources(). */
export function boardSources() {
  return listFiles(boardRtlDir, (f) => f.endsWith('.sv')).map((f) => path.relative(hdlDir, f));
}

/** Where one configuration's simulated board lives. */
export function boardSimPaths(id) {
  const dir = path.join(boardSimDir, id);
  return { dir, bridge: path.join(dir, 'uart-bridge'), top: path.join(dir, 'src', 'cs_top.sv') };
}

let toolsPromise;
function tools() {
  toolsPromise ??= Promise.all([versionOf('verilator'), versionOf(cxx)]).then(([verilator, compiler]) => ({
    verilator,
    compiler,
  }));
  return toolsPromise;
}

const inSlot = (command, args, options) => processSlots.use(() => run(command, args, options));

function buildHash(id, cipher, top, versions) {
  const files = [
    ...[...coreSources(cipher), ...coreIncludes(cipher)].map((f) => path.join(hdlDir, f)),
    ...boardSources().map((f) => path.join(hdlDir, f)),
    path.join(hdlDir, 'cores.mjs'),
    path.join(hdlDir, 'top.mjs'),
    path.join(root, 'scripts', 'lib', 'models.mjs'),
    path.join(root, 'scripts', 'lib', 'verilated-program.mjs'),
    verilatorWaivers,
    bridgeSource,
    fileURLToPath(import.meta.url),
  ];
  return hashInputs({
    files,
    root,
    strings: [
      id,
      top,
      versions.verilator,
      versions.compiler,
      ...verilatorFlags,
      optimization,
      `${simClockHz}/${simBaud}`,
    ],
  });
}

/**
 * Build the simulated board of configuration `id` unless it is up to date.
 * Returns { bridge: path of the executable, result: 'cached' | 'cached (machine)' | 'built' }.
 */
export async function buildBoardSim(id) {
  const simCore = await loadSimCore();
  const config = simCore.parseConfiguration(id); // throws with the field and the reason
  const top = await topLevel({ id, config });
  const versions = await tools();
  const paths = boardSimPaths(id);
  fs.mkdirSync(path.dirname(paths.top), { recursive: true });
  if (!fs.existsSync(paths.top) || fs.readFileSync(paths.top, 'utf8') !== top) fs.writeFileSync(paths.top, top);

  const hash = buildHash(id, config.cipher, top, versions);
  const stamp = path.join(paths.dir, 'stamp.json');
  if (fs.existsSync(paths.bridge) && isFresh(stamp, hash)) return { bridge: paths.bridge, result: 'cached' };
  const cached = path.join(boardMachineCache, hash, 'uart-bridge');
  if (fs.existsSync(cached)) {
    fs.copyFileSync(cached, paths.bridge);
    fs.chmodSync(paths.bridge, 0o755);
    writeStamp(stamp, hash, { id, tools: versions, from: boardMachineCache });
    return { bridge: paths.bridge, result: 'cached (machine)' };
  }

  const objDir = path.join(paths.dir, 'obj');
  fs.rmSync(objDir, { recursive: true, force: true });
  // The configuration's cipher's RTL (hdl/cores.mjs): a Serpent board reads serpent_*.sv.
  const sources = [...coreSources(config.cipher), ...boardSources()].map((f) => path.join(hdlDir, f));
  const args = [
    ...verilatorFlags,
    `-GClockHz=${simClockHz}`,
    `-GBaud=${simBaud}`,
    `-GBlockBits=${config.blockBits}`, // the core's block (cs_top's BlockBits), as an export sets it
    ...includeArgs(config.cipher),
    '--top-module',
    'cs_board_top',
    '--Mdir',
    objDir,
    verilatorWaivers,
    ...sources,
    paths.top,
  ];
  try {
    await inSlot('verilator', args, { cwd: root });
  } catch (error) {
    throw new Error(`Verilator refused the board of ${id}:\n${error.result?.stderr ?? error.message}`, {
      cause: error,
    });
  }
  await buildVerilatedProgram({
    objDir,
    sources: [bridgeSource],
    output: paths.bridge,
    optimization,
    sourceFlags: ['-Wall', '-Wextra', `-DCS_CLOCK_HZ=${simClockHz}`, `-DCS_BAUD=${simBaud}`],
  });
  fs.rmSync(objDir, { recursive: true, force: true });
  writeStamp(stamp, hash, { id, tools: versions, clockHz: simClockHz, baud: simBaud });
  try {
    const partial = path.join(boardMachineCache, `${hash}.partial-${process.pid}`);
    fs.mkdirSync(partial, { recursive: true });
    fs.copyFileSync(paths.bridge, path.join(partial, 'uart-bridge'));
    fs.rmSync(path.join(boardMachineCache, hash), { recursive: true, force: true });
    fs.renameSync(partial, path.join(boardMachineCache, hash));
  } catch {
    // A cache that cannot be written only costs a rebuild next time.
  }
  return { bridge: paths.bridge, result: 'built' };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { positionals: ids } = command({
    invocation: 'node board/sim/build.mjs',
    usage: '<configuration id> …',
    summary:
      "Build the simulated board of each configuration named: Verilator turns cs_board_top (hdl/rtl/board/) with the configuration's generated top into C++, which clang++ compiles with uart_bridge.cpp into build/board-sim/<id>/uart-bridge (the board layer of npm test builds what it needs itself). Cached by a hash of the RTL, the generated top, the bridge, the flags and the tool versions, in the build folder and in the machine-wide cache.",
    positionals: { name: 'id', description: 'a configuration id; at least one' },
    env: [{ name: 'CS_CACHE_DIR', description: `${environment.CS_CACHE_DIR}; bridges under its board-sim/` }],
    examples: [`node board/sim/build.mjs ${boardById('icebreaker').documentedCores.exportDefault}`],
  });
  if (ids.length === 0) {
    console.error('usage: node board/sim/build.mjs <configuration id>...');
    process.exit(2);
  }
  for (const id of ids) {
    try {
      const { bridge, result } = await buildBoardSim(id);
      console.log(`${id}: ${result} ${path.relative(process.cwd(), bridge)}`);
    } catch (error) {
      console.error(`${id}: ${error.message}`);
      process.exitCode = 1;
    }
  }
}
