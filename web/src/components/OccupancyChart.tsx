// Pipeline occupancy: register stages (rows) by cycles (columns) on a canvas, coloured by
// block or by stream, empty cells (bubbles) left pale. Scroll to zoom and drag to pan
// (d3-zoom) across any number of cycles: a pixel column summarises the cycles it covers, so
// a million-cycle run draws as fast as a short one. Hover a cell for what it holds.
import { useEffect, useMemo, useRef, useState } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomTransform } from 'd3-zoom';
import { scaleLinear } from 'd3-scale';
import { decodeProbe } from '@harness/wasm-model.mjs';
import { describeCell, occupancyColumns, stageUtilization } from '../layout/occupancy';
import { tagBlock, tagStream } from '../tag';
import { paletteIndex, readCanvasColours, useThemeGeneration } from '../theme/palette';

interface Props {
  probes: Uint32Array;
  stages: number;
  stageNames: string[];
  /** Cycles the axis spans (default: this run's); two charts given the same one line up. */
  axisCycles?: number;
  /** Canvas width in pixels (default 900). */
  width?: number;
}

const labelWidth = 120;
const utilWidth = 56;

export function OccupancyChart({ probes, stages, stageNames, axisCycles, width = 900 }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [colourBy, setColourBy] = useState<'block' | 'stream'>('block');
  const [hover, setHover] = useState<string | null>(null);
  const theme = useThemeGeneration();
  const cycles = Math.floor(probes.length / Math.max(1, stages));
  const utilization = useMemo(() => stageUtilization(probes, stages), [probes, stages]);
  const rowHeight = Math.max(6, Math.min(22, Math.floor(360 / Math.max(1, stages))));
  const span = Math.max(axisCycles ?? cycles, cycles, 1);
  const plot = width - labelWidth - utilWidth;
  const height = rowHeight * stages + 20;

  const x = useMemo(
    () => transform.rescaleX(scaleLinear().domain([0, span]).range([0, plot])),
    [transform, span, plot],
  );

  useEffect(() => {
    const node = canvas.current;
    if (!node) return;
    const behaviour = zoom<HTMLCanvasElement, unknown>()
      .scaleExtent([1, Math.max(1, span / 8)])
      .translateExtent([
        [0, 0],
        [plot, height],
      ])
      .extent([
        [0, 0],
        [plot, height],
      ])
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    select(node).call(behaviour);
    return () => {
      select(node).on('.zoom', null);
    };
  }, [span, plot, height]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !canvas.current) return;
    const colours = readCanvasColours(canvas.current);
    const started = performance.now();
    ctx.clearRect(0, 0, width, height);
    const [from, to] = x.domain();
    // The run may end before the axis does (a shared axis): draw its cycles only.
    const end = Math.min(to, cycles);
    const drawn = end > from ? (plot * (end - from)) / (to - from) : 0;
    const columns = occupancyColumns(probes, stages, from, end, Math.min(Math.ceil(drawn), Math.ceil(end - from)));
    const colW = drawn / Math.max(1, columns.length);
    for (let s = 0; s < stages; s++) {
      const y = s * rowHeight;
      ctx.fillStyle = colours.muted;
      ctx.font = '11px sans-serif';
      ctx.textBaseline = 'middle';
      ctx.fillText(stageNames[s] ?? `stage ${s}`, 2, y + rowHeight / 2, labelWidth - 6);
      ctx.fillText(`${(utilization[s] * 100).toFixed(0)} %`, labelWidth + plot + 6, y + rowHeight / 2);
      columns.forEach((col, i) => {
        const x0 = labelWidth + i * colW;
        const p = decodeProbe(col.first[s]);
        if (col.busy[s] === 0) {
          ctx.fillStyle = colours.bubble; // a bubble: the stage holds nothing
        } else if (colW >= 2 && p.valid) {
          const key = colourBy === 'stream' ? tagStream(p.tag) : tagBlock(p.tag);
          ctx.fillStyle = colours.blocks[paletteIndex(key)];
        } else {
          // Too many cycles a pixel to tell blocks apart: the share of them the stage was busy.
          ctx.fillStyle = colours.accent;
          ctx.globalAlpha = 0.25 + 0.75 * col.busy[s];
        }
        ctx.fillRect(x0, y + 1, Math.max(1, colW - (colW > 4 ? 1 : 0)), rowHeight - 2);
        ctx.globalAlpha = 1;
      });
    }
    ctx.fillStyle = colours.muted;
    ctx.textBaseline = 'top';
    for (const t of x.ticks(8).filter(Number.isInteger))
      ctx.fillText(String(t), labelWidth + x(t), stages * rowHeight + 4);
    // `npm run bench` reads these: the redraw target is 50 ms for a million cycles.
    performance.measure('cipherscope:occupancy-draw', { start: started, detail: cycles });
  }, [probes, stages, stageNames, x, colourBy, utilization, rowHeight, plot, height, width, cycles, theme]);

  function onMove(event: React.MouseEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const px = event.clientX - rect.left - labelWidth;
    const stage = Math.floor((event.clientY - rect.top) / rowHeight);
    const cycle = Math.floor(x.invert(px));
    if (px < 0 || px > plot || stage < 0 || stage >= stages || cycle < 0 || cycle >= cycles) return setHover(null);
    setHover(describeCell(probes[cycle * stages + stage], stageNames[stage] ?? `stage ${stage}`, cycle));
  }

  return (
    <figure className="occupancy" data-testid="occupancy">
      <div className="actions">
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
        <button
          type="button"
          onClick={() =>
            canvas.current && select(canvas.current).call(zoom<HTMLCanvasElement, unknown>().transform, zoomIdentity)
          }
        >
          Show all {cycles.toLocaleString('en')} cycles
        </button>
        <span className="status" data-testid="occupancy-hover" aria-live="polite">
          {hover ?? 'Scroll to zoom, drag to pan, hover a cell.'}
        </span>
      </div>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        onMouseMove={onMove}
        onMouseLeave={() => setHover(null)}
        aria-label={`Occupancy of ${stages} register stages over ${cycles} cycles`}
      />
      <figcaption>
        Rows are the datapath&apos;s register stages, columns clock cycles; pale cells are bubbles (an empty stage). The
        percentage is each stage&apos;s utilization over the run.
      </figcaption>
    </figure>
  );
}
