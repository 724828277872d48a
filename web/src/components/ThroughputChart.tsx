// Throughput in Gbit/s per mode at our measured Fmax, as bars, with the seed papers'
// published figures for the same architecture beside ours (their non-feedback figure beside
// our ECB, their feedback figure beside our CBC encryption, as Elbirt et al. 2000 pair them
// in Tables 2 and 3). As wide as its container, its text at the page's size and never under
// 14 px (layout/bars.ts places it: nothing overlaps, a value shortened where it would not
// fit); one SVG unit is one CSS pixel. React draws the SVG. Ours is solid, a paper's is
// hatched, a prediction is pale and dashed: told apart without colour too.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatGbps, type Throughput } from '../throughput/figures';
import {
  barLayout,
  feedbackWord,
  modeLabeller,
  throughputRows,
  type BarLayout,
  type Measure,
  type TextBox,
  type TextStyle,
} from '../layout/bars';
import { useChartBox } from '../hooks/useChartBox';
import { chartFont, textMeasurer } from '../render/canvas';
import { HatchPattern } from './HatchPattern';

interface Props {
  figures: Extract<Throughput, { kind: 'figures' }>;
  /** At most this wide, CSS pixels; else as wide as its container. */
  width?: number;
}

/** The widths of a bar chart's texts at `fontPx`, in the chart's font and each label style. */
export function barMeasure(fontPx: number): Measure {
  const measures: Record<TextStyle, (text: string) => number> = {
    normal: textMeasurer(chartFont(fontPx)),
    bold: textMeasurer(chartFont(fontPx, '700')),
    italic: textMeasurer(chartFont(fontPx, 'italic')),
  };
  return (text, style) => measures[style](text);
}

/** A bar chart's value axis: the grid line of each tick in every grid span, the tick labels and the axis title. */
export function BarAxis({ layout }: { layout: Pick<BarLayout<unknown>, 'ticks' | 'grid' | 'title'> }) {
  return (
    <>
      {layout.ticks.map((t) =>
        layout.grid.map((span, i) => (
          <line key={`${t.value}:${i}`} x1={t.tickX} x2={t.tickX} y1={span.top} y2={span.bottom} className="grid" />
        )),
      )}
      {layout.ticks.map((t) => (
        <BarText key={t.value} box={t} className="axis-label" />
      ))}
      <BarText box={layout.title} className="axis-title" />
    </>
  );
}

/**
 * A text of a bar chart, where its layout put it (centred on its y). A value's number, its
 * `lead`, is a tspan of its own, for the tests to read.
 */
export function BarText({
  box,
  className,
  lead,
  leadTestId,
  children,
}: {
  box: TextBox;
  className: string;
  lead?: string;
  leadTestId?: string;
  children?: ReactNode;
}) {
  const split = lead !== undefined && box.text.startsWith(lead);
  return (
    <text x={box.x} y={box.y} dy="0.35em" textAnchor={box.anchor} className={className}>
      {split ? (
        <>
          <tspan data-testid={leadTestId}>{lead}</tspan>
          {box.text.slice(lead.length)}
        </>
      ) : (
        box.text
      )}
      {children}
    </text>
  );
}

const tickText = (v: number) => String(Number(v.toPrecision(10)));

export function ThroughputChart({ figures, width: widest }: Props) {
  const id = useId().replace(/:/g, '');
  const hatch = `hatch-${id}`;
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width: boxWidth, fontPx } = useChartBox(box);
  const width = Math.min(boxWidth, widest ?? Infinity);
  const measure = useMemo(() => barMeasure(fontPx), [fontPx]);
  const rows = useMemo(() => throughputRows(figures), [figures]);
  const layout = useMemo(
    () =>
      width > 0
        ? barLayout(rows, { width, fontPx, measure, title: 'Gbit/s →', format: tickText, integerTicks: false })
        : null,
    [rows, width, fontPx, measure],
  );
  const modeLabel = modeLabeller(figures.modes, figures.blockBits);

  const summary = rows
    .map(({ item: b }) =>
      b.kind === 'ours'
        ? `${modeLabel(b.mode)}: ours ${formatGbps(b.mode.gbps)} Gbit/s${b.mode.measured ? '' : ' (predicted cycles)'}`
        : `${b.paper.label}, ${b.paper.row.label}, ${feedbackWord(b.paper)}: ${formatGbps(b.paper.gbps)} Gbit/s`,
    )
    .join('; ');

  return (
    <div className="bar-chart-box" ref={setBox}>
      {layout && (
        <svg
          className="bar-chart throughput-chart"
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ font: chartFont(fontPx) }}
          role="img"
          aria-label={`Throughput in Gbit/s at ${figures.fmaxMHz} MHz, our ${figures.deviceName} Fmax. ${summary}.`}
          data-testid="throughput-chart"
          data-arrangement={layout.arrangement}
        >
          <defs>
            <HatchPattern id={hatch} />
          </defs>
          <BarAxis layout={layout} />
          {layout.bars.map(({ row, top, height, x0, x1, label, value }) => {
            const bar = row.item;
            if (bar.kind === 'ours') {
              const m = bar.mode;
              return (
                <g key={`ours-${m.mode}-${m.direction}`} data-testid={`bar-ours-${m.mode}-${m.direction}`}>
                  <BarText box={label} className="bar-label" />
                  <rect
                    x={x0}
                    y={top}
                    width={x1 - x0}
                    height={height}
                    className={m.measured ? 'bar-ours' : 'bar-ours predicted'}
                  >
                    <title>{`${label.text}: ${figures.blockBits} bits × ${figures.fmaxMHz} MHz ÷ ${m.cyclesPerBlock} cycles per block (${m.measured ? 'measured on the RTL' : "sim-core's prediction"})`}</title>
                  </rect>
                  <BarText
                    box={value}
                    className="bar-value"
                    lead={row.lead}
                    leadTestId={`gbps-${m.mode}-${m.direction}`}
                  >
                    {value.text !== row.texts[0] && <title>{row.texts[0]}</title>}
                  </BarText>
                </g>
              );
            }
            const p = bar.paper;
            return (
              <g
                key={`paper-${p.label}-${p.row.label}-${p.kind}`}
                data-testid={`bar-paper-${p.kind}`}
                data-label={p.label}
              >
                <BarText box={label} className="bar-label paper" />
                <rect x={x0} y={top} width={x1 - x0} height={height} className="bar-paper" fill={`url(#${hatch})`}>
                  <title>{`${p.label}: ${p.row.label}, ${feedbackWord(p)}${p.row.clockMHz === undefined ? '' : ` at ${p.row.clockMHz} MHz`}, as published`}</title>
                </rect>
                <BarText box={value} className="bar-value" lead={row.lead} leadTestId="gbps-paper">
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
