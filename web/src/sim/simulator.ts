// The page's handle on the simulator worker: promise-returning calls, progress callbacks.
import type {
  LoadResult,
  Reply,
  RunResult,
  StepRequest,
  StepState,
  WireRequest,
  WireRunResult,
  Workload,
} from './protocol';
import type { Request } from './protocol';
import { packBlocks } from './packing';
import { decodeVcd } from '../waveform/vcd-wire';
import type { Waveform, WireWaveform } from './protocol';

type Pending = {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  progress?: (done: number, total: number) => void;
};

function readWaveform(w: WireWaveform): Waveform {
  if (!w.trace) return w as Waveform;
  try {
    return { file: w.file, bytes: w.bytes, trace: decodeVcd(w.trace) };
  } catch (error) {
    return { file: w.file, bytes: w.bytes, problem: (error as Error).message };
  }
}

/** What a call still waiting when the simulator is stopped rejects with. */
export class StoppedError extends Error {
  constructor() {
    super('stopped');
    this.name = 'StoppedError';
  }
}

/**
 * The worker runs a simulation to its end once started (a run is one synchronous loop there),
 * so stopping one terminates the worker: every waiting call rejects with StoppedError at once,
 * and the next call starts a new worker, which holds no configuration until one is loaded.
 */
export class Simulator {
  private worker: Worker | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  /** The load waiting on this worker, if any (load joins it). */
  private loading: { configId: string; promise: Promise<LoadResult> } | null = null;
  /** The configuration this worker last finished loading. */
  private loadedResult: LoadResult | null = null;

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Reply>) => {
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
    worker.onerror = (event) => {
      for (const p of this.pending.values()) p.reject(new Error(`simulator stopped: ${event.message}`));
      this.pending.clear();
    };
    this.worker = worker;
    return worker;
  }

  private call<T>(request: WireRequest, progress?: Pending['progress'], transfer: Transferable[] = []): Promise<T> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, progress });
      worker.postMessage({ id, request }, transfer);
    });
  }

  /** A request with its blocks packed into one buffer, which is transferred (packing.ts). */
  private callWithBlocks<T>(request: Request & Workload, progress?: Pending['progress']): Promise<T> {
    const blocks = packBlocks(request.blocks);
    return this.call<T>({ ...request, blocks } as WireRequest, progress, [blocks.data.buffer]);
  }

  /**
   * Load a configuration's model from models/<id>/ beside the page. A load of the configuration
   * already loading in this worker joins it: the page starts the default core's load before it
   * draws (main.tsx), and the lab asks for the same core when it mounts.
   */
  load(configId: string): Promise<LoadResult> {
    if (this.loading?.configId === configId) return this.loading.promise;
    const loaded = this.loadedNow(configId);
    if (loaded) return Promise.resolve(loaded);
    const worker = this.started();
    const promise = this.call<LoadResult>({
      kind: 'load',
      configId,
      modelsUrl: new URL('models/', document.baseURI).href,
    }).then((loaded) => {
      // The model has run its first cycles (cs_create): `npm run bench` times this from navigation.
      performance.mark('cipherscope:simulator-ready', { detail: loaded.configId });
      if (this.worker === worker) this.loadedResult = loaded;
      return loaded;
    });
    const loading = { configId, promise };
    this.loading = loading;
    const settled = () => {
      if (this.loading === loading) this.loading = null;
    };
    promise.then(settled, settled);
    return promise;
  }

  run(request: Omit<Extract<Request, { kind: 'run' }>, 'kind'>, progress?: Pending['progress']): Promise<RunResult> {
    // `npm run bench` counts the page's frames between these marks as "while simulating".
    performance.mark('cipherscope:run-start');
    return this.callWithBlocks<WireRunResult>({ kind: 'run', ...request }, progress).then((r) => {
      // The worker's WebAssembly memory too, for the bench's peak memory of a run.
      performance.mark('cipherscope:run-end', { detail: { memoryBytes: r.memoryBytes } });
      return { ...r, waveform: r.waveform && readWaveform(r.waveform) };
    });
  }

  /** Reset the core and queue keys and blocks for stepping. */
  stepStart(request: Omit<Extract<Request, { kind: 'step-start' }>, 'kind'>): Promise<StepState> {
    return this.callWithBlocks({ kind: 'step-start', ...request });
  }

  /** Move the stepping session (protocol.ts StepRequest); `progress` hears of long simulations. */
  step(move: StepRequest['move'], cycles: number, progress?: Pending['progress']): Promise<StepState> {
    return this.call({ kind: 'step', move, cycles }, progress);
  }

  /**
   * What loading `configId` gave, if it is the model this worker holds now: the lab starts
   * Ready, without a render waiting on a promise, when main.tsx's load finished first.
   */
  loadedNow(configId: string): LoadResult | null {
    return !this.loading && this.loadedResult?.configId === configId ? this.loadedResult : null;
  }

  /** The configuration this worker is loading, if a load is waiting. */
  get loadingId(): string | null {
    return this.loading?.configId ?? null;
  }

  /** Whether a call is waiting on the worker (a run, a load, a step). */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** End whatever the worker is doing at once; waiting calls reject with StoppedError. */
  stop() {
    this.worker?.terminate();
    this.worker = null;
    this.loading = null;
    this.loadedResult = null;
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.reject(new StoppedError());
  }

  dispose() {
    this.stop();
  }
}
