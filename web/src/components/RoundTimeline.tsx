// Which round each block is in on each cycle: blocks as rows, cycles as columns, the round
// number once per stretch of cycles a block spends in a round (a deep pipeline keeps a round
// for several stages). As wide as its container (it scrolls sideways when the cycles need
// more); text follows the page's size, never under 14 px. What the numbers are (AES's round 0,
// MARS's layers) is the cipher's description's (cipher-data.ts). D3 computes the colour scale and
// the layout module the geometry; React draws the SVG.
import { useEffect, useMemo, useState } from 'react';
import { scaleLinear, scaleSequential } from 'd3-scale';
import { interpolateCividis } from 'd3-scale-chromatic';
import { timelineLayout, type Timeline } from '../layout/timeline';
import { placeTicks } from '../layout/labels';
import { useChartBox } from '../hooks/useChartBox';
import { chartFont, textMeasurer } from '../render/canvas';
import { cipherNamed, roundNumbering } from '../cipher-data';
import { FigureExport } from '../export/FigureExport';

interface Props {
  timeline: Timeline;
  rounds: number;
  /** The core's cipher (registry/ciphers.json id): what its round numbers mean. */
  cipher: string;
  stageNames: string[];
  /** The cycle the stepping panel shows: framed, and scrolled into view as it moves; null: none. */
  cursor?: number | null;
}

export function RoundTimeline({ timeline, rounds, cipher, stageNames, cursor = null }: Props) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width, fontPx } = useChartBox(box);
  const measure = useMemo(() => textMeasurer(chartFont(fontPx)), [fontPx]);
  // Round numbers are bold (styles.css .cell-label): measured so.
  const measureBold = useMemo(() => textMeasurer(chartFont(fontPx, '600')), [fontPx]);
  const layout = useMemo(
    () => timelineLayout(timeline, Math.max(width, 320), fontPx, measureBold),
    [timeline, width, fontPx, measureBold],
  );
  const { left, top, cellWidth, rowHeight } = layout;
  const colour = scaleSequential(interpolateCividis).domain([0, rounds]);
  const bottom = top + Math.max(timeline.tags.length, 1) * rowHeight;
  const ticks = useMemo(() => {
    const x = scaleLinear()
      .domain([0, layout.span])
      .range([left, left + layout.span * cellWidth]);
    // A tick names a cycle at its cell's middle.
    const scale = Object.assign((v: number) => x(v) + cellWidth / 2 - 1, { ticks: (n: number) => x.ticks(n) });
    return placeTicks(scale, measure, [left - cellWidth / 2, layout.width], { gap: 12 }).filter(
      (t) => t.value < layout.span,
    );
  }, [layout, left, cellWidth, measure]);
  const line = Math.ceil(fontPx * 1.25);
  const framed = cursor !== null && cursor >= 0 && cursor < layout.span;
  const cursorX = left + (cursor ?? 0) * cellWidth;
  // The cycle shown kept in view: the figure scrolls sideways when the cycles need more room.
  useEffect(() => {
    if (!box || !framed) return;
    if (cursorX < box.scrollLeft || cursorX + cellWidth > box.scrollLeft + box.clientWidth)
      box.scrollTo({ left: Math.max(0, cursorX - box.clientWidth / 2) });
  }, [box, framed, cursorX, cellWidth]);
  const description = cipherNamed(cipher);
  const numbering = description ? roundNumbering(description, rounds) : `rounds up to ${rounds}`;

  return (
    <figure className="timeline chart" ref={setBox}>
      <FigureExport
        title="The round each block is in on each cycle"
        name="timeline"
        detail={`cycles 0–${timeline.cycles - 1}${framed ? `, cycle ${cursor} framed` : ''}`}
        svg={() => box?.querySelector('svg') ?? null}
      />
      <svg
        width={layout.width}
        height={layout.height}
        role="img"
        aria-label={`Round of each block on each of ${timeline.cycles} cycles`}
        data-testid="timeline"
        data-cursor={framed ? cursor : undefined}
      >
        {timeline.tags.map((tag, row) => (
          <text
            key={tag}
            x={left - 8}
            y={top + row * rowHeight + rowHeight / 2}
            dy="0.35em"
            textAnchor="end"
            className="axis-label"
          >
            block {tag + 1}
          </text>
        ))}
        {timeline.cells.map((cell) => (
          <rect
            key={`${cell.cycle}:${cell.stage}`}
            x={left + cell.cycle * cellWidth}
            y={top + cell.row * rowHeight + 2}
            width={Math.max(1, cellWidth - (cellWidth > 8 ? 2 : 0))}
            height={rowHeight - 4}
            rx={cellWidth > 12 ? 3 : 0}
            fill={colour(cell.round)}
          >
            <title>{`cycle ${cell.cycle}: block ${cell.tag + 1}, round ${cell.round} in register ${stageNames[cell.stage] ?? cell.stage}`}</title>
          </rect>
        ))}
        {layout.labels.map((run) => (
          <text
            key={`${run.row}:${run.from}`}
            x={run.x}
            y={top + run.row * rowHeight + rowHeight / 2}
            dy="0.35em"
            textAnchor="middle"
            className={run.round > rounds / 2 ? 'cell-label dark' : 'cell-label'}
          >
            {run.round}
          </text>
        ))}
        {framed && (
          <rect
            className="timeline-cursor"
            x={cursorX - 1}
            y={top - 1}
            width={cellWidth + 2}
            height={bottom - top + 2}
            data-testid="timeline-cursor"
          >
            <title>{`cycle ${cursor}: the cycle the stepping panel shows`}</title>
          </rect>
        )}
        <g transform={`translate(0,${bottom + 4})`}>
          {ticks.map((t) => (
            <text key={t.value} x={t.textX} y={line / 2} dy="0.35em" textAnchor="middle" className="axis-label">
              {t.text}
            </text>
          ))}
          <text x={left - 8} y={line / 2} dy="0.35em" textAnchor="end" className="axis-title">
            cycle →
          </text>
        </g>
      </svg>
      <figcaption>
        Each cell is one clock cycle; the number is the round whose result the register holds ({numbering}), written
        once for the cycles a block spends in that round.
      </figcaption>
    </figure>
  );
}
