// Build step: the vector files a board export may carry (board/export/host.mjs
// exportableVectorFiles: each cipher's, at every key size and mode), as a module that loads
// each as a chunk of its own when an export asks for it (sources.ts). Only those files: the
// rest of vectors/ (the Monte Carlo and chained-mode files the tests read) stays out of the
// site and out of the offline shell the service worker stores.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { exportableVectorFiles } from '../../../board/export/host.mjs';

export const exportVectorsModuleId = 'virtual:cipherscope-export-vectors';
const resolvedId = `\0${exportVectorsModuleId}`;
const root = path.resolve(import.meta.dirname, '..', '..', '..');

export function exportVectorsPlugin(): Plugin {
  return {
    name: 'cipherscope-export-vectors',
    resolveId(id) {
      return id === exportVectorsModuleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const ciphersFile = path.join(root, 'registry', 'ciphers.json');
      this.addWatchFile(ciphersFile);
      const files: string[] = exportableVectorFiles(JSON.parse(fs.readFileSync(ciphersFile, 'utf8')));
      const loaders = files.map(
        (file) =>
          `  ${JSON.stringify(file)}: () => import(${JSON.stringify(`${path.join(root, file)}?raw`)}).then((m) => m.default),`,
      );
      return `export default {\n${loaders.join('\n')}\n};\n`;
    },
  };
}
