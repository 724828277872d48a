// Paints the occupancy chart on its canvas, outside React: register stages as rows, cycles
// as columns (layout/occupancy.ts decides which columns and what each cell shows), stage
// names or round units down the left, each row's or unit's utilization on the right, cycle
// ticks along the bottom, and the cycles the probe ring did not keep hatched.
import { bootstrapCanvas, chartFont, snap } from './canvas';
import { blend, opaqueRgb, paintCells, pixel, type Span } from './cell-raster';
import type { CanvasColours } from '../theme/palette';
import { paletteIndex } from '../theme/palette';
import { cellPaint, percent, type Column, type OccupancyFrame } from '../layout/occupancy';
import type { Tick } from '../layout/labels';
import type { SerialRounds } from '../layout/serial-rounds';

export interface OccupancyScene {
  frame: OccupancyFrame;
  dpr: number;
  columns: readonly Column[];
  colourBy: 'block' | 'stream';
  colours: CanvasColours;
  /** The utilization printed beside each label (labelUtilization). */
  utilization: readonly number[];
  ticks: readonly Tick[];
  /** Pixels [x0, x1] of the axis before the first kept cycle, when the ring lost some. */
  notKept: readonly [number, number] | null;
  /**
   * A bit-serial core's rounds: a cell of one cycle is shaded by the digit of its round it holds
   * (pale for the first, the block's full colour for the last), a line opens each round, and
   * where a cell is wide enough its first bit is written in it.
   */
  serial?: SerialRounds | null;
  /** Pixels [x0, x1] of the cycle the stepping panel shows, framed over every stage; null: none. */
  cursor?: readonly [number, number] | null;
}

export function renderOccupancy(canvas: HTMLCanvasElement, scene: OccupancyScene): void {
  const { frame, dpr, columns, colourBy, colours } = scene;
  const ctx = bootstrapCanvas(canvas, { width: frame.width, height: frame.height, dpr });
  if (!ctx) return;
  const { plotLeft, plotWidth, rowHeight, plotHeight } = frame;
  const stages = Math.round(plotHeight / rowHeight);
  // A row's cells leave a line between rows when the rows are thick enough to spare one.
  const inset = rowHeight >= 8 ? 1 : 0;

  ctx.save();
  ctx.beginPath();
  ctx.rect(plotLeft, 0, plotWidth, plotHeight);
  ctx.clip();
  const perCycle = columns.length > 0 && columns[0].words !== null;
  // Tens of thousands of cells go into the canvas's pixels at once; the cells of a bit-serial
  // core's rounds (their shades, lines and bits) and a painter without pixels take the fillRects.
  const rastered = !scene.serial && paintCellsAsPixels(ctx, scene, stages, inset, perCycle);
  if (scene.notKept) paintNotKept(ctx, scene.notKept, frame, colours);
  if (!rastered && perCycle) {
    // A bit number in a cell: a smaller text, written where it fits.
    ctx.font = chartFont(Math.round(frame.fontPx * 0.75));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const col of columns) {
      const { from: x0, to } = cycleCell(col, dpr);
      const w = to - x0;
      for (let s = 0; s < stages; s++) {
        const paint = cellPaint(col, s, colourBy, scene.serial);
        const top = s * rowHeight + inset;
        const height = rowHeight - 2 * inset;
        if (paint.kind === 'block' && paint.digit) {
          // The round fills up: bit 0 pale over the bubble, the last bit the block's own colour.
          ctx.fillStyle = colours.bubble;
          ctx.fillRect(x0, top, w, height);
          ctx.globalAlpha = 0.3 + (0.7 * (paint.digit.at + 1)) / paint.digit.of;
          ctx.fillStyle = colours.blocks[paletteIndex(paint.key)];
          ctx.fillRect(x0, top, w, height);
          ctx.globalAlpha = 1;
          if (paint.digit.at === 0) {
            ctx.fillStyle = colours.ink;
            ctx.fillRect(x0, top, Math.max(2 / dpr, Math.min(2, w / 3)), height);
          }
          const text = scene.serial ? String(paint.digit.at * scene.serial.bitsPerCycle) : '';
          if (text && w >= ctx.measureText(text).width + 4 && height >= frame.fontPx) {
            // Ink with a halo of the bubble's colour: legible on every block colour, black included.
            ctx.strokeStyle = colours.bubble;
            ctx.lineWidth = 3;
            ctx.strokeText(text, x0 + w / 2, top + height / 2);
            ctx.fillStyle = colours.ink;
            ctx.fillText(text, x0 + w / 2, top + height / 2);
          }
          continue;
        }
        ctx.fillStyle = paint.kind === 'block' ? colours.blocks[paletteIndex(paint.key)] : colours.bubble;
        ctx.fillRect(x0, top, w, height);
      }
    }
  } else if (!rastered && columns.length > 0) {
    // Buckets of many cycles: the bubble colour under the row, the accent over it at the busy share.
    const left = snap(columns[0].x0, dpr);
    const right = snap(columns[columns.length - 1].x1, dpr);
    ctx.fillStyle = colours.bubble;
    for (let s = 0; s < stages; s++) ctx.fillRect(left, s * rowHeight + inset, right - left, rowHeight - 2 * inset);
    ctx.fillStyle = colours.accent;
    for (const col of columns) {
      const { from: x0, to } = bucketCell(col, dpr);
      const w = to - x0;
      for (let s = 0; s < stages; s++) {
        const paint = cellPaint(col, s, colourBy);
        if (paint.kind !== 'share') continue;
        ctx.globalAlpha = paint.intensity;
        ctx.fillRect(x0, s * rowHeight + inset, w, rowHeight - 2 * inset);
      }
    }
    ctx.globalAlpha = 1;
  }
  if (scene.cursor) paintCursor(ctx, scene.cursor, frame, colours);
  ctx.restore();

  paintLabels(ctx, scene);
  paintAxis(ctx, scene);
}

