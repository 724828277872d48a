// Geometry of the occupancy chart, free of the DOM: for a window of cycles drawn into a
// number of pixel columns, how busy each stage is in each column, and which block a column
// shows when a column is one cycle or more. Works on a million cycles: each column
// summarises the cycles it covers.
import { decodeProbe } from '@harness/wasm-model.mjs';
import { tagBlock, tagStream } from '../tag';

export interface Column {
  /** First cycle the column covers. */
  cycle: number;
  /** Fraction of its cycles each stage held a block. */
  busy: Float32Array;
  /** The probe word of each stage in the column's first cycle (0 when empty). */
  first: Uint32Array;
}

/** Summarise cycles [from, to) of `words` (stages per cycle) into `columns` columns. */
export function occupancyColumns(
  words: Uint32Array,
  stages: number,
  from: number,
  to: number,
  columns: number,
): Column[] {
  const cycles = Math.floor(words.length / stages);
  const start = Math.max(0, Math.floor(from));
  const end = Math.min(cycles, Math.ceil(to));
  const out: Column[] = [];
  if (end <= start || columns < 1) return out;
  const per = Math.max(1, (end - start) / columns);
  for (let c = 0; c < columns; c++) {
    const a = start + Math.floor(c * per);
    const b = Math.min(end, start + Math.floor((c + 1) * per));
    if (a >= end) break;
    const busy = new Float32Array(stages);
    const first = new Uint32Array(stages);
    for (let s = 0; s < stages; s++) first[s] = words[a * stages + s];
    const n = Math.max(1, b - a);
    for (let cycle = a; cycle < Math.max(b, a + 1); cycle++) {
      for (let s = 0; s < stages; s++) if (words[cycle * stages + s] !== 0) busy[s] += 1 / n;
    }
    out.push({ cycle: a, busy, first });
  }
  return out;
}

/** Per-stage utilization over the whole trace (fraction of cycles holding a block). */
export function stageUtilization(words: Uint32Array, stages: number): number[] {
  const cycles = Math.floor(words.length / stages);
  const busy = new Array(stages).fill(0);
  for (let i = 0; i < cycles * stages; i++) if (words[i] !== 0) busy[i % stages]++;
  return busy.map((b) => (cycles ? b / cycles : 0));
}

/** What one cell holds, for the hover text. */
export function describeCell(word: number, stageName: string, cycle: number): string {
  const p = decodeProbe(word);
  if (!p.valid) return `cycle ${cycle}, ${stageName}: empty`;
  const stream = tagStream(p.tag);
  return `cycle ${cycle}, ${stageName}: block ${tagBlock(p.tag) + 1}${stream ? `, stream ${stream}` : ''}, round ${p.round}`;
}
