// A chart's box: the width its container gives it, the font size its CSS gives its text
// (charts.css: at least 14 px, larger in presenter mode), and the device pixel ratio (page
// zoom and HiDPI screens change it), each a state that follows the page, so a chart lays
// itself out and repaints when any of them changes.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { minFontPx } from '../layout/labels';

export interface ChartBox {
  /** Content width of the element, CSS pixels (0 until first measured; never 0 again). */
  width: number;
  /** Its computed font size, at least minFontPx. */
  fontPx: number;
  dpr: number;
}

function subscribeRatio(onChange: () => void) {
  // A resize follows every change of page zoom; the media query catches a move to another screen.
  let query: MediaQueryList | null = null;
  const listen = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', changed);
  };
  const changed = () => {
    listen();
    onChange();
  };
  listen();
  window.addEventListener('resize', onChange);
  return () => {
    query?.removeEventListener('change', changed);
    window.removeEventListener('resize', onChange);
  };
}

/** window.devicePixelRatio as a state. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(
    subscribeRatio,
    () => window.devicePixelRatio || 1,
    () => 1,
  );
}

/** Measure `element` (pass the node from a callback ref, or null before it mounts). */
export function useChartBox(element: HTMLElement | null): ChartBox {
  const [size, setSize] = useState({ width: 0, fontPx: minFontPx });
  const dpr = useDevicePixelRatio();
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.getBoundingClientRect().width);
      // A box laid out to nothing for a moment (Chromium does so while it relayouts for a
      // full-page capture) keeps the size it had: drawing from a zero width would unmount the
      // chart, and a point that held the keyboard focus would lose it.
      if (width === 0) return;
      const fontPx = Math.max(minFontPx, Math.round(parseFloat(getComputedStyle(element).fontSize) || minFontPx));
      // A transition: a new width lays out and paints every chart of the page again, which for
      // a long run's charts at once (a result that brings a scroll bar) took 48 ms of one task;
      // as a transition, React yields between them.
      startTransition(() => setSize((s) => (s.width === width && s.fontPx === fontPx ? s : { width, fontPx })));
    };
    // The observer reports the first size on its own, then every change.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ...size, dpr };
}
