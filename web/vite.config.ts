// Vite builds the lab into build/web as a static site, ending with the service worker that
// keeps it working offline (src/offline/). The models (build/models/<id>/wasm) are not part of
// the build: the scripts copy them to build/web/models/<id>/ with models/index.json
// (scripts/lib/site-models.mjs), so `npm start` can add each as it lands; the development
// server serves them from build/models. The lessons (lessons/) are validated and bundled by
// src/lessons/vite-plugin.ts, and the vector files a board export may carry by
// src/board-export/vite-plugin.ts; the in-browser FPGA tools (YoWASP) by
// src/board-export/yowasp-plugin.ts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { offlineServiceWorker } from './src/offline/vite-plugin.ts';
import { lessonsPlugin } from './src/lessons/vite-plugin.ts';
import { exportVectorsPlugin } from './src/board-export/vite-plugin.ts';
import { yowaspTools } from './src/board-export/yowasp-plugin.ts';

const root = path.resolve(import.meta.dirname, '..');
const modelsDir = path.join(root, 'build', 'models');

/** Built models: those with a WebAssembly build. */
function builtModels(): string[] {
  if (!fs.existsSync(modelsDir)) return [];
  return fs
    .readdirSync(modelsDir)
    .filter((id: string) => fs.existsSync(path.join(modelsDir, id, 'wasm', 'model.wasm')));
}

/** models/index.json as the scripts write it (src/sim/model-index.ts), of every built model. */
function modelIndex(): string {
  const revision = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
  const ready = Object.fromEntries(
    builtModels().map((id) => [
      id,
      Object.fromEntries(
        ['model.mjs', 'model.wasm'].map((file) => [file, revision(path.join(modelsDir, id, 'wasm', file))]),
      ),
    ]),
  );
  return JSON.stringify({ ready, building: [] });
}

function models(): Plugin {
  return {
    name: 'cipherscope-models',
    configureServer(server) {
      server.middlewares.use('/models', (req, res, next) => {
        if ((req.url ?? '').split('?')[0] === '/index.json') {
          res.setHeader('Content-Type', 'application/json');
          res.end(modelIndex());
          return;
        }
        const [, id, file] = (req.url ?? '').split('?')[0].split('/');
        const full = path.join(modelsDir, id ?? '', 'wasm', file ?? '');
        if (
          !['model.mjs', 'model.wasm'].includes(file) ||
          !full.startsWith(modelsDir + path.sep) ||
          !fs.existsSync(full)
        )
          return next();
        res.setHeader('Content-Type', file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        fs.createReadStream(full).pipe(res);
      });
    },
  };
}

export default defineConfig({
  base: './',
  publicDir: path.join(root, 'public'),
  plugins: [react(), models(), lessonsPlugin(), exportVectorsPlugin(), yowaspTools(), offlineServiceWorker()],
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
