// The static web app: `vite build` into build/web, cached by a hash of everything it bundles,
// then the models copied beside it (site-models.mjs), which the web app does not bundle.
import fs from 'node:fs';
import path from 'node:path';
import { root, buildDir } from './paths.mjs';
import { hashInputs, isFresh, listFiles, writeStamp } from './cache.mjs';
import { run } from './run.mjs';
import { publishModels } from './site-models.mjs';

export const webOut = path.join(buildDir, 'web');

/**
 * The web app and every model that has a WebAssembly build (prebuilt or on request), all
 * listed as ready. Returns what happened, e.g. 'built, 30 models'.
 */
export async function buildWeb() {
  const app = await buildWebApp();
  const { ready } = publishModels(webOut);
  return `${app}, ${Object.keys(ready).length} models`;
}

/** `vite build` of the web app alone, unless its inputs are unchanged: 'cached' or 'built'. */
export async function buildWebApp() {
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
    path.join(root, 'package-lock.json'),
  ];
  const hash = hashInputs({ files, root });
  const stamp = path.join(buildDir, 'web-stamp.json');
  if (isFresh(stamp, hash) && fs.existsSync(path.join(webOut, 'index.html'))) return 'cached';
  await run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: path.join(root, 'web') });
  writeStamp(stamp, hash);
  return 'built';
}
