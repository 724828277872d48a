// The occupancy chart's data and geometry, free of the DOM. A run's probe words (stages per
// cycle) may be its last cycles only: the probe ring keeps about a million cycles (52 k
// for SP-10-3 composite's 81 stages: sim/run.ts), so a longer run hands over cycles `from` … `from +
// held − 1` of its `cycles`, and every cycle number here is the run's own. For a window
// of cycles drawn into pixel columns: one cycle a column when they fit (each cell coloured
// by its block), else each column the share of its cycles each stage held a block, from
// a busy-count index, so a million cycles redraw in milliseconds at any zoom.
import { decodeProbe } from '@harness/wasm-model.mjs';
import { tagBlock, tagStream } from '../tag';
import { lineHeightOf, placeStageLabels, type StageLabels } from './labels';
import { partitionPoint } from './partition-point';
import { describeDigit, serialDigit, type SerialRounds } from './serial-rounds';
import { grouped } from '../numbers';

const valid = 0x80000000;

/** A run's probe words with where they sit in the run, and the index that sums them fast. */
export interface ProbeTrace {
  words: Uint32Array;
  stages: number;
  /** The run's cycle of the first word. */
  from: number;
  /** Cycles the words hold. */
  held: number;
  /** The run's cycles (at least from + held). */
  cycles: number;
  /** Cycles a chunk of the index. */
  chunk: number;
  /** Busy cycles of each stage before each chunk boundary: [chunk · stages + stage]. */
  prefix: Uint32Array;
  /** Each stage's share of the held cycles it held a block. */
  utilization: number[];
}

/** Index `words` (stages per cycle, the first at run cycle `from`, of a `cycles`-cycle run). */
export function indexTrace(words: Uint32Array, stages: number, from = 0, cycles?: number, chunk = 8): ProbeTrace {
  const n = Math.max(1, stages);
  const held = Math.floor(words.length / n);
  const chunks = Math.floor(held / chunk);
  const prefix = new Uint32Array((chunks + 1) * n);
  const running = new Uint32Array(n);
  for (let k = 0; k < chunks; k++) {
    const a = k * chunk * n;
    for (let i = a, end = a + chunk * n, s = 0; i < end; i++) {
      if (words[i] & valid) running[s]++;
      if (++s === n) s = 0;
    }
    prefix.set(running, (k + 1) * n);
  }
  for (let i = chunks * chunk * n, end = held * n, s = 0; i < end; i++) {
    if (words[i] & valid) running[s]++;
    if (++s === n) s = 0;
  }
  return {
    words,
    stages: n,
    from,
    held,
    cycles: Math.max(cycles ?? 0, from + held),
    chunk,
    prefix,
    utilization: Array.from(running, (b) => (held ? b / held : 0)),
  };
}

/** Add the busy cycles of every stage over held cycles [a, b) to `into`, scanning the words. */
function scanBusy(words: Uint32Array, stages: number, a: number, b: number, into: Float64Array) {
  for (let i = a * stages, end = b * stages, s = 0; i < end; i++) {
    if (words[i] & valid) into[s]++;
    if (++s === stages) s = 0;
  }
}

/** Busy cycles of every stage over held cycles [a, b) (indices into the words), added into `into`. */
function addBusy(t: ProbeTrace, a: number, b: number, into: Float64Array) {
  const { words, stages, chunk, prefix } = t;
  const ca = Math.ceil(a / chunk);
  const cb = Math.floor(b / chunk);
  if (ca >= cb) return scanBusy(words, stages, a, b, into);
  scanBusy(words, stages, a, ca * chunk, into);
  const hi = cb * stages;
  const lo = ca * stages;
  for (let s = 0; s < stages; s++) into[s] += prefix[hi + s] - prefix[lo + s];
  scanBusy(words, stages, cb * chunk, b, into);
}

/** Each stage's share of run cycles [a, b) it held a block (the held ones among them). */
export function busyShare(t: ProbeTrace, a: number, b: number): Float64Array {
  const lo = Math.max(0, Math.floor(a) - t.from);
  const hi = Math.min(t.held, Math.ceil(b) - t.from);
  const busy = new Float64Array(t.stages);
  if (hi <= lo) return busy;
  addBusy(t, lo, hi, busy);
  for (let s = 0; s < t.stages; s++) busy[s] /= hi - lo;
  return busy;
}

/** One pixel column of the chart. */
export interface Column {
  /** Run cycles [from, to) it covers. */
  from: number;
  to: number;
  /** Its left and right edges, in the chart's pixels. */
  x0: number;
  x1: number;
  /** Each stage's share of the column's cycles it held a block. */
  busy: Float64Array;
  /** A column of one cycle: that cycle's words (one per stage); null for a column of many. */
  words: Uint32Array | null;
  /** A bit-serial core's column of one cycle: the digit of its round each stage holds (serial-rounds.ts); else null. */
  digits: (number | null)[] | null;
}

