// Throughput in Gbit/s per mode at our measured Fmax, as bars, with the seed papers'
// published figures for the same architecture beside ours (their non-feedback figure beside
// our ECB, their feedback figure beside our CBC encryption, as Elbirt et al. 2000 pair them
// in Tables 2 and 3). D3 computes the scale and ticks; React draws the SVG. Ours is solid,
// a paper's is hatched, a prediction is pale and dashed: told apart without colour too.
import { useId } from 'react';
import { scaleLinear } from 'd3-scale';
import { formatGbps, type ModeGbps, type PaperGbps, type Throughput } from '../throughput/figures';
import { modeNames } from '../throughput/measured';
import { HatchPattern } from './HatchPattern';

interface Props {
  figures: Extract<Throughput, { kind: 'figures' }>;
  /** SVG width in pixels (default 960); it shrinks to its container. */
  width?: number;
}

type Bar = { kind: 'ours'; mode: ModeGbps } | { kind: 'paper'; paper: PaperGbps };

const margin = { top: 8, right: 16, bottom: 40, left: 180 };
const barHeight = 17;
const barGap = 3;
const groupGap = 12;
/** About how wide a character of the 12.5 px labels is, to leave room right of the bars. */
const charWidth = 6.9;

/** "CBC encrypt", "Interleaved CBC (N = 5)": the direction only where the mode has both. */
function modeLabeller(modes: ModeGbps[]) {
  const both = new Set(modes.filter((m) => m.direction === 'decrypt').map((m) => m.mode));
  return (m: ModeGbps) =>
    `${modeNames[m.mode] ?? m.mode}${both.has(m.mode) ? ` ${m.direction}` : ''}${m.chains > 1 ? ` (N = ${m.chains})` : ''}`;
}
const feedbackWord = (p: PaperGbps) => (p.kind === 'stream' ? 'non-feedback' : 'feedback');

/** What follows a bar: its value in Gbit/s and, for a paper, which figure, clock and device. */
function valueText(bar: Bar): string {
  if (bar.kind === 'ours') return `${formatGbps(bar.mode.gbps)} Gbit/s${bar.mode.measured ? '' : ', predicted cycles'}`;
  const p = bar.paper;
  return `${formatGbps(p.gbps)} Gbit/s ${feedbackWord(p)}${p.row.clockMHz === undefined ? '' : `, ${p.row.clockMHz} MHz`}, ${p.device}`;
}

/** Our rates and each paper bar right after the mode it stands beside. */
function groups(figures: Props['figures']): Bar[][] {
  return figures.modes.map((mode) => [
    { kind: 'ours', mode } as Bar,
    ...figures.papers
      .filter((p) => p.beside.mode === mode.mode && p.beside.direction === mode.direction)
      .map((paper) => ({ kind: 'paper', paper }) as Bar),
  ]);
}

