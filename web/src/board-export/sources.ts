// The repository files a board export copies, bundled into the page as text at build time
// (Vite's ?raw), and the build's bundle of every board's Edalize vendor scripts
// (build/export/vendor-scripts.json, written by `npm run build`): with them the browser makes
// the zip `npm run export` makes, with no server and no Python. Only the export dialog
// imports this module, and the lab imports the dialog on first use, so the lab's first page
// does not carry these files. The RTL, the host files (board/export/host.mjs hostFiles) and
// the vectors' README are in the dialog's bundle; the vector files an export may carry are each
// a chunk of their own (vite-plugin.ts), fetched when an export needs them (host.mjs
// vectorFiles: the files the cipher's description and published answers name), so a project
// fetches its own cipher's few.
import { coreFiles } from '@hdl/ciphers.mjs';
import exportVectors from 'virtual:cipherscope-export-vectors';
import type { VendorBundle } from './vendor';

// Keys are paths relative to this file; '../../../' is the repository root. Vite reads the
// options at build time, so each call spells them out.
// The RTL and the include files it reads (every core's port list, hdl/rtl/common/*.svh).
const rtl = import.meta.glob<string>(['../../../hdl/rtl/*/*.sv', '../../../hdl/rtl/*/*.svh'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const host = import.meta.glob<string>(
  [
    '../../../board/host/cs_host.py',
    '../../../board/host/requirements.txt',
    '../../../board/PROTOCOL.md',
    '../../../registry/ciphers.json',
    '../../../vectors/README.md',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
// A glob, not an import, so a page built before `npm run build` wrote the file still builds;
// the dialog then says which boards it cannot export.
const vendor = import.meta.glob<VendorBundle>('../../../build/export/vendor-scripts.json', {
  eager: true,
  import: 'default',
});

const repoPath = (key: string) => key.replace(/^(\.\.\/){3}/, '');

/** Repository path → text, for every file in the dialog's bundle. */
export const bundledFiles: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...rtl, ...host }).map(([key, text]) => [repoPath(key), text]),
);

/** Repository path → its text's loader, for every vector file (a chunk each, fetched on use). */
export const lazyFiles: ReadonlyMap<string, () => Promise<string>> = new Map(Object.entries(exportVectors));

/** The repository files of the board RTL and the ciphers' RTL as exportProject takes them. */
export interface RepositoryFiles {
  /** A cipher's RTL in compile order, as its core's manifest lists it (hdl/ciphers.mjs coreFiles, hdl/cores.mjs coreSources). */
  coreSources: (cipher: string) => string[];
  /** hdl/rtl/board/*.sv by name (scripts/lib/export.mjs boardRepoPaths). */
  boardSources: string[];
  /** A bundled or loaded file's text; throws naming the file if the page lacks it. */
  readFile: (path: string) => string;
  /** Fetch the files of `paths` the page bundles as chunks of their own, so readFile gives them. */
  load: (paths: string[]) => Promise<void>;
}

export function repositoryFiles(
  files: ReadonlyMap<string, string> = bundledFiles,
  lazy: ReadonlyMap<string, () => Promise<string>> = lazyFiles,
): RepositoryFiles {
  const loaded = new Map(files);
  const paths = [...files.keys()].sort();
  return {
    coreSources: (cipher) => coreFiles(cipher).map((f: string) => `hdl/${f}`),
    boardSources: paths.filter((p) => /^hdl\/rtl\/board\/[^/]+\.sv$/.test(p)),
    readFile(path) {
      const text = loaded.get(path);
      if (text === undefined)
        throw new Error(
          `this page was built without ${path}, which the project needs; rebuild the page (npm run build)`,
        );
      return text;
    },
    async load(wanted) {
      const missing = wanted.filter((p) => !loaded.has(p) && lazy.has(p));
      const texts = await Promise.all(missing.map((p) => lazy.get(p)!()));
      missing.forEach((p, i) => loaded.set(p, texts[i]));
    },
  };
}

/** The vendor scripts bundle, or null when the page was built without it. */
export const bundledVendorScripts: VendorBundle | null = Object.values(vendor)[0] ?? null;
