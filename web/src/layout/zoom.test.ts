import { describe, expect, test } from 'vitest';
import { zoomIdentity } from 'd3-zoom';
import { scaleLinear } from 'd3-scale';
import {
  centreWindow,
  clampWindow,
  edgeWindow,
  panWindow,
  transformWindow,
  windowTransform,
  zoomKey,
  zoomWindow,
} from './zoom';

const domain = [197_763, 405_123] as const;
const range = [120, 1180] as const;

describe('zoom windows', () => {
  test('a window and its d3-zoom transform are one another', () => {
    for (const w of [domain, [200_000, 201_000], [405_115, 405_123], [300_000.5, 300_008.25]] as const) {
      const t = windowTransform(domain, range, w);
      const back = transformWindow(domain, range, t);
      expect(back[0]).toBeCloseTo(w[0], 6);
      expect(back[1]).toBeCloseTo(w[1], 6);
      // The same as d3-zoom's own rescaleX of the unzoomed scale.
      const x = zoomIdentity.translate(t.x, 0).scale(t.k).rescaleX(scaleLinear().domain(domain).range(range));
      expect(x.domain()[0]).toBeCloseTo(w[0], 6);
      expect(x.domain()[1]).toBeCloseTo(w[1], 6);
    }
    expect(windowTransform(domain, range, domain)).toEqual({ k: 1, x: 0 });
  });

  test('zooming keeps the point under the pointer and reaches single cycles', () => {
    let w = domain as readonly [number, number];
    const at = 300_000;
    for (let i = 0; i < 40; i++) w = zoomWindow(domain, w, 2, at, 8);
    expect(w[1] - w[0]).toBe(8);
    expect(w[0]).toBeLessThanOrEqual(at);
    expect(w[1]).toBeGreaterThanOrEqual(at);
    // At 8 cycles across 1,060 px a cycle is 132 px wide.
    expect((range[1] - range[0]) / (w[1] - w[0])).toBeGreaterThan(100);
    const once = zoomWindow(domain, [250_000, 350_000], 2, 275_000, 8);
    expect(once).toEqual([262_500, 312_500]);
  });

  test('windows stay inside the domain', () => {
    expect(clampWindow(domain, [0, 1000], 8)).toEqual([197_763, 198_763]);
    expect(clampWindow(domain, [0, 10_000_000], 8)).toEqual(domain);
    expect(panWindow(domain, [400_000, 405_000], 0.25, 8)).toEqual([400_123, 405_123]);
    expect(panWindow(domain, [200_000, 204_000], -1, 8)).toEqual([197_763, 201_763]);
    expect(edgeWindow(domain, [300_000, 301_000], 1, 8)).toEqual([404_123, 405_123]);
    expect(edgeWindow(domain, [300_000, 301_000], 0, 8)).toEqual([197_763, 198_763]);
    expect(centreWindow(domain, [300_000, 301_000], 250_000, 8)).toEqual([249_500, 250_500]);
    // Zooming out past the whole domain shows the whole domain.
    expect(zoomWindow(domain, domain, 0.5, 300_000, 8)).toEqual(domain);
    // A domain narrower than the narrowest window is shown whole.
    expect(clampWindow([0, 3], [1, 2], 8)).toEqual([0, 3]);
  });

  test('keys: + and − zoom, ← → pan, Home End; Shift+arrows are left to the chart', () => {
    expect(zoomKey('+', { shift: true })).toEqual({ kind: 'zoom', factor: 2 });
    expect(zoomKey('=', {})).toEqual({ kind: 'zoom', factor: 2 });
    expect(zoomKey('-', {})).toEqual({ kind: 'zoom', factor: 0.5 });
    expect(zoomKey('ArrowLeft', {})).toEqual({ kind: 'pan', fraction: -0.25 });
    expect(zoomKey('ArrowRight', { shift: true })).toBeNull();
    expect(zoomKey('End', {})).toEqual({ kind: 'edge', edge: 1 });
    expect(zoomKey('+', { ctrl: true })).toBeNull();
    expect(zoomKey('s', {})).toBeNull();
  });
});
