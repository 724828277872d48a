// The lab's service worker (built to sw.js at the site root by vite-plugin.ts, with this
// build's manifest in place of __OFFLINE_MANIFEST__). It stores the app shell at install and
// each model the first time it is used, so a lab loaded once keeps working offline.
// A new build installs beside the old one and waits until the page asks it to take over.
import { cacheNames, isStaleCache } from './cache-names';
import type { OfflineManifest } from './manifest';
import type { ConfigurationAnswer, PageMessage, WorkerMessage } from './protocol';
import { currentModelKeys, modelCacheKey, modelFiles, routeRequest } from './routes';
import { describeStorageError } from './storage-error';

declare const self: ServiceWorkerGlobalScope;
declare const __OFFLINE_MANIFEST__: OfflineManifest;

const manifest = __OFFLINE_MANIFEST__;
const scope = self.registration.scope;
const names = cacheNames(scope, manifest.version);
const shellUrls = new Set(manifest.shell.map((entry) => entry.url));

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
      const models = await caches.open(names.models);
      const current = currentModelKeys(manifest, scope);
      for (const request of await models.keys()) if (!current.has(request.url)) await models.delete(request);
      await self.clients.claim();
    })(),
  );
});

async function fromShell(request: Request, key: string): Promise<Response> {
  const stored = await caches.match(key, { cacheName: names.shell });
  return stored ?? fetch(request);
}

/** From the cache, else the network, stored for next time (a failure to store is reported, not thrown). */
async function fromModels(event: FetchEvent, key: string, configId: string): Promise<Response> {
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
  const route = routeRequest(
    { url: request.url, method: request.method, mode: request.mode },
    scope,
    manifest,
    shellUrls,
  );
  if (route.kind === 'shell' || route.kind === 'page') event.respondWith(fromShell(request, route.key));
  else if (route.kind === 'model') event.respondWith(fromModels(event, route.key, route.configId));
});

/** A configuration's model files with their cache keys, or null when this build has no model for it. */
function modelEntries(configId: string): { url: string; key: string }[] | null {
  const entries = modelFiles(configId).map((path) => ({ path, revision: manifest.models[path] }));
  if (entries.some((e) => e.revision === undefined)) return null;
  return entries.map((e) => ({ url: new URL(e.path, scope).href, key: modelCacheKey(e.path, e.revision!, scope) }));
}

async function answer(message: Extract<PageMessage, { configId: string }>): Promise<ConfigurationAnswer> {
  const { configId } = message;
  const entries = modelEntries(configId);
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
