// The project generator: for one configuration and one board, every file of the folder
// `cipherscope-<board>-<config>/`. Pure: no file system. The caller passes the repository
// files through `readFile` and the pieces made elsewhere (the generated cs_top.sv, the
// board's constraints, the vendor scripts Edalize wrote for the board), so `npm run export`
// and the web app make the same bytes.
import { topParameters, vendorBackend, rtlBlockBits, TOP } from './flows.mjs';
import { renderCore, coreName } from './fuse-soc.mjs';
import { renderMakefile } from './makefile.mjs';
import { renderReadme } from './readme.mjs';
import { hostFiles, readCiphers, vectorFiles, vectorExportPath, vectorsReadme, VECTORS_README } from './host.mjs';
import { pathProblem, sortedPaths, toBytes } from './paths.mjs';
import { KNOWN_ANSWERS_PATH } from './known-answers.mjs';
import { cipherById } from '../../registry/ciphers.mjs';

export const MANIFEST_FORMAT = 'cipherscope-board-export/1';

/** The project's folder name. */
export function projectFolder(board, config) {
  return `cipherscope-${board.id}-${config.id}`;
}

/** `*_pkg.sv` first (Yosys reads packages before their users), then by name. */
function packagesFirst(paths) {
  const isPkg = (p) => /_pkg\.sv$/.test(p);
  return [...paths.filter(isPkg).sort(), ...paths.filter((p) => !isPkg(p)).sort()];
}

/**
 * The project's fixed file list: the RTL in the order the tools read it, the include files the
 * RTL reads (whose folders are the tools' include path) and the constraint files. The same for
 * every configuration of one cipher on a board (cs_top.sv is always there), which is what lets
 * the vendor scripts be made once per board and cipher; exportProject refuses scripts that do
 * not read the project's RTL (made from another cipher's list).
 * @param {{ coreSources: string[], coreIncludes?: string[], boardSources: string[], constraints: {file: string, type: string}[] }} sources
 *   repository paths of the cipher's RTL (hdl/rtl/common/ and hdl/rtl/<cipher>/, packages
 *   first, as hdl/cores.mjs lists them) and of the include files it reads (hdl/ciphers.mjs
 *   coreIncludes), hdl/rtl/board/*.sv, and renderConstraints(board)
 */
export function projectLayout({ coreSources, coreIncludes = [], boardSources, constraints }) {
  const rtl = [...coreSources, ...packagesFirst(boardSources), 'cs_top.sv'];
  return { rtl, includes: [...coreIncludes], constraints: constraints.map(({ file, type }) => ({ file, type })) };
}

/**
 * The `vendor` input of exportProject for one cipher's project from the build's bundle of
 * every board's vendor scripts (build/export/vendor-scripts.json: { <board>: { tool, ciphers:
 * { <cipher>: { path: text } } } }): what the web app passes, having no Python to run Edalize.
 */
export function vendorFromBundle(bundle, board, cipher) {
  const files = bundle[board.id]?.ciphers?.[cipher];
  return files ? { [bundle[board.id].tool]: new Map(Object.entries(files)) } : null;
}

/** The first RTL file no vendor script names, or null: the scripts must read every one. */
function vendorMissing(scripts, rtl) {
  const text = [...scripts.values()]
    .map((content) => (typeof content === 'string' ? content : new TextDecoder().decode(content)))
    .join('\n');
  return rtl.find((file) => !text.includes(file)) ?? null;
}

