// Running a workload on a loaded WebAssembly model: what the simulator worker does for a
// run, shared with the tests that check lessons' exercises on the built models in Node.
import type { WasmModel } from '@harness/wasm-model.mjs';
import type { RunRequest, RunResult, Workload } from './protocol';

/** Queue a workload in the core's one input queue: keys, mode, IVs, then the blocks. */
export function queueWorkload(m: WasmModel, w: Workload) {
  for (const { key, bank } of w.keys) m.loadKey(key, bank);
  if (w.mode) m.setMode(w.mode, w.chains ?? 1);
  w.ivs?.forEach((iv, chain) => m.loadIv(iv, chain));
  w.blocks.forEach((block, tag) => m.offer(block, tag, { decrypt: w.decrypt, stream: w.streams?.[tag] ?? 0 }));
}

/** Reset the core, run the workload until every block is out, and return outputs and probes. */
export function runWorkload(
  m: WasmModel,
  request: Omit<RunRequest, 'kind'>,
  progress: (done: number, total: number) => void = () => {},
): RunResult {
  const chunk = 1024;
  m.reset();
  // Up to a million cycles of probes, and at most 2^24 words (64 MiB) for deep datapaths.
  const stagesCount = m.describe().probes.length;
  m.captureProbes(Math.min(request.maxCycles, 1 << 20, Math.floor((1 << 24) / Math.max(1, stagesCount))));
  if (request.vcd) m.traceStart();
  queueWorkload(m, request);
  const outputs: RunResult['outputs'] = [];
  let cycles = 0;
  while (outputs.length < request.blocks.length && cycles < request.maxCycles) {
    cycles += m.step(Math.min(chunk, request.maxCycles - cycles));
    outputs.push(...m.takeAll());
    progress(outputs.length, request.blocks.length);
  }
  const vcd = request.vcd ? m.traceStop() : undefined;
  if (outputs.length < request.blocks.length) {
    throw new Error(
      `only ${outputs.length} of ${request.blocks.length} blocks finished within ${request.maxCycles} cycles`,
    );
  }
  // The run ends the cycle after the last block's output (the ring's last busy cycle + 1).
  // The ring holds the last `held` of the `written` cycles stepped (a million at most): the
  // count is the run's own, and the probes say from which cycle they start.
  const { words, written } = m.probes();
  const stages = m.describe().probes.length;
  const held = words.length / stages;
  const probeFrom = written - held;
  const last = lastBusyCycle(words, stages);
  const probes = words.slice(0, (last + 2) * stages);
  return { outputs, cycles: probeFrom + last + 2, probes, probeFrom, stages, vcd };
}

function lastBusyCycle(words: Uint32Array, stages: number): number {
  for (let c = words.length / stages - 1; c >= 0; c--) {
    for (let s = 0; s < stages; s++) if (words[c * stages + s] !== 0) return c;
  }
  return 0;
}
