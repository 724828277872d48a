// sim-core in the page: golden model and input validation, one instance for the app.
import init, * as simCore from '@sim-core';
import { prefetchedSimCore } from './sim-core-prefetch';

let ready: Promise<typeof simCore> | null = null;

export function loadSimCore(): Promise<typeof simCore> {
  ready ??= init({ module_or_path: prefetchedSimCore() }).then(() => simCore);
  return ready;
}

export type SimCore = typeof simCore;
