// Cells of one solid colour each, written straight into a canvas's pixels. A deep pipeline's
// occupancy chart is tens of thousands of cells (81 stages by some 700 columns): one fillRect
// each, with its fillStyle or globalAlpha, took 30–43 ms of one task at a run's end (issue #47,
// scripts/TOOLCHAIN.md). Here they are one ImageData, filled a row of pixels at a time and put
// in one call. A painter with no pixels (the SVG file's, export/svg-context.ts) gets false back
// and draws its cells one by one as before.

/** A colour as the four bytes of one pixel (R, G, B, A), read as one number for a Uint32Array. */
export type PixelColour = number;

const pixelBytes = new Uint8Array(4);
const pixelWord = new Uint32Array(pixelBytes.buffer);

/** The pixel of red, green, blue and alpha (0–255 each): in the platform's byte order, as ImageData's. */
export function pixel(r: number, g: number, b: number, a = 255): PixelColour {
  pixelBytes[0] = r;
  pixelBytes[1] = g;
  pixelBytes[2] = b;
  pixelBytes[3] = a;
  return pixelWord[0];
}

/**
 * An opaque CSS colour in the forms the lab's stylesheet writes (`#rgb`, `#rrggbb`, `rgb(r, g, b)`)
 * as [r, g, b]; null for any other form, or a colour that is not opaque: the caller then paints
 * through the canvas, which knows every form.
 */
export function opaqueRgb(css: string): [number, number, number] | null {
  const s = css.trim().toLowerCase();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(s);
  if (m) return [m[1], m[2], m[3]].map((h) => parseInt(h + h, 16)) as [number, number, number];
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(s);
  if (m) return [m[1], m[2], m[3]].map((h) => parseInt(h, 16)) as [number, number, number];
  m = /^rgba?\(\s*(\d+)\s*,?\s*(\d+)\s*,?\s*(\d+)\s*(?:[,/]\s*(1|1\.0*|100%)\s*)?\)$/.exec(s);
  if (m) {
    const rgb = [m[1], m[2], m[3]].map(Number);
    return rgb.every((v) => v <= 255) ? (rgb as [number, number, number]) : null;
  }
  return null;
}

/** `over` at `alpha` on `under`, as the canvas composites a fill with globalAlpha on an opaque one. */
export function blend(
  under: readonly [number, number, number],
  over: readonly [number, number, number],
  alpha: number,
): PixelColour {
  const a = Math.min(1, Math.max(0, alpha));
  return pixel(
    Math.round(under[0] + (over[0] - under[0]) * a),
    Math.round(under[1] + (over[1] - under[1]) * a),
    Math.round(under[2] + (over[2] - under[2]) * a),
  );
}

/** What cell painting needs of a context: a real canvas's 2D context has it, an SVG painter not. */
interface PixelContext {
  canvas: { width: number; height: number };
  getTransform(): { a: number; b: number; c: number; d: number; e: number; f: number };
  createImageData(width: number, height: number): ImageData;
  putImageData(image: ImageData, dx: number, dy: number): void;
}

const hasPixels = (ctx: object): ctx is PixelContext =>
  'getTransform' in ctx && 'createImageData' in ctx && 'putImageData' in ctx && 'canvas' in ctx;

/** A span in CSS pixels, [from, to). */
export interface Span {
  from: number;
  to: number;
}

/**
 * Paint a grid of cells, `columns` across and `rows` down (CSS pixels, in the context's
 * transform), inside `clip`: the cell of column c and row r takes `colourAt(c, r)`, or stays
 * transparent for null. Every cell keeps at least one device pixel of width, as a fillRect of
 * 1 / dpr does. Pixels of the clip that no cell covers come out transparent: paint this first.
 * Returns false, painting nothing, when the context has no pixels or is rotated or skewed.
 */
export function paintCells(
  ctx: object,
  clip: { x: Span; y: Span },
  columns: readonly Span[],
  rows: readonly Span[],
  colourAt: (column: number, row: number) => PixelColour | null,
  /** A colour each row takes first along `x`, under its cells. */
  under?: { x: Span; colour: PixelColour },
): boolean {
  if (!hasPixels(ctx)) return false;
  const m = ctx.getTransform();
  if (m.b !== 0 || m.c !== 0 || m.a <= 0 || m.d <= 0) return false;
  const { width: canvasWidth, height: canvasHeight } = ctx.canvas;
  const deviceX = (x: number) => Math.round(x * m.a + m.e);
  const deviceY = (y: number) => Math.round(y * m.d + m.f);
  const left = Math.max(0, deviceX(clip.x.from));
  const right = Math.min(canvasWidth, deviceX(clip.x.to));
  const top = Math.max(0, deviceY(clip.y.from));
  const bottom = Math.min(canvasHeight, deviceY(clip.y.to));
  const width = right - left;
  const height = bottom - top;
  if (width <= 0 || height <= 0) return true;

  const image = ctx.createImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer, image.data.byteOffset, width * height);
  const within = (v: number, max: number) => Math.min(max, Math.max(0, v));
  // Each column's device pixels [from, to) in the image, at least one wide where it is inside.
  const from = new Int32Array(columns.length);
  const to = new Int32Array(columns.length);
  columns.forEach((col, c) => {
    const a = deviceX(col.from);
    const b = Math.max(a + 1, deviceX(col.to));
    from[c] = within(a - left, width);
    to[c] = within(b - left, width);
  });
  rows.forEach((row, r) => {
    const y0 = within(deviceY(row.from) - top, height);
    const y1 = within(deviceY(row.to) - top, height);
    if (y1 <= y0) return;
    const first = y0 * width;
    if (under) {
      const a = within(deviceX(under.x.from) - left, width);
      const b = within(deviceX(under.x.to) - left, width);
      pixels.fill(under.colour, first + a, first + b);
    }
    for (let c = 0; c < columns.length; c++) {
      if (to[c] <= from[c]) continue;
      const colour = colourAt(c, r);
      if (colour === null) continue;
      for (let x = first + from[c], end = first + to[c]; x < end; x++) pixels[x] = colour;
    }
    // The cells are as tall as the row: its first line of pixels, copied down.
    for (let y = y0 + 1; y < y1; y++) pixels.copyWithin(y * width, first, first + width);
  });
  ctx.putImageData(image, left, top);
  return true;
}
