// Toggles per block of each measured S-box variant, as horizontal bars: the S-boxes' own nets
// hatched, the rest of the core solid after them, so the bar's length is every traced net and
// its first part the S-boxes' share (told apart without colour too). As wide as its
// container, text at the page's size and never under 14 px, placed by layout/bars.ts; React
// draws the SVG, in the house style of ThroughputChart.
import { useId, useMemo, useState } from 'react';
import type { ToggleMeasure } from '../sbox-compare/measure';
import type { SboxVariant } from '../sbox-compare/variants';
import { barLayout, formatToggles, sboxRows } from '../layout/bars';
import { useChartBox } from '../hooks/useChartBox';
import { chartFont } from '../render/canvas';
import { HatchPattern } from './HatchPattern';
import { BarAxis, BarText, barMeasure } from './ThroughputChart';

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
  const hatch = `sbox-hatch-${useId().replace(/:/g, '')}`;
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width: boxWidth, fontPx } = useChartBox(box);
  const width = Math.min(boxWidth, widest ?? Infinity);
  const measure = useMemo(() => barMeasure(fontPx), [fontPx]);
  const rows = useMemo(() => sboxRows(bars, part), [bars, part]);
  const layout = useMemo(
    () =>
      width > 0
        ? barLayout(rows, {
            width,
            fontPx,
            measure,
            title: 'toggles per block →',
            format: formatToggles,
            integerTicks: true,
          })
        : null,
    [rows, width, fontPx, measure],
  );
  const summary = rows.map((r) => `${r.label}: ${r.texts[0]}`).join('; ');

  return (
    <div className="bar-chart-box" ref={setBox}>
      {layout && (
        <svg
          className="bar-chart sbox-chart"
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ font: chartFont(fontPx) }}
          role="img"
          aria-label={`Toggles per block in the steady state, every traced net, the ${parts}' own first. ${summary}.`}
          data-testid="sbox-chart"
          data-arrangement={layout.arrangement}
        >
          <defs>
            <HatchPattern id={hatch} />
          </defs>
          <BarAxis layout={layout} />
          {layout.bars.map(({ row, top, height, x0, xSplit, x1, label, value }) => {
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
                  fill={`url(#${hatch})`}
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
          })}
          {layout.grid.map((span, i) => (
            <line key={i} x1={layout.plot.left} x2={layout.plot.left} y1={span.top} y2={span.bottom} className="axis" />
          ))}
        </svg>
      )}
    </div>
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
