// Running a workload on a loaded WebAssembly model: what the simulator worker does for a
// run, shared with the tests that check lessons' exercises on the built models in Node.
import type { WasmModel } from '@harness/wasm-model.mjs';
import type { RunRequest, RunResult, Workload } from './protocol';
import type { PackedOutputs } from './packing';

/** Queue a workload in the core's one input queue: keys, mode, IVs, then the blocks. */
export function queueWorkload(m: WasmModel, w: Workload) {
  queueSetup(m, w);
  for (let tag = 0; tag < w.blocks.length; tag++) offerBlock(m, w, tag);
}

/** What comes before the blocks: keys, mode, IVs. */
function queueSetup(m: WasmModel, w: Omit<Workload, 'blocks'>) {
  for (const { key, bank } of w.keys) m.loadKey(key, bank);
  if (w.mode) m.setMode(w.mode, w.chains ?? 1);
  w.ivs?.forEach((iv, chain) => m.loadIv(iv, chain));
}

function offerBlock(m: WasmModel, w: Workload, tag: number) {
  m.offer(w.blocks.at(tag)!, tag, { decrypt: w.decrypt, stream: w.streams?.[tag] ?? 0 });
}

/**
 * The probe ring keeps a run's last million cycles, and at most 2^22 words (16 MiB) of them for
 * deep datapaths: a million cycles for a core of up to 4 stages (60 of the 84 prebuilt), 51,781
 * of SP-10-3 composite's 81. The ring is held three times over, in the model's memory, in the
 * worker's copy and on the page: at 2^24 words a million-block run of SP-10-3 composite held
 * 302 MiB of heaps, at 2^23 252 MiB, over issue #47's 256 MB (`npm run bench`).
 */
const probeRingCycles = 1 << 20;
const probeRingWords = 1 << 22;

/**
 * A run records at most this many cycles of waveform, its first: a bit-serial core takes
 * thousands of cycles a block, and 256 blocks of SIMON 128/128's (4,352 cycles each, 1.1 million
 * in all) made a VCD that crashed the page (issue #47's bench). Every other prebuilt core's 256
 * blocks fit: at most 20,747 cycles (AES SP-10-3 with composite S-boxes in CBC, 81 a block;
 * registry/measured.json).
 */
export const waveformCycleLimit = 32_768;

/**
 * Reset the core, run the workload until every block is out, and return outputs (packed) and
 * probes. The blocks enter the core's input queue a chunk ahead of it, not all at once: the core
 * takes at most one input a cycle, so the queue never runs dry before its last block, and the
 * core meets the same inputs in the same cycles; but a million blocks no longer wait in the
 * model's memory (64 bytes each), which WebAssembly never gives back (issue #47).
 */
export function runWorkload(
  m: WasmModel,
  request: Omit<RunRequest, 'kind'>,
  progress: (done: number, total: number) => void = () => {},
): RunResult {
  const chunk = 1024;
  m.reset();
  const stagesCount = m.describe().probes.length;
  m.captureProbes(Math.min(request.maxCycles, probeRingCycles, Math.floor(probeRingWords / Math.max(1, stagesCount))));
  let cycles = 0;
  let tracing = Boolean(request.vcd);
  let vcd: string | undefined;
  if (tracing) m.traceStart();
  // Steps end where the waveform does, so it holds exactly its first waveformCycleLimit cycles.
  const stepBy = (wanted: number) => {
    cycles += m.step(tracing ? Math.min(wanted, waveformCycleLimit - cycles) : wanted);
    if (tracing && cycles >= waveformCycleLimit) {
      vcd = m.traceStop();
      tracing = false;
    }
  };
  queueSetup(m, request);
  const total = request.blocks.length;
  const outputs: PackedOutputs = {
    data: new Uint8Array(total * m.blockBytes),
    tags: new Uint32Array(total),
    blockBytes: m.blockBytes,
  };
  let offered = 0;
  let taken = 0;
  // Before the blocks: the cycles a key setup takes alone (protocol.ts blocksFrom: the S-box comparison's).
  const blocksFrom = Math.min(request.blocksFrom ?? 0, request.maxCycles);
  while (cycles < blocksFrom) stepBy(blocksFrom - cycles);
  while (taken < total && cycles < request.maxCycles) {
    // More than a chunk's cycles of inputs waiting, or every block left.
    const ahead = Math.min(total, offered + Math.max(0, chunk + 1 - m.state().pending));
    for (; offered < ahead; offered++) offerBlock(m, request, offered);
    stepBy(Math.min(chunk, request.maxCycles - cycles));
    taken = m.takeInto(outputs.data, outputs.tags, taken);
    progress(taken, total);
  }
  if (tracing) vcd = m.traceStop();
  if (taken < total) {
    throw new Error(`only ${taken} of ${total} blocks finished within ${request.maxCycles} cycles`);
  }
  // The run ends the cycle after the last block's output (the ring's last busy cycle + 1).
  // The ring holds the last `held` of the `written` cycles stepped (a million at most): the
  // count is the run's own, and the probes say from which cycle they start.
  const { words, written } = m.probes();
  const stages = m.describe().probes.length;
  const held = words.length / stages;
  const probeFrom = written - held;
  const last = lastBusyCycle(words, stages);
  // A view, not a copy: the worker transfers the buffer whole.
  const probes = words.subarray(0, (last + 2) * stages);
  return { outputs, cycles: probeFrom + last + 2, probes, probeFrom, stages, memoryBytes: m.memoryBytes(), vcd };
}

function lastBusyCycle(words: Uint32Array, stages: number): number {
  for (let c = words.length / stages - 1; c >= 0; c--) {
    for (let s = 0; s < stages; s++) if (words[c * stages + s] !== 0) return c;
  }
  return 0;
}
