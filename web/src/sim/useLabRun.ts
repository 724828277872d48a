// The lab's simulator as the page uses it: the configuration's model loaded in a worker, runs
// with progress, a Stop that ends a run at once, and results that carry what they were for.
//   - A run's result is kept with its configuration and a signature of its inputs; the page
//     shows it as current only while both are the page's (resultFor).
//   - Choosing another configuration during a run stops the run: its result would be of the
//     old core, and the new core's model would wait behind it.
//   - Stop terminates the worker (a run is one synchronous loop there) and loads the model
//     again in a new one; the page is usable as soon as it is loaded.
import { startTransition, useEffect, useRef, useState } from 'react';
import { Simulator, StoppedError } from './simulator';
import { createProgressStore, duration, type ProgressStore } from './progress-store';
import type { RunRequest, RunResult, Workload } from './protocol';
import type { PackedBlocks } from './packing';
import { grouped } from '../numbers';

/** What a run was for: compared with the page's inputs to tell a current result from a stale one. */
export interface RunFor {
  configId: string;
  /** Every input that changes the result, as one string. */
  signature: string;
  /** The same in words, for "this result is for …". */
  label: string;
}

export type LabResult = RunResult & {
  /** sim-core's result of the message, block i for tag i, packed (packing.ts). */
  golden: PackedBlocks;
  decrypt: boolean;
  for: RunFor;
  /** Which of the page's runs made it (1 for the first): a run resets the core, ending a stepping session. */
  run: number;
};

export type LabStatus =
  | { kind: 'loading'; what: string }
  | { kind: 'building' }
  | { kind: 'idle' }
  | { kind: 'running'; total: number }
  | { kind: 'error'; message: string };

export interface RunArguments {
  workload: Workload;
  maxCycles: number;
  vcd: boolean;
  for: RunFor;
  /** sim-core's results for the same blocks, computed while the worker simulates them. */
  golden: () => PackedBlocks;
}

interface Loaded {
  configId: string;
  /** Which worker it is loaded in: a Stop starts a new one. */
  generation: number;
  probes: string[];
  error?: string;
}

interface Running {
  id: number;
  total: number;
}

export interface LabRun {
  status: LabStatus;
  /** The loaded model's probe names; empty while it loads. */
  probeNames: string[];
  /** The configuration whose model is loaded, or null. */
  loadedId: string | null;
  /** For stepping: the simulator, when idle. */
  simulator: Simulator | null;
  /** The last run's result, whatever it was for (see resultFor). */
  result: LabResult | null;
  /** What ended the last run other than its end: a Stop, or an error. */
  note: { kind: 'stopped' | 'error'; text: string } | null;
  progress: ProgressStore;
  run(args: RunArguments): Promise<void>;
  stop(): void;
}

/** The result as the page shows it: current, stale (its inputs changed since), or none. */
export function resultFor(result: LabResult | null, configId: string, signature: string) {
  if (!result || result.for.configId !== configId) return null;
  return { result, stale: result.for.signature !== signature };
}

export function useLabRun(configId: string, stillBuilding: boolean, started?: Simulator): LabRun {
  // The worker starts on the first call and again after a Stop (simulator.ts); `started` is
  // one the page began loading before it drew (main.tsx).
  const [simulator] = useState(() => started ?? new Simulator());
  const [progress] = useState(createProgressStore);
  const [generation, setGeneration] = useState(0);
  // A model main.tsx finished loading before the page drew: Ready from the first render, so
  // a link's run starts with the first effects (issue #47: the first result).
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const now = simulator.loadedNow(configId);
    return now && { configId, generation: 0, probes: now.probes };
  });
  const [running, setRunning] = useState<Running | null>(null);
  const [result, setResult] = useState<LabResult | null>(null);
  const [note, setNote] = useState<LabRun['note']>(null);
  // Why the worker was stopped, read by the run it ended; and which run is the latest.
  const stopReason = useRef<'user' | 'switch' | null>(null);
  const latestRun = useRef(0);

  useEffect(() => () => simulator.dispose(), [simulator]);

  useEffect(() => {
    if (stillBuilding) return;
    // A run or load still going is of the configuration shown before: end it. The load of
    // this configuration that main.tsx started before the page drew is joined instead.
    if (simulator.busy && simulator.loadingId !== configId) {
      stopReason.current = 'switch';
      simulator.stop();
    }
    let current = true;
    simulator
      .load(configId)
      .then(
        (l) =>
          current &&
          // The same load again (the first render's) keeps its object: no render for nothing.
          setLoaded((was) =>
            was && !was.error && was.configId === l.configId && was.generation === generation
              ? was
              : { configId: l.configId, generation, probes: l.probes },
          ),
      )
      .catch(
        (error: Error) =>
          current &&
          !(error instanceof StoppedError) &&
          setLoaded({ configId, generation, probes: [], error: error.message }),
      );
    return () => {
      current = false;
    };
  }, [simulator, configId, generation, stillBuilding]);

  const isLoaded = loaded?.configId === configId && loaded.generation === generation;
  const status: LabStatus = stillBuilding
    ? { kind: 'building' }
    : isLoaded && loaded.error
      ? { kind: 'error', message: loaded.error }
      : running
        ? { kind: 'running', total: running.total }
        : isLoaded
          ? { kind: 'idle' }
          : { kind: 'loading', what: `the simulator of ${configId}` };

  async function run(args: RunArguments) {
    if (status.kind !== 'idle') return;
    const id = ++latestRun.current;
    const total = args.workload.blocks.length;
    const startedAt = performance.now();
    stopReason.current = null;
    setRunning({ id, total });
    setNote(null);
    progress.set({ done: 0, total, startedAt, at: startedAt });
    const end = () => setRunning((r) => (r?.id === id ? null : r));
    let ended = false;
    try {
      const request: Omit<RunRequest, 'kind'> = { ...args.workload, maxCycles: args.maxCycles, vcd: args.vcd };
      const [out, golden] = await Promise.all([
        simulator.run(request, (done) => progress.set({ done, total, startedAt, at: performance.now() })),
        // sim-core's answer while the worker simulates, not after: off the result's path.
        (async () => args.golden())(),
      ]);
      if (latestRun.current !== id) return;
      const result = { ...out, golden, decrypt: args.workload.decrypt, for: args.for, run: id };
      // A transition: React draws the result (its table, charts and waveform) and the page's
      // Ready in slices that yield to the browser, not in one task (issue #47: no task over
      // 50 ms during a run).
      startTransition(() => {
        setResult(result);
        end();
      });
      ended = true;
    } catch (error) {
      if (latestRun.current !== id) return;
      if (error instanceof StoppedError) {
        if (stopReason.current === 'user') {
          const done = progress.get()?.done ?? 0;
          setNote({
            kind: 'stopped',
            text: `Stopped after ${duration(performance.now() - startedAt)}, with ${grouped(done)} of ${grouped(total)} blocks out. Nothing of that run is shown.`,
          });
        }
      } else setNote({ kind: 'error', text: (error as Error).message });
    } finally {
      if (!ended) end();
      progress.set(null);
    }
  }

  /** Stop the run, or a stepping session's long move (the worker is terminated either way). */
  function stop() {
    if (!running && !simulator.busy) return;
    stopReason.current = 'user';
    simulator.stop();
    // The new worker holds no model: load it again.
    setGeneration((g) => g + 1);
  }

  return {
    status,
    probeNames: isLoaded ? loaded.probes : [],
    loadedId: isLoaded && !loaded.error ? configId : null,
    simulator: status.kind === 'idle' ? simulator : null,
    result,
    note,
    progress,
    run,
    stop,
  };
}
