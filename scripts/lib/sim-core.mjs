// sim-core for Node: building its WebAssembly package with wasm-pack (cached by a hash of
// the crate sources and tool versions) and loading it for the scripts and tests.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.mjs';
import { hashInputs, isFresh, listFiles, writeStamp } from './cache.mjs';
import { run, versionOf } from './run.mjs';
import { step, info } from './progress.mjs';

export const simCoreOut = path.join(root, 'build', 'sim-core');
const stampFile = path.join(simCoreOut, 'stamp.json');

/** Build sim-core's WASM package unless it is up to date. Returns 'cached' or 'built'. */
export async function buildSimCore() {
  const files = [
    ...listFiles(path.join(root, 'sim-core'), (f) => /\.(rs|toml)$/.test(f)),
    path.join(root, 'Cargo.toml'),
    path.join(root, 'Cargo.lock'),
  ];
  const tools = await Promise.all([versionOf('rustc'), versionOf('wasm-pack'), versionOf('wasm-bindgen')]);
  const hash = hashInputs({ files, strings: tools, root });
  if (isFresh(stampFile, hash) && fs.existsSync(path.join(simCoreOut, 'sim_core_wasm_bg.wasm'))) return 'cached';
  await run(
    'wasm-pack',
    ['build', 'sim-core/wasm', '--target', 'web', '--release', '--out-dir', '../../build/sim-core', '--no-pack'],
    { cwd: root },
  );
  writeStamp(stampFile, hash, { tools });
  return 'built';
}

/** buildSimCore as a step of `npm run build` or `npm run synth`, with its progress lines. */
export async function buildSimCoreStep() {
  step('build: sim-core (Rust → WebAssembly)');
  info(`sim-core: ${await buildSimCore()}`);
}

let loaded;

/** sim-core's exports, initialised synchronously from the built .wasm. */
export async function loadSimCore() {
  if (loaded) return loaded;
  const wasmPath = path.join(simCoreOut, 'sim_core_wasm_bg.wasm');
  if (!fs.existsSync(wasmPath)) throw new Error('sim-core is not built; run `npm run build` first');
  const module = await import(pathToFileURL(path.join(simCoreOut, 'sim_core_wasm.js')).href);
  module.initSync({ module: fs.readFileSync(wasmPath) });
  loaded = module;
  return module;
}