export function ThroughputChart({ figures, width = 960 }: Props) {
  const id = useId().replace(/:/g, '');
  const hatch = `hatch-${id}`;
  const modeLabel = modeLabeller(figures.modes);
  const rows = groups(figures);
  const bars = rows.flat();
  const height = margin.top + margin.bottom + bars.length * (barHeight + barGap) + (rows.length - 1) * groupGap;
  const max = Math.max(...bars.map((b) => (b.kind === 'ours' ? b.mode.gbps : b.paper.gbps)));
  // Room for the longest value text after the longest bar (a bar is never longer than that).
  const textRoom = Math.min(width / 2, 8 + charWidth * Math.max(...bars.map((b) => valueText(b).length)));
  const x = scaleLinear()
    .domain([0, max])
    .nice()
    .range([margin.left, width - margin.right - textRoom]);
  const ticks = x.ticks(6);
  const axisY = height - margin.bottom;

  // Bars top to bottom, a gap between groups: bar i of group g has every bar of the groups
  // before it above it.
  const firstOf = rows.map((_, g) => rows.slice(0, g).reduce((n, group) => n + group.length, 0));
  const placed = rows.map((group, g) =>
    group.map((bar, i) => ({ bar, y: margin.top + (firstOf[g] + i) * (barHeight + barGap) + g * groupGap })),
  );

  const summary = bars
    .map((b) =>
      b.kind === 'ours'
        ? `${modeLabel(b.mode)}: ours ${formatGbps(b.mode.gbps)} Gbit/s${b.mode.measured ? '' : ' (predicted cycles)'}`
        : `${b.paper.label}, ${b.paper.row.label}, ${feedbackWord(b.paper)}: ${formatGbps(b.paper.gbps)} Gbit/s`,
    )
    .join('; ');

  return (
    <svg
      className="bar-chart throughput-chart"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Throughput in Gbit/s at ${figures.fmaxMHz} MHz, our ${figures.deviceName} Fmax. ${summary}.`}
      data-testid="throughput-chart"
    >
      <defs>
        <HatchPattern id={hatch} />
      </defs>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={margin.top - 4} y2={axisY} className="grid" />
          <text x={x(t)} y={axisY + 16} textAnchor="middle" className="axis-label">
            {t}
          </text>
        </g>
      ))}
      <text x={x(0)} y={axisY + 34} className="axis-title">
        Gbit/s →
      </text>
      {placed.flat().map(({ bar, y: top }) => {
        const mid = top + barHeight / 2;
        if (bar.kind === 'ours') {
          const m = bar.mode;
          return (
            <g key={`ours-${m.mode}-${m.direction}`} data-testid={`bar-ours-${m.mode}-${m.direction}`}>
              <text x={margin.left - 8} y={mid} dy="0.35em" textAnchor="end" className="bar-label">
                {modeLabel(m)}
              </text>
              <rect
                x={x(0)}
                y={top}
                width={Math.max(1, x(m.gbps) - x(0))}
                height={barHeight}
                className={m.measured ? 'bar-ours' : 'bar-ours predicted'}
              >
                <title>{`${modeLabel(m)}: 128 bits × ${figures.fmaxMHz} MHz ÷ ${m.cyclesPerBlock} cycles per block (${m.measured ? 'measured on the RTL' : "sim-core's prediction"})`}</title>
              </rect>
              <text x={x(m.gbps) + 6} y={mid} dy="0.35em" className="bar-value">
                <tspan data-testid={`gbps-${m.mode}-${m.direction}`}>{formatGbps(m.gbps)}</tspan>
                {valueText(bar).slice(formatGbps(m.gbps).length)}
              </text>
            </g>
          );
        }
        const p = bar.paper;
        return (
          <g key={`paper-${p.label}-${p.row.label}-${p.kind}`} data-testid={`bar-paper-${p.kind}`} data-label={p.label}>
            <text x={margin.left - 8} y={mid} dy="0.35em" textAnchor="end" className="bar-label paper">
              {p.who}
            </text>
            <rect
              x={x(0)}
              y={top}
              width={Math.max(1, x(p.gbps) - x(0))}
              height={barHeight}
              className="bar-paper"
              fill={`url(#${hatch})`}
            >
              <title>{`${p.label}: ${p.row.label}, ${feedbackWord(p)}, as published`}</title>
            </rect>
            <text x={x(p.gbps) + 6} y={mid} dy="0.35em" className="bar-value">
              <tspan data-testid="gbps-paper">{formatGbps(p.gbps)}</tspan>
              {valueText(bar).slice(formatGbps(p.gbps).length)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={margin.top - 4} y2={axisY} className="axis" />
    </svg>
  );
}

/** The legend's swatch of each kind of bar, drawn as the chart draws them. */
export function Swatch({ kind }: { kind: 'ours' | 'predicted' | 'paper' }) {
  const id = `swatch-${useId().replace(/:/g, '')}`;
  return (
    <svg width={22} height={14} aria-hidden="true" className="bar-chart throughput-chart swatch">
      <defs>
        <HatchPattern id={id} />
      </defs>
      <rect
        x={1}
        y={1}
        width={20}
        height={12}
        className={kind === 'paper' ? 'bar-paper' : kind === 'predicted' ? 'bar-ours predicted' : 'bar-ours'}
        fill={kind === 'paper' ? `url(#${id})` : undefined}
      />
    </svg>
  );
}
