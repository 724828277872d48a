// The offline manifest, made at build time from what Vite wrote: which files the service
// worker stores at install (the app shell), each file's revision, and a version for the whole
// set. The models are not in it: the scripts publish them beside the web app, listed with
// their revisions in models/index.json (../sim/model-index.ts), as they are built, and the
// worker stores each the first time it is used (tens of MB in all).

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
}

/** The service worker itself, never cached by itself. */
export const serviceWorkerFile = 'sw.js';

/**
 * Files that are not the shell: the worker, source maps, Vite's own metadata, the published
 * models, and the in-browser FPGA tools (yowasp/: about 100 MB, fetched when a fit is asked for).
 */
function isLeftOut(path: string): boolean {
  return (
    path === serviceWorkerFile ||
    path.endsWith('.map') ||
    path.startsWith('.vite/') ||
    path.startsWith('models/') ||
    path.startsWith('yowasp/')
  );
}

/**
 * The manifest of a built site. `digest` hashes bytes to hex (SHA-256 at build time);
 * it is a parameter so the rules here are tested without a file system.
 */
export function offlineManifest(files: BuiltFile[], digest: (bytes: Uint8Array) => string): OfflineManifest {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shell: OfflineManifest['shell'] = [];
  for (const file of sorted) {
    if (file.path.includes('\\') || file.path.startsWith('/'))
      throw new Error(`not a relative site path: ${file.path}`);
    if (isLeftOut(file.path)) continue;
    shell.push({ url: file.path, revision: digest(file.bytes).slice(0, 16) });
  }
  if (!shell.some((entry) => entry.url === 'index.html')) throw new Error('the built site has no index.html');
  const listing = new TextEncoder().encode(JSON.stringify({ shell }));
  return { version: digest(listing).slice(0, 16), shell };
}
