// The page's handle on the simulator worker: promise-returning calls, progress callbacks.
import type { LoadResult, Reply, Request, RunResult, StepState } from './protocol';

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void; progress?: (done: number, total: number) => void };

export class Simulator {
  private worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  private pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<Reply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      if ('progress' in reply) {
        waiting.progress?.(reply.progress.done, reply.progress.total);
        return;
      }
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new Error(reply.error));
    };
    this.worker.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new Error(`simulator stopped: ${event.message}`));
      this.pending.clear();
    };
  }

  private call<T>(request: Request, progress?: Pending['progress']): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, progress });
      this.worker.postMessage({ id, request });
    });
  }

  /** Load a configuration's model from models/<id>/ beside the page. */
  load(configId: string): Promise<LoadResult> {
    return this.call<LoadResult>({ kind: 'load', configId, modelsUrl: new URL('models/', document.baseURI).href }).then((loaded) => {
      // The model has run its first cycles (cs_create): `npm run bench` times this from navigation.
      performance.mark('cipherscope:simulator-ready', { detail: loaded.configId });
      return loaded;
    });
  }

  run(request: Omit<Extract<Request, { kind: 'run' }>, 'kind'>, progress?: Pending['progress']): Promise<RunResult> {
    return this.call({ kind: 'run', ...request }, progress);
  }

  /** Reset the core and queue keys and blocks for stepping. */
  stepStart(request: Omit<Extract<Request, { kind: 'step-start' }>, 'kind'>): Promise<StepState> {
    return this.call({ kind: 'step-start', ...request });
  }

  /** Advance the stepping session. */
  step(cycles: number, untilOutput = false): Promise<StepState> {
    return this.call({ kind: 'step', cycles, untilOutput });
  }

  dispose() {
    this.worker.terminate();
  }
}
