// The one zoom of the lab's charts (visx's "hooks own the math"): a window of the x axis's
// domain (cycles) that the wheel zooms about the pointer and a drag pans, through d3-zoom on
// the element the returned ref is given, and that the keyboard and buttons move through the
// same state (+/− zoom, ←/→ pan, Home/End). The occupancy chart and the waveform viewer
// both use it; the window's arithmetic is layout/zoom.ts, tested without a DOM.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { scaleLinear, type ScaleLinear } from 'd3-scale';
import {
  centreWindow,
  clampWindow,
  edgeWindow,
  panWindow,
  sameWindow,
  transformWindow,
  windowTransform,
  zoomKey,
  zoomWindow,
  type Window,
} from '../layout/zoom';

export interface ZoomOptions {
  /** The whole axis, [from, to] (cycles). A new domain opens the chart afresh. */
  domain: Window;
  /** The pixels the domain spans, [left, right], in the zoomed element's coordinates. */
  range: Window;
  /** The element's height in pixels (where a drag may start). */
  height: number;
  /** The narrowest window the zoom reaches (default 8: a teacher can show single cycles). */
  minSpan?: number;
  /** The window shown first (default: the whole domain). */
  opening?: Window;
}

export interface Zoom<E extends Element> {
  /** Give this to the element the wheel and drag act on. */
  ref: (node: E | null) => void;
  /** The window shown. */
  view: Window;
  /** Axis value → pixel, for the window shown. */
  x: ScaleLinear<number, number>;
  /** Zoom by `factor` (2: twice as close) about the value `at` (default: the window's middle). */
  zoomBy(factor: number, at?: number): void;
  /** Pan by a fraction of the window's width (negative: back). */
  panBy(fraction: number): void;
  /** The domain's start (0) or end (1), keeping the width. */
  panTo(edge: 0 | 1): void;
  /** Show [from, to] (clamped to the domain and the narrowest window). */
  show(window: Window): void;
  /** Keep the width, put `value` in the middle. */
  centreOn(value: number): void;
  /** Handle +, −, ←, →, Home and End (not with Shift for the arrows); true when it did. */
  onKey(event: { key: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }): boolean;
}

export function useZoom<E extends Element>({ domain, range, height, minSpan = 8, opening }: ZoomOptions): Zoom<E> {
  const [node, setNode] = useState<E | null>(null);
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const fresh = clampWindow(domain, opening ?? domain, minSpan);
  const [view, setView] = useState<Window>(fresh);
  // A new domain (a new run): open on it (adjusted during render, as React advises).
  const [seen, setSeen] = useState(`${d0} ${d1}`);
  let shown = view;
  if (seen !== `${d0} ${d1}`) {
    setSeen(`${d0} ${d1}`);
    setView(fresh);
    shown = fresh;
  }
  const update = useCallback((next: Window) => setView((v) => (sameWindow(v, next) ? v : next)), []);

  // d3-zoom keeps its transform on the element: bring it to the window shown, without an event.
  const viewRef = useRef(shown);
  const sync = useCallback(
    (target: E, w: Window) => {
      const t = windowTransform([d0, d1], [r0, r1], w);
      select(target).property('__zoom', zoomIdentity.translate(t.x, 0).scale(t.k));
    },
    [d0, d1, r0, r1],
  );

  // d3-zoom's wheel and drag: each gesture's transform read back as a window.
  useEffect(() => {
    if (!node || !(r1 > r0) || !(d1 > d0)) return;
    const extent: [[number, number], [number, number]] = [
      [r0, 0],
      [r1, Math.max(1, height)],
    ];
    const behaviour = zoom<E, unknown>()
      .scaleExtent([1, Math.max(1, (d1 - d0) / minSpan)])
      .extent(extent)
      .translateExtent(extent)
      .on('zoom', (event: { transform: ZoomTransform }) =>
        update(transformWindow([d0, d1], [r0, r1], event.transform)),
      );
    const selection = select(node);
    selection.call(behaviour);
    // Binding resets the element's transform to the identity: put the window back.
    sync(node, viewRef.current);
    return () => {
      selection.on('.zoom', null);
    };
  }, [node, d0, d1, r0, r1, height, minSpan, update, sync]);

  useEffect(() => {
    viewRef.current = shown;
    if (node && r1 > r0 && d1 > d0) sync(node, shown);
  }, [node, shown, d0, d1, r0, r1, sync]);

  const x = useMemo(() => scaleLinear().domain(shown).range([r0, r1]), [shown, r0, r1]);
  const within = useCallback((w: Window) => clampWindow([d0, d1], w, minSpan), [d0, d1, minSpan]);
  const zoomBy = useCallback(
    (factor: number, at?: number) => setView((v) => zoomWindow([d0, d1], v, factor, at ?? (v[0] + v[1]) / 2, minSpan)),
    [d0, d1, minSpan],
  );
  const panBy = useCallback(
    (fraction: number) => setView((v) => panWindow([d0, d1], v, fraction, minSpan)),
    [d0, d1, minSpan],
  );
  const panTo = useCallback((edge: 0 | 1) => setView((v) => edgeWindow([d0, d1], v, edge, minSpan)), [d0, d1, minSpan]);
  const show = useCallback((w: Window) => update(within(w)), [update, within]);
  const centreOn = useCallback(
    (value: number) => setView((v) => centreWindow([d0, d1], v, value, minSpan)),
    [d0, d1, minSpan],
  );
  const onKey = useCallback(
    (event: { key: string; shiftKey: boolean; ctrlKey: boolean; altKey: boolean; metaKey: boolean }) => {
      const action = zoomKey(event.key, {
        shift: event.shiftKey,
        ctrl: event.ctrlKey,
        alt: event.altKey,
        meta: event.metaKey,
      });
      if (!action) return false;
      if (action.kind === 'zoom') zoomBy(action.factor);
      else if (action.kind === 'pan') panBy(action.fraction);
      else panTo(action.edge);
      return true;
    },
    [zoomBy, panBy, panTo],
  );
  return { ref: setNode, view: shown, x, zoomBy, panBy, panTo, show, centreOn, onKey };
}
