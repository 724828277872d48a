// The zoom of a chart's x axis, free of the DOM: the window of the axis's domain a chart shows
// (e.g. cycles 1,200–1,450 of a run), d3-zoom's transform for a window and back, and the
// moves the keyboard makes (zoom about a point, pan by a fraction, centre on a value), all
// kept inside the domain and no narrower than the narrowest window allowed. hooks/useZoom
// puts this behind d3-zoom's wheel and drag for every chart that zooms.

/** [from, to] in the axis's units (cycles). */
export type Window = readonly [number, number];

/** d3-zoom's transform along x: screen = k · base(value) + x. */
export interface ZoomTransformLike {
  k: number;
  x: number;
}

const span = (w: Window) => w[1] - w[0];

/** `window` moved and narrowed or widened to fit `domain`, and at least `minSpan` wide. */
export function clampWindow(domain: Window, window: Window, minSpan: number): Window {
  const full = Math.max(0, span(domain));
  const width = Math.min(full, Math.max(Math.min(minSpan, full), span(window)));
  const from = Math.min(Math.max(domain[0], window[0]), domain[1] - width);
  return [from, from + width];
}

/** The transform that shows `window` of `domain` across the pixels `range`. */
export function windowTransform(domain: Window, range: Window, window: Window): ZoomTransformLike {
  const base = (v: number) => range[0] + ((v - domain[0]) / span(domain)) * span(range);
  const k = span(domain) / span(window);
  return { k, x: range[0] - k * base(window[0]) };
}

/** The window a transform shows: the values at the range's two ends. */
export function transformWindow(domain: Window, range: Window, t: ZoomTransformLike): Window {
  const value = (px: number) => domain[0] + ((px - t.x) / t.k - range[0]) * (span(domain) / span(range));
  return [value(range[0]), value(range[1])];
}

/** Zoom by `factor` (2: twice as close) about the value `at`, which stays where it is. */
export function zoomWindow(domain: Window, window: Window, factor: number, at: number, minSpan: number): Window {
  const width = span(window) / factor;
  const share = span(window) > 0 ? (at - window[0]) / span(window) : 0.5;
  const from = at - share * width;
  return clampWindow(domain, [from, from + width], minSpan);
}

/** Move by `fraction` of the window's width (negative: back). */
export function panWindow(domain: Window, window: Window, fraction: number, minSpan: number): Window {
  const by = fraction * span(window);
  return clampWindow(domain, [window[0] + by, window[1] + by], minSpan);
}

/** The same width, moved so `value` is in the middle (as near as the domain allows). */
export function centreWindow(domain: Window, window: Window, value: number, minSpan: number): Window {
  const half = span(window) / 2;
  return clampWindow(domain, [value - half, value + half], minSpan);
}

/** The start (edge 0) or end (edge 1) of the domain at the window's width. */
export function edgeWindow(domain: Window, window: Window, edge: 0 | 1, minSpan: number): Window {
  const width = span(window);
  return clampWindow(domain, edge === 0 ? [domain[0], domain[0] + width] : [domain[1] - width, domain[1]], minSpan);
}

/** Whether two windows are the same to a millionth of a unit (a zoom event that moved nothing). */
export const sameWindow = (a: Window, b: Window) => Math.abs(a[0] - b[0]) < 1e-6 && Math.abs(a[1] - b[1]) < 1e-6;

/** What a key does to a chart's window: + and − zoom, ← and → pan a quarter, Home and End. */
export type ZoomKey =
  { kind: 'zoom'; factor: number } | { kind: 'pan'; fraction: number } | { kind: 'edge'; edge: 0 | 1 } | null;

export function zoomKey(
  key: string,
  modifiers: { shift?: boolean; ctrl?: boolean; alt?: boolean; meta?: boolean },
): ZoomKey {
  if (modifiers.ctrl || modifiers.alt || modifiers.meta) return null;
  if (key === '+' || key === '=') return { kind: 'zoom', factor: 2 };
  if (key === '-' || key === '_') return { kind: 'zoom', factor: 0.5 };
  if (modifiers.shift) return null;
  if (key === 'ArrowLeft') return { kind: 'pan', fraction: -0.25 };
  if (key === 'ArrowRight') return { kind: 'pan', fraction: 0.25 };
  if (key === 'Home') return { kind: 'edge', edge: 0 };
  if (key === 'End') return { kind: 'edge', edge: 1 };
  return null;
}
