// sim-core for Node: building its WebAssembly package (cached by a hash of the crate sources
// and tool versions) and loading it for the scripts and tests.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './paths.mjs';
import { hashInputs, isFresh, listFiles, writeStamp } from './cache.mjs';
import { run, versionOf } from './run.mjs';
import { step, info } from './progress.mjs';

export const simCoreOut = path.join(root, 'build', 'sim-core');
const stampFile = path.join(simCoreOut, 'stamp.json');
const wasmTarget = 'wasm32-unknown-unknown';

/**
 * Build sim-core's WASM package unless it is up to date. Returns 'cached' or 'built'.
 * `cli` resolves once the wasm-bindgen CLI is installed: cargo compiles the crate meanwhile
 * (`npm start` on a fresh machine installs the CLI while sim-core compiles).
 *
 * What `wasm-pack build sim-core/wasm --target web --release --no-pack` did, without
 * wasm-pack (whose `cargo install` took 2.5 min of a fresh machine's set-up): cargo builds
 * the crate's library for wasm32 with the release profile, and the wasm-bindgen CLI (the
 * version Cargo.lock pins) writes the ES module, its TypeScript types and the .wasm under
 * the names web/ and the scripts import (sim_core_wasm.js, sim_core_wasm_bg.wasm). No
 * wasm-opt: Debian's (108) rewrites wasm-bindgen's externref table into a funcref table (Rust
 * 1.95 emits reference types), and the module then fails to start (scripts/TOOLCHAIN.md).
 */
export async function buildSimCore({ cli } = {}) {
  const files = [
    ...listFiles(path.join(root, 'sim-core'), (f) => /\.(rs|toml)$/.test(f)),
    // The cipher description sim-core embeds (include_str!, sim-core/src/config/cipher.rs).
    path.join(root, 'registry', 'ciphers.json'),
    path.join(root, 'Cargo.toml'),
    path.join(root, 'Cargo.lock'),
  ];
  // The CLI's version is Cargo.lock's wasm-bindgen (set-up installs that one), hashed with it.
  const tools = [await versionOf('rustc')];
  const hash = hashInputs({ files, strings: tools, root });
  if (isFresh(stampFile, hash) && fs.existsSync(path.join(simCoreOut, 'sim_core_wasm_bg.wasm'))) return 'cached';
  await run('cargo', ['build', '--lib', '--release', '--target', wasmTarget, '-p', 'sim-core-wasm'], { cwd: root });
  const targetDir = process.env.CARGO_TARGET_DIR
    ? path.resolve(root, process.env.CARGO_TARGET_DIR)
    : path.join(root, 'target');
  fs.mkdirSync(simCoreOut, { recursive: true });
  await cli;
  await run(
    'wasm-bindgen',
    [
      path.join(targetDir, wasmTarget, 'release', 'sim_core_wasm.wasm'),
      '--out-dir',
      simCoreOut,
      '--typescript',
      '--target',
      'web',
    ],
    { cwd: root },
  );
  fs.writeFileSync(path.join(simCoreOut, '.gitignore'), '*');
  writeStamp(stampFile, hash, { tools });
  return 'built';
}

/**
 * buildSimCore as a step of `npm run build` or `npm run synth`, with its progress lines; or,
 * given `building` (a buildSimCore begun earlier), the step that waits for it.
 */
export async function buildSimCoreStep(building = buildSimCore()) {
  step('build: sim-core (Rust → WebAssembly)');
  info(`sim-core: ${await building}`);
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
