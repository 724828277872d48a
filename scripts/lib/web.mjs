// The static web app: `vite build` into build/web, cached by a hash of everything it bundles.
import fs from 'node:fs';
import path from 'node:path';
import { root, buildDir } from './paths.mjs';
import { hashInputs, isFresh, listFiles, writeStamp } from './cache.mjs';
import { run } from './run.mjs';
import { builtWasmModels } from './models.mjs';

export const webOut = path.join(buildDir, 'web');

/** Build the web app with every model that has a WebAssembly build (prebuilt or on request). */
export async function buildWeb() {
  const files = [
    ...listFiles(path.join(root, 'web'), (f) => !f.includes(`${path.sep}dist${path.sep}`)),
    ...listFiles(path.join(root, 'registry')),
    ...listFiles(path.join(root, 'public')),
    // The lessons, and the HDL they include excerpts from.
    ...listFiles(path.join(root, 'lessons')),
    ...listFiles(path.join(root, 'hdl', 'rtl')),
    // The board export (web/src/board-export/): the generator, the boards, the host script
    // and vectors it copies, the top-level renderer and the build's vendor scripts bundle.
    ...listFiles(path.join(root, 'board'), (f) => !f.includes('__pycache__')),
    ...listFiles(path.join(root, 'vectors')),
    path.join(root, 'hdl', 'top.mjs'),
    ...[path.join(buildDir, 'export', 'vendor-scripts.json')].filter((f) => fs.existsSync(f)),
    path.join(buildDir, 'sim-core', 'sim_core_wasm_bg.wasm'),
    ...builtWasmModels().flatMap((p) => [p.wasmModule, p.wasmBinary]),
    path.join(root, 'package-lock.json'),
  ];
  const hash = hashInputs({ files, root });
  const stamp = path.join(buildDir, 'web-stamp.json');
  if (isFresh(stamp, hash) && fs.existsSync(path.join(webOut, 'index.html'))) return 'cached';
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'web') });
  writeStamp(stamp, hash);
  return 'built';
}
