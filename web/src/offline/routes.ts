// Which strategy the service worker uses for a request:
//   shell   — a file of this build, stored at install: from the cache, the network if missing
//   page    — opening the lab (any query: the URL holds the state): the stored index.html
//   index   — models/index.json, which changes while models are built: the network, else
//             the stored copy (offline)
//   model   — a model's simulator: from the cache, else the network, stored on the way (when
//             the index lists it as ready, under its revision)
//   network — anything else (other sites, other paths, POSTs): not touched
import { modelIndexPath, type ModelIndex } from '../sim/model-index';

export type Route =
  | { kind: 'shell'; key: string }
  | { kind: 'page'; key: string }
  | { kind: 'index'; key: string }
  | { kind: 'model'; path: string; configId: string }
  | { kind: 'network' };

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** A model's simulator: models/<id>/model.mjs or model.wasm. */
const modelFilePattern = /^models\/([a-z0-9][a-z0-9-]*)\/model\.(mjs|wasm)$/;

/** The path of `url` inside the scope, or null when it is outside. */
export function pathInScope(url: string, scope: string): string | null {
  const target = new URL(url);
  const base = new URL(scope);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return null;
  return decodeURIComponent(target.pathname.slice(base.pathname.length));
}

/** Where a model file is kept: its URL with its revision, so a rebuilt model is a new entry. */
export function modelCacheKey(path: string, revision: string, scope: string): string {
  const key = new URL(path, scope);
  key.searchParams.set('revision', revision);
  return key.href;
}

/** Where the last models/index.json read is kept, in the models cache. */
export const modelIndexKey = (scope: string) => new URL(modelIndexPath, scope).href;

/** Every entry the models cache may keep while `index` is current; any other is stale. */
export function currentModelKeys(index: ModelIndex, scope: string): Set<string> {
  const keys = new Set([modelIndexKey(scope)]);
  for (const [id, files] of Object.entries(index.ready))
    for (const [name, revision] of Object.entries(files))
      keys.add(modelCacheKey(`models/${id}/${name}`, revision, scope));
  return keys;
}

/** A configuration's two model files, relative to the scope. */
export function modelFiles(configId: string): string[] {
  return [`models/${configId}/model.mjs`, `models/${configId}/model.wasm`];
}

export function routeRequest(request: RequestFacts, scope: string, shellUrls: ReadonlySet<string>): Route {
  if (request.method !== 'GET') return { kind: 'network' };
  const path = pathInScope(request.url, scope);
  if (path === null) return { kind: 'network' };
  if (request.mode === 'navigate') {
    return path === '' || path === 'index.html'
      ? { kind: 'page', key: new URL('index.html', scope).href }
      : { kind: 'network' };
  }
  if (path === modelIndexPath) return { kind: 'index', key: modelIndexKey(scope) };
  const model = modelFilePattern.exec(path);
  if (model) return { kind: 'model', path, configId: model[1] };
  if (shellUrls.has(path)) return { kind: 'shell', key: new URL(path, scope).href };
  return { kind: 'network' };
}
