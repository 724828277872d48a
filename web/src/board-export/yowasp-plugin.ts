// The in-browser FPGA tools as static files of the site: YoWASP's Yosys and nextpnr-ice40 (npm
// packages, web/package.json) copied to yowasp/<package>/ by the build and served from
// node_modules by the development server, each in a folder named with its version (the module
// `virtual:cipherscope-fpga-tools` gives the page their bundles' paths). Only what the fit runs is copied: Yosys with its
// iCE40 library, nextpnr-ice40 and icepack, and the chip databases of the boards whose flow
// runs in the browser (board/export/fit-flow.mjs), not the package's other 200 MB of them. The
// page's worker loads them on the first fit (fit-worker.ts); the offline manifest leaves them
// out (../offline/manifest.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { listBoards } from '../../../board/boards.mjs';
import { fitsInBrowser } from '../../../board/export/fit-flow.mjs';
import { chipDatabaseFor } from '../../../board/export/yowasp-tools.mjs';

const require = createRequire(import.meta.url);

/** The site folder the tools are served from, relative to the site root. */
export const TOOLS_DIR = 'yowasp';

/** The module that tells the page where each tool's bundle is (browser-fit.ts). */
export const toolsModuleId = 'virtual:cipherscope-fpga-tools';
const resolvedId = `\0${toolsModuleId}`;

/**
 * A package's folder on the site, with its version (yowasp/yosys-0.55.944/): a file's URL
 * names its content, so the worker's cache (fit-worker.ts) never serves an older tool.
 */
function toolDir(pkg: string): string {
  const gen = path.dirname(require.resolve(pkg));
  const { version } = JSON.parse(fs.readFileSync(path.join(gen, '..', 'package.json'), 'utf8'));
  return `${TOOLS_DIR}/${pkg.split('/')[1]}-${version}`;
}

/** site path (under yowasp/) → file on disk, for every tool file the fit needs. */
export function toolFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (pkg: string, keep: (name: string) => boolean) => {
    const gen = path.dirname(require.resolve(pkg));
    const dir = toolDir(pkg);
    for (const entry of fs.readdirSync(gen, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
      if (!entry.isFile()) continue;
      const rel = path.relative(gen, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (keep(rel)) files.set(`${dir}/${rel}`, path.join(gen, rel));
    }
  };
  const chipDatabases = listBoards()
    .filter(fitsInBrowser)
    .map((board) => `share/ice40/${chipDatabaseFor(board.openFlow!.pnr.args)}`);
  add('@yowasp/yosys', (f) => /^(bundle\.js|resources-yosys\.js|yosys\.core\d*\.wasm|share\/ice40\/.*)$/.test(f));
  add(
    '@yowasp/nextpnr-ice40',
    (f) =>
      /^(bundle\.js|resources-nextpnr-ice40\.js|(nextpnr-ice40|icepack)\.core\d*\.wasm)$/.test(f) ||
      chipDatabases.includes(f),
  );
  return files;
}

export function yowaspTools(): Plugin {
  let outDir = '';
  return {
    name: 'cipherscope-yowasp-tools',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    resolveId(id) {
      return id === toolsModuleId ? resolvedId : null;
    },
    load(id) {
      if (id !== resolvedId) return null;
      const bundles = {
        yosys: `${toolDir('@yowasp/yosys')}/bundle.js`,
        nextpnr: `${toolDir('@yowasp/nextpnr-ice40')}/bundle.js`,
      };
      return `export default ${JSON.stringify(bundles)};`;
    },
    configureServer(server) {
      const files = toolFiles();
      server.middlewares.use(`/${TOOLS_DIR}`, (req, res, next) => {
        const file = files.get(`${TOOLS_DIR}${(req.url ?? '').split('?')[0]}`);
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.wasm')
            ? 'application/wasm'
            : file.endsWith('.js')
              ? 'text/javascript'
              : 'application/octet-stream',
        );
        fs.createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      for (const [site, file] of toolFiles()) {
        const to = path.join(outDir, site);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(file, to);
      }
    },
  };
}
