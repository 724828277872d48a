// Pipeline occupancy: register stages (rows) by cycles (columns) on a canvas as wide as its
// container, coloured by block or by stream, empty cells (bubbles) left pale. Scroll or +/−
// to zoom and drag or ←/→ to pan (useZoom) down to single cycles; where a pixel column
// covers many cycles it shows how busy each stage was there. Deep pipelines are labelled
// by round unit. The axis counts the run's own cycles: a run longer than the probe ring
// shows its last cycles and says so. Hover a cell for what it holds.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  describeAt,
  firstBusyCycle,
  heldNote,
  indexTrace,
  labelUtilization,
  occupancyColumns,
  occupancyFrame,
  type Column,
} from '../layout/occupancy';
import { placeTicks } from '../layout/labels';
import type { SerialRounds } from '../layout/serial-rounds';
import type { Window } from '../layout/zoom';
import { useChartBox } from '../hooks/useChartBox';
import { useZoom } from '../hooks/useZoom';
import { chartFont, textMeasurer } from '../render/canvas';
import { renderOccupancy, type OccupancyScene } from '../render/occupancy';
import { FigureExport } from '../export/FigureExport';
import { inLightTheme } from '../export/figure-files';
import { svgCanvas } from '../export/svg-context';
import { readCanvasColours, useThemeGeneration } from '../theme/palette';
import { grouped } from '../numbers';

interface Props {
  probes: Uint32Array;
  stages: number;
  stageNames: string[];
  /** The run's cycles (RunResult.cycles); default: the cycles the probes hold. */
  cycles?: number;
  /** The run's cycle of the first probe word (RunResult.probeFrom); default 0. */
  probeFrom?: number;
  /** Run cycles [from, to] the axis spans (default: the cycles the probes hold); two charts given the same line up. */
  axis?: readonly [number, number];
  /** The widest the chart grows, in CSS pixels (default: its container's width). */
  width?: number;
  /** A heading for the chart, on the line of its controls. */
  heading?: ReactNode;
  /** A bit-serial core's rounds (serialRoundsOf): each cycle's cell shows which bits of its round it computed. */
  serial?: SerialRounds | null;
  /** The run's cycle the stepping panel shows: framed, and kept in view as it moves; null: none. */
  cursor?: number | null;
}

/** How a reader points at a cell here: a phone or tablet taps, a mouse hovers. */
const pointing = typeof window !== 'undefined' && window.matchMedia?.('(hover: none)').matches ? 'Tap' : 'Hover';

