// Which strategy the service worker uses for a request:
//   shell   — a file of this build, stored at install: from the cache, the network if missing
//   page    — opening the lab (any query: the URL holds the state): the stored index.html
//   model   — a model's simulator: from the cache, else the network, stored on the way
//   network — anything else (other sites, other paths, POSTs): not touched
import type { OfflineManifest } from './manifest';

export type Route =
  | { kind: 'shell'; key: string }
  | { kind: 'page'; key: string }
  | { kind: 'model'; key: string; configId: string }
  | { kind: 'network' };

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** The path of `url` inside the scope, or null when it is outside. */
export function pathInScope(url: string, scope: string): string | null {
  const target = new URL(url);
  const base = new URL(scope);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return null;
  return decodeURIComponent(target.pathname.slice(base.pathname.length));
}

/** Where a model file is kept: its URL with its revision, so a new build's model is a new entry. */
export function modelCacheKey(path: string, revision: string, scope: string): string {
  const key = new URL(path, scope);
  key.searchParams.set('revision', revision);
  return key.href;
}

/** Every model entry the current build may keep; any other entry is stale. */
export function currentModelKeys(manifest: OfflineManifest, scope: string): Set<string> {
  return new Set(Object.entries(manifest.models).map(([path, revision]) => modelCacheKey(path, revision, scope)));
}

/** A configuration's two model files, relative to the scope. */
export function modelFiles(configId: string): string[] {
  return [`models/${configId}/model.mjs`, `models/${configId}/model.wasm`];
}

export function routeRequest(
  request: RequestFacts,
  scope: string,
  manifest: OfflineManifest,
  shellUrls: ReadonlySet<string>,
): Route {
  if (request.method !== 'GET') return { kind: 'network' };
  const path = pathInScope(request.url, scope);
  if (path === null) return { kind: 'network' };
  if (request.mode === 'navigate') {
    return path === '' || path === 'index.html'
      ? { kind: 'page', key: new URL('index.html', scope).href }
      : { kind: 'network' };
  }
  const revision = manifest.models[path];
  if (revision !== undefined)
    return { kind: 'model', key: modelCacheKey(path, revision, scope), configId: path.split('/')[1] };
  if (shellUrls.has(path)) return { kind: 'shell', key: new URL(path, scope).href };
  return { kind: 'network' };
}
