import { describe, expect, it } from 'vitest';
import { blend, opaqueRgb, paintCells, pixel } from './cell-raster';

/** A canvas context's pixel side, `width` × `height` device pixels, drawn at `scale` device pixels a CSS pixel. */
function pixelContext(width: number, height: number, scale: number) {
  const canvas = { width, height, pixels: new Uint32Array(width * height) };
  return {
    canvas,
    getTransform: () => ({ a: scale, b: 0, c: 0, d: scale, e: 0, f: 0 }),
    createImageData: (w: number, h: number) => ({ width: w, height: h, data: new Uint8ClampedArray(w * h * 4) }),
    putImageData(image: { width: number; height: number; data: Uint8ClampedArray }, dx: number, dy: number) {
      const words = new Uint32Array(image.data.buffer);
      for (let y = 0; y < image.height; y++)
        for (let x = 0; x < image.width; x++) canvas.pixels[(dy + y) * width + dx + x] = words[y * image.width + x];
    },
    /** The canvas as rows of letters: `colours` maps a pixel to its letter, '.' is transparent. */
    picture(colours: Record<string, number>) {
      const letter = new Map(Object.entries(colours).map(([k, v]) => [v, k]));
      return Array.from({ length: height }, (_, y) =>
        Array.from(canvas.pixels.subarray(y * width, (y + 1) * width), (p) =>
          p === 0 ? '.' : (letter.get(p) ?? '?'),
        ).join(''),
      );
    },
  };
}

const red = pixel(255, 0, 0);
const blue = pixel(0, 0, 255);
const grey = pixel(200, 200, 200);

describe('paintCells', () => {
  it('puts each cell on its device pixels, a row at a time, and leaves null cells transparent', () => {
    const ctx = pixelContext(8, 4, 2);
    const painted = paintCells(
      ctx,
      { x: { from: 0, to: 4 }, y: { from: 0, to: 2 } },
      [
        { from: 0, to: 1 },
        { from: 1, to: 3 },
        { from: 3, to: 4 },
      ],
      [
        { from: 0, to: 1 },
        { from: 1, to: 2 },
      ],
      (c, r) => (c === 2 && r === 0 ? null : (c + r) % 2 ? blue : red),
    );
    expect(painted).toBe(true);
    expect(ctx.picture({ r: red, b: blue })).toEqual(['rrbbbb..', 'rrbbbb..', 'bbrrrrbb', 'bbrrrrbb']);
  });

  it('keeps a cell narrower than a device pixel one pixel wide, and paints nothing outside the clip', () => {
    const ctx = pixelContext(6, 1, 1);
    paintCells(
      ctx,
      { x: { from: 1, to: 5 }, y: { from: 0, to: 1 } },
      [
        { from: 0, to: 2 },
        { from: 2, to: 2.2 },
        { from: 4, to: 9 },
      ],
      [{ from: 0, to: 1 }],
      (c) => [red, blue, red][c],
    );
    expect(ctx.picture({ r: red, b: blue })).toEqual(['.rb.r.']);
  });

  it('lays the row colour under the cells first', () => {
    const ctx = pixelContext(5, 1, 1);
    paintCells(
      ctx,
      { x: { from: 0, to: 5 }, y: { from: 0, to: 1 } },
      [{ from: 2, to: 3 }],
      [{ from: 0, to: 1 }],
      () => red,
      { x: { from: 1, to: 4 }, colour: grey },
    );
    expect(ctx.picture({ r: red, g: grey })).toEqual(['.grg.']);
  });

  it('leaves a painter without pixels, or a rotated one, to draw its own cells', () => {
    const cells = [{ from: 0, to: 1 }];
    const clip = { x: { from: 0, to: 1 }, y: { from: 0, to: 1 } };
    expect(paintCells({ fillRect() {} }, clip, cells, cells, () => red)).toBe(false);
    const rotated = { ...pixelContext(1, 1, 1), getTransform: () => ({ a: 0, b: 1, c: -1, d: 0, e: 0, f: 0 }) };
    expect(paintCells(rotated, clip, cells, cells, () => red)).toBe(false);
  });
});

describe('colours', () => {
  it('reads the opaque forms the stylesheet writes, and no other', () => {
    expect(opaqueRgb('#f1e4e4')).toEqual([241, 228, 228]);
    expect(opaqueRgb(' #ABC ')).toEqual([170, 187, 204]);
    expect(opaqueRgb('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(opaqueRgb('rgb(1 2 3 / 1)')).toEqual([1, 2, 3]);
    for (const other of ['rgba(1, 2, 3, 0.5)', '#11223344', 'oklch(0.7 0.1 200)', 'red', 'rgb(300, 0, 0)', ''])
      expect(opaqueRgb(other)).toBeNull();
  });

  it('blends as a fill at globalAlpha over an opaque one', () => {
    expect(blend([255, 255, 255], [0, 0, 0], 0.5)).toBe(pixel(128, 128, 128));
    expect(blend([10, 20, 30], [110, 120, 130], 1)).toBe(pixel(110, 120, 130));
    expect(blend([10, 20, 30], [110, 120, 130], 0)).toBe(pixel(10, 20, 30));
  });
});
