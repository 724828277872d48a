// The run's waveform in the page, read from the same VCD the download offers (parsed in the
// simulator's worker, web/src/sim/worker.ts): names and the
// values at the cursor on the left (DOM, so they can be read, selected and found), the traces
// on a canvas, any number of cycles. 1-bit signals are high/low traces, buses hex-labelled
// segments; x is hatched, z dashed, so no state relies on colour alone.
// Wheel or +/− zooms, drag or ←/→ pans (useZoom), a click or Shift+←/→ moves the cursor.
// The canvas is painted by render/waveform.ts; its text and rows follow the page's font size.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Signal } from '../waveform/vcd';
import type { Waveform } from '../sim/protocol';
import { readCanvasColours, useThemeGeneration } from '../theme/palette';
import { cycleTiming, nextChangeCycle, valueAtCycle, waveRows, type CycleTiming } from '../waveform/geometry';
import { formatValue, isUnknown } from '../waveform/format';
import { defaultSignals, displayName, filterSignals } from '../waveform/signals';
import { useChartBox } from '../hooks/useChartBox';
import { useZoom } from '../hooks/useZoom';
import { renderWaveform } from '../render/waveform';
import { chartFont, textMeasurer } from '../render/canvas';
import { FigureExport } from '../export/FigureExport';
import { inLightTheme } from '../export/figure-files';
import { svgCanvas } from '../export/svg-context';
import { waveDrom } from '../waveform/wavedrom';
import { grouped } from '../numbers';

interface Props {
  waveform: Waveform;
  /** The run's cycles: the window the viewer opens on (the trace may go on past the last output). */
  cycles?: number;
  /** The cycle the stepping panel shows: the cursor goes there whenever it changes; null: none. */
  cursor?: number | null;
}

const maxRows = 60;

let traces = 0;

export function WaveformViewer({ waveform, cycles, cursor = null }: Props) {
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
  return (
    <Waveform key={parsed.id} signals={parsed.signals} timing={parsed.timing} runCycles={cycles} follow={cursor} />
  );
}

interface WaveformProps {
  signals: Signal[];
  timing: CycleTiming;
  runCycles?: number;
  follow: number | null;
}

