// Vite builds the lab into build/web as a static site. The models (build/models/<id>/wasm)
// are served at /models/<id>/ in development and copied there by the production build, which
// ends with the service worker that keeps the lab working offline (src/offline/). The lessons
// (lessons/) are validated and bundled by src/lessons/vite-plugin.ts.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { offlineServiceWorker } from './src/offline/vite-plugin.ts';
import { lessonsPlugin } from './src/lessons/vite-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const modelsDir = path.join(root, 'build', 'models');

/** Built models: those with a WebAssembly build. */
function builtModels(): string[] {
  if (!fs.existsSync(modelsDir)) return [];
  return fs
    .readdirSync(modelsDir)
    .filter((id: string) => fs.existsSync(path.join(modelsDir, id, 'wasm', 'model.wasm')));
}

function models(): Plugin {
  let outDir = '';
  return {
    name: 'cipherscope-models',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        const [, id, file] = (req.url ?? '').split('?')[0].split('/');
        const full = path.join(modelsDir, id ?? '', 'wasm', file ?? '');
        if (!id || !file || !full.startsWith(modelsDir) || !fs.existsSync(full)) return next();
        res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        fs.createReadStream(full).pipe(res);
      });
    },
    writeBundle() {
      for (const id of builtModels()) {
        const target = path.join(outDir, 'models', id);
        fs.mkdirSync(target, { recursive: true });
        for (const file of ['model.mjs', 'model.wasm']) {
          fs.copyFileSync(path.join(modelsDir, id, 'wasm', file), path.join(target, file));
        }
      }
      fs.writeFileSync(path.join(outDir, 'models', 'index.json'), JSON.stringify(builtModels()));
    },
  };
}

export default defineConfig({
  base: './',
  publicDir: path.join(root, 'public'),
  plugins: [react(), models(), lessonsPlugin(), offlineServiceWorker()],
  resolve: {
    alias: {
      '@sim-core': path.join(root, 'build', 'sim-core', 'sim_core_wasm.js'),
      '@registry': path.join(root, 'registry'),
      '@harness': path.join(root, 'hdl', 'harness'),
      // The board export (src/board-export/): the generator, the boards and the top-level
      // renderer are the same pure modules `npm run export` runs.
      '@board': path.join(root, 'board'),
      '@hdl': path.join(root, 'hdl'),
    },
  },
  server: { fs: { allow: [root] } },
  worker: { format: 'es' },
  build: {
    outDir: path.join(root, 'build', 'web'),
    emptyOutDir: true,
    target: 'es2022',
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Some tests run the built WebAssembly models (the deep SP-10-3 pipelines take 3 s while
    // npm test's other lane synthesizes): vitest's default 5 s timed one out under load.
    testTimeout: 30_000,
  },
});
