// A run's progress, outside React state: the worker reports ten times a second, and setting
// the page's state that often re-rendered the whole lab (tens of milliseconds a report, late
// frames while simulating). Only the status line subscribes (useSyncExternalStore).

export interface ProgressStore {
  get(): string;
  set(text: string): void;
  subscribe(listener: () => void): () => void;
}

export function createProgressStore(): ProgressStore {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    set(next) {
      if (next === text) return;
      text = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
