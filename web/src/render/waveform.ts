// Paints the waveform viewer's traces on its canvas, outside React: the cycle axis, the
// cursor, 1-bit signals as high/low traces and buses as hex-labelled segments (x hatched,
// z dashed, so no state relies on colour alone), stretches with more changes than pixels
// as solid busy blocks. Geometry (segments, the x scale) comes from waveform/geometry.ts.
import type { ScaleLinear } from 'd3-scale';
import type { Signal } from '../waveform/vcd';
import type { CanvasColours } from '../theme/palette';
import { segmentsInWindow, type CycleTiming } from '../waveform/geometry';
import { formatValue } from '../waveform/format';
import { placeTicks } from '../layout/labels';
import { bootstrapCanvas, chartFont, monoFont } from './canvas';

/** Changes closer than this many pixels are drawn as one busy stretch. */
const minSegmentPx = 3;

export interface WaveformScene {
  x: ScaleLinear<number, number>;
  rows: Signal[];
  timing: CycleTiming;
  cursor: number;
  selected: string | null;
  colours: CanvasColours;
  width: number;
  dpr: number;
  /** The text size (at least 14 px) and the rows' heights it sets. */
  fontPx: number;
  headerHeight: number;
  rowHeight: number;
}

export function renderWaveform(canvas: HTMLCanvasElement, scene: WaveformScene): void {
  const height = scene.headerHeight + scene.rows.length * scene.rowHeight;
  const ctx = bootstrapCanvas(canvas, { width: scene.width, height, dpr: scene.dpr });
  if (ctx) drawWaveform(ctx, scene);
}

function drawWaveform(
  ctx: CanvasRenderingContext2D,
  { x, rows, timing, cursor, selected, colours, width, fontPx, headerHeight, rowHeight }: WaveformScene,
) {
  const [from, to] = x.domain();
  const pxPerCycle = width / (to - from);
  const bottom = headerHeight + rows.length * rowHeight;

  // Cycle boundaries when they are far enough apart to help, and the axis.
  ctx.strokeStyle = colours.grid;
  ctx.lineWidth = 1;
  if (pxPerCycle >= 8) {
    ctx.beginPath();
    for (let c = Math.ceil(from); c <= to; c++) {
      const px = Math.round(x(c)) + 0.5;
      ctx.moveTo(px, headerHeight);
      ctx.lineTo(px, bottom);
    }
    ctx.stroke();
  }
  ctx.fillStyle = colours.muted;
  ctx.font = chartFont(fontPx);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  // Labels centred on their ticks, as many as fit without touching.
  for (const t of placeTicks(x, (text) => ctx.measureText(text).width, [0, width], { gap: 16 })) {
    const px = Math.round(t.x) + 0.5;
    ctx.fillRect(px - 0.5, headerHeight - 6, 1, 6);
    ctx.fillText(t.text, t.textX, (headerHeight - 6) / 2 + 1);
  }
  ctx.fillRect(0, headerHeight - 1, width, 1);

  // The cursor: the half cycle before its rising edge, shaded, with a solid line at its start.
  const c0 = x(cursor);
  const c1 = Math.max(x(cursor + 0.5), c0 + 2);
  ctx.save();
  ctx.globalAlpha = 0.13;
  ctx.fillStyle = colours.ink;
  ctx.fillRect(c0, 0, c1 - c0, bottom);
  ctx.restore();
  ctx.fillStyle = colours.ink;
  ctx.fillRect(Math.round(c0) - 1, 0, 2, bottom);

  ctx.font = monoFont(fontPx);
  const charWidth = ctx.measureText('0').width;
  rows.forEach((signal, i) => {
    const top = headerHeight + i * rowHeight;
    if (signal.name === selected) {
      ctx.save();
      ctx.globalAlpha = 0.08;
      ctx.fillStyle = colours.accent;
      ctx.fillRect(0, top, width, rowHeight);
      ctx.restore();
    }
    const segments = segmentsInWindow(signal, timing, from, to, minSegmentPx / pxPerCycle);
    const pad = Math.max(4, Math.round((rowHeight - fontPx - 4) / 2));
    const lane = { hi: top + pad, lo: top + rowHeight - pad };
    if (signal.width === 1) drawBit(ctx, segments, x, lane, colours);
    else drawBus(ctx, segments, x, lane, colours, charWidth);
  });
}

type Lane = { hi: number; lo: number };

