// Content-hash caching for build steps: a step is skipped when the hash of its inputs
// (source files, flags, tool versions) matches the stamp it wrote last time.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';

/** Files under `dir` (recursively) whose names pass `keep`, sorted for a stable hash. */
export function listFiles(dir, keep = () => true) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'target' || entry.name === 'node_modules') continue;
      const p = path.join(d, entry.name);
      // A linked file counts as the file; a linked folder is not walked (a worktree's linked
      // node_modules, or a loop).
      const linkedFolder = entry.isSymbolicLink() && fs.statSync(p, { throwIfNoEntry: false })?.isDirectory();
      if (entry.isDirectory()) walk(p);
      else if (!linkedFolder && keep(p)) out.push(p);
    }
  };
  walk(dir);
  return out.sort();
}

/** Hash of file contents (with their names) and extra strings. */
export function hashInputs({ files = [], strings = [], root = '' }) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`file:${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const s of strings) hash.update(`str:${s}\0`);
  return hash.digest('hex');
}

export function isFresh(stampFile, hash) {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')).hash === hash;
  } catch {
    return false;
  }
}

export function writeStamp(stampFile, hash, extra = {}) {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, JSON.stringify({ hash, built: new Date().toISOString(), ...extra }, null, 2));
}