/** A cycle's cell across, snapped to device pixels: a gap before the next where it is wide enough to show one. */
function cycleCell(col: Column, dpr: number): Span {
  const x0 = snap(col.x0, dpr);
  const x1 = snap(col.x1, dpr);
  return { from: x0, to: x0 + Math.max(1 / dpr, x1 - x0 - (x1 - x0 > 4 ? 1 : 0)) };
}

/** A bucket of cycles' cell across, snapped to device pixels, at least one device pixel wide. */
function bucketCell(col: Column, dpr: number): Span {
  const x0 = snap(col.x0, dpr);
  return { from: x0, to: x0 + Math.max(1 / dpr, snap(col.x1, dpr) - x0) };
}

/**
 * The plot's cells as pixels (cell-raster.ts), the same cells the fillRects below draw: a cycle's
 * cell in its block's colour or the bubble's, with a one-pixel gap between cycles wide enough
 * to show one; a bucket of cycles the accent over the bubble at the stage's busy share. False
 * when the context has no pixels or a colour is in a form cell-raster does not read.
 */
function paintCellsAsPixels(
  ctx: CanvasRenderingContext2D,
  { frame, dpr, columns, colourBy, colours }: OccupancyScene,
  stages: number,
  inset: number,
  perCycle: boolean,
): boolean {
  if (columns.length === 0) return false;
  const bubble = opaqueRgb(colours.bubble);
  const accent = opaqueRgb(colours.accent);
  const blocks = colours.blocks.map(opaqueRgb);
  if (!bubble || !accent || blocks.some((b) => !b)) return false;
  const blockPixels = blocks.map((b) => pixel(...b!));
  const bubblePixel = pixel(...bubble);
  const { plotLeft, plotWidth, rowHeight, plotHeight } = frame;
  const clip = { x: { from: plotLeft, to: plotLeft + plotWidth }, y: { from: 0, to: plotHeight } };
  const rows: Span[] = Array.from({ length: stages }, (_, s) => ({
    from: s * rowHeight + inset,
    to: (s + 1) * rowHeight - inset,
  }));
  if (perCycle) {
    const spans = columns.map((col) => cycleCell(col, dpr));
    return paintCells(ctx, clip, spans, rows, (c, s) => {
      const paint = cellPaint(columns[c], s, colourBy);
      return paint.kind === 'block' ? blockPixels[paletteIndex(paint.key)] : bubblePixel;
    });
  }
  const spans = columns.map((col) => bucketCell(col, dpr));
  const under = {
    x: { from: snap(columns[0].x0, dpr), to: snap(columns[columns.length - 1].x1, dpr) },
    colour: bubblePixel,
  };
  return paintCells(
    ctx,
    clip,
    spans,
    rows,
    (c, s) => {
      const paint = cellPaint(columns[c], s, colourBy);
      return paint.kind === 'share' ? blend(bubble, accent, paint.intensity) : null;
    },
    under,
  );
}