async function sha256Hex(bytes) {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Every file of the project.
 * @param {object} input
 * @param {object} input.config sim-core's parseConfiguration(id)
 * @param {object} input.board boardById(id)
 * @param {string} [input.title] the registry's title for the configuration, if it has one
 * @param {string} input.top cs_top.sv, from hdl/top.mjs (topFor)
 * @param {{file: string, type: string, text: string}[]} input.constraints renderConstraints(board)
 * @param {string[]} input.coreSources repository paths of the cipher's RTL (hdl/rtl/common/, hdl/rtl/<cipher>/)
 * @param {string[]} [input.coreIncludes] repository paths of the include files that RTL reads
 * @param {string[]} input.boardSources repository paths of the board RTL (hdl/rtl/board/...)
 * @param {(path: string) => string | Uint8Array} input.readFile a repository file's content,
 *   the cipher description (registry/ciphers.json, host.mjs CIPHERS_FILE) among them
 * @param {Record<string, Map<string, string | Uint8Array>> | null} input.vendor the board's
 *   vendor scripts from Edalize: { vivado: Map(path in vivado/ → content) }, null where
 *   the board has none (vendorBackend says why)
 * @param {object} input.timing sim-core's predictTiming(config.id)
 * @param {string} [input.key] the key (hex) an offline key schedule was built with
 * @param {string | null} [input.knownAnswers] host/vectors/known-answers.json for a cipher
 *   whose vectors cs_host.py does not read itself (known-answers.mjs knownAnswersText)
 * @returns {Promise<{ folder: string, files: Map<string, Uint8Array>, layout: object }>} `layout`:
 *   projectLayout's, the file lists the Makefile names
 */
export async function exportProject(input) {
  const { config, board, top, readFile, timing } = input;
  const ciphers = readCiphers(readFile);
  const constraints = input.constraints.length ? input.constraints : [input.constraints];
  const layout = projectLayout({
    coreSources: input.coreSources,
    coreIncludes: input.coreIncludes,
    boardSources: input.boardSources,
    constraints,
  });
  const rtlBits = rtlBlockBits(layout.rtl, ciphers, config.cipher);
  if (rtlBits !== config.blockBits)
    throw new Error(
      `export: ${config.id} has ${config.blockBits}-bit blocks and the description gives its cipher ${rtlBits}-bit ones`,
    );
  const files = new Map();
  const add = (path, content) => {
    const problem = pathProblem(path);
    if (problem) throw new Error(`export: ${problem}`);
    if (files.has(path)) throw new Error(`export: ${path} written twice`);
    files.set(path, toBytes(content));
  };

  for (const path of [...input.coreSources, ...layout.includes, ...input.boardSources]) add(path, readFile(path));
  add('cs_top.sv', top);
  for (const c of constraints) add(c.file, c.text);
  for (const [from, to] of hostFiles) add(to, readFile(from));
  const vectors = vectorFiles(config, ciphers);
  for (const path of vectors) add(vectorExportPath(path), readFile(path));
  const repoReadme = readFile(VECTORS_README);
  add(
    vectorExportPath(VECTORS_README),
    vectorsReadme(vectors, typeof repoReadme === 'string' ? repoReadme : new TextDecoder().decode(repoReadme), {
      knownAnswers: Boolean(input.knownAnswers),
    }),
  );
  if (input.knownAnswers) add(KNOWN_ANSWERS_PATH, input.knownAnswers);

  // The vendor scripts are made per board and cipher from the project's own file list
  // (scripts/lib/export.mjs vendorScripts); scripts that miss one of its files would build
  // another design, so they are refused.
  const backend = vendorBackend(board);
  if (backend.name) {
    const scripts = input.vendor?.[backend.name];
    if (!scripts || scripts.size === 0)
      throw new Error(`export: no ${backend.title} scripts for ${board.id} (Edalize's output is an input)`);
    const unnamed = vendorMissing(scripts, layout.rtl);
    if (unnamed)
      throw new Error(
        `export: ${config.id} on ${board.id}: the ${backend.title} scripts given do not read ${unnamed}, so they were made for another file list (another cipher's RTL, or an older build); make them again for this cipher (npm run build, or npm run export, which runs Edalize for the project)`,
      );
    for (const [path, content] of scripts) add(`${backend.name}/${path}`, content);
  }

  const context = {
    board,
    config,
    cipher: cipherById(ciphers, config.cipher),
    layout,
    timing,
    title: input.title,
    offlineKey: input.key ?? null,
    folder: projectFolder(board, config),
  };
  add('cipherscope.core', renderCore(context));
  add('Makefile', renderMakefile(context));
  add('README.md', renderReadme({ ...context, paths: [...files.keys(), 'board.json'] }));

  const manifest = {
    format: MANIFEST_FORMAT,
    config: config.id,
    board: board.id,
    part: board.fpga.part,
    top: TOP,
    parameters: topParameters(board, config.blockBits),
    fusesoc: coreName(board, config),
    offlineKey: input.key ?? null,
    files: [],
  };
  for (const path of sortedPaths(files)) {
    const bytes = files.get(path);
    manifest.files.push({ path, bytes: bytes.length, sha256: await sha256Hex(bytes) });
  }
  add('board.json', `${JSON.stringify(manifest, null, 2)}\n`);
  return { folder: context.folder, files, layout };
}
