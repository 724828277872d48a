// Which round each block is in on each cycle: blocks as rows, cycles as columns, the round
// number in each cell. D3 computes scales and ticks; React draws the SVG.
import { scaleBand, scaleLinear, scaleSequential } from 'd3-scale';
import { interpolateCividis } from 'd3-scale-chromatic';
import type { Timeline } from '../layout/timeline';

interface Props {
  timeline: Timeline;
  rounds: number;
  stageNames: string[];
}

const margin = { top: 24, right: 28, bottom: 36, left: 72 };
const cellWidth = 26;
const rowHeight = 26;

export function RoundTimeline({ timeline, rounds, stageNames }: Props) {
  const width = margin.left + margin.right + Math.max(timeline.cycles, 12) * cellWidth;
  const height = margin.top + margin.bottom + Math.max(timeline.tags.length, 1) * rowHeight;
  const x = scaleLinear()
    .domain([0, Math.max(timeline.cycles, 12)])
    .range([margin.left, width - margin.right]);
  const y = scaleBand<number>()
    .domain(timeline.tags.map((_, i) => i))
    .range([margin.top, height - margin.bottom])
    .padding(0.12);
  const colour = scaleSequential(interpolateCividis).domain([0, rounds]);
  const ticks = x.ticks(Math.min(timeline.cycles, 20)).filter(Number.isInteger);

  return (
    <figure className="timeline">
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`Round of each block on each of ${timeline.cycles} cycles`}
        data-testid="timeline"
      >
        {timeline.tags.map((tag, row) => (
          <text
            key={tag}
            x={margin.left - 8}
            y={(y(row) ?? 0) + y.bandwidth() / 2}
            dy="0.35em"
            textAnchor="end"
            className="axis-label"
          >
            block {tag + 1}
          </text>
        ))}
        {timeline.cells.map((cell) => (
          <g key={`${cell.cycle}:${cell.stage}`} transform={`translate(${x(cell.cycle)},${y(cell.row)})`}>
            <rect width={cellWidth - 2} height={y.bandwidth()} rx={3} fill={colour(cell.round)}>
              <title>{`cycle ${cell.cycle}: block ${cell.tag + 1}, round ${cell.round} in register ${stageNames[cell.stage] ?? cell.stage}`}</title>
            </rect>
            <text
              x={(cellWidth - 2) / 2}
              y={y.bandwidth() / 2}
              dy="0.35em"
              textAnchor="middle"
              className={cell.round > rounds / 2 ? 'cell-label dark' : 'cell-label'}
            >
              {cell.round}
            </text>
          </g>
        ))}
        <g transform={`translate(0,${height - margin.bottom + 4})`}>
          {ticks.map((t) => (
            <text key={t} x={x(t) + (cellWidth - 2) / 2} y={12} textAnchor="middle" className="axis-label">
              {t}
            </text>
          ))}
          <text x={margin.left} y={30} className="axis-title">
            cycle →
          </text>
        </g>
      </svg>
      <figcaption>
        Each cell is one clock cycle; its number is the round whose result the register holds (0 = the initial
        AddRoundKey).
      </figcaption>
    </figure>
  );
}
