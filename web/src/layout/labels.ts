import { grouped } from '../numbers';
// Where a chart's text goes, free of the DOM: labels along one axis that never overlap, the
// register stages' names down the side of an occupancy chart (every stage when its row is a
// line of text high, else one label per round unit, r1, r2, …, with its stages bracketed),
// and the cycle ticks along the bottom. Sizes are CSS pixels; text widths come from a
// `measure` function (the canvas's measureText in the page, an estimate in the tests).

/** The line a label of `fontPx` takes, with room between lines. */
export const lineHeightOf = (fontPx: number) => Math.ceil(fontPx * 1.25);

/** The smallest chart text: 14 px, legible from the back of a room (issue #21). */
export const minFontPx = 14;

/** A label that may sit anywhere in [lo, hi] (its centre), ideally at `at`. */
export interface Candidate<T> {
  item: T;
  at: number;
  lo: number;
  hi: number;
  /** The label's own extent along the axis (its line height, or its text width). */
  size: number;
}

export interface Placed<T> {
  item: T;
  /** The label's centre. */
  centre: number;
  size: number;
}

/**
 * Labels along an axis, in order, none overlapping (at least `gap` apart) and all inside
 * `extent`: each as near its ideal place as the one before allows, left out when it cannot
 * fit in its own range.
 */
export function placeAlong<T>(
  candidates: readonly Candidate<T>[],
  extent: readonly [number, number],
  gap = 0,
): Placed<T>[] {
  const out: Placed<T>[] = [];
  let end = -Infinity;
  for (const c of candidates) {
    const half = c.size / 2;
    const lo = Math.max(c.lo, extent[0] + half, end + gap + half);
    const hi = Math.min(c.hi, extent[1] - half);
    if (lo > hi + 1e-9) continue;
    const centre = Math.min(hi, Math.max(lo, c.at));
    out.push({ item: c.item, centre, size: c.size });
    end = centre + half;
  }
  return out;
}

/** Stages that belong together: a round unit's registers (`r3.sbox1` … `r3.ark` → r3). */
export interface StageGroup {
  name: string;
  first: number;
  last: number;
}

/** Consecutive stages with the same prefix before the first dot; a name without one is its own group. */
export function stageGroups(names: readonly string[]): StageGroup[] {
  const groups: StageGroup[] = [];
  names.forEach((name, i) => {
    const dot = name.indexOf('.');
    const prefix = dot > 0 ? name.slice(0, dot) : null;
    const previous = groups[groups.length - 1];
    if (prefix !== null && previous && previous.name === prefix && previous.last === i - 1) previous.last = i;
    else groups.push({ name: prefix ?? name, first: i, last: i });
  });
  return groups;
}

export interface StageLabel {
  text: string;
  /** Its centre, from the top of the first row. */
  centre: number;
  /** The stages it names: one, or a round unit's. */
  first: number;
  last: number;
}

export interface StageLabels {
  /** 'stage': a label a row; 'group': a label a round unit (bracketed); 'sample': every few rows. */
  kind: 'stage' | 'group' | 'sample';
  labels: StageLabel[];
  /** Every group, labelled or not (for brackets and the lines between them). */
  groups: StageGroup[];
}

/**
 * The stage labels of an occupancy chart whose rows are `rowHeight` high: each stage's name
 * when a row is a line high, else the round units' names, else as many rows' names as fit.
 * None overlaps: each keeps `lineHeight` to itself, inside the rows.
 */
export function placeStageLabels(names: readonly string[], rowHeight: number, lineHeight: number): StageLabels {
  const height = names.length * rowHeight;
  const extent = [0, height] as const;
  const groups = stageGroups(names);
  const row = (i: number): Candidate<StageLabel> => ({
    item: { text: names[i], centre: 0, first: i, last: i },
    at: (i + 0.5) * rowHeight,
    lo: i * rowHeight,
    hi: (i + 1) * rowHeight,
    size: lineHeight,
  });
  const done = (kind: StageLabels['kind'], placed: Placed<StageLabel>[]): StageLabels => ({
    kind,
    labels: placed.map((p) => ({ ...p.item, centre: p.centre })),
    groups,
  });
  if (rowHeight >= lineHeight || names.length <= 1)
    return done(
      'stage',
      placeAlong(
        names.map((_, i) => row(i)),
        extent,
      ),
    );
  if (groups.length < names.length) {
    const placed = placeAlong(
      groups.map((g) => ({
        item: { text: g.name, centre: 0, first: g.first, last: g.last },
        at: ((g.first + g.last + 1) / 2) * rowHeight,
        lo: g.first * rowHeight,
        hi: (g.last + 1) * rowHeight,
        size: lineHeight,
      })),
      extent,
    );
    return done('group', placed);
  }
  // No groups to name: every n-th row, n rows being a line high, its label beside those rows.
  const every = Math.ceil(lineHeight / Math.max(rowHeight, 1e-9));
  const sample = (i: number): Candidate<StageLabel> => {
    const last = Math.min(i + every, names.length) - 1;
    return { ...row(i), item: { text: names[i], centre: 0, first: i, last }, hi: (last + 1) * rowHeight };
  };
  return done(
    'sample',
    placeAlong(
      names.flatMap((_, i) => (i % every === 0 ? [sample(i)] : [])),
      extent,
    ),
  );
}

export interface Tick {
  value: number;
  /** Its x, and where its text is centred (they differ only at the chart's edges). */
  x: number;
  textX: number;
  text: string;
}

/**
 * Ticks along an x axis whose labels never overlap: as many of the scale's round values as
 * fit, each label centred on its tick, nudged inside `extent` at the edges (never off its
 * tick by more than half its width), at least `gap` apart.
 */
export function placeTicks(
  scale: { (value: number): number; ticks(count: number): number[] },
  measure: (text: string) => number,
  extent: readonly [number, number],
  options: { gap?: number; format?: (value: number) => string; integer?: boolean } = {},
): Tick[] {
  const { gap = 12, format = (v: number) => grouped(v), integer = true } = options;
  const width = extent[1] - extent[0];
  for (let count = Math.max(2, Math.floor(width / 60)); count >= 1; count = Math.floor(count * 0.7)) {
    const values = scale.ticks(count).filter((v) => !integer || Number.isInteger(v));
    const candidates = values.map((value) => {
      const text = format(value);
      const size = measure(text);
      const x = scale(value);
      return { item: { value, x, text }, at: x, lo: x - size / 2, hi: x + size / 2, size };
    });
    const placed = placeAlong(candidates, extent, gap);
    // Enough: no tick inside the window lost for want of room.
    const inside = candidates.filter((c) => c.at >= extent[0] && c.at <= extent[1]).length;
    if (placed.length >= inside || count === 1) return placed.map((p) => ({ ...p.item, textX: p.centre }));
  }
  return [];
}
