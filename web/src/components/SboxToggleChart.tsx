// Toggles per block of each measured S-box variant, as horizontal bars: the S-boxes' own nets
// hatched, the rest of the core solid after them, so the bar's length is every traced net and
// its first part the S-boxes' share (told apart without colour too). As wide as its
// container, text at the page's size and never under 14 px, placed by layout/bars.ts; React
// draws the SVG, in the house style of ThroughputChart.
import { useMemo } from 'react';
import type { ToggleMeasure } from '../sbox-compare/measure';
import type { SboxVariant } from '../sbox-compare/variants';
import { formatToggles, sboxRows } from '../layout/bars';
import { BarChartFrame, BarSwatch, BarText, useBarLayout } from './BarChart';

export { formatToggles };

interface Props {
  bars: { variant: SboxVariant; measure: ToggleMeasure }[];
  /** At most this wide, CSS pixels; else as wide as its container. */
  width?: number;
  /** What the implementation is, the cipher's axis: "S-box", RC6's "multiplier". */
  part?: string;
}

export function SboxToggleChart({ bars, width: widest, part = 'S-box' }: Props) {
  const parts = part.endsWith('x') ? `${part}es` : `${part}s`;
  const rows = useMemo(() => sboxRows(bars, part), [bars, part]);
  const chart = useBarLayout(rows, { title: 'toggles per block →', format: formatToggles, integerTicks: true }, widest);
  const summary = rows.map((r) => `${r.label}: ${r.texts[0]}`).join('; ');

  return (
    <BarChartFrame
      {...chart}
      className="sbox-chart"
      label={`Toggles per block in the steady state, every traced net, the ${parts}' own first. ${summary}.`}
      testId="sbox-chart"
      bars={(laid) =>
        laid.bars.map(({ row, top, height, x0, xSplit, x1, label, value }) => {
          const { variant, measure: m } = row.item;
          const split = xSplit ?? x0;
          return (
            <g key={variant.id} data-testid={`sbox-bar-${variant.sbox}`}>
              <BarText box={label} className={variant.current ? 'bar-label current' : 'bar-label'} />
              <rect
                x={x0}
                y={top}
                width={Math.max(1, split - x0)}
                height={height}
                className="bar-sbox"
                fill={`url(#${chart.hatch})`}
              >
                <title>{`${variant.name}: ${formatToggles(m.sboxTogglesPerBlock)} toggles per block in the ${parts}' own nets`}</title>
              </rect>
              <rect x={split} y={top} width={Math.max(0, x1 - split)} height={height} className="bar-rest">
                <title>{`${variant.name}: ${formatToggles(m.togglesPerBlock - m.sboxTogglesPerBlock)} toggles per block in the rest of the core`}</title>
              </rect>
              <BarText box={value} className="bar-value">
                {value.text !== row.texts[0] && <title>{row.texts[0]}</title>}
              </BarText>
            </g>
          );
        })
      }
    />
  );
}

/** The legend's swatch of each part of a bar, drawn as the chart draws them. */
export function SboxSwatch({ part }: { part: 'sbox' | 'rest' }) {
  return <BarSwatch chart="sbox-chart" bar={part === 'sbox' ? 'bar-sbox' : 'bar-rest'} hatched={part === 'sbox'} />;
}
