// Geometry of the round timeline, free of React and the DOM: which round each block is in
// on each cycle, from the occupancy probe words.
import { decodeProbe } from '@harness/wasm-model.mjs';

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
