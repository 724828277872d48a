// Geometry of the round timeline, free of React and the DOM: which round each block is in
// on each cycle, from the occupancy probe words.
import { decodeProbe } from '@harness/wasm-model.mjs';
import { placeAlong, type Candidate } from './labels';

export interface TimelineCell {
  cycle: number;
  /** Row of the block: blocks are listed in the order they entered the core. */
  row: number;
  tag: number;
  round: number;
  stage: number;
}

export interface Timeline {
  cells: TimelineCell[];
  cycles: number;
  /** Tags in row order. */
  tags: number[];
}

/** Cells for every cycle and stage that holds a block. */
export function buildTimeline(words: Uint32Array, stages: number): Timeline {
  const rows = new Map<number, number>();
  const cells: TimelineCell[] = [];
  const cycles = Math.floor(words.length / stages);
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let stage = 0; stage < stages; stage++) {
      const probe = decodeProbe(words[cycle * stages + stage]);
      if (!probe.valid) continue;
      if (!rows.has(probe.tag)) rows.set(probe.tag, rows.size);
      cells.push({ cycle, row: rows.get(probe.tag)!, tag: probe.tag, round: probe.round, stage });
    }
  }
  return { cells, cycles, tags: [...rows.keys()] };
}

/** Cycles from a block entering (round 0) to its last cycle in the core, per tag. */
export function latencies(timeline: Timeline): Map<number, number> {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  for (const cell of timeline.cells) {
    if (!first.has(cell.tag)) first.set(cell.tag, cell.cycle);
    last.set(cell.tag, cell.cycle);
  }
  return new Map([...first].map(([tag, start]) => [tag, last.get(tag)! - start + 1]));
}

/** A stretch of consecutive cycles one block spends in one round: labelled once. */
export interface RoundRun {
  row: number;
  round: number;
  /** Cycles [from, to). */
  from: number;
  to: number;
}

/** Each block's rounds as runs of consecutive cycles (a deep pipeline keeps a round for several). */
export function roundRuns(timeline: Timeline): RoundRun[] {
  const open = new Map<number, RoundRun>();
  const runs: RoundRun[] = [];
  for (const cell of timeline.cells) {
    const run = open.get(cell.row);
    if (run && run.round === cell.round && run.to === cell.cycle) run.to = cell.cycle + 1;
    else {
      const next = { row: cell.row, round: cell.round, from: cell.cycle, to: cell.cycle + 1 };
      open.set(cell.row, next);
      runs.push(next);
    }
  }
  return runs;
}

export interface TimelineLayout {
  width: number;
  height: number;
  /** Left edge of cycle 0, top of the first row. */
  left: number;
  top: number;
  cellWidth: number;
  rowHeight: number;
  /** The cycles the axis spans (at least 12, so a short run does not stretch). */
  span: number;
  /** Runs wide enough for their round number, with where it goes. */
  labels: (RoundRun & { x: number })[];
}

/**
 * The timeline for a container `width` wide with text of `fontPx`: rows a line of text high
 * and a little; cells share the width, no wider than a two-digit label needs and no
 * narrower than the widest round number over the cycles a round typically spans (Triple
 * DES's 48: every round numbered; the chart then scrolls sideways); each round's number once
 * per run of cycles, where it fits.
 */
export function timelineLayout(
  timeline: Timeline,
  width: number,
  fontPx: number,
  measure: (text: string) => number,
): TimelineLayout {
  const line = Math.ceil(fontPx * 1.25);
  const left = Math.ceil(measure(`block ${Math.max(1, timeline.tags.length)}`) + 12);
  const right = Math.ceil(measure('00') / 2 + 8);
  const top = 8;
  const span = Math.max(timeline.cycles, 12);
  const runs = roundRuns(timeline);
  const number = Math.max(measure('0'), ...runs.map((r) => measure(String(r.round))));
  const widest = Math.ceil(Math.max(measure('10'), number) + 10);
  // Wide enough that the widest round number fits the cycles a round typically spans (the
  // median run; else the chart scrolls): a cell when a round is one cycle, thinner where a
  // deep pipeline keeps a round for several (6 px at the least). RC6 SP-k-2 keeps each of its
  // 20 rounds three cycles and SP-k-1 two: at 6 px a two-digit number did not fit, and every
  // other one went unnumbered.
  const lengths = runs.map((r) => r.to - r.from).sort((a, b) => a - b);
  const typical = lengths.length > 0 ? lengths[Math.floor(lengths.length / 2)] : 1;
  const narrowest = Math.max(6, Math.ceil((number + 4) / typical));
  const cellWidth = Math.max(narrowest, Math.min(widest, (width - left - right) / span));
  const rowHeight = line + 8;
  const rows = Math.max(timeline.tags.length, 1);
  // A run's number centred on its cells, never touching the number before it in the row: a
  // one-cycle round among a deep pipeline's longer ones (round 0 in SP-10-3's first stage)
  // spills a little onto its neighbours' cells rather than go unnumbered.
  const byRow = new Map<number, Candidate<RoundRun>[]>();
  for (const run of runs) {
    const size = measure(String(run.round));
    const x = left + ((run.from + run.to) / 2) * cellWidth - 1;
    const row = byRow.get(run.row) ?? [];
    row.push({ item: run, at: x, lo: x, hi: x, size });
    byRow.set(run.row, row);
  }
  const labels = [...byRow.values()].flatMap((row) =>
    placeAlong(row, [-Infinity, Infinity], 3).map((p) => ({ ...p.item, x: p.centre })),
  );
  return {
    width: Math.ceil(left + span * cellWidth + right),
    height: top + rows * rowHeight + 2 * line + 12,
    left,
    top,
    cellWidth,
    rowHeight,
    span,
    labels,
  };
}
