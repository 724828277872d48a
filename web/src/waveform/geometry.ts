// The waveform's geometry, free of the DOM: VCD times as clock cycles, the x scale, what to
// draw of each signal in the visible window, and every signal's value at the cursor.
//
// Cycles as the harness dumps them (hdl/harness/cs_harness.cpp, hdl/ABI.md): two dumps a
// cycle, 5 ns apart, so one cycle is 10 ns. Cycle c of the trace starts at the first dump
// plus 10·c ns with the clock low and this cycle's inputs driven; the rising edge comes at
// the odd half, 5 ns later, and the registers' new values are dumped with it. What a
// cycle's rising edge samples (the handshakes, the output the harness takes) is therefore
// the value at the cycle's start: that is "the value at cycle c" throughout this file.
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import type { Change, Signal, TimeUnit, Vcd } from './vcd';
import { partitionPoint } from '../layout/partition-point';

/** One clock cycle of the harness, in nanoseconds (hdl/ABI.md: "10 ns a cycle"). */
export const harnessCycleNs = 10;

const femtoseconds: Record<TimeUnit, number> = { s: 1e15, ms: 1e12, us: 1e9, ns: 1e6, ps: 1e3, fs: 1 };

export interface CycleTiming {
  /** VCD time of cycle 0's start (the first dump). */
  start: number;
  /** VCD time steps per cycle. */
  period: number;
  /** Cycles the trace covers. */
  cycles: number;
}

/** How the dump's times map to cycles; throws when its time scale cannot express the harness's cycle. */
export function cycleTiming(vcd: Vcd, cycleNs = harnessCycleNs): CycleTiming {
  if (!vcd.timescale) throw new Error('the VCD has no $timescale, so its times cannot be read as clock cycles');
  const step = vcd.timescale.magnitude * femtoseconds[vcd.timescale.unit];
  const period = (cycleNs * femtoseconds.ns) / step;
  // Two dumps a cycle: the period must be a whole, even number of time steps.
  if (!Number.isInteger(period) || period % 2 !== 0) {
    throw new Error(
      `a ${cycleNs} ns cycle is not an even number of ${vcd.timescale.magnitude} ${vcd.timescale.unit} time steps`,
    );
  }
  return { start: vcd.startTime, period, cycles: Math.floor((vcd.endTime - vcd.startTime) / period) + 1 };
}

/** A VCD time as a (fractional) cycle position: cycle c spans [c, c + 1), its rising edge at c + ½. */
export function timeToCycle(time: number, timing: CycleTiming): number {
  return (time - timing.start) / timing.period;
}

/** The VCD time whose values are "the value at cycle c" (the cycle's start). */
export function sampleTime(cycle: number, timing: CycleTiming): number {
  return timing.start + cycle * timing.period;
}

/** Cycles [0, cycles] across `width` pixels, before zoom (d3-zoom's rescaleX zooms it). */
export function cycleScale(cycles: number, width: number): ScaleLinear<number, number> {
  return scaleLinear()
    .domain([0, Math.max(1, cycles)])
    .range([0, width]);
}

/** Index of the last change at or before `time`, −1 when the first comes later. */
export function changeIndexAt(changes: readonly Change[], time: number): number {
  return partitionPoint(changes, (change) => change.time <= time) - 1;
}

/** A signal's bits at a VCD time; x in every bit before its first change (IEEE 1364-2005 §18.2.1: unknown until dumped). */
export function valueAtTime(signal: Signal, time: number): string {
  const i = changeIndexAt(signal.changes, time);
  return i < 0 ? 'x'.repeat(signal.width) : signal.changes[i].value;
}

/** A signal's bits at cycle c: what the cycle's rising edge samples. */
export function valueAtCycle(signal: Signal, cycle: number, timing: CycleTiming): string {
  return valueAtTime(signal, sampleTime(cycle, timing));
}

/** The bits of every signal at cycle c, by full name: what the cursor shows. */
export function valuesAtCycle(signals: readonly Signal[], cycle: number, timing: CycleTiming): Map<string, string> {
  return new Map(signals.map((s) => [s.name, valueAtCycle(s, cycle, timing)]));
}

/**
 * A stretch of a signal to draw, in cycles. `value` is null where the signal changes too
 * often to draw each change (several times in `minWidth` cycles, i.e. a pixel or so).
 */
export interface Segment {
  from: number;
  to: number;
  value: string | null;
}

/**
 * What to draw of `signal` between cycles `from` and `to`: its values as segments clipped to
 * the window, runs of changes closer together than `minWidth` cycles merged into one busy
 * segment. Costs one binary search per busy segment, so a long window stays cheap.
 */
export function segmentsInWindow(
  signal: Signal,
  timing: CycleTiming,
  from: number,
  to: number,
  minWidth = 0,
): Segment[] {
  const changes = signal.changes;
  const end = Math.min(to, timing.cycles);
  const out: Segment[] = [];
  let pos = Math.max(0, from);
  let i = changeIndexAt(changes, timing.start + pos * timing.period);
  while (pos < end) {
    const startsAt = i >= 0 ? timeToCycle(changes[i].time, timing) : 0;
    const endsAt = i + 1 < changes.length ? timeToCycle(changes[i + 1].time, timing) : timing.cycles;
    if (endsAt - startsAt >= minWidth) {
      out.push({ from: pos, to: Math.min(endsAt, end), value: i >= 0 ? changes[i].value : 'x'.repeat(signal.width) });
      pos = Math.min(endsAt, end);
      i++;
    } else {
      const busyEnd = Math.min(end, pos + minWidth);
      const previous = out[out.length - 1];
      if (previous && previous.value === null && previous.to === pos) previous.to = busyEnd;
      else out.push({ from: pos, to: busyEnd, value: null });
      pos = busyEnd;
      i = changeIndexAt(changes, timing.start + pos * timing.period);
    }
  }
  return out;
}

/**
 * The nearest cycle after (`direction` 1) or before (−1) `cycle` at which the signal's value
 * differs from the cycle before, or null when there is none in the trace: "next/previous
 * change" for the cursor.
 */
export function nextChangeCycle(signal: Signal, timing: CycleTiming, cycle: number, direction: 1 | -1): number | null {
  const changes = signal.changes;
  const differs = (k: number) => valueAtCycle(signal, k, timing) !== valueAtCycle(signal, k - 1, timing);
  // The first cycle whose sample sees the change at index j.
  const cycleOf = (j: number) => Math.ceil(timeToCycle(changes[j].time, timing));
  if (direction === 1) {
    for (let j = changeIndexAt(changes, sampleTime(cycle, timing)) + 1; j < changes.length; j++) {
      const k = cycleOf(j);
      if (k >= timing.cycles) return null;
      if (k > cycle && differs(k)) return k;
    }
  } else {
    for (let j = changeIndexAt(changes, sampleTime(cycle - 1, timing)); j >= 0; j--) {
      const k = cycleOf(j);
      if (k >= 1 && k < cycle && differs(k)) return k;
    }
  }
  return null;
}

/**
 * The viewer's header and row heights for text of `fontPx` (at least 14 px): a row fits a
 * hex value with room above and below its trace; names and values beside the canvas (DOM)
 * take the same rows.
 */
export function waveRows(fontPx: number): { headerHeight: number; rowHeight: number } {
  const line = Math.ceil(fontPx * 1.25);
  return { headerHeight: line + 12, rowHeight: line + 10 };
}