export interface ColumnWindow {
  /** The window of run cycles shown, and the pixels it spans. */
  view: readonly [number, number];
  range: readonly [number, number];
  /** Device pixels a CSS pixel: a column is at least one device pixel. */
  dpr: number;
  /** A bit-serial core's rounds: each cycle's column carries the digit of its round (serialRoundsOf). */
  serial?: SerialRounds | null;
}

/** The pixel columns of `window`: a cycle each when a cycle is a device pixel wide or more, else buckets of cycles. */
export function occupancyColumns(t: ProbeTrace, { view, range, dpr, serial }: ColumnWindow): Column[] {
  const pxPerCycle = (range[1] - range[0]) / (view[1] - view[0]);
  const px = (c: number) => range[0] + (c - view[0]) * pxPerCycle;
  const a = Math.max(t.from, Math.floor(view[0]));
  const b = Math.min(t.from + t.held, Math.ceil(view[1]));
  const out: Column[] = [];
  if (b <= a || !(pxPerCycle > 0)) return out;
  if (pxPerCycle * dpr >= 1) {
    for (let c = a; c < b; c++) {
      const i = c - t.from;
      const words = t.words.subarray(i * t.stages, (i + 1) * t.stages);
      const busy = Float64Array.from(words, (w) => (w & valid ? 1 : 0));
      const digits = serial ? Array.from(words, (_, stage) => serialDigit(t, stage, i, serial)) : null;
      out.push({ from: c, to: c + 1, x0: px(c), x1: px(c + 1), busy, words, digits });
    }
    return out;
  }
  // Buckets: one a device pixel, of whole cycles, every cycle in exactly one.
  const left = Math.max(range[0], px(a));
  const right = Math.min(range[1], px(b));
  const count = Math.max(1, Math.min(b - a, Math.ceil((right - left) * dpr)));
  for (let i = 0; i < count; i++) {
    const c0 = a + Math.floor(((b - a) * i) / count);
    const c1 = a + Math.floor(((b - a) * (i + 1)) / count);
    if (c1 <= c0) continue;
    out.push({
      from: c0,
      to: c1,
      x0: left + ((right - left) * i) / count,
      x1: left + ((right - left) * (i + 1)) / count,
      busy: busyShare(t, c0, c1),
      words: null,
      digits: null,
    });
  }
  return out;
}

/** How one cell is painted. */
export type CellPaint =
  /** An empty stage for the whole cell: a bubble. */
  | { kind: 'bubble' }
  /**
   * One cycle holding a block: its colour from the palette by block or stream number; in a
   * bit-serial core the digit of its round (0 first) and the round's digits, n/w.
   */
  | { kind: 'block'; key: number; digit?: { of: number; at: number } }
  /** Many cycles: the accent colour over the bubble colour at `intensity` = the busy share. */
  | { kind: 'share'; intensity: number };

export function cellPaint(
  column: Column,
  stage: number,
  colourBy: 'block' | 'stream',
  serial?: SerialRounds | null,
): CellPaint {
  const busy = column.busy[stage];
  if (busy === 0) return { kind: 'bubble' };
  if (column.words) {
    const p = decodeProbe(column.words[stage]);
    if (p.valid) {
      const key = colourBy === 'stream' ? tagStream(p.tag) : tagBlock(p.tag);
      const at = column.digits?.[stage];
      return at === undefined || at === null || !serial
        ? { kind: 'block', key }
        : { kind: 'block', key, digit: { of: serial.cyclesPerRound, at } };
    }
  }
  return { kind: 'share', intensity: busy };
}

/** A percentage as the chart prints it: whole above 10 %, one decimal below, never "0" for a non-zero share. */
export function percent(share: number): string {
  const p = share * 100;
  if (p === 0 || p >= 10) return `${Math.round(p)} %`;
  return `${Math.max(0.1, Math.round(p * 10) / 10)} %`;
}

/** What one cell of one cycle holds, for the hover text; in a bit-serial core, which bits of its round (`digit`). */
export function describeCell(
  word: number,
  stageName: string,
  cycle: number,
  serial?: { rounds: SerialRounds; digit: number | null } | null,
): string {
  const p = decodeProbe(word);
  if (!p.valid) return `cycle ${grouped(cycle)}, ${stageName}: empty`;
  const stream = tagStream(p.tag);
  const bits = serial ? describeDigit(serial.digit, serial.rounds) : '';
  return `cycle ${grouped(cycle)}, ${stageName}: block ${grouped(tagBlock(p.tag) + 1)}${stream ? `, stream ${stream}` : ''}, round ${p.round}${bits}`;
}

