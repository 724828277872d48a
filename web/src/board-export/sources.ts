// The repository files a board export copies, bundled into the page as text at build time
// (Vite's ?raw), and the build's bundle of every board's Edalize vendor scripts
// (build/export/vendor-scripts.json, written by `npm run build`): with them the browser makes
// the zip `npm run export` makes, with no server and no Python. Only the export dialog
// imports this module, and the lab imports the dialog on first use, so the lab's first page
// does not carry these files. The lists below are the ones board/export/host.mjs names
// (sources.test.ts checks them).
import { coreFiles } from '@hdl/ciphers.mjs';
import type { VendorBundle } from './vendor';

// Keys are paths relative to this file; '../../../' is the repository root. Vite reads the
// options at build time, so each call spells them out.
const rtl = import.meta.glob<string>('../../../hdl/rtl/*/*.sv', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const host = import.meta.glob<string>(
  ['../../../board/host/cs_host.py', '../../../board/host/requirements.txt', '../../../board/PROTOCOL.md'],
  { eager: true, query: '?raw', import: 'default' },
);
const vectors = import.meta.glob<string>(
  [
    '../../../vectors/README.md',
    '../../../vectors/fips197/appendix-c.txt',
    '../../../vectors/nist/sp800-38a/appendix-f.txt',
    '../../../vectors/nist/aesavs/ECB{GFSbox,KeySbox,VarKey,VarTxt}{128,192,256}.rsp',
    // Each other cipher's published known answers, the first answers of known-answers.json
    // (board/export/known-answers.mjs knownAnswerFiles and cavpFiles; sources.test.ts checks
    // every cipher of registry/ciphers.json).
    '../../../vectors/serpent/cryptopp-serpentv.dat',
    '../../../vectors/twofish/cryptopp-twofishv.dat',
    '../../../vectors/rc6/cryptopp-rc6val.dat',
    '../../../vectors/mars/cryptopp-mars.txt',
    '../../../vectors/nist/tdes/TECB{varkey,vartext,invperm,permop,subtab,MMT1,MMT2,MMT3}.rsp',
    '../../../vectors/nist/tdes/T{CBC,CFB64,OFB}MMT{1,2,3}.rsp',
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

/** Repository path → text, for every bundled file. */
export const bundledFiles: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...rtl, ...host, ...vectors }).map(([key, text]) => [repoPath(key), text]),
);

/** The repository files of the board RTL and the ciphers' RTL as exportProject takes them. */
export interface RepositoryFiles {
  /** A cipher's RTL in compile order, as its core's manifest lists it (hdl/ciphers.mjs coreFiles, hdl/cores.mjs coreSources). */
  coreSources: (cipher: string) => string[];
  /** hdl/rtl/board/*.sv by name (scripts/lib/export.mjs boardRepoPaths). */
  boardSources: string[];
  /** A bundled file's text; throws naming the file if the page lacks it. */
  readFile: (path: string) => string;
}

export function repositoryFiles(files: ReadonlyMap<string, string> = bundledFiles): RepositoryFiles {
  const paths = [...files.keys()].sort();
  return {
    coreSources: (cipher) => coreFiles(cipher).map((f: string) => `hdl/${f}`),
    boardSources: paths.filter((p) => /^hdl\/rtl\/board\/[^/]+\.sv$/.test(p)),
    readFile(path) {
      const text = files.get(path);
      if (text === undefined)
        throw new Error(
          `this page was built without ${path}, which the project needs; rebuild the page (npm run build)`,
        );
      return text;
    },
  };
}

/** The vendor scripts bundle, or null when the page was built without it. */
export const bundledVendorScripts: VendorBundle | null = Object.values(vendor)[0] ?? null;
