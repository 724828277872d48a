// Toggles per block of each measured S-box variant, as horizontal bars: the S-boxes' own nets
// hatched, the rest of the core solid after them, so the bar's length is every traced net and
// its first part the S-boxes' share (told apart without colour too). D3 computes the scale
// and ticks; React draws the SVG, in the house style of ThroughputChart.
import { useId } from 'react';
import { scaleLinear } from 'd3-scale';
import type { ToggleMeasure } from '../sbox-compare/measure';
import type { SboxVariant } from '../sbox-compare/variants';
import { HatchPattern } from './HatchPattern';

interface Props {
  bars: { variant: SboxVariant; measure: ToggleMeasure }[];
  /** SVG width in pixels (default 760); it shrinks to its container. */
  width?: number;
}

const margin = { top: 8, right: 16, bottom: 40, left: 196 };
const barHeight = 18;
const barGap = 6;
/** About how wide a character of the 12.5 px labels is, to leave room right of the bars. */
const charWidth = 6.9;

export const formatToggles = (x: number) => Math.round(x).toLocaleString('en');

const valueText = (m: ToggleMeasure) =>
  `${formatToggles(m.togglesPerBlock)} (S-box nets ${formatToggles(m.sboxTogglesPerBlock)})`;

export function SboxToggleChart({ bars, width = 760 }: Props) {
  const hatch = `sbox-hatch-${useId().replace(/:/g, '')}`;
  const height = margin.top + margin.bottom + bars.length * (barHeight + barGap) - barGap;
  const max = Math.max(...bars.map((b) => b.measure.togglesPerBlock));
  const textRoom = Math.min(width / 2, 8 + charWidth * Math.max(...bars.map((b) => valueText(b.measure).length)));
  const x = scaleLinear()
    .domain([0, max])
    .nice()
    .range([margin.left, width - margin.right - textRoom]);
  const ticks = x.ticks(5);
  const axisY = height - margin.bottom;
  const summary = bars.map((b) => `${b.variant.name}: ${valueText(b.measure)}`).join('; ');

  return (
    <svg
      className="bar-chart sbox-chart"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Toggles per block in the steady state, every traced net, the S-boxes' own first. ${summary}.`}
      data-testid="sbox-chart"
    >
      <defs>
        <HatchPattern id={hatch} />
      </defs>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={margin.top - 4} y2={axisY} className="grid" />
          <text x={x(t)} y={axisY + 16} textAnchor="middle" className="axis-label">
            {formatToggles(t)}
          </text>
        </g>
      ))}
      <text x={x(0)} y={axisY + 34} className="axis-title">
        toggles per block →
      </text>
      {bars.map(({ variant, measure }, i) => {
        const top = margin.top + i * (barHeight + barGap);
        const mid = top + barHeight / 2;
        const split = x(measure.sboxTogglesPerBlock);
        return (
          <g key={variant.id} data-testid={`sbox-bar-${variant.sbox}`}>
            <text
              x={margin.left - 8}
              y={mid}
              dy="0.35em"
              textAnchor="end"
              className={variant.current ? 'bar-label current' : 'bar-label'}
            >
              {variant.name}
            </text>
            <rect
              x={x(0)}
              y={top}
              width={Math.max(1, split - x(0))}
              height={barHeight}
              className="bar-sbox"
              fill={`url(#${hatch})`}
            >
              <title>{`${variant.name}: ${formatToggles(measure.sboxTogglesPerBlock)} toggles per block in the S-boxes' own nets`}</title>
            </rect>
            <rect
              x={split}
              y={top}
              width={Math.max(0, x(measure.togglesPerBlock) - split)}
              height={barHeight}
              className="bar-rest"
            >
              <title>{`${variant.name}: ${formatToggles(measure.togglesPerBlock - measure.sboxTogglesPerBlock)} toggles per block in the rest of the core`}</title>
            </rect>
            <text x={x(measure.togglesPerBlock) + 6} y={mid} dy="0.35em" className="bar-value">
              {valueText(measure)}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={margin.top - 4} y2={axisY} className="axis" />
    </svg>
  );
}

/** The legend's swatch of each part of a bar, drawn as the chart draws them. */
export function SboxSwatch({ part }: { part: 'sbox' | 'rest' }) {
  const id = `sbox-swatch-${useId().replace(/:/g, '')}`;
  return (
    <svg width={22} height={14} aria-hidden="true" className="bar-chart sbox-chart swatch">
      <defs>
        <HatchPattern id={id} />
      </defs>
      <rect
        x={1}
        y={1}
        width={20}
        height={12}
        className={part === 'sbox' ? 'bar-sbox' : 'bar-rest'}
        fill={part === 'sbox' ? `url(#${id})` : undefined}
      />
    </svg>
  );
}
