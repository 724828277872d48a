// The offline manifest, made at build time from what Vite wrote: which files the service
// worker stores at install (the app shell), which it stores the first time they are used
// (the models, tens of MB in all), each file's revision, and a version for the whole set.

/** A file of the built site: its path relative to the site root, with forward slashes. */
export interface BuiltFile {
  path: string;
  bytes: Uint8Array;
}

export interface OfflineManifest {
  /** Changes whenever any listed file changes: names the shell cache. */
  version: string;
  /** Stored at install: relative URLs with the revision of their content. */
  shell: { url: string; revision: string }[];
  /** Stored on first use: relative URL → revision of its content. */
  models: Record<string, string>;
}

/** A model's simulator: models/<id>/model.mjs or model.wasm. */
export const modelFilePattern = /^models\/[a-z0-9][a-z0-9-]*\/model\.(mjs|wasm)$/;

/** The service worker itself, never cached by itself. */
export const serviceWorkerFile = 'sw.js';

/** Files that are neither shell nor model: the worker, source maps, Vite's own metadata. */
function isLeftOut(path: string): boolean {
  return path === serviceWorkerFile || path.endsWith('.map') || path.startsWith('.vite/');
}

/**
 * The manifest of a built site. `digest` hashes bytes to hex (SHA-256 at build time);
 * it is a parameter so the rules here are tested without a file system.
 */
export function offlineManifest(files: BuiltFile[], digest: (bytes: Uint8Array) => string): OfflineManifest {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shell: OfflineManifest['shell'] = [];
  const models: OfflineManifest['models'] = {};
  for (const file of sorted) {
    if (file.path.includes('\\') || file.path.startsWith('/'))
      throw new Error(`not a relative site path: ${file.path}`);
    if (isLeftOut(file.path)) continue;
    const revision = digest(file.bytes).slice(0, 16);
    if (modelFilePattern.test(file.path)) models[file.path] = revision;
    else shell.push({ url: file.path, revision });
  }
  if (!shell.some((entry) => entry.url === 'index.html')) throw new Error('the built site has no index.html');
  const listing = new TextEncoder().encode(JSON.stringify({ shell, models }));
  return { version: digest(listing).slice(0, 16), shell, models };
}
