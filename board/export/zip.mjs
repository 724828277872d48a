// A deterministic zip of one exported project: the same files give the same bytes on any
// machine and in the browser. Entries sorted by path, every one under the project's folder,
// one fixed timestamp, Unix permissions 0644, no extra fields, DEFLATE level 9 (fflate's).
import { zipSync } from 'fflate';
import { pathProblem, sortedPaths, toBytes } from './paths.mjs';

// fflate writes the DOS date and time from a Date's local-time fields; a Date built from
// local fields has the same fields in every time zone, so the bytes do not depend on TZ.
// 1980-01-01 00:00:00, the first instant a zip can record.
const fixedTime = () => new Date(1980, 0, 1, 0, 0, 0);
const unixRegularFile = (0o100644 << 16) >>> 0;

/**
 * Zip `files` (Map of path relative to the folder → text or bytes) as entries
 * `<folder>/<path>`. Throws on a path that would leave the folder.
 * @param {string} folder
 * @param {Map<string, string | Uint8Array>} files
 * @returns {Uint8Array}
 */
export function zipProject(folder, files) {
  const folderProblem = pathProblem(folder);
  if (folderProblem || folder.includes('/'))
    throw new Error(`zip folder: ${folderProblem ?? `${folder}: one name, not a path`}`);
  const entries = {};
  for (const path of sortedPaths(files)) {
    const problem = pathProblem(path);
    if (problem) throw new Error(`zip entry: ${problem}`);
    entries[`${folder}/${path}`] = [toBytes(files.get(path)), { mtime: fixedTime(), os: 3, attrs: unixRegularFile }];
  }
  return zipSync(entries, { level: 9 });
}
