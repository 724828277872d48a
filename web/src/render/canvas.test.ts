import { describe, expect, test } from 'vitest';
import { backingSize, bootstrapCanvas, snap, type ContextTarget } from './canvas';

/** A canvas without a DOM: its size, style and the context calls bootstrapCanvas makes. */
function fakeCanvas(width = 300, height = 150) {
  const calls: string[] = [];
  const ctx: ContextTarget = {
    setTransform: (...m) => calls.push(`setTransform ${m.join(' ')}`),
    clearRect: (...r) => calls.push(`clearRect ${r.join(' ')}`),
  };
  const canvas = { width, height, style: { width: '', height: '' }, getContext: () => ctx };
  return { canvas, calls };
}

describe('bootstrapCanvas: the one device-pixel-ratio set-up', () => {
  test('at a ratio of 1 the backing store is the CSS size', () => {
    const { canvas, calls } = fakeCanvas();
    bootstrapCanvas(canvas, { width: 900, height: 400, dpr: 1 });
    expect([canvas.width, canvas.height, canvas.style.width, canvas.style.height]).toEqual([
      900,
      400,
      '900px',
      '400px',
    ]);
    expect(calls).toEqual(['setTransform 1 0 0 1 0 0', 'clearRect 0 0 900 400']);
  });

  test('at 150 % zoom the store has 1.5 device pixels a CSS pixel and drawing stays in CSS pixels', () => {
    const { canvas, calls } = fakeCanvas();
    bootstrapCanvas(canvas, { width: 853, height: 300, dpr: 1.5 });
    expect([canvas.width, canvas.height]).toEqual([1280, 450]);
    expect(canvas.style.width).toBe('853px');
    // The exact ratio of the rounded store, so one CSS pixel fills its device pixels.
    const [, a, , , d] = calls[0].split(' ').map(Number);
    expect(a * 853).toBeCloseTo(1280, 9);
    expect(d).toBe(1.5);
    expect(calls[1]).toBe('clearRect 0 0 853 300');
  });

  test('on a HiDPI screen (ratio 2) and an odd ratio', () => {
    expect(backingSize({ width: 390, height: 200, dpr: 2 })).toEqual({ width: 780, height: 400 });
    expect(backingSize({ width: 100, height: 10, dpr: 1.25 })).toEqual({ width: 125, height: 13 });
    // Never an empty or NaN store.
    expect(backingSize({ width: 0, height: 0, dpr: 2 })).toEqual({ width: 1, height: 1 });
    expect(backingSize({ width: 10, height: 10, dpr: NaN })).toEqual({ width: 10, height: 10 });
  });

  test('a canvas without a context is sized and left alone', () => {
    const canvas = { width: 1, height: 1, style: { width: '', height: '' }, getContext: () => null };
    expect(bootstrapCanvas(canvas, { width: 10, height: 5, dpr: 2 })).toBeNull();
    expect([canvas.width, canvas.height]).toEqual([20, 10]);
  });

  test('snap puts an edge on the device pixel grid', () => {
    expect(snap(10.4, 1)).toBe(10);
    expect(snap(10.4, 1.5)).toBeCloseTo(10.6667, 3);
    expect(snap(10.3, 2)).toBe(10.5);
  });
});
