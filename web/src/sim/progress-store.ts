import { grouped } from '../numbers';
// A run's progress, outside React state: the worker reports ten times a second, and setting
// the page's state that often re-rendered the whole lab (tens of milliseconds a report, late
// frames while simulating). Only the status line subscribes (useSyncExternalStore).

export interface Progress {
  done: number;
  total: number;
  /** performance.now() when the run started. */
  startedAt: number;
  /** performance.now() of this report. */
  at: number;
}

export interface ProgressStore {
  get(): Progress | null;
  set(progress: Progress | null): void;
  subscribe(listener: () => void): () => void;
}

export function createProgressStore(): ProgressStore {
  let current: Progress | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const blocks = (n: number) => `${grouped(n)} block${n === 1 ? '' : 's'}`;

/** "2 min 5 s", "40 s", "under a second". */
export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 1) return 'under a second';
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  return s % 60 ? `${m} min ${s % 60} s` : `${m} min`;
}

/**
 * "5,120 of 100,000 blocks out, about 40 s left": the estimate once a second has passed and a
 * block is out (the rate so far; a pipeline's first blocks take longest, so it only improves).
 */
export function progressText(p: Progress): string {
  const out = `${grouped(p.done)} of ${blocks(p.total)} out`;
  const elapsed = p.at - p.startedAt;
  if (p.done === 0 || p.done >= p.total || elapsed < 1000) return out;
  const left = ((p.total - p.done) * elapsed) / p.done;
  return `${out}, about ${duration(left)} left`;
}