/** A column of many cycles, for the hover text: "r3.sbox busy 1.2 % of cycles 1,000–1,999". */
export function describeBucket(share: number, stageName: string, from: number, to: number): string {
  return `${stageName} busy ${percent(share)} of cycles ${grouped(from)}–${grouped(to - 1)}`;
}

/** The column under pixel `px` (columns in order, as occupancyColumns gives them), or null. */
export function columnAt(columns: readonly Column[], px: number): Column | null {
  const c = columns[partitionPoint(columns, (column) => column.x1 <= px)];
  return c && px >= c.x0 ? c : null;
}

/** What the hover says over pixel `px` of stage `stage`: the cell's block, or the bucket's busy share. */
export function describeAt(
  columns: readonly Column[],
  px: number,
  stage: number,
  names: readonly string[],
  serial?: SerialRounds | null,
): string | null {
  const column = columnAt(columns, px);
  if (!column) return null;
  const name = names[stage] ?? `stage ${stage}`;
  if (column.words) {
    const digit = column.digits?.[stage] ?? null;
    return describeCell(column.words[stage], name, column.from, serial ? { rounds: serial, digit } : null);
  }
  return describeBucket(column.busy[stage], name, column.from, column.to);
}

/** Which cycles the chart holds, in words: every one, or the last of a longer run. */
export function heldNote(t: Pick<ProbeTrace, 'from' | 'held' | 'cycles'>): string {
  if (t.from === 0 && t.held >= t.cycles) return `All ${grouped(t.cycles)} cycles of the run.`;
  const last = t.from + t.held - 1;
  return (
    `The last ${grouped(t.held)} of the run's ${grouped(t.cycles)} cycles (cycles ${grouped(t.from)}–${grouped(last)}): ` +
    `the probe ring keeps no more, so cycles 0–${grouped(t.from - 1)} are not drawn.`
  );
}

/** The chart's layout in CSS pixels. */
export interface OccupancyFrame {
  width: number;
  height: number;
  fontPx: number;
  lineHeight: number;
  /** The stage names' column, the plot, the utilization column. */
  labelWidth: number;
  plotLeft: number;
  plotWidth: number;
  utilLeft: number;
  rowHeight: number;
  plotHeight: number;
  /** The cycle axis's labels, under the plot. */
  axisTop: number;
  labels: StageLabels;
}

/**
 * Lay out the chart for a container `width` wide with text of `fontPx`: rows as high as a
 * line of text plus a little when they fit in about twenty lines, thinner for deep
 * pipelines (then labelled by round unit); the name column as wide as its widest label,
 * at most a third of the width.
 */
export function occupancyFrame(
  width: number,
  names: readonly string[],
  fontPx: number,
  measure: (text: string) => number,
): OccupancyFrame {
  const stages = Math.max(1, names.length);
  const lineHeight = lineHeightOf(fontPx);
  const budget = Math.max(240, 20 * lineHeight);
  const rowHeight = Math.max(2, Math.min(lineHeight + 8, Math.floor(budget / stages)));
  const labels = placeStageLabels(names.length ? names : ['stage 0'], rowHeight, lineHeight);
  const widest = Math.max(measure('cycle'), ...labels.labels.map((l) => measure(l.text)));
  const bracket = labels.kind === 'group' ? 8 : 0;
  const labelWidth = Math.ceil(Math.min(width / 3, widest + 12 + bracket));
  const utilWidth = Math.ceil(measure('100 %') + 12);
  const plotWidth = Math.max(40, width - labelWidth - utilWidth);
  const plotHeight = rowHeight * stages;
  return {
    width,
    height: plotHeight + lineHeight + 8,
    fontPx,
    lineHeight,
    labelWidth,
    plotLeft: labelWidth,
    plotWidth,
    utilLeft: labelWidth + plotWidth,
    rowHeight,
    plotHeight,
    axisTop: plotHeight + 4,
    labels,
  };
}

/** Each labelled row's or group's utilization (a group's is its stages' mean). */
export function labelUtilization(labels: StageLabels, utilization: readonly number[]): number[] {
  return labels.labels.map((l) => {
    let sum = 0;
    for (let s = l.first; s <= l.last; s++) sum += utilization[s] ?? 0;
    return sum / (l.last - l.first + 1);
  });
}

/** The run's first cycle at which any stage holds a block, or null if none does. */
export function firstBusyCycle(t: Pick<ProbeTrace, 'words' | 'stages' | 'from' | 'held'>): number | null {
  const end = t.held * t.stages;
  for (let i = 0; i < end; i++) if (t.words[i] & valid) return t.from + Math.floor(i / t.stages);
  return null;
}
