// An exercise's answer, computed: the real RTL run in the simulator and measured by sim-core's
// trace analytics, sim-core's architecture model, or sim-core's golden trace. Nothing here
// knows the answer in advance; the learner's number is compared with what this computes.
import type { RunResult, Workload } from '../sim/protocol';
import type { SimCore } from '../sim/sim-core';
import { workloadFor, cycleBudget } from '../sim/workload';
import { blockBytesOf, defaultRandomSeed, randomBlocks } from '../inputs';
import type { Configuration } from '@sim-core';
import type { AnswerSource, Exercise, Measure, ModeName } from './schema';
import { convert, measureUnit, unitNamed } from './units';
import ciphers from '@registry/ciphers.json';
import { blockBitsOf } from '@registry/ciphers.mjs';

/** Runs a workload on a configuration's RTL: the browser's simulator worker, or a model in Node. */
export type RtlRunner = (configId: string, request: Workload & { maxCycles: number }) => Promise<RunResult>;

/** The IVs a message in `mode` needs: a counter, one IV, or one per chain, each a block of `blockBytes`. */
export function ivsFor(mode: ModeName, chains: number, blockBytes: number): Uint8Array[] {
  if (mode === 'ecb') return [];
  const count = mode === 'interleavedCbc' || mode === 'multiStreamCbc' ? chains : 1;
  return Array.from({ length: count }, (_, i) =>
    Uint8Array.from({ length: blockBytes }, (_, b) => (b + blockBytes * i) & 0xff),
  );
}

/** Chains for a chained mode when a lesson names none: as many as the core holds (16 streams at most). */
export function defaultChains(simCore: SimCore, config: string, mode: ModeName, given: number | null = null): number {
  if (given !== null) return given;
  if (mode !== 'interleavedCbc' && mode !== 'multiStreamCbc') return 1;
  const predicted = simCore.predictTiming(config).modes.find((m) => m.mode === mode && !m.decrypt)?.chains ?? 1;
  return mode === 'multiStreamCbc' ? Math.min(16, predicted) : predicted;
}

/**
 * The key every lesson run uses: FIPS-197 Appendix C's (00 01 02 …), of `keyBits` or the
 * configuration's first key size (its cipher's description: 128 for a 3-in-1 AES core, 64 for
 * a 3-in-1 Triple DES one).
 */
export function lessonKey(config: Pick<Configuration, 'keyBits'>, keyBits?: number): Uint8Array {
  const bits = keyBits ?? config.keyBits[0];
  return Uint8Array.from({ length: bits / 8 }, (_, i) => i);
}

/** FIPS-197 Appendix C's plaintext, cut to a block of `blockBytes`: the first block of every lesson run. */
export const lessonPlaintext = (blockBytes: number) => Uint8Array.from({ length: blockBytes }, (_, i) => 0x11 * i);

/** The workload of a lesson run: FIPS-197's block, then fixed pseudo-random ones, in `mode`. */
export function lessonWorkload(
  simCore: SimCore,
  configId: string,
  mode: ModeName,
  blocks: number,
  chains: number,
  decrypt = false,
  keyBits?: number,
) {
  const config = simCore.parseConfiguration(configId);
  const blockBytes = blockBytesOf(config);
  const texts = randomBlocks(blocks - 1, blockBytes, defaultRandomSeed, [lessonPlaintext(blockBytes)]);
  const workload = workloadFor(simCore, config, {
    key: lessonKey(config, keyBits),
    blocks: texts,
    mode,
    decrypt,
    ivs: ivsFor(mode, chains, blockBytes),
  });
  return { ...workload, maxCycles: cycleBudget(config, blocks) };
}

export interface RunMeasures {
  cycles: number;
  /** sim-core's steady state: cycles per block where the occupancy pattern repeats; null if none. */
  cyclesPerBlock: number | null;
  latency: number | null;
  inFlight: number;
  completed: number;
}

/** sim-core's default longest period of a steady state (its analytics Options). */
const defaultPeriodBound = 256;

/**
 * The longest period the steady-state search tries on a run of `config`: sim-core's default, or
 * the configuration's predicted latency where that is longer. A core holding one block repeats
 * its occupancy pattern once a block, so its period is its latency: thousands of cycles on a
 * core that computes its rounds a few bits a cycle.
 */
export function periodBoundFor(simCore: SimCore, config: string): number {
  const latencies = simCore.predictTiming(config).byKeySize.map((k) => k.latency);
  return Math.max(defaultPeriodBound, ...latencies);
}