function Waveform({ signals, timing, runCycles, follow }: WaveformProps) {
  const helpId = useId();
  const region = useRef<HTMLDivElement>(null);
  const [plotBox, setPlotBox] = useState<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [filter, setFilter] = useState('');
  const [cursor, setCursor] = useState(0);
  const [selected, setSelected] = useState<string | null>(
    () => defaultSignals(signals).find((s) => s.reference === 'out_valid_o')?.name ?? null,
  );
  const [message, setMessage] = useState<string | null>(null);
  const scheme = useThemeGeneration();
  // The plot takes the width its grid column leaves; text and rows the font size (≥ 14 px).
  const { width: boxWidth, fontPx, dpr } = useChartBox(plotBox);
  const plotWidth = Math.max(80, boxWidth);
  const { headerHeight, rowHeight } = waveRows(fontPx);

  const total = timing.cycles;
  const opening = Math.max(1, Math.min(total, runCycles ?? total));
  const matching = useMemo(() => filterSignals(signals, filter), [signals, filter]);
  const rows = useMemo(() => matching.slice(0, maxRows), [matching]);
  const height = headerHeight + rows.length * rowHeight;
  // Wheel zooms about the pointer, drag pans, both over cycles only; it opens on the run's
  // cycles (the trace may hold more), within the zoom's limit of two cycles a window.
  const zoom = useZoom<HTMLCanvasElement>({
    domain: [0, Math.max(1, total)],
    range: [0, plotWidth],
    height,
    minSpan: Math.min(2, Math.max(1, total)),
    opening: [0, Math.max(opening, Math.min(2, total))],
  });
  const { x, view, ref: zoomRef } = zoom;
  const [from, to] = view;
  const selectedSignal = rows.find((s) => s.name === selected) ?? null;
  const attach = useCallback(
    (node: HTMLCanvasElement | null) => {
      canvas.current = node;
      zoomRef(node);
    },
    [zoomRef],
  );

  useEffect(() => {
    const node = canvas.current;
    if (!node || !region.current) return;
    renderWaveform(node, {
      x,
      rows,
      timing,
      cursor,
      selected,
      colours: readCanvasColours(region.current),
      width: plotWidth,
      dpr,
      fontPx,
      headerHeight,
      rowHeight,
    });
  }, [x, rows, timing, cursor, selected, plotWidth, dpr, fontPx, headerHeight, rowHeight, scheme]);

  const zoomBy = (factor: number) => zoom.zoomBy(factor, cursor >= from && cursor <= to ? cursor : undefined);
  const moveCursor = (cycle: number) => {
    const c = Math.max(0, Math.min(total - 1, cycle));
    setCursor(c);
    setMessage(null);
    // Keep the cursor in view: centre the window on it when it leaves.
    if (c < from || c + 1 > to) zoom.centreOn(c + 0.5);
  };
  // The stepping panel's cycle moves the cursor (once a move: the reader may move it on from there).
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (follow === null || followed.current === follow) return;
    followed.current = follow;
    moveCursor(follow);
  });
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
    else if (zoom.onKey(event)) {
      // ←/→ pan, Home/End: the chart zoom's own keys.
    } else if (k === 'ArrowUp') chooseRow(-1);
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
  const windowCycles: [number, number] = [Math.max(0, Math.floor(from + 1e-9)), Math.min(total, Math.ceil(to - 1e-9))];

  // The waveform drawn again in SVG, light (export/svg-context.ts), names left of the traces.
  function drawAsSvg(): SVGSVGElement | null {
    if (!region.current) return null;
    const node = region.current;
    return inLightTheme(() => {
      const colours = readCanvasColours(node);
      const height = headerHeight + rows.length * rowHeight;
      const traces = svgCanvas(plotWidth, height);
      const common = { x, rows, timing, cursor, selected: null, colours, width: plotWidth, dpr: 1 };
      renderWaveform(traces.canvas, { ...common, fontPx, headerHeight, rowHeight });
      const font = chartFont(fontPx);
      const names = rows.map(displayName);
      const namesWidth = Math.ceil(Math.max(0, ...names.map(textMeasurer(font)))) + 16;
      const whole = svgCanvas(namesWidth + plotWidth, height);
      const ctx = whole.context;
      ctx.font = font;
      ctx.fillStyle = colours.ink;
      ctx.textBaseline = 'middle';
      names.forEach((name, i) => ctx.fillText(name, 4, headerHeight + (i + 0.5) * rowHeight));
      traces.context.root.setAttribute('x', String(namesWidth));
      whole.context.root.append(traces.context.root);
      return whole.context.root;
    });
  }

  // The waveform as a print file draws it: light, `scale` times the page's size, each signal's
  // name left of its trace (on the page the names are text beside the canvas).
  function drawForPrint(scale: number): HTMLCanvasElement | null {
    if (!region.current) return null;
    const node = region.current;
    return inLightTheme(() => {
      const colours = readCanvasColours(node);
      const traces = document.createElement('canvas');
      renderWaveform(traces, {
        x,
        rows,
        timing,
        cursor,
        selected: null,
        colours,
        width: plotWidth,
        dpr: scale,
        fontPx,
        headerHeight,
        rowHeight,
      });
      const font = chartFont(fontPx);
      const names = rows.map(displayName);
      const measure = textMeasurer(font);
      const namesWidth = Math.ceil(Math.max(0, ...names.map(measure))) + 16;
      const print = document.createElement('canvas');
      print.width = Math.ceil((namesWidth + plotWidth) * scale);
      print.height = traces.height;
      const ctx = print.getContext('2d');
      if (!ctx) return null;
      ctx.drawImage(traces, namesWidth * scale, 0);
      ctx.scale(scale, scale);
      ctx.font = font;
      ctx.fillStyle = colours.ink;
      ctx.textBaseline = 'middle';
      names.forEach((name, i) => ctx.fillText(name, 4, headerHeight + (i + 0.5) * rowHeight));
      return print;
    });
  }
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
        <button type="button" onClick={() => zoom.show([0, opening])}>
          Show the run
        </button>
        {opening < total && (
          <button type="button" onClick={() => zoom.show([0, total])}>
            Show all {grouped(total)} cycles
          </button>
        )}
        <FigureExport
          title="Waveform"
          name="waveform"
          detail={`cycles ${shown}, ${rows.length} signals, cursor at cycle ${cursor}`}
          canvas={drawForPrint}
          vector={drawAsSvg}
          extra={[
            {
              label: 'WaveDrom JSON',
              make: (caption) => ({
                data: JSON.stringify(waveDrom(rows, timing, windowCycles[0], windowCycles[1], caption), null, 1),
                suffix: 'wavedrom.json',
                type: 'application/json',
              }),
            },
          ]}
        />
      </div>
      {runCycles !== undefined && runCycles > total && (
        <p className="note" data-testid="waveform-first-cycles">
          The waveform holds the run&apos;s first {grouped(total)} of {grouped(runCycles)} cycles: a longer one would
          not fit in the page&apos;s memory. Fewer blocks give a waveform of the whole run.
        </p>
      )}
      <p className="note" id={`${helpId}-filter`}>
        {filter.trim()
          ? `${grouped(matching.length)} of ${grouped(signals.length)} signals match${matching.length > maxRows ? `; the first ${maxRows} are shown` : ''}.`
          : `The core's ports and probes; type part of a name to search all ${grouped(signals.length)} signals (every register of the run).`}
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
        aria-label={`Waveform: ${rows.length} signals over ${grouped(total)} cycles`}
        aria-describedby={helpId}
        aria-keyshortcuts="+ - ArrowLeft ArrowRight Home End Shift+ArrowLeft Shift+ArrowRight ArrowUp ArrowDown n Shift+N"
        onKeyDown={onKeyDown}
        data-testid="waveform-region"
      >
        <div
          className="wave-grid"
          style={
            {
              gridTemplateRows: `${headerHeight}px repeat(${rows.length}, ${rowHeight}px)`,
              '--wave-row': `${rowHeight}px`,
            } as React.CSSProperties
          }
        >
          <div className="wave-head">Signal</div>
          <div className="wave-head" data-testid="waveform-cursor-cycle">
            Value at cycle {cursor}
          </div>
          <div className="wave-plot chart-canvas" ref={setPlotBox} style={{ gridRow: `1 / span ${rows.length + 1}` }}>
            <canvas ref={attach} onClick={onClick} aria-hidden="true" />
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
          Cycles {shown} of {grouped(total)}
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