/** The stepping panel's cycle: a frame in the ink colour, two pixels wide, over every stage. */
function paintCursor(
  ctx: CanvasRenderingContext2D,
  [x0, x1]: readonly [number, number],
  frame: OccupancyFrame,
  colours: CanvasColours,
) {
  const w = Math.max(2, x1 - x0);
  ctx.strokeStyle = colours.ink;
  ctx.lineWidth = 2;
  ctx.strokeRect(x0 - 1, 1, w + 2, frame.plotHeight - 2);
}

function paintNotKept(
  ctx: CanvasRenderingContext2D,
  [x0, x1]: readonly [number, number],
  frame: OccupancyFrame,
  colours: CanvasColours,
) {
  const h = frame.plotHeight;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x0, 0, x1 - x0, h);
  ctx.clip();
  ctx.strokeStyle = colours.grid;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let px = x0 - h; px < x1; px += 8) {
    ctx.moveTo(px, h);
    ctx.lineTo(px + h, 0);
  }
  ctx.stroke();
  ctx.font = chartFont(frame.fontPx);
  const text = 'not kept';
  if (ctx.measureText(text).width + 12 < x1 - x0 && h >= frame.lineHeight) {
    ctx.fillStyle = colours.muted;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, (x0 + x1) / 2, h / 2);
  }
  ctx.restore();
}

function paintLabels(ctx: CanvasRenderingContext2D, { frame, colours, utilization }: OccupancyScene) {
  const { labels, rowHeight, labelWidth, utilLeft, fontPx } = frame;
  ctx.font = chartFont(fontPx);
  ctx.textBaseline = 'middle';
  const grouped = labels.kind === 'group';
  const textRight = labelWidth - 6 - (grouped ? 8 : 0);
  if (grouped) {
    // A bracket beside each round unit's rows, labelled or not.
    ctx.strokeStyle = colours.muted;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const g of labels.groups) {
      const top = g.first * rowHeight + 1;
      const bottom = (g.last + 1) * rowHeight - 1;
      const bx = labelWidth - 6.5;
      ctx.moveTo(bx - 3, top + 0.5);
      ctx.lineTo(bx, top + 0.5);
      ctx.lineTo(bx, bottom - 0.5);
      ctx.lineTo(bx - 3, bottom - 0.5);
    }
    ctx.stroke();
  }
  ctx.fillStyle = colours.ink;
  ctx.textAlign = 'right';
  for (const l of labels.labels) ctx.fillText(l.text, textRight, l.centre, Math.max(8, textRight - 2));
  ctx.fillStyle = colours.muted;
  ctx.textAlign = 'left';
  labels.labels.forEach((l, i) => ctx.fillText(percent(utilization[i] ?? 0), utilLeft + 6, l.centre));
}

function paintAxis(ctx: CanvasRenderingContext2D, { frame, colours, ticks }: OccupancyScene) {
  const { axisTop, plotHeight, labelWidth, fontPx, lineHeight } = frame;
  ctx.font = chartFont(fontPx);
  ctx.fillStyle = colours.muted;
  ctx.textBaseline = 'middle';
  const mid = axisTop + lineHeight / 2;
  ctx.textAlign = 'right';
  ctx.fillText('cycle', labelWidth - 6, mid);
  ctx.textAlign = 'center';
  for (const t of ticks) {
    ctx.fillRect(Math.round(t.x), plotHeight, 1, 4);
    ctx.fillText(t.text, t.textX, mid);
  }
}