export function OccupancyChart({
  probes,
  stages,
  stageNames,
  cycles,
  probeFrom = 0,
  axis,
  width: widest,
  heading,
  serial = null,
  cursor = null,
}: Props) {
  const helpId = useId();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [colourBy, setColourBy] = useState<'block' | 'stream'>('block');
  const [pointer, setPointer] = useState<{ px: number; stage: number } | null>(null);
  const theme = useThemeGeneration();
  const { width: boxWidth, fontPx, dpr } = useChartBox(box);
  const width = Math.max(0, Math.min(boxWidth, widest ?? Infinity));

  const trace = useMemo(() => indexTrace(probes, stages, probeFrom, cycles), [probes, stages, probeFrom, cycles]);
  const names = useMemo(
    () => Array.from({ length: trace.stages }, (_, s) => stageNames[s] ?? `stage ${s}`),
    [stageNames, trace.stages],
  );
  const measure = useMemo(() => textMeasurer(chartFont(fontPx)), [fontPx]);
  const frame = useMemo(() => occupancyFrame(width, names, fontPx, measure), [width, names, fontPx, measure]);
  const axisFrom = axis ? axis[0] : trace.from;
  const axisTo = Math.max(axis ? axis[1] : trace.from + trace.held, axisFrom + 1);
  const domain = useMemo((): Window => [axisFrom, axisTo], [axisFrom, axisTo]);
  const zoom = useZoom<HTMLCanvasElement>({
    domain,
    range: [frame.plotLeft, frame.plotLeft + frame.plotWidth],
    height: frame.height,
    minSpan: Math.min(8, domain[1] - domain[0]),
  });
  const { view, x, ref: zoomRef } = zoom;
  const attach = useCallback(
    (node: HTMLCanvasElement | null) => {
      canvas.current = node;
      zoomRef(node);
    },
    [zoomRef],
  );

  const columns: Column[] = useMemo(
    () =>
      width > 0
        ? occupancyColumns(trace, { view, range: [frame.plotLeft, frame.plotLeft + frame.plotWidth], dpr, serial })
        : [],
    [trace, view, frame.plotLeft, frame.plotWidth, dpr, width, serial],
  );
  const perCycle = columns.length > 0 && columns[0].words !== null;
  // The stepping panel's cycle, brought into view when it moves out of it (once a move).
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (cursor === null || followed.current === cursor) return;
    followed.current = cursor;
    if (cursor < view[0] || cursor + 1 > view[1]) zoom.centreOn(cursor + 0.5);
  }, [cursor, view, zoom]);
  const cursorSpan = useMemo((): [number, number] | null => {
    if (cursor === null || cursor < domain[0] || cursor >= domain[1]) return null;
    return [x(cursor), x(cursor + 1)];
  }, [cursor, domain, x]);
  const cyclesPerColumn = columns.length > 0 ? (view[1] - view[0]) / (frame.plotWidth * dpr) : 0;

  // The scene painted, at `scale` device pixels a CSS pixel: the page's, or a print file's.
  const scene = useCallback(
    (scale: number, node: Element, cells: readonly Column[]): OccupancyScene => {
      // Zoomed in to cells, a tick names the cycle under it: at the cell's middle.
      const half = perCycle ? 0.5 : 0;
      const tickScale = Object.assign((v: number) => x(v + half), {
        ticks: (count: number) => x.ticks(count).filter((v) => v >= domain[0] && v + 2 * half <= domain[1]),
      });
      const notKept: [number, number] | null =
        domain[0] < trace.from ? [x(domain[0]), Math.min(x(trace.from), frame.plotLeft + frame.plotWidth)] : null;
      return {
        frame,
        dpr: scale,
        columns: cells,
        colourBy,
        colours: readCanvasColours(node),
        utilization: labelUtilization(frame.labels, trace.utilization),
        ticks: placeTicks(tickScale, measure, [frame.plotLeft, frame.width], { gap: 16 }),
        notKept: notKept && notKept[1] > notKept[0] ? notKept : null,
        serial,
        cursor: cursorSpan,
      };
    },
    [frame, perCycle, colourBy, x, measure, domain, trace, serial, cursorSpan],
  );

  useEffect(() => {
    const node = canvas.current;
    if (!node || width <= 0) return;
    const started = performance.now();
    renderOccupancy(node, scene(dpr, node, columns));
    // `npm run bench` reads these: the redraw target is 50 ms for a million cycles.
    performance.measure('cipherscope:occupancy-draw', { start: started, detail: trace.held });
  }, [scene, dpr, columns, width, theme, trace]);

  // The chart drawn again in SVG, light, through the same painter (export/svg-context.ts).
  function drawAsSvg(): SVGSVGElement | null {
    if (!canvas.current || width <= 0) return null;
    const node = canvas.current;
    const range: [number, number] = [frame.plotLeft, frame.plotLeft + frame.plotWidth];
    // One CSS pixel a column at most: a vector file of a million cycles stays a few thousand columns.
    const cells = occupancyColumns(trace, { view, range, dpr: 1, serial });
    return inLightTheme(() => {
      const drawing = svgCanvas(frame.width, frame.height);
      renderOccupancy(drawing.canvas, scene(1, node, cells));
      return drawing.context.root;
    });
  }

  // The chart as a print file draws it: light, `scale` times the page's size.
  function drawForPrint(scale: number): HTMLCanvasElement | null {
    if (!canvas.current || width <= 0) return null;
    const range: [number, number] = [frame.plotLeft, frame.plotLeft + frame.plotWidth];
    const cells = occupancyColumns(trace, { view, range, dpr: scale, serial });
    const node = canvas.current;
    return inLightTheme(() => {
      const print = document.createElement('canvas');
      renderOccupancy(print, scene(scale, node, cells));
      return print;
    });
  }

  const hover = useMemo(() => {
    if (!pointer) return null;
    if (pointer.px < frame.plotLeft || pointer.px > frame.plotLeft + frame.plotWidth) return null;
    const cycle = x.invert(pointer.px);
    if (cycle < trace.from && cycle >= domain[0])
      return `cycles ${grouped(domain[0])}–${grouped(trace.from - 1)} were not kept: the probe ring holds the run's last ${grouped(trace.held)}.`;
    return describeAt(columns, pointer.px, pointer.stage, names, serial);
  }, [pointer, frame, x, trace, domain, columns, names, serial]);
  // A bit-serial core's first round, with the cycle before and the next round's first two:
  // its n/w cycles, cell by cell.
  const firstRound = useMemo((): Window | null => {
    const first = serial ? firstBusyCycle(trace) : null;
    if (first === null || !serial) return null;
    return [Math.max(domain[0], first - 1), Math.min(domain[1], first + serial.cyclesPerRound + 2)];
  }, [serial, trace, domain]);

  function onMove(event: React.PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left;
    const stage = Math.floor((event.clientY - rect.top) / frame.rowHeight);
    setPointer(stage >= 0 && stage < trace.stages ? { px, stage } : null);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLCanvasElement>) {
    if (zoom.onKey(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }

  const first = Math.max(domain[0], Math.floor(view[0] + 1e-9));
  const last = Math.min(domain[1], Math.ceil(view[1] - 1e-9)) - 1;
  const all = first <= domain[0] && last >= domain[1] - 1;
  return (
    <figure className="occupancy chart" data-testid="occupancy">
      <div className="actions">
        {heading}
        <label>
          Colour by{' '}
          <select
            value={colourBy}
            onChange={(e) => setColourBy(e.target.value as 'block' | 'stream')}
            data-testid="colour-by"
          >
            <option value="block">block</option>
            <option value="stream">stream</option>
          </select>
        </label>
        <button type="button" onClick={() => zoom.zoomBy(2)} aria-label="Zoom in">
          +
        </button>
        <button type="button" onClick={() => zoom.zoomBy(0.5)} aria-label="Zoom out">
          −
        </button>
        <button type="button" onClick={() => zoom.show(domain)} disabled={all} data-testid="occupancy-show-all">
          Show all {grouped(domain[1] - domain[0])} cycles
        </button>
        {serial && firstRound && (
          <button type="button" onClick={() => zoom.show(firstRound)} data-testid="occupancy-one-round">
            Show one round: {grouped(serial.cyclesPerRound)} cycles
          </button>
        )}
      </div>
      <div className="chart-note-row">
        <p
          className="note"
          data-testid="occupancy-held"
          data-cycles={trace.cycles}
          data-from={trace.from}
          data-held={trace.held}
        >
          {heldNote(trace)}
        </p>
        <FigureExport
          title="Pipeline occupancy"
          name="occupancy"
          detail={`cycles ${grouped(first)}–${grouped(last)} of ${grouped(trace.cycles)}${cursor !== null ? `, cycle ${grouped(cursor)} framed` : ''}`}
          canvas={drawForPrint}
          vector={drawAsSvg}
        />
      </div>
      <div ref={setBox} className="chart-canvas">
        <canvas
          ref={attach}
          tabIndex={0}
          onPointerMove={onMove}
          onPointerDown={onMove}
          onPointerLeave={(e) => e.pointerType === 'mouse' && setPointer(null)}
          onKeyDown={onKeyDown}
          role="img"
          aria-label={`Occupancy of ${trace.stages} register stages over cycles ${grouped(first)}–${grouped(last)} of ${grouped(trace.cycles)}`}
          aria-describedby={helpId}
          aria-keyshortcuts="+ - ArrowLeft ArrowRight Home End"
          data-plot-left={frame.plotLeft}
          data-plot-width={frame.plotWidth}
          data-row-height={frame.rowHeight}
          data-labels={frame.labels.kind}
          data-cursor={cursorSpan ? cursor : undefined}
        />
      </div>
      <p className="status" aria-live="polite">
        <span data-testid="occupancy-range" data-from={view[0]} data-to={view[1]}>
          Cycles {grouped(first)}–{grouped(last)}
          {perCycle ? '' : ` · ${grouped(Math.round(cyclesPerColumn))} cycles a pixel column`}
        </span>
        {' · '}
        <span data-testid="occupancy-hover">{hover ?? `${pointing} a cell for what it holds.`}</span>
      </p>
      {serial && (
        <p
          className="note occupancy-serial"
          data-testid="occupancy-serial"
          data-cycles-per-round={serial.cyclesPerRound}
        >
          A bit-serial core: {serial.bitsPerCycle === 1 ? 'one bit' : `${serial.bitsPerCycle} bits`} of a round&apos;s{' '}
          {serial.wordBits}-bit word a cycle, so one round takes {grouped(serial.cyclesPerRound)} cycles of its one
          register. Zoomed in to cycles, each cell is shaded by the bits it computed, pale for bit 0 to the block&apos;s
          colour for bit {serial.wordBits - 1}, and numbered by its first bit where it is wide enough; a dark edge opens
          each round.
        </p>
      )}
      {!perCycle && columns.length > 0 && (
        <p className="note occupancy-legend" data-testid="occupancy-legend">
          Each pixel column covers several cycles: its shade is the share of them the stage held a block,{' '}
          <span className="share-scale" aria-hidden="true" /> from 0 % (pale) to 100 %. Zoom in to see blocks.
        </p>
      )}
      <figcaption id={helpId}>
        Rows are the datapath&apos;s register stages
        {frame.labels.kind === 'group' ? ' (named by round unit: r1 brackets r1.sbox … r1.ark)' : ''}, columns clock
        cycles; pale cells are bubbles (an empty stage). The percentage is each stage&apos;s (or round unit&apos;s)
        utilization over all the cycles the chart holds. The wheel or <kbd>+</kbd>/<kbd>−</kbd> zooms, a drag or{' '}
        <kbd>←</kbd>/<kbd>→</kbd> pans, <kbd>Home</kbd>/<kbd>End</kbd> go to the start or end.
      </figcaption>
    </figure>
  );
}
