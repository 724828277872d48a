// Build step: once Vite has written the site (hashed assets, public files, the models), list
// what it wrote as the offline manifest and build the service worker with that manifest in
// it, to sw.js at the site root. A new build thus means a new sw.js, which browsers notice.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { offlineManifest, serviceWorkerFile, type BuiltFile } from './manifest.ts';

function builtFiles(dir: string): BuiltFile[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return { path: path.relative(dir, full).split(path.sep).join('/'), bytes: fs.readFileSync(full) };
    });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function offlineServiceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'cipherscope-offline',
    apply: 'build',
    // After every other plugin's writeBundle (the models are copied there).
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const manifest = offlineManifest(builtFiles(outDir), sha256);
      await build({
        configFile: false,
        publicDir: false,
        logLevel: 'warn',
        define: { __OFFLINE_MANIFEST__: JSON.stringify(manifest) },
        build: {
          outDir,
          emptyOutDir: false,
          target: 'es2022',
          lib: {
            entry: path.join(import.meta.dirname, 'service-worker.ts'),
            formats: ['iife'],
            name: 'cipherscopeServiceWorker',
            fileName: () => serviceWorkerFile,
          },
        },
      });
    },
  };
}
