// The Node side of the board export: reads the repository, makes the pieces the generator
// (board/export/project.mjs) takes as input — the generated top level, the vendor scripts
// Edalize writes per board (cached), the fit check's synthesis (cached) — and writes the
// project as a folder or a zip, never half-written.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { root, buildDir } from './paths.mjs';
import { run, versionOf } from './run.mjs';
import { coreIncludes, coreSources, includeDirs } from '../../hdl/cores.mjs';
import { renderConstraints } from '../../board/constraints.mjs';
import { checkFit } from '../../board/fit.mjs';
import { projectLayout } from '../../board/export/project.mjs';
import { exportConfiguration } from '../../board/export/configured.mjs';
import { readCiphers } from '../../board/export/host.mjs';
import { vendorEdam, yosysFor } from '../../board/export/flows.mjs';
import { fitScript, countResources } from '../../board/export/fit-synth.mjs';
import { builtCiphers } from '../../hdl/top.mjs';

export const exportBuildDir = path.join(buildDir, 'export');
const vendorScript = path.join(root, 'board', 'export', 'edalize_vendor.py');

const repoPath = (f) => path.posix.join('hdl', f.split(path.sep).join('/'));

/** Repository paths of a cipher's RTL, packages first (hdl/cores.mjs's order). */
export function coreRepoPaths(cipher) {
  return coreSources(cipher).map(repoPath);
}

/** Repository paths of the include files a cipher's RTL reads (hdl/cores.mjs coreIncludes). */
export function coreIncludeRepoPaths(cipher) {
  return coreIncludes(cipher).map(repoPath);
}

/** Repository paths of the board RTL (hdl/rtl/board/*.sv). */
export function boardRepoPaths() {
  const dir = path.join(root, 'hdl', 'rtl', 'board');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sv'))
    .sort()
    .map((f) => `hdl/rtl/board/${f}`);
}

export function readRepoFile(repoPath) {
  return new Uint8Array(fs.readFileSync(path.join(root, ...repoPath.split('/'))));
}

/** The cipher description (registry/ciphers.json), as the export reads it. */
const ciphers = () => readCiphers(readRepoFile);

function normalizeConstraints(result) {
  return Array.isArray(result) ? result : [result];
}

