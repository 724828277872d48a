// Follows the site's models/index.json while simulators are still being built (`npm start`
// serves the lab first): read when the page opens, then every few seconds for as long as it
// lists a configuration as building, and not again once none is. A failed read keeps what was
// known and tries again, less and less often; offline, it waits for the network.
import { useCallback, useEffect, useState } from 'react';
import { modelIndexPath, parseModelIndex, type ModelIndex } from './model-index';

export interface WatchOptions {
  /** Read the index (the network, through the service worker where there is one). */
  load: () => Promise<ModelIndex>;
  /** Between reads while something is building (default 3 s). */
  intervalMs?: number;
  /** The longest wait after failed reads (default 30 s). */
  maxIntervalMs?: number;
  /** Whether to read now (default: the browser says it is online). */
  online?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Call `onChange` with the index whenever it changes; returns the function that stops watching. */
export function watchModelIndex(onChange: (index: ModelIndex) => void, options: WatchOptions): () => void {
  const {
    load,
    intervalMs = 3000,
    maxIntervalMs = 30_000,
    online = () => navigator.onLine,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let stopped = false;
  let timer: unknown;
  let last = '';
  let retry = intervalMs;

  async function read() {
    let wait = intervalMs;
    if (!online()) {
      wait = maxIntervalMs;
    } else {
      try {
        const index = await load();
        if (stopped) return;
        const text = JSON.stringify(index);
        if (text !== last) {
          last = text;
          onChange(index);
        }
        retry = intervalMs;
        if (index.building.length === 0) return;
      } catch {
        if (stopped) return;
        retry = Math.min(retry * 2, maxIntervalMs);
        wait = retry;
      }
    }
    timer = setTimer(() => void read(), wait);
  }

  void read();
  return () => {
    stopped = true;
    clearTimer(timer);
  };
}

/** The site's models/index.json, fetched past the HTTP cache. */
export async function loadModelIndex(): Promise<ModelIndex> {
  const response = await fetch(new URL(modelIndexPath, document.baseURI), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${modelIndexPath}: HTTP ${response.status}`);
  return parseModelIndex(await response.json());
}

/**
 * The site's model index as the page knows it now (null until first read), kept current while
 * models build, and `refresh`, which reads it now (a build the page asked for has landed) and
 * resolves when it has.
 */
export function useModelIndex(): { index: ModelIndex | null; refresh: () => Promise<void> } {
  const [index, setIndex] = useState<ModelIndex | null>(null);
  useEffect(() => watchModelIndex(setIndex, { load: loadModelIndex }), []);
  const refresh = useCallback(async () => {
    try {
      setIndex(await loadModelIndex());
    } catch {
      // the watcher keeps trying; the model loads from the network either way
    }
  }, []);
  return { index, refresh };
}
