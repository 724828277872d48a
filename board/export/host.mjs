// The host side of an export: the host script, its requirements, the protocol it speaks, the
// cipher description it reads and the test vectors it reads, copied verbatim from the
// repository; the vectors' README, which names the project's own vector files; and the command
// that runs the script.

import { cipherById } from '../../registry/ciphers.mjs';
import { publishedAnswers } from '../../vectors/known-answers.mjs';
import { KNOWN_ANSWERS_PATH, cavpFilesOf, needsKnownAnswers } from './known-answers.mjs';

/** The block sizes the board's UART protocol moves (PROTOCOL.md, version 2: the core's own). */
export const PROTOCOL_BLOCK_BITS = [64, 128];

/**
 * Why the board export cannot make a project of `config`, or null. The host script compares
 * the board's answers with vector files (the published files of a cipher it checks by itself,
 * or known-answers.json for every other cipher), so it needs no cipher of its own; the
 * protocol moves the core's blocks, of 8 or 16 bytes (the board top's BlockBits).
 */
export function hostCipherProblem(config) {
  if (PROTOCOL_BLOCK_BITS.includes(config.blockBits)) return null;
  return `${config.id}: the board's UART protocol (board/PROTOCOL.md, version 2) moves 64- and 128-bit blocks and this cipher's are ${config.blockBits}-bit, so the host script cannot check it on a board; the lab simulates it`;
}

/**
 * The cipher description (registry/ciphers.json): the project carries it for the host script
 * (names, key sizes, block sizes, the id grammar and how a cipher is checked), and the
 * generator reads it through the same `readFile`, so the copy and what the files say agree.
 */
export const CIPHERS_FILE = 'registry/ciphers.json';

/** The cipher description as `readFile` (a repository file's content) gives it. */
export function readCiphers(readFile) {
  const content = readFile(CIPHERS_FILE);
  return JSON.parse(typeof content === 'string' ? content : new TextDecoder().decode(content));
}

/** Repository path → path in the project, for the host script, its requirements, protocol and description. */
export const hostFiles = [
  ['board/host/cs_host.py', 'host/cs_host.py'],
  ['board/host/requirements.txt', 'host/requirements.txt'],
  ['board/PROTOCOL.md', 'PROTOCOL.md'],
  [CIPHERS_FILE, 'host/ciphers.json'],
];

/** The repository's vectors README, whose table gives each vector file's source. */
export const VECTORS_README = 'vectors/README.md';

/**
 * The repository's vector files a project carries, as paths under vectors/. A cipher the
 * host checks by itself (`boardHost` in `ciphers`, registry/ciphers.json): the files its
 * `vectors` name, each `{keyBits}` path once for every key size the core runs (AES: FIPS-197
 * Appendix C, SP 800-38A Appendix F and the AESAVS ECB known-answer files). Another cipher:
 * its published known answers (vectors/known-answers.mjs: its file, or the NIST CAVP files of
 * its key sizes and modes, cavpFilesOf), the source of the first answers in
 * known-answers.json, which is what the script reads. The project keeps them next to the
 * script, in host/vectors/, where cs_host.py looks first, with a README of their own
 * (vectorsReadme).
 */
export function vectorFiles(config, ciphers) {
  if (needsKnownAnswers(config, ciphers)) {
    const published = publishedAnswers[config.cipher]?.file;
    return [...(published ? [published.path] : []), ...cavpFilesOf(config)];
  }
  return cipherById(ciphers, config.cipher).boardHost.vectors.flatMap(({ path }) =>
    (path.includes('{keyBits}') ? config.keyBits.map((bits) => path.replace('{keyBits}', bits)) : [path]).map(
      (p) => `vectors/${p}`,
    ),
  );
}

/**
 * Every repository vector file a project of any core may carry (vectorFiles of each cipher of
 * `ciphers` at all its key sizes, running every mode): what the browser's export bundles, a
 * chunk a file (web/src/board-export/vite-plugin.ts), and nothing else of vectors/.
 */
export function exportableVectorFiles(ciphers) {
  const files = ciphers.ciphers.flatMap((cipher) =>
    vectorFiles(
      {
        cipher: cipher.id,
        keyBits: [...new Set(cipher.keySizes.flatMap((k) => k.keyBits))],
        mode: { kind: 'all' },
      },
      ciphers,
    ),
  );
  return [...new Set(files)].sort();
}

/** `a{b,c}d{1,2}` → ['abd1', 'abd2', 'acd1', 'acd2']. */
function expandBraces(pattern) {
  const m = pattern.match(/^([^{]*)\{([^}]*)\}(.*)$/);
  if (!m) return [pattern];
  return m[2].split(',').flatMap((alt) => expandBraces(`${m[1]}${alt}${m[3]}`));
}

/** A table cell's text with its code spans as plain text. */
const plain = (cell) => cell.replace(/`([^`]*)`/g, '$1').trim();

/**
 * host/vectors/README.md of a project: the rows of the repository's vectors/README.md table
 * for the files the project carries, one row a file, so that it names no file the project
 * lacks. Code spans of the source column become plain text: they name paths in the
 * packages the column cites or in the CipherScope repository, not in the project.
 * A project with known-answers.json (KNOWN_ANSWERS_PATH) gets a row for it too.
 * @param {string[]} repoPaths vectorFiles(config)
 * @param {string} repoReadme the text of vectors/README.md
 * @param {{ knownAnswers?: boolean }} [options]
 */
export function vectorsReadme(repoPaths, repoReadme, { knownAnswers = false } = {}) {
  const rows = [];
  for (const line of repoReadme.split('\n')) {
    const cells = line.split(' | ');
    const m = cells[0].match(/^\| `([^`]+)`$/);
    if (!m || cells.length !== 3) continue;
    rows.push({ files: expandBraces(m[1]), what: plain(cells[1]), source: plain(cells[2].replace(/ \|$/, '')) });
  }
  const table = repoPaths.map((p) => {
    const name = p.replace(/^vectors\//, '');
    const row = rows.find((r) => r.files.includes(name));
    if (!row) throw new Error(`export: ${VECTORS_README} has no row for ${name}`);
    return `| \`${name}\` | ${row.what} | ${row.source} |`;
  });
  if (knownAnswers) {
    table.push(
      `| \`${KNOWN_ANSWERS_PATH.replace(/^host\/vectors\//, '')}\` | the known answers \`../cs_host.py\` checks the board against: the records of the files above for the core's key sizes, single blocks, messages in each chained mode the core runs and the \`T\` checksums, each with its key | written by the export from the files above and CipherScope's golden model (sim-core); each answer names its origin |`,
    );
  }
  return [
    '# Test vectors',
    '',
    'The public test data `../cs_host.py` reads, copied unchanged from the vectors folder of the',
    'CipherScope repository (its README there describes every file the lab uses). Paths in the',
    "source column are inside the packages named there, or in CipherScope's repository.",
    '',
    '| file | what | source |',
    '| --- | --- | --- |',
    ...table,
    '',
  ].join('\n');
}

/** Where a repository vector file goes in the project. */
export function vectorExportPath(repoPath) {
  return `host/${repoPath}`;
}

/** The shell command (for the Makefile) that runs the host script against a serial port. */
export function hostCommand(config, port) {
  return `$(PYTHON) host/cs_host.py --port ${port} --config ${config.id}`;
}