/** The file list of a board's projects of one cipher, the list its vendor scripts read. */
export function boardLayout(board, cipher) {
  return projectLayout({
    coreSources: coreRepoPaths(cipher),
    coreIncludes: coreIncludeRepoPaths(cipher),
    boardSources: boardRepoPaths(),
    constraints: normalizeConstraints(renderConstraints(board)),
  });
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/**
 * The vendor scripts Edalize writes for a board's projects of one cipher ({ tool, scripts:
 * Map(path → bytes), cached }), or null where the board has no vendor tool Edalize drives.
 * The scripts name every RTL file, so each cipher has its own. Cached under
 * build/export/vendor/<board>/<cipher>/ by a hash of the EDAM description, the Edalize
 * version and edalize_vendor.py.
 */
export async function vendorScripts(board, cipher) {
  const description = vendorEdam(board, boardLayout(board, cipher), ciphers(), cipher);
  if (!description) return null;
  const edalize = await pythonPackageVersion('edalize');
  const hash = sha256(JSON.stringify(description) + edalize + fs.readFileSync(vendorScript, 'utf8'));
  const dir = path.join(exportBuildDir, 'vendor', board.id, cipher);
  const stamp = path.join(dir, 'stamp.json');
  const out = path.join(dir, 'scripts');
  let cached = false;
  try {
    cached = JSON.parse(fs.readFileSync(stamp, 'utf8')).hash === hash;
  } catch {
    // no stamp yet: write the scripts
  }
  let written;
  if (cached) {
    written = JSON.parse(fs.readFileSync(stamp, 'utf8')).files;
  } else {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const descriptionFile = path.join(dir, 'edam.json');
    fs.writeFileSync(descriptionFile, `${JSON.stringify(description, null, 2)}\n`);
    const r = await run('python3', [vendorScript, descriptionFile, out], { check: false });
    if (r.code !== 0)
      throw new Error(
        `Edalize (${description.backend.name}) failed for ${board.id} (${cipher}):\n${(r.stderr || r.stdout).trim().split('\n').slice(-15).join('\n')}`,
      );
    written = JSON.parse(r.stdout);
    fs.writeFileSync(stamp, JSON.stringify({ hash, edalize, files: written }, null, 2));
  }
  const scripts = new Map(written.map((f) => [f, new Uint8Array(fs.readFileSync(path.join(out, f)))]));
  return { tool: description.backend.name, scripts, cached };
}

export const vendorBundleFile = path.join(exportBuildDir, 'vendor-scripts.json');

/**
 * Every board's vendor scripts for every cipher with RTL (hdl/top.mjs builtCiphers) in one
 * JSON file for the web app's bundle: { <board id>: { tool, ciphers: { <cipher>: { <path in
 * tool/>: text } } } }, read by vendorFromBundle, so the page makes the same zip with no
 * Python. Rewritten only when it changes. Returns { boards, scripts, cached }.
 */
export async function writeVendorBundle(boards, ciphers = builtCiphers) {
  const bundle = {};
  let scripts = 0;
  let cached = 0;
  for (const board of boards) {
    for (const cipher of ciphers) {
      const vendor = await vendorScripts(board, cipher);
      if (!vendor) break;
      scripts++;
      if (vendor.cached) cached++;
      const files = {};
      for (const [p, bytes] of vendor.scripts) files[p] = Buffer.from(bytes).toString('utf8');
      bundle[board.id] ??= { tool: vendor.tool, ciphers: {} };
      bundle[board.id].ciphers[cipher] = files;
    }
  }
  const text = `${JSON.stringify(bundle, null, 2)}\n`;
  const old = fs.existsSync(vendorBundleFile) ? fs.readFileSync(vendorBundleFile, 'utf8') : null;
  if (old !== text) fs.writeFileSync(vendorBundleFile, text);
  return { boards: Object.keys(bundle).length, scripts, cached };
}

let pythonVersions;

/** An installed Python package's version ('' if missing). */
export async function pythonPackageVersion(name) {
  pythonVersions ??= new Map();
  if (!pythonVersions.has(name)) {
    const r = await run(
      'python3',
      [
        '-c',
        `import importlib.metadata as m\ntry: print(m.version(${JSON.stringify(name)}))\nexcept Exception: print('')`,
      ],
      { check: false },
    );
    pythonVersions.set(name, r.stdout.trim());
  }
  return pythonVersions.get(name);
}

// The key rules are pure (board/export/key.mjs): the web app's key field is checked by them too.
export { keyProblem } from '../../board/export/key.mjs';

/** vendorScripts' result as exportProject takes it: { vivado: Map }. */
export function vendorInput(vendor) {
  return vendor ? { [vendor.tool]: vendor.scripts } : null;
}

/**
 * All inputs gathered, the project's files made. `vendor`: vendorScripts(board, cipher), made if not
 * given; or `vendorInput`: exportProject's own form (as vendorFromBundle gives it).
 */
export async function makeProject({ simCore, board, config, title, key, vendor, vendorInput: given }) {
  return exportConfiguration({
    simCore,
    config,
    board,
    title,
    key,
    coreSources: coreRepoPaths(config.cipher),
    coreIncludes: coreIncludeRepoPaths(config.cipher),
    boardSources: boardRepoPaths(),
    readFile: readRepoFile,
    vendor: given ?? vendorInput(vendor === undefined ? await vendorScripts(board, config.cipher) : vendor),
  });
}

/**
 * The fit check: Yosys synthesizes the project's RTL (core and board top, with the board's
 * parameters) for the board's family; returns { need, message (checkFit's, null if it
 * fits), cached, seconds }. Cached under build/export/fit/ by a hash of the RTL, the script
 * and the Yosys version.
 */
export async function fitCheck(board, config, files, layout) {
  const yosysTool = yosysFor(board).tool;
  const yosys = await versionOf(yosysTool, ['-V']);
  const script = fitScript(board, layout.rtl, 'stat.json', ciphers(), config.cipher, includeDirs(layout.includes));
  const hash = createHash('sha256');
  hash.update(`${yosys}\0${script}\0`);
  for (const f of [...layout.rtl, ...layout.includes]) hash.update(files.get(f)).update('\0');
  const digest = hash.digest('hex');
  const result = path.join(exportBuildDir, 'fit', `${board.fpga.family}-${digest.slice(0, 32)}.json`);
  let entry;
  try {
    entry = { ...JSON.parse(fs.readFileSync(result, 'utf8')), cached: true };
  } catch {
    const work = `${result.slice(0, -5)}.work`;
    fs.rmSync(work, { recursive: true, force: true });
    for (const f of [...layout.rtl, ...layout.includes]) {
      fs.mkdirSync(path.dirname(path.join(work, f)), { recursive: true });
      fs.writeFileSync(path.join(work, f), files.get(f));
    }
    const started = Date.now();
    const r = await run(yosysTool, ['-q', '-l', 'yosys.log', '-p', script], { cwd: work, check: false });
    const seconds = Math.round((Date.now() - started) / 1000);
    if (r.code !== 0 || !fs.existsSync(path.join(work, 'stat.json'))) {
      const log = fs.existsSync(path.join(work, 'yosys.log'))
        ? fs.readFileSync(path.join(work, 'yosys.log'), 'utf8')
        : r.stderr;
      throw new Error(
        `the fit check's synthesis (${yosysTool} ${script.split(';').at(-2).trim()}) failed:\n${
          log
            .trim()
            .split('\n')
            .filter((l) => /ERROR/.test(l))
            .slice(0, 5)
            .join('\n') || log.trim().split('\n').slice(-10).join('\n')
        }`,
      );
    }
    const cells = JSON.parse(fs.readFileSync(path.join(work, 'stat.json'), 'utf8')).design.num_cells_by_type;
    entry = {
      hash: digest,
      yosys,
      family: board.fpga.family,
      seconds,
      cells,
      need: countResources(board.fpga.family, cells),
    };
    fs.writeFileSync(result, JSON.stringify(entry, null, 2));
    fs.rmSync(work, { recursive: true, force: true });
    entry.cached = false;
  }
  return { ...entry, message: checkFit(board, { ...entry.need, name: config.id }) };
}

/** Why `out` cannot take the project, or null: it must not exist, or be an empty folder. */
export function outProblem(out) {
  if (!fs.existsSync(out)) return null;
  const stat = fs.statSync(out);
  if (stat.isDirectory()) {
    if (out.endsWith('.zip')) return `--out ${out} is a folder; a .zip out must be a file`;
    return fs.readdirSync(out).length ? `--out ${out} exists and is not empty; give a new or empty folder` : null;
  }
  return `--out ${out} exists${stat.size ? '' : ' (an empty file)'}; give a path that does not exist yet`;
}

/**
 * Write the project to `out`: a .zip file, or a folder that gets the project's files. Written
 * beside it under a temporary name and renamed into place, so a failure leaves nothing.
 */
export async function writeProject(out, { folder, files }) {
  // Loaded here, not at the top: `npm start` and `npm test` import this module before their
  // set-up has installed npm packages (fflate) on a fresh machine.
  const { zipProject } = await import('../../board/export/zip.mjs');
  const problem = outProblem(out);
  if (problem) throw new Error(problem);
  const target = path.resolve(out);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temporary = `${target}.partial-${process.pid}`;
  fs.rmSync(temporary, { recursive: true, force: true });
  try {
    if (out.endsWith('.zip')) {
      fs.writeFileSync(temporary, zipProject(folder, files));
    } else {
      for (const [p, bytes] of files) {
        const file = path.join(temporary, ...p.split('/'));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, bytes);
      }
      if (fs.existsSync(target)) fs.rmdirSync(target); // empty, checked above
    }
    fs.renameSync(temporary, target);
  } catch (error) {
    fs.rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  return target;
}