/** A stretch drawn as "too many changes to show": a solid block. */
function drawBusy(ctx: CanvasRenderingContext2D, x0: number, x1: number, lane: Lane, colours: CanvasColours) {
  ctx.save();
  ctx.globalAlpha = 0.45;
  ctx.fillStyle = colours.accent;
  ctx.fillRect(x0, lane.hi, Math.max(1, x1 - x0), lane.lo - lane.hi);
  ctx.restore();
}

/** x: hatched in the unknown colour, so it reads without colour too. */
function drawUnknown(ctx: CanvasRenderingContext2D, x0: number, x1: number, lane: Lane, colours: CanvasColours) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x0, lane.hi, x1 - x0, lane.lo - lane.hi);
  ctx.clip();
  ctx.globalAlpha = 0.2;
  ctx.fillStyle = colours.unknown;
  ctx.fill();
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = colours.unknown;
  ctx.lineWidth = 1;
  ctx.beginPath();
  const h = lane.lo - lane.hi;
  for (let px = x0 - h; px < x1; px += 6) {
    ctx.moveTo(px, lane.lo);
    ctx.lineTo(px + h, lane.hi);
  }
  ctx.stroke();
  ctx.restore();
}

function drawBit(
  ctx: CanvasRenderingContext2D,
  segments: ReturnType<typeof segmentsInWindow>,
  x: (c: number) => number,
  lane: Lane,
  colours: CanvasColours,
) {
  const mid = (lane.hi + lane.lo) / 2;
  let lastY: number | null = null;
  ctx.lineWidth = 1.5;
  for (const s of segments) {
    const x0 = x(s.from);
    const x1 = x(s.to);
    if (s.value === null) {
      drawBusy(ctx, x0, x1, lane, colours);
      lastY = null;
      continue;
    }
    if (s.value === 'x') {
      drawUnknown(ctx, x0, x1, lane, colours);
      lastY = null;
      continue;
    }
    const y = s.value === '1' ? lane.hi : s.value === '0' ? lane.lo : mid;
    if (s.value === '1') {
      ctx.save();
      ctx.globalAlpha = 0.15;
      ctx.fillStyle = colours.accent;
      ctx.fillRect(x0, lane.hi, x1 - x0, lane.lo - lane.hi);
      ctx.restore();
    }
    ctx.strokeStyle = colours.accent;
    ctx.setLineDash(s.value === 'z' ? [4, 3] : []);
    ctx.beginPath();
    if (lastY !== null && lastY !== y) {
      ctx.moveTo(x0, lastY);
      ctx.lineTo(x0, y);
    } else {
      ctx.moveTo(x0, y);
    }
    ctx.lineTo(x1, y);
    ctx.stroke();
    ctx.setLineDash([]);
    lastY = y;
  }
}

function drawBus(
  ctx: CanvasRenderingContext2D,
  segments: ReturnType<typeof segmentsInWindow>,
  x: (c: number) => number,
  lane: Lane,
  colours: CanvasColours,
  charWidth: number,
) {
  const mid = (lane.hi + lane.lo) / 2;
  ctx.lineWidth = 1.25;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const s of segments) {
    const x0 = x(s.from);
    const x1 = x(s.to);
    if (s.value === null) {
      drawBusy(ctx, x0, x1, lane, colours);
      continue;
    }
    // Any x bit hatches the value; z (undriven) bits without x dash its outline.
    if (s.value.includes('x')) drawUnknown(ctx, x0, x1, lane, colours);
    ctx.setLineDash(s.value.includes('z') && !s.value.includes('x') ? [4, 3] : []);
    // A value is a hexagon-ended box: the slants mark where it changes.
    const slant = Math.min(3, (x1 - x0) / 2);
    ctx.strokeStyle = colours.accent;
    ctx.beginPath();
    ctx.moveTo(x0, mid);
    ctx.lineTo(x0 + slant, lane.hi);
    ctx.lineTo(x1 - slant, lane.hi);
    ctx.lineTo(x1, mid);
    ctx.lineTo(x1 - slant, lane.lo);
    ctx.lineTo(x0 + slant, lane.lo);
    ctx.closePath();
    ctx.stroke();
    ctx.setLineDash([]);
    const text = formatValue(s.value);
    const fits = Math.floor((x1 - x0 - 2 * slant - 6) / charWidth);
    if (fits >= 2) {
      ctx.fillStyle = colours.ink;
      const label = text.length <= fits ? text : `${text.slice(0, fits - 1)}…`;
      ctx.fillText(label, (x0 + x1) / 2, mid + 0.5);
    }
  }
}
