// The run's waveform in the page, read from the same VCD the download offers (parsed in the
// simulator's worker, web/src/sim/worker.ts): names and the
// values at the cursor on the left (DOM, so they can be read, selected and found), the traces
// on a canvas, any number of cycles. 1-bit signals are high/low traces, buses hex-labelled
// segments; x is hatched, z dashed, so no state relies on colour alone.
// Wheel or +/− zooms, drag or ←/→ pans (d3-zoom), a click or Shift+←/→ moves the cursor.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import type { ScaleLinear } from 'd3-scale';
import type { Signal } from '../waveform/vcd';
import type { Waveform } from '../sim/protocol';
import { readCanvasColours, useThemeGeneration, type CanvasColours } from '../theme/palette';
import {
  cycleScale,
  cycleTiming,
  nextChangeCycle,
  segmentsInWindow,
  valueAtCycle,
  type CycleTiming,
} from '../waveform/geometry';
import { formatValue, isUnknown } from '../waveform/format';
import { defaultSignals, displayName, filterSignals } from '../waveform/signals';

interface Props {
  waveform: Waveform;
  /** The run's cycles: the window the viewer opens on (the trace may go on past the last output). */
  cycles?: number;
}

const headerHeight = 28;
const rowHeight = 24;
const maxRows = 60;
/** Changes closer than this many pixels are drawn as one busy stretch. */
const minSegmentPx = 3;

let traces = 0;

export function WaveformViewer({ waveform, cycles }: Props) {
  const parsed = useMemo(() => {
    if (!waveform.trace) return { ok: false as const, error: waveform.problem };
    try {
      return { ok: true as const, signals: waveform.trace.signals, timing: cycleTiming(waveform.trace), id: ++traces };
    } catch (error) {
      return { ok: false as const, error: (error as Error).message };
    }
  }, [waveform]);
  if (!parsed.ok) {
    return (
      <p className="note error" role="alert" data-testid="waveform-error">
        The waveform cannot be shown: {parsed.error}
      </p>
    );
  }
  return <Waveform key={parsed.id} signals={parsed.signals} timing={parsed.timing} runCycles={cycles} />;
}

interface WaveformProps {
  signals: Signal[];
  timing: CycleTiming;
  runCycles?: number;
}

