import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Simulator, StoppedError } from './simulator';

/** A worker that loads any configuration a millisecond later and counts what it was asked. */
class FakeWorker {
  static asked: string[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  terminated = false;
  postMessage(message: { id: number; request: { kind: string; configId?: string } }) {
    FakeWorker.asked.push(`${message.request.kind} ${message.request.configId ?? ''}`.trim());
    setTimeout(() => {
      if (this.terminated) return;
      this.onmessage?.({
        data: { id: message.id, ok: true, result: { configId: message.request.configId, probes: ['r1'] } },
      });
    }, 1);
  }
  terminate() {
    this.terminated = true;
  }
}

describe("the page's simulator and the loads it keeps", () => {
  beforeEach(() => {
    FakeWorker.asked = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('document', { baseURI: 'http://lab.test/' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('joins a load still waiting, and answers a finished one without asking the worker again', async () => {
    const simulator = new Simulator();
    expect(simulator.loadedNow('a')).toBeNull();
    const first = simulator.load('a');
    const joined = simulator.load('a');
    expect(simulator.loadedNow('a')).toBeNull(); // still loading
    expect(await first).toEqual(await joined);
    expect(simulator.loadedNow('a')).toEqual({ configId: 'a', probes: ['r1'] });
    expect(await simulator.load('a')).toEqual({ configId: 'a', probes: ['r1'] });
    expect(FakeWorker.asked).toEqual(['load a']);
  });

  it('forgets what it loaded when another core loads or a Stop ends the worker', async () => {
    const simulator = new Simulator();
    await simulator.load('a');
    const other = simulator.load('b');
    expect(simulator.loadedNow('a')).toBeNull(); // the worker is changing cores
    await other;
    expect(simulator.loadedNow('b')?.configId).toBe('b');
    expect(simulator.loadedNow('a')).toBeNull();
    const waiting = simulator.load('a');
    simulator.stop();
    await expect(waiting).rejects.toBeInstanceOf(StoppedError);
    expect(simulator.loadedNow('b')).toBeNull();
    await simulator.load('b'); // a new worker holds nothing: loaded again
    expect(FakeWorker.asked).toEqual(['load a', 'load b', 'load a', 'load b']);
  });
});
