// Messages between the page and the service worker.
// The page asks about a configuration on a MessageChannel and gets one answer on its port;
// the worker tells every page when it could not store something.

export type PageMessage =
  /** Is this configuration's model stored? Never downloads. */
  | { kind: 'check'; configId: string }
  /** Store this configuration's model if it is not yet (the page has just loaded it). */
  | { kind: 'keep'; configId: string }
  /** A waiting new version takes over now (the page reloads when it does). */
  | { kind: 'skip-waiting' };

export type ConfigurationAnswer =
  | { configId: string; state: 'stored' }
  | { configId: string; state: 'not-stored' }
  /** The server has no model for it (not prebuilt). */
  | { configId: string; state: 'not-offered' }
  /** The server is still building its model (`npm start` serves before every model is built). */
  | { configId: string; state: 'building' }
  | { configId: string; state: 'failed'; error: string };

/** Storing failed: the app shell at install, or a configuration's model on first use. */
export type WorkerMessage = { kind: 'storage-failed'; error: string; configId?: string };