function Waveform({ signals, timing, runCycles }: WaveformProps) {
  const helpId = useId();
  const region = useRef<HTMLDivElement>(null);
  const plotBox = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const behaviour = useRef<ZoomBehavior<HTMLCanvasElement, unknown> | null>(null);
  const [filter, setFilter] = useState('');
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<string | null>(
    () => defaultSignals(signals).find((s) => s.reference === 'out_valid_o')?.name ?? null,
  );
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [plotWidth, setPlotWidth] = useState(600);
  const [message, setMessage] = useState<string | null>(null);
  const scheme = useThemeGeneration();

  const total = timing.cycles;
  const opening = Math.max(1, Math.min(total, runCycles ?? total));
  // The zoom that shows the run's cycles, within the zoom's limit of two cycles a window.
  const openingScale = Math.max(1, Math.min(total / 2, total / opening));
  const matching = useMemo(() => filterSignals(signals, filter), [signals, filter]);
  const rows = useMemo(() => matching.slice(0, maxRows), [matching]);
  const height = headerHeight + rows.length * rowHeight;
  const x = useMemo(() => transform.rescaleX(cycleScale(total, plotWidth)), [transform, total, plotWidth]);
  const [from, to] = x.domain();
  const selectedSignal = rows.find((s) => s.name === selected) ?? null;

  // The plot takes the width its grid column leaves.
  useEffect(() => {
    const box = plotBox.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setPlotWidth(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // d3-zoom on the canvas: wheel zooms about the pointer, drag pans, both over cycles only.
  useEffect(() => {
    const node = canvas.current;
    if (!node) return;
    const b = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([1, Math.max(1, total / 2)])
      .extent([
        [0, 0],
        [plotWidth, Math.max(1, height)],
      ])
      .translateExtent([
        [0, 0],
        [plotWidth, Math.max(1, height)],
      ])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    const first = behaviour.current === null;
    behaviour.current = b;
    select(node).call(b);
    // Open on the run's cycles (the trace may hold more); later runs of this effect keep the zoom.
    if (first) select(node).call(b.transform, zoomIdentity.scale(openingScale));
    return () => {
      select(node).on('.zoom', null);
    };
  }, [total, openingScale, plotWidth, height]);

  useEffect(() => {
    const node = canvas.current;
    const ctx = node?.getContext('2d');
    if (!node || !ctx || !region.current) return;
    const colours = readCanvasColours(region.current);
    const ratio = window.devicePixelRatio || 1;
    node.width = Math.round(plotWidth * ratio);
    node.height = Math.round(height * ratio);
    node.style.width = `${plotWidth}px`;
    node.style.height = `${height}px`;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, plotWidth, height);
    drawWaveform(ctx, { x, rows, timing, cursor, selected, colours, width: plotWidth, height });
  }, [x, rows, timing, cursor, selected, plotWidth, height, scheme]);

  /** Run a d3-zoom method on the canvas (the zoom state lives there). */
  const withZoom = (
    act: (
      canvasSelection: ReturnType<typeof select<HTMLCanvasElement, unknown>>,
      b: ZoomBehavior<HTMLCanvasElement, unknown>,
    ) => void,
  ) => {
    if (canvas.current && behaviour.current) act(select<HTMLCanvasElement, unknown>(canvas.current), behaviour.current);
  };
  const zoomBy = (factor: number) => {
    const at = x(cursor) >= 0 && x(cursor) <= plotWidth ? x(cursor) : plotWidth / 2;
    withZoom((s, b) => s.call(b.scaleBy, factor, [at, 0]));
  };
  // translateBy moves by unzoomed pixels: a fraction of the window is that much of width / k.
  const panBy = (fraction: number) =>
    withZoom((s, b) => s.call(b.translateBy, (-fraction * plotWidth) / transform.k, 0));
  const panTo = (edge: 0 | 1) => withZoom((s, b) => s.call(b.translateTo, edge * plotWidth, 0, [edge * plotWidth, 0]));
  const moveCursor = (cycle: number) => {
    const c = Math.max(0, Math.min(total - 1, cycle));
    setCursor(c);
    setMessage(null);
    // Keep the cursor in view: centre the window on it when it leaves.
    if (c < from || c + 1 > to)
      withZoom((s, b) => s.call(b.translateTo, cycleScale(total, plotWidth)(c + 0.5), 0, [plotWidth / 2, 0]));
  };
  const chooseRow = (step: number) => {
    if (rows.length === 0) return;
    const i = rows.findIndex((s) => s.name === selected);
    const next = i < 0 ? (step > 0 ? 0 : rows.length - 1) : Math.max(0, Math.min(rows.length - 1, i + step));
    setSelected(rows[next].name);
  };
  const jumpToChange = (direction: 1 | -1) => {
    if (!selectedSignal) return setMessage('Choose a signal first: ↑/↓, or click its name.');
    const next = nextChangeCycle(selectedSignal, timing, cursor, direction);
    if (next === null)
      return setMessage(
        `${displayName(selectedSignal)} does not change ${direction > 0 ? 'after' : 'before'} cycle ${cursor}.`,
      );
    moveCursor(next);
  };

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const k = event.key;
    if (k === '+' || k === '=') zoomBy(2);
    else if (k === '-' || k === '_') zoomBy(0.5);
    else if (k === 'ArrowLeft' && event.shiftKey) moveCursor(cursor - 1);
    else if (k === 'ArrowRight' && event.shiftKey) moveCursor(cursor + 1);
    else if (k === 'ArrowLeft') panBy(-0.25);
    else if (k === 'ArrowRight') panBy(0.25);
    else if (k === 'Home') panTo(0);
    else if (k === 'End') panTo(1);
    else if (k === 'ArrowUp') chooseRow(-1);
    else if (k === 'ArrowDown') chooseRow(1);
    else if (k === 'n') jumpToChange(1);
    else if (k === 'N') jumpToChange(-1);
    else return;
    // Handled here: not a page scroll, nor one of the stepping panel's keys.
    event.preventDefault();
    event.stopPropagation();
  }

  function onClick(event: React.MouseEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    moveCursor(Math.floor(x.invert(event.clientX - rect.left)));
    const row = Math.floor((event.clientY - rect.top - headerHeight) / rowHeight);
    if (row >= 0 && row < rows.length) setSelected(rows[row].name);
    region.current?.focus();
  }

  const shown = `${Math.max(0, Math.floor(from + 1e-9))}–${Math.min(total, Math.ceil(to - 1e-9))}`;
  const selectedValue = selectedSignal ? formatValue(valueAtCycle(selectedSignal, cursor, timing)) : null;
  return (
    <figure className="waveform" data-testid="waveform">
      <h3>Waveform</h3>
      <div className="actions wave-controls">
        <label className="wave-filter">
          Signals{' '}
          <input
            type="text"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="type to filter, e.g. out_ or u_mode.mode"
            aria-describedby={`${helpId}-filter`}
            data-testid="waveform-filter"
          />
        </label>
        <button type="button" onClick={() => withZoom((s, b) => s.call(b.transform, zoomIdentity.scale(openingScale)))}>
          Show the run
        </button>
        {opening < total && (
          <button type="button" onClick={() => withZoom((s, b) => s.call(b.transform, zoomIdentity))}>
            Show all {total.toLocaleString('en')} cycles
          </button>
        )}
      </div>
      <p className="note" id={`${helpId}-filter`}>
        {filter.trim()
          ? `${matching.length.toLocaleString('en')} of ${signals.length.toLocaleString('en')} signals match${matching.length > maxRows ? `; the first ${maxRows} are shown` : ''}.`
          : `The core's ports and probes; type part of a name to search all ${signals.length.toLocaleString('en')} signals (every register of the run).`}
      </p>
      <p className="note" id={helpId}>
        Keys, once the waveform has focus (click it or Tab to it): <kbd>+</kbd>/<kbd>−</kbd> zoom, <kbd>←</kbd>/
        <kbd>→</kbd> pan, <kbd>Home</kbd>/<kbd>End</kbd> start/end, <kbd>Shift</kbd>+<kbd>←</kbd>/<kbd>→</kbd> move the
        cursor, <kbd>↑</kbd>/<kbd>↓</kbd> choose a signal, <kbd>n</kbd>/<kbd>N</kbd> its next/previous change. The wheel
        zooms, dragging pans, a click places the cursor.
      </p>
      <div
        ref={region}
        className="wave-region"
        tabIndex={0}
        role="group"
        aria-label={`Waveform: ${rows.length} signals over ${total.toLocaleString('en')} cycles`}
        aria-describedby={helpId}
        aria-keyshortcuts="+ - ArrowLeft ArrowRight Home End Shift+ArrowLeft Shift+ArrowRight ArrowUp ArrowDown n Shift+N"
        onKeyDown={onKeyDown}
        data-testid="waveform-region"
      >
        <div
          className="wave-grid"
          style={{ gridTemplateRows: `${headerHeight}px repeat(${rows.length}, ${rowHeight}px)` }}
        >
          <div className="wave-head">Signal</div>
          <div className="wave-head" data-testid="waveform-cursor-cycle">
            Value at cycle {cursor}
          </div>
          <div className="wave-plot" ref={plotBox} style={{ gridRow: `1 / span ${rows.length + 1}` }}>
            <canvas ref={canvas} onClick={onClick} aria-hidden="true" />
          </div>
          {rows.map((s) => {
            const name = displayName(s);
            const bits = valueAtCycle(s, cursor, timing);
            const value = formatValue(bits);
            return [
              <button
                key={`${s.name} name`}
                type="button"
                className="wave-name"
                aria-pressed={s.name === selected}
                title={`${s.name}${s.range ? ` ${s.range}` : ''}, ${s.width} bit${s.width === 1 ? '' : 's'}`}
                onClick={() => setSelected(s.name)}
                data-testid={`wave-name-${name}`}
              >
                {name}
              </button>,
              <span
                key={`${s.name} value`}
                className={isUnknown(bits) ? 'wave-value unknown' : 'wave-value'}
                title={value}
                data-testid={`wave-value-${name}`}
              >
                {value}
              </span>,
            ];
          })}
        </div>
        {rows.length === 0 && <p className="note">No signal matches “{filter.trim()}”.</p>}
      </div>
      <p className="status" aria-live="polite">
        <span data-testid="waveform-range" data-from={from} data-to={to}>
          Cycles {shown} of {total.toLocaleString('en')}
        </span>
        {' · '}
        <span data-testid="waveform-cursor">
          cursor at cycle {cursor}
          {selectedSignal && `, ${displayName(selectedSignal)} = ${selectedValue}`}
        </span>
        {message && ` · ${message}`}
      </p>
      <figcaption>
        Time runs in clock cycles from the start of the run; each cycle&apos;s rising clock edge is at its middle, where
        the registers take their new values. The shaded cursor is the half cycle before cycle {cursor}&apos;s rising
        edge: the values listed are what that edge samples.
      </figcaption>
    </figure>
  );
}

interface DrawInput {
  x: ScaleLinear<number, number>;
  rows: Signal[];
  timing: CycleTiming;
  cursor: number;
  selected: string | null;
  colours: CanvasColours;
  width: number;
  height: number;
}

function drawWaveform(ctx: CanvasRenderingContext2D, { x, rows, timing, cursor, selected, colours, width }: DrawInput) {
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
  ctx.font = '12px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const t of x.ticks(Math.max(2, Math.floor(width / 80))).filter(Number.isInteger)) {
    const px = Math.round(x(t)) + 0.5;
    ctx.fillRect(px - 0.5, headerHeight - 6, 1, 6);
    // A label that would run off the right edge is left out (its tick stays).
    if (px + 3 + ctx.measureText(String(t)).width <= width) ctx.fillText(String(t), px + 3, headerHeight / 2);
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

  ctx.font = '12px ui-monospace, "DejaVu Sans Mono", monospace';
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
    const lane = { hi: top + 5, lo: top + rowHeight - 5 };
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
