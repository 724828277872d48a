// The paths and bytes of an exported project's files: what keeps every file inside the
// project's folder, and the one order the zip and the manifest list them in. No npm
// packages here: the exporter imports this before set-up has installed any (zip.mjs needs fflate).

const encoder = new TextEncoder();

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
  // eslint-disable-next-line no-control-regex -- control characters are what this test refuses
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
