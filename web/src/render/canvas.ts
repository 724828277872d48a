// The one device-pixel-ratio set-up of every canvas the lab paints (Excalidraw's
// bootstrapCanvas): the backing store is the CSS size times the device pixel ratio, so a
// chart stays sharp at 150 % page zoom and on a HiDPI projector, and the renderers draw in
// CSS pixels. Plus the chart fonts and a text measurer for layout.

export interface CanvasBox {
  /** CSS pixels. */
  width: number;
  height: number;
  /** window.devicePixelRatio: device pixels a CSS pixel (page zoom included). */
  dpr: number;
}

/** What bootstrapCanvas needs of a canvas (an HTMLCanvasElement, or a stand-in in tests). */
export interface CanvasTarget<C> {
  width: number;
  height: number;
  style: { width: string; height: string };
  getContext(kind: '2d'): C | null;
}

/** What bootstrapCanvas does to the context. */
export interface ContextTarget {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, w: number, h: number): void;
}

/** The backing store's size in device pixels: the CSS size times the ratio, rounded, at least 1. */
export function backingSize({ width, height, dpr }: CanvasBox): { width: number; height: number } {
  const ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * Size `canvas` for `box` and hand back its context scaled so one unit is one CSS pixel,
 * cleared. Setting a canvas's size resets its context, so this is the start of every paint.
 */
export function bootstrapCanvas(canvas: HTMLCanvasElement, box: CanvasBox): CanvasRenderingContext2D | null;
export function bootstrapCanvas<C extends ContextTarget>(canvas: CanvasTarget<C>, box: CanvasBox): C | null;
export function bootstrapCanvas<C extends ContextTarget>(canvas: CanvasTarget<C>, box: CanvasBox): C | null {
  const backing = backingSize(box);
  if (canvas.width !== backing.width) canvas.width = backing.width;
  if (canvas.height !== backing.height) canvas.height = backing.height;
  canvas.style.width = `${box.width}px`;
  canvas.style.height = `${box.height}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  // The ratio the backing store really has (rounding), so a CSS pixel maps exactly onto it.
  ctx.setTransform(backing.width / Math.max(box.width, 1e-9), 0, 0, backing.height / Math.max(box.height, 1e-9), 0, 0);
  ctx.clearRect(0, 0, box.width, box.height);
  return ctx;
}

/** The sans-serif the charts write in, at `px` CSS pixels. */
export const chartFont = (px: number, weight = '') =>
  `${weight ? `${weight} ` : ''}${px}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;

/** The monospace of values (hex buses), at `px` CSS pixels. */
export const monoFont = (px: number) => `${px}px ui-monospace, "DejaVu Sans Mono", monospace`;

let measuring: CanvasRenderingContext2D | null = null;

/** Widths of texts in `font`, measured on one hidden canvas (for layout before painting). */
export function textMeasurer(font: string): (text: string) => number {
  measuring ??= document.createElement('canvas').getContext('2d');
  const ctx = measuring;
  if (!ctx) return (text) => text.length * 0.6 * (parseFloat(font.replace(/^\D*/, '')) || 14);
  const cache = new Map<string, number>();
  return (text) => {
    let w = cache.get(text);
    if (w === undefined) {
      ctx.font = font;
      w = ctx.measureText(text).width;
      cache.set(text, w);
    }
    return w;
  };
}

/** Snap x to the device pixel grid, so adjacent fills meet without a seam. */
export const snap = (x: number, dpr: number) => Math.round(x * dpr) / dpr;
