// The lab's service worker (built to sw.js at the site root by vite-plugin.ts, with this
// build's manifest in place of __OFFLINE_MANIFEST__). It stores the app shell at install and
// each model the first time it is used, so a lab loaded once keeps working offline.
// A new build installs beside the old one and waits until the page asks it to take over.
// The models are not the build's: models/index.json lists those the server has ready, with
// their revisions (it changes while `npm start` builds them), and the worker keeps each model
// under its revision and the latest index it read, for offline use.
import { cacheNames, isStaleCache } from './cache-names';
import type { OfflineManifest } from './manifest';
import type { ConfigurationAnswer, PageMessage, WorkerMessage } from './protocol';
import { currentModelKeys, modelCacheKey, modelFiles, modelIndexKey, routeRequest } from './routes';
import { describeStorageError } from './storage-error';
import { emptyModelIndex, isBuilding, modelRevision, parseModelIndex, type ModelIndex } from '../sim/model-index';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_MANIFEST__: OfflineManifest;

const manifest = __OFFLINE_MANIFEST__;
const scope = self.registration.scope;
const names = cacheNames(scope, manifest.version);
const shellUrls = new Set(manifest.shell.map((entry) => entry.url));
const indexKey = modelIndexKey(scope);

async function tellPages(message: WorkerMessage) {
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) client.postMessage(message);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(names.shell);
      // Past the HTTP cache: the files must be this build's. addAll stores all or nothing, so a
      // failure leaves the cache as it was (maybe in use by the active version: never delete it).
      await cache.addAll(manifest.shell.map((entry) => new Request(new URL(entry.url, scope), { cache: 'no-cache' })));
    })().catch(async (error: unknown) => {
      await tellPages({
        kind: 'storage-failed',
        error: `the lab could not be stored for offline use: ${describeStorageError(error)}`,
      });
      throw error;
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (isStaleCache(name, names)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/**
 * Keep a models/index.json just read from the server, and drop the stored models it no
 * longer lists at their revision. Its parsed form, or null when it does not read as an index.
 */
async function keepIndex(response: Response): Promise<ModelIndex | null> {
  let index: ModelIndex;
  try {
    index = parseModelIndex(await response.clone().json());
  } catch {
    return null;
  }
  const cache = await caches.open(names.models);
  await cache.put(indexKey, response);
  const current = currentModelKeys(index, scope);
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
  return index;
}

async function storedIndex(): Promise<ModelIndex> {
  try {
    const stored = await caches.match(indexKey, { cacheName: names.models });
    return stored ? parseModelIndex(await stored.json()) : emptyModelIndex;
  } catch {
    return emptyModelIndex;
  }
}

/** The index models are looked up in: the server's (read once a worker start, and whenever the page reads it), else the stored copy. */
let latestIndex: Promise<ModelIndex> | null = null;
function currentIndex(): Promise<ModelIndex> {
  latestIndex ??= (async () => {
    try {
      const response = await fetch(new Request(indexKey, { cache: 'no-cache' }));
      const index = response.ok ? await keepIndex(response) : null;
      if (index) return index;
    } catch {
      // Offline, or the index could not be stored: the stored copy below.
    }
    return storedIndex();
  })();
  return latestIndex;
}

/** models/index.json for the page: the server's, kept for offline use; offline, the kept one. */
async function fromIndex(event: FetchEvent): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      event.waitUntil(
        keepIndex(response.clone()).then(
          (index) => {
            if (index) latestIndex = Promise.resolve(index);
          },
          () => undefined,
        ),
      );
    }
    return response;
  } catch (error) {
    const stored = await caches.match(indexKey, { cacheName: names.models });
    if (stored) return stored;
    throw error;
  }
}

async function fromShell(request: Request, key: string): Promise<Response> {
  const stored = await caches.match(key, { cacheName: names.shell });
  return stored ?? fetch(request);
}

/**
 * A model the index lists as ready: from the cache, else the network, stored for next time
 * (a failure to store is reported, not thrown). One it does not list: the network alone.
 */
async function fromModels(event: FetchEvent, path: string, configId: string): Promise<Response> {
  const revision = modelRevision(await currentIndex(), path);
  if (revision === undefined) return fetch(event.request);
  const key = modelCacheKey(path, revision, scope);
  const cache = await caches.open(names.models);
  const stored = await cache.match(key);
  if (stored) return stored;
  const response = await fetch(event.request);
  if (response.ok) {
    event.waitUntil(
      cache
        .put(key, response.clone())
        .catch((error: unknown) => tellPages({ kind: 'storage-failed', configId, error: describeStorageError(error) })),
    );
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeRequest({ url: request.url, method: request.method, mode: request.mode }, scope, shellUrls);
  if (route.kind === 'shell' || route.kind === 'page') event.respondWith(fromShell(request, route.key));
  else if (route.kind === 'index') event.respondWith(fromIndex(event));
  else if (route.kind === 'model') event.respondWith(fromModels(event, route.path, route.configId));
});

/** A configuration's model files with their cache keys, or null when the index lists no model for it. */
function modelEntries(index: ModelIndex, configId: string): { url: string; key: string }[] | null {
  const entries = modelFiles(configId).map((path) => ({ path, revision: modelRevision(index, path) }));
  if (entries.some((e) => e.revision === undefined)) return null;
  return entries.map((e) => ({ url: new URL(e.path, scope).href, key: modelCacheKey(e.path, e.revision!, scope) }));
}

async function answer(message: Extract<PageMessage, { configId: string }>): Promise<ConfigurationAnswer> {
  const { configId } = message;
  const index = await currentIndex();
  if (isBuilding(index, configId)) return { configId, state: 'building' };
  const entries = modelEntries(index, configId);
  if (!entries) return { configId, state: 'not-offered' };
  try {
    const cache = await caches.open(names.models);
    for (const { url, key } of entries) {
      if (await cache.match(key)) continue;
      if (message.kind === 'check') return { configId, state: 'not-stored' };
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(key, response);
    }
    return { configId, state: 'stored' };
  } catch (error) {
    return { configId, state: 'failed', error: describeStorageError(error) };
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage;
  if (message.kind === 'skip-waiting') {
    event.waitUntil(self.skipWaiting());
  } else if (message.kind === 'check' || message.kind === 'keep') {
    const port = event.ports[0];
    event.waitUntil(answer(message).then((reply) => port?.postMessage(reply)));
  }
});