/** sim-core's trace analytics over a run's occupancy probes, a run of `config`. */
export function measureRun(simCore: SimCore, run: RunResult, config: string): RunMeasures {
  const words = run.probes.length;
  const analyzer = new simCore.TraceAnalyzer(Math.max(1, words));
  try {
    new Uint32Array(simCore.wasmMemory().buffer, analyzer.inputPtr(), analyzer.inputCapacity()).set(run.probes);
    const summary = analyzer.analyze(words / run.stages, run.stages, {
      buckets: 64,
      periodBound: periodBoundFor(simCore, config),
    });
    return {
      cycles: run.cycles,
      cyclesPerBlock: summary.steadyState?.cyclesPerBlock ?? null,
      latency: summary.latency?.max ?? null,
      inFlight: summary.inFlightMax,
      completed: summary.completed,
    };
  } finally {
    analyzer.free();
  }
}

/**
 * The source's measure among `figures` (each worked out only if asked for), or the throughput in
 * Mbit/s at the source's clock from its cycles per block: block bits × f / cycles (Elbirt et al.).
 */
function measureOf<M extends Exclude<Measure, 'throughputMbps'>>(
  simCore: SimCore,
  source: { measure: M | 'throughputMbps'; config: string; clockMHz: number | null },
  figures: Record<M | 'cyclesPerBlock', () => number>,
): number {
  if (source.measure === 'throughputMbps')
    return simCore.throughputMbps(blockBitsOf(ciphers, source.config), source.clockMHz!, figures.cyclesPerBlock());
  return figures[source.measure]();
}

function fromRun(simCore: SimCore, source: Extract<AnswerSource, { from: 'simulate' }>, m: RunMeasures): number {
  const cpb = () => {
    if (m.cyclesPerBlock === null) {
      throw new Error(
        `the run of ${source.blocks} blocks reached no steady state to measure cycles per block in: the lesson should run more blocks`,
      );
    }
    return m.cyclesPerBlock;
  };
  return measureOf(simCore, source, {
    cyclesPerBlock: cpb,
    latency: () => {
      if (m.latency === null) throw new Error('no block finished in the run');
      return m.latency;
    },
    inFlight: () => m.inFlight,
    cycles: () => m.cycles,
  });
}

function fromPrediction(simCore: SimCore, source: Extract<AnswerSource, { from: 'predict' }>): number {
  const prediction = simCore.predictTiming(source.config);
  const rate = prediction.modes.find((m) => m.mode === source.mode && m.decrypt === source.decrypt);
  if (!rate)
    throw new Error(
      `sim-core predicts no ${source.mode} ${source.decrypt ? 'decryption' : 'encryption'} for ${source.config}`,
    );
  const timing = prediction.byKeySize[0];
  return measureOf(simCore, source, {
    cyclesPerBlock: () => rate.cyclesPerBlock,
    latency: () => timing.latency,
    inFlight: () => timing.inFlight,
    keySetup: () => timing.keySetup,
  });
}

function fromTrace(simCore: SimCore, source: Extract<AnswerSource, { from: 'trace' }>): number {
  const steps = simCore.cipherTrace(source.cipher, source.key, source.block, false);
  const step = steps.find((s) => s.round === source.round && s.step === source.step);
  if (!step) throw new Error(`sim-core's trace has no round[${source.round}].${source.step}`);
  return parseInt(step.state.slice(2 * source.byte, 2 * source.byte + 2), 16);
}

/** Compute an exercise's answer. `rtl` is used only by `simulate` sources. */
export async function computeAnswer(simCore: SimCore, source: AnswerSource, rtl: RtlRunner): Promise<number> {
  if (source.from === 'predict') return fromPrediction(simCore, source);
  if (source.from === 'trace') return fromTrace(simCore, source);
  const request = lessonWorkload(
    simCore,
    source.config,
    source.mode,
    source.blocks,
    source.chains,
    source.decrypt,
    source.keyBits ?? undefined,
  );
  const run = await rtl(source.config, request);
  return fromRun(simCore, source, measureRun(simCore, run, source.config));
}

/** Compute an exercise's answer in the exercise's unit (a throughput in Gbit/s, say, from sim-core's Mbit/s). */
export async function computeExerciseAnswer(
  simCore: SimCore,
  exercise: Pick<Exercise, 'answer' | 'unit'>,
  rtl: RtlRunner,
): Promise<number> {
  const value = await computeAnswer(simCore, exercise.answer, rtl);
  const { answer, unit } = exercise;
  if (answer.from === 'trace' || !unit) return value;
  return convert(value, unitNamed(measureUnit[answer.measure]), unitNamed(unit));
}

/** The computed answer as the page shows it: a byte in hex, or a number with at most 3 decimals. */
export function formatAnswer(value: number, format: Exercise['format']): string {
  if (format === 'hex') return value.toString(16).padStart(2, '0');
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
}
