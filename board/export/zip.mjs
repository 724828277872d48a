// A deterministic zip of one exported project: the same files give the same bytes on any
// machine and in the browser. Entries sorted by path, every one under the project's folder,
// one fixed timestamp, Unix permissions 0644, no extra fields, DEFLATE level 9 (fflate's).
import { zipSync } from 'fflate';

const encoder = new TextEncoder();

// fflate writes the DOS date and time from a Date's local-time fields; a Date built from
// local fields has the same fields in every time zone, so the bytes do not depend on TZ.
// 1980-01-01 00:00:00, the first instant a zip can record.
const fixedTime = () => new Date(1980, 0, 1, 0, 0, 0);
const unixRegularFile = (0o100644 << 16) >>> 0;

/**
 * Why `path` cannot be a file of a project folder, or null. Paths are relative, '/'-separated,
 * with no empty, '.' or '..' segment, no backslash and no drive letter: unpacked anywhere,
 * nothing lands outside the folder.
 */
export function pathProblem(path) {
  if (typeof path !== 'string' || path === '') return 'an empty path';
  if (path.startsWith('/')) return `${path}: an absolute path`;
  if (/^[A-Za-z]:/.test(path)) return `${path}: a drive letter`;
  if (path.includes('\\')) return `${path}: a backslash`;
  if (/[\0-\x1f]/.test(path)) return `${path}: a control character`;
  const bad = path.split('/').find((s) => s === '' || s === '.' || s === '..');
  if (bad !== undefined) return `${path}: a '${bad}' segment`;
  return null;
}

/** Bytes of a file given as text or bytes. */
export function toBytes(content) {
  if (typeof content === 'string') return encoder.encode(content);
  if (content instanceof Uint8Array) return content;
  throw new TypeError('a file is text or a Uint8Array');
}

/** Paths in the order the zip lists them (and the manifest): by UTF-16 code units. */
export function sortedPaths(files) {
  return [...files.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Zip `files` (Map of path relative to the folder → text or bytes) as entries
 * `<folder>/<path>`. Throws on a path that would leave the folder.
 * @param {string} folder
 * @param {Map<string, string | Uint8Array>} files
 * @returns {Uint8Array}
 */
export function zipProject(folder, files) {
  const folderProblem = pathProblem(folder);
  if (folderProblem || folder.includes('/')) throw new Error(`zip folder: ${folderProblem ?? `${folder}: one name, not a path`}`);
  const entries = {};
  for (const path of sortedPaths(files)) {
    const problem = pathProblem(path);
    if (problem) throw new Error(`zip entry: ${problem}`);
    entries[`${folder}/${path}`] = [toBytes(files.get(path)), { mtime: fixedTime(), os: 3, attrs: unixRegularFile }];
  }
  return zipSync(entries, { level: 9 });
}
