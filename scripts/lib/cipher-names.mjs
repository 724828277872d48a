// Where cipher knowledge lives: the shared code files that name a cipher in code. A cipher is a
// plug-in (hdl/doc/adding-a-cipher.md): everything it adds lives in places whose path names it,
// and each layer finds it through one index. A shared file (its path names no cipher, it is not
// a test) that names a cipher in code, comments left out, is a seam missing; only the indexes
// may. scripts/tests/cipher-names.test.mjs fails on any other.
//
// `node scripts/lib/cipher-names.mjs` lists the shared files that name a cipher, and where.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The indexes: the only shared code files that may name a cipher, one a layer, each the list
 * of the layer's ciphers (hdl/doc/adding-a-cipher.md, "What a cipher edits").
 */
export const cipherIndexes = [
  'sim-core/src/lib.rs',
  'hdl/ciphers.mjs',
  'vectors/known-answers.mjs',
  'web/src/ciphers/index.ts',
];

/** The code a cipher could be named in: every layer's sources. */
const codeFile = /\.(ts|tsx|mjs|js|rs|py|cpp|h|sv)$/;
const skippedDirs = new Set(['node_modules', '.git', 'build', 'target', 'dist', 'corpus', 'artifacts']);
/** Tests may name what they test. */
const testPath = /(^|\/)(tests?|e2e|fuzz|test-support|sweep)\/|\.(test|spec)\.[a-z]+$|(^|\/)tests?\.rs$/;

/** A name as a pattern: any case, its spaces also written as `_`, `-` or nothing (`triple_des`). */
const namePattern = (name) => name.toLowerCase().replace(/ /g, '[ _-]?');

/** The words that name each cipher of the description: its id, its name, the names it goes by (`alsoCalled`). */
export function cipherWords(description) {
  return description.ciphers.map((cipher) => ({
    id: cipher.id,
    words: [cipher.id, ...[cipher.name, ...(cipher.alsoCalled ?? [])].map(namePattern)],
  }));
}

/** `text` with its comments blanked (line structure kept): `//`, `/* *\/`, `#` and Python docstrings. */
export function stripComments(text, file) {
  const python = file.endsWith('.py');
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const two = text.slice(i, i + 2);
    const three = text.slice(i, i + 3);
    if (python && (three === '"""' || three === "'''")) {
      const end = text.indexOf(three, i + 3);
      const stop = end < 0 ? n : end + 3;
      // A docstring is documentation: blank it like a comment.
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if ((python && c === '#') || (!python && two === '//')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? n : end;
    } else if (!python && two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      // A string (a quote inside it does not start a comment); Rust's lifetimes ('a) and
      // SystemVerilog's sized literals (8'h0f) are not strings.
      const prev = text[i - 1] ?? '';
      if (c === "'" && !python && (/[\w]/.test(prev) || /^'[a-z_]\w*[^'\w]/.test(text.slice(i, i + 40)))) {
        out += c;
        i += 1;
        continue;
      }
      let j = i + 1;
      while (j < n && text[j] !== c && !(c !== '`' && text[j] === '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Every code file of the repository, relative to its root with `/`. */
function codeFiles(dir = root) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...codeFiles(file));
    else if (codeFile.test(entry.name)) files.push(path.relative(root, file).split(path.sep).join('/'));
  }
  return files;
}

/**
 * The shared code files that name a cipher in code: [{ file, names: [{ line, text, cipher }] }].
 * A file is shared when its path names no cipher (its id or name) and it is not a test.
 */
export function filesNamingCiphers({
  description,
  files = codeFiles(),
  read = (f) => fs.readFileSync(path.join(root, f), 'utf8'),
}) {
  const ciphers = cipherWords(description);
  const anyCipher = new RegExp(`(^|[^a-z0-9])(${ciphers.flatMap((c) => c.words).join('|')})(?![a-z])`, 'i');
  const found = [];
  for (const file of files.sort()) {
    if (testPath.test(file)) continue;
    if (ciphers.some((c) => new RegExp(`(^|[^a-z0-9])(${c.words.join('|')})(?![a-z])`, 'i').test(file))) continue;
    const lines = stripComments(read(file), file).split('\n');
    const names = [];
    lines.forEach((line, index) => {
      const m = anyCipher.exec(line);
      if (m) {
        const cipher = ciphers.find((c) => new RegExp(`^(${c.words.join('|')})$`, 'i').test(m[2]))?.id ?? m[2];
        names.push({ line: index + 1, text: line.trim(), cipher });
      }
    });
    if (names.length) found.push({ file, names });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const description = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));
  const found = filesNamingCiphers({ description });
  for (const { file, names } of found) {
    const index = cipherIndexes.includes(file) ? ' (an index)' : '';
    console.log(`${file}${index}: ${names.length} line(s), ${[...new Set(names.map((n) => n.cipher))].join(', ')}`);
    for (const n of names.slice(0, process.argv.includes('--all') ? Infinity : 3))
      console.log(`  ${n.line}: ${n.text.slice(0, 140)}`);
  }
  const shared = found.filter((f) => !cipherIndexes.includes(f.file));
  console.log(
    `${found.length} shared code files name a cipher in code: ${found.length - shared.length} indexes, ${shared.length} others`,
  );
}
