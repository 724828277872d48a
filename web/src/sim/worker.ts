// The simulator's Web Worker: loads a configuration's WebAssembly model and runs it, so
// the page never waits on a simulation. Owns the only reference to the Emscripten glue.
import { WasmModel } from '@harness/wasm-model.mjs';
import type { Reply, StepState, WireRequest } from './protocol';
import { queueWorkload, runWorkload } from './run';
import { StepSession } from './step-session';
import { packedBlockList } from './packing';
import { parseVcd } from '../waveform/vcd';
import type { WireWaveform } from './protocol';
import { encodeVcd, wireBuffers } from '../waveform/vcd-wire';

const progressIntervalMs = 100;
import { modelBuildingMessage, modelNotBuiltMessage, modelUnreachableMessage } from './model-unavailable';
import { isBuilding, parseModelIndex } from './model-index';

let model: WasmModel | null = null;
let configId = '';
// The stepping session: the model holds the core's state, the session every cycle so far.
let session: StepSession | null = null;

const post = (reply: Reply, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(reply, transfer);

/** Fetch or import a model file; a network failure (offline, never stored here) is said as such. */
async function download<T>(id: string, get: () => Promise<T>): Promise<T> {
  try {
    return await get();
  } catch (error) {
    if (error instanceof TypeError && (!navigator.onLine || /fetch/i.test(error.message))) {
      throw new Error(modelUnreachableMessage(id, navigator.onLine), { cause: error });
    }
    throw error;
  }
}

/**
 * model.wasm compiled while it downloads (on a classroom's network the compile hides behind
 * the transfer; on localhost the first result is as before, scripts/TOOLCHAIN.md), or from its
 * bytes when the server does not say application/wasm, which streaming compilation requires.
 */
async function compile(response: Response): Promise<WebAssembly.Module> {
  if (response.headers.get('content-type')?.split(';')[0].trim() === 'application/wasm')
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Whether the server lists `id` as still being built; false when it cannot tell. */
async function stillBuilding(id: string, modelsUrl: string): Promise<boolean> {
  try {
    const response = await fetch(new URL('index.json', modelsUrl), { cache: 'no-cache' });
    return response.ok && isBuilding(parseModelIndex(await response.json()), id);
  } catch {
    return false;
  }
}

async function load(id: string, modelsUrl: string) {
  const base = new URL(`${id}/`, modelsUrl);
  const binary = await download(id, () => fetch(new URL('model.wasm', base)));
  if (!binary.ok)
    throw new Error((await stillBuilding(id, modelsUrl)) ? modelBuildingMessage(id) : modelNotBuiltMessage(id));
  const compiled = compile(binary);
  compiled.catch(() => {}); // awaited below, after the glue's import: not unhandled meanwhile
  const { default: createModel } = await download(id, () => import(/* @vite-ignore */ new URL('model.mjs', base).href));
  model = await WasmModel.create(createModel, await compiled);
  configId = id;
  session = null;
  return { configId: id, probes: model.describe().probes as string[] };
}

function readWaveform(vcd: string): WireWaveform {
  const file = new Blob([vcd], { type: 'text/plain' });
  try {
    return { file, bytes: vcd.length, trace: encodeVcd(parseVcd(vcd)) };
  } catch (error) {
    return { file, bytes: vcd.length, problem: (error as Error).message };
  }
}

function stepStart(m: WasmModel, request: Extract<WireRequest, { kind: 'step-start' }>): StepState {
  const blocks = packedBlockList(request.blocks, m.blockBytes);
  session = new StepSession(m, m.describe().probes.length, (model) =>
    queueWorkload(model as WasmModel, { ...request, blocks }),
  );
  return session.state();
}

function step(
  request: Extract<WireRequest, { kind: 'step' }>,
  progress: (done: number, total: number) => void,
): StepState {
  if (!session) throw new Error('no stepping session (a run or another core ended it): Restart starts one');
  const { move, cycles } = request;
  if (move === 'forward') return session.forward(cycles);
  if (move === 'back') return session.back(cycles);
  if (move === 'output') return session.nextOutput(cycles);
  if (move === 'to') return session.seek(cycles, progress);
  throw new Error(`step: no move '${move as string}' (forward, back, output or to)`);
}

self.onmessage = async (event: MessageEvent<{ id: number; request: WireRequest }>) => {
  const { id, request } = event.data;
  try {
    if (request.kind === 'load') {
      post({
        id,
        ok: true,
        result:
          configId === request.configId && model
            ? { configId, probes: model.describe().probes }
            : await load(request.configId, request.modelsUrl),
      });
    } else {
      if (!model) throw new Error('no configuration is loaded');
      if (request.kind === 'step-start') post({ id, ok: true, result: stepStart(model, request) });
      else if (request.kind === 'step')
        post({ id, ok: true, result: step(request, (done, total) => post({ id, progress: { done, total } })) });
      else {
        // A run resets the core: the stepping session's state is gone with it.
        session = null;
        let reported = 0;
        const result = runWorkload(
          model,
          // The blocks stay packed: each view is made as its block enters the core.
          { ...request, blocks: packedBlockList(request.blocks, model.blockBytes) },
          (done, total) => {
            // Progress ten times a second: each report re-renders the page on the main thread.
            const now = performance.now();
            if (now - reported < progressIntervalMs) return;
            reported = now;
            post({ id, progress: { done, total } });
          },
        );
        const { vcd, ...rest } = result;
        const waveform = vcd === undefined ? undefined : readWaveform(vcd);
        post({ id, ok: true, result: { ...rest, waveform } }, [
          result.probes.buffer,
          result.outputs.tags.buffer,
          result.outputs.data.buffer,
          ...(waveform?.trace ? wireBuffers(waveform.trace) : []),
        ]);
      }
    }
  } catch (error) {
    post({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
};
