// The page's side of offline use: registers the service worker (production builds only),
// follows it (storing, ready, a new version waiting, failures) and asks it about
// configurations. Never throws: every failure ends up in the state the page shows.
import { describeStorageError } from './storage-error';
import type { ConfigurationAnswer, PageMessage, WorkerMessage } from './protocol';
import { initialOfflineState, type OfflineState } from './status';

export interface OfflineController {
  getState(): OfflineState;
  subscribe(listener: () => void): () => void;
  /** Ask whether a configuration's model is stored (never downloads). */
  check(configId: string): void;
  /** Store a configuration's model (the page has just loaded it). */
  keep(configId: string): void;
  /** Let the waiting new version take over, then reload. */
  update(): void;
}

function whyUnsupported(): string {
  return window.isSecureContext
    ? 'this browser has no service workers'
    : 'a lab served over plain HTTP cannot be kept offline (serve it over HTTPS, or from localhost)';
}

export function startOffline(enabled: boolean = import.meta.env.PROD): OfflineController {
  let state: OfflineState = { ...initialOfflineState, online: navigator.onLine };
  const listeners = new Set<() => void>();
  const set = (change: Partial<OfflineState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  const answered = (answer: OfflineState['configurations'][string]) =>
    set({ configurations: { ...state.configurations, [answer.configId]: answer } });

  const container = enabled && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  let registration: ServiceWorkerRegistration | null = null;
  let updating = false;
  // The latest question about each configuration: older answers are out of date.
  const latest = new Map<string, number>();
  let asked = 0;

  async function ask(message: Extract<PageMessage, { configId: string }>) {
    if (!container) return;
    const question = ++asked;
    latest.set(message.configId, question);
    if (!state.configurations[message.configId]) answered({ configId: message.configId, state: 'asking' });
    try {
      const ready = await container.ready;
      const channel = new MessageChannel();
      const answer = new Promise<ConfigurationAnswer>((resolve) => {
        channel.port1.onmessage = (event: MessageEvent<ConfigurationAnswer>) => resolve(event.data);
      });
      ready.active?.postMessage(message, [channel.port2]);
      const reply = await answer;
      if (latest.get(message.configId) === question) answered(reply);
    } catch (error) {
      answered({ configId: message.configId, state: 'failed', error: describeStorageError(error) });
    }
  }

  function follow(worker: ServiceWorker, onInstalled: () => void) {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') onInstalled();
      if (worker.state === 'redundant' && !registration?.active)
        set({ worker: 'failed', problem: state.problem ?? 'the lab could not be stored' });
    });
  }

  function watch(found: ServiceWorkerRegistration) {
    registration = found;
    if (found.waiting && found.active) set({ updateReady: true });
    // A worker installing next to an active one is a new version.
    const onInstalling = () => {
      const worker = found.installing;
      if (worker) follow(worker, () => found.active && set({ updateReady: true }));
    };
    onInstalling();
    found.addEventListener('updatefound', onInstalling);
  }

  if (container) {
    set({ worker: 'installing' });
    window.addEventListener('online', () => set({ online: true }));
    window.addEventListener('offline', () => set({ online: false }));
    container.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      const message = event.data;
      if (message?.kind !== 'storage-failed') return;
      if (message.configId) answered({ configId: message.configId, state: 'failed', error: message.error });
      else set({ problem: message.error, ...(state.worker === 'ready' ? {} : { worker: 'failed' }) });
    });
    container.addEventListener('controllerchange', () => {
      if (updating) window.location.reload();
    });
    void container.ready.then(() => set({ worker: 'ready' }));
    const register = () =>
      container
        .register(new URL('sw.js', document.baseURI))
        .then(watch, (error: unknown) => set({ worker: 'failed', problem: describeStorageError(error) }));
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  } else if (enabled) {
    set({ worker: 'unsupported', problem: whyUnsupported() });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    check: (configId) => void ask({ kind: 'check', configId }),
    keep: (configId) => void ask({ kind: 'keep', configId }),
    update() {
      const waiting = registration?.waiting;
      if (!waiting) return window.location.reload();
      updating = true;
      waiting.postMessage({ kind: 'skip-waiting' } satisfies PageMessage);
    },
  };
}
