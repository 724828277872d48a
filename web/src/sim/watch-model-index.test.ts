import { describe, expect, it } from 'vitest';
import type { ModelIndex } from './model-index';
import { watchModelIndex, type WatchOptions } from './watch-model-index';

const index = (building: string[], ready: string[] = []): ModelIndex => ({
  ready: Object.fromEntries(ready.map((id) => [id, { 'model.mjs': 'a', 'model.wasm': 'b' }])),
  building,
});

/** A watcher over scripted reads, its timers run by hand. */
function harness(reads: (ModelIndex | Error)[], online = () => true) {
  const timers: { run: () => void; ms: number }[] = [];
  const seen: ModelIndex[] = [];
  let loads = 0;
  const options: WatchOptions = {
    load: async () => {
      const next = reads[Math.min(loads++, reads.length - 1)];
      if (next instanceof Error) throw next;
      return next;
    },
    online,
    setTimer: (run, ms) => timers.push({ run, ms }),
    clearTimer: () => {},
  };
  const stop = watchModelIndex((i) => seen.push(i), options);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Run the pending timer and let the read finish; its delay, or null when none was set. */
  const tick = async () => {
    await settle();
    const timer = timers.shift();
    if (!timer) return null;
    timer.run();
    await settle();
    return timer.ms;
  };
  return { seen, tick, stop, loads: () => loads, pending: () => timers.length, settle };
}

describe('watching the model index', () => {
  it('reads every 3 s while something builds, reports each change once, and stops when nothing does', async () => {
    const h = harness([
      index(['b', 'c'], ['a']),
      index(['b', 'c'], ['a']),
      index(['c'], ['a', 'b']),
      index([], ['a', 'b', 'c']),
    ]);
    expect(await h.tick()).toBe(3000);
    expect(await h.tick()).toBe(3000);
    expect(await h.tick()).toBe(3000);
    expect(h.seen.map((i) => i.building)).toEqual([['b', 'c'], ['c'], []]);
    expect(h.pending()).toBe(0);
    expect(h.loads()).toBe(4);
  });

  it('reads once when nothing is building', async () => {
    const h = harness([index([], ['a'])]);
    await h.settle();
    expect(h.seen).toHaveLength(1);
    expect(h.pending()).toBe(0);
  });

  it('keeps what it knew after a failed read and tries again, less often, up to 30 s', async () => {
    const h = harness([
      index(['b']),
      new Error('HTTP 404'),
      new Error('HTTP 404'),
      new Error('HTTP 404'),
      new Error('HTTP 404'),
      new Error('HTTP 404'),
      index([]),
    ]);
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await h.tick());
    expect(waits).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);
    expect(h.seen.map((i) => i.building)).toEqual([['b'], []]);
  });

  it('does not read while offline', async () => {
    let online = false;
    const h = harness([index(['b']), index([])], () => online);
    await h.settle();
    expect(h.loads()).toBe(0);
    online = true;
    expect(await h.tick()).toBe(30_000);
    expect(h.seen.map((i) => i.building)).toEqual([['b']]);
  });

  it('reports nothing after it is stopped', async () => {
    const h = harness([index(['b'])]);
    h.stop();
    await h.settle();
    expect(h.seen).toEqual([]);
  });
});
