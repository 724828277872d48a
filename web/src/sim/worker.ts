// The simulator's Web Worker: loads a configuration's WebAssembly model and runs it, so
// the page never waits on a simulation. Owns the only reference to the Emscripten glue.
import { WasmModel } from '@harness/wasm-model.mjs';
import type { Reply, Request, RunResult, StepState, Workload } from './protocol';
import { modelNotBuiltMessage, modelUnreachableMessage } from './model-unavailable';

let model: WasmModel | null = null;
let configId = '';

const post = (reply: Reply, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(reply, transfer);

/** Fetch or import a model file; a network failure (offline, never stored here) is said as such. */
async function download<T>(id: string, get: () => Promise<T>): Promise<T> {
  try {
    return await get();
  } catch (error) {
    if (error instanceof TypeError && (!navigator.onLine || /fetch/i.test(error.message))) {
      throw new Error(modelUnreachableMessage(id, navigator.onLine));
    }
    throw error;
  }
}

async function load(id: string, modelsUrl: string) {
  const base = new URL(`${id}/`, modelsUrl);
  const binary = await download(id, () => fetch(new URL('model.wasm', base)));
  if (!binary.ok) throw new Error(modelNotBuiltMessage(id));
  const { default: createModel } = await download(id, () => import(/* @vite-ignore */ new URL('model.mjs', base).href));
  model = await WasmModel.create(createModel, await binary.arrayBuffer());
  configId = id;
  return { configId: id, probes: model.describe().probes as string[] };
}

/** Queue a workload in the core's one input queue: keys, mode, IVs, then the blocks. */
function queue(m: WasmModel, w: Workload) {
  for (const { key, bank } of w.keys) m.loadKey(key, bank);
  if (w.mode) m.setMode(w.mode, w.chains ?? 1);
  w.ivs?.forEach((iv, chain) => m.loadIv(iv, chain));
  w.blocks.forEach((block, tag) => m.offer(block, tag, { decrypt: w.decrypt, stream: w.streams?.[tag] ?? 0 }));
}

const progressIntervalMs = 100;

function run(m: WasmModel, request: Extract<Request, { kind: 'run' }>, id: number): RunResult {
  const chunk = 1024;
  m.reset();
  // Up to a million cycles of probes, and at most 2^24 words (64 MiB) for deep datapaths.
  const stagesCount = m.describe().probes.length;
  m.captureProbes(Math.min(request.maxCycles, 1 << 20, Math.floor((1 << 24) / Math.max(1, stagesCount))));
  if (request.vcd) m.traceStart();
  queue(m, request);
  const outputs: RunResult['outputs'] = [];
  let cycles = 0;
  let reported = 0;
  while (outputs.length < request.blocks.length && cycles < request.maxCycles) {
    cycles += m.step(Math.min(chunk, request.maxCycles - cycles));
    outputs.push(...m.takeAll());
    // Progress ten times a second: each report re-renders the page on the main thread.
    const now = performance.now();
    if (now - reported >= progressIntervalMs) {
      reported = now;
      post({ id, progress: { done: outputs.length, total: request.blocks.length } });
    }
  }
  const vcd = request.vcd ? m.traceStop() : undefined;
  if (outputs.length < request.blocks.length) {
    throw new Error(`only ${outputs.length} of ${request.blocks.length} blocks finished within ${request.maxCycles} cycles`);
  }
  // Trim to the cycle the last block came out; the ring holds every cycle of the run.
  const { words } = m.probes();
  const stages = m.describe().probes.length;
  const last = lastBusyCycle(words, stages);
  const probes = words.slice(0, (last + 2) * stages);
  return { outputs, cycles: last + 2, probes, stages, vcd };
}

// A stepping session: the model itself holds the state; the worker keeps the outputs.
let stepOutputs: StepState['outputs'] = [];

function stepState(m: WasmModel): StepState {
  const { words } = m.probes();
  const stages = m.describe().probes.length;
  const state = m.state();
  const current = words.length >= stages ? words.slice(words.length - stages) : new Uint32Array(stages);
  return { cycle: Number(state.cycle), stages: current, outputs: stepOutputs, pending: state.pending };
}

function stepStart(m: WasmModel, request: Extract<Request, { kind: 'step-start' }>): StepState {
  m.reset();
  m.captureProbes(1);
  stepOutputs = [];
  queue(m, request);
  return stepState(m);
}

function step(m: WasmModel, request: Extract<Request, { kind: 'step' }>): StepState {
  if (!Number.isInteger(request.cycles) || request.cycles < 1) throw new Error(`cycles: expected a whole number ≥ 1, got ${request.cycles}`);
  if (request.untilOutput) m.runUntilOutput(request.cycles);
  else m.step(request.cycles);
  const cycle = Number(m.state().cycle);
  stepOutputs = [...stepOutputs, ...m.takeAll().map((o: { tag: number; data: Uint8Array }) => ({ ...o, cycle }))];
  return stepState(m);
}

function lastBusyCycle(words: Uint32Array, stages: number): number {
  for (let c = words.length / stages - 1; c >= 0; c--) {
    for (let s = 0; s < stages; s++) if (words[c * stages + s] !== 0) return c;
  }
  return 0;
}

self.onmessage = async (event: MessageEvent<{ id: number; request: Request }>) => {
  const { id, request } = event.data;
  try {
    if (request.kind === 'load') {
      post({ id, ok: true, result: configId === request.configId && model ? { configId, probes: model.describe().probes } : await load(request.configId, request.modelsUrl) });
    } else {
      if (!model) throw new Error('no configuration is loaded');
      if (request.kind === 'step-start') post({ id, ok: true, result: stepStart(model, request) });
      else if (request.kind === 'step') post({ id, ok: true, result: step(model, request) });
      else {
        const result = run(model, request, id);
        post({ id, ok: true, result }, [result.probes.buffer]);
      }
    }
  } catch (error) {
    post({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
