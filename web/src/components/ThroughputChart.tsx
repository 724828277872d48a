// Throughput in Gbit/s per mode at our measured Fmax, as bars, with the seed papers'
// published figures for the same architecture beside ours (their non-feedback figure beside
// our ECB, their feedback figure beside our CBC encryption, as Elbirt et al. 2000 pair them
// in Tables 2 and 3). As wide as its container, its text at the page's size and never under
// 14 px (layout/bars.ts places it: nothing overlaps, a value shortened where it would not
// fit); one SVG unit is one CSS pixel. React draws the SVG. Ours is solid, a paper's is
// hatched, a prediction is pale and dashed: told apart without colour too.
import { useMemo } from 'react';
import { formatGbps, type Throughput } from '../throughput/figures';
import { feedbackWord, modeLabeller, throughputRows } from '../layout/bars';
import { BarChartFrame, BarSwatch, BarText, useBarLayout } from './BarChart';

interface Props {
  figures: Extract<Throughput, { kind: 'figures' }>;
  /** At most this wide, CSS pixels; else as wide as its container. */
  width?: number;
}

const tickText = (v: number) => String(Number(v.toPrecision(10)));

export function ThroughputChart({ figures, width: widest }: Props) {
  const rows = useMemo(() => throughputRows(figures), [figures]);
  const chart = useBarLayout(rows, { title: 'Gbit/s →', format: tickText, integerTicks: false }, widest);
  const modeLabel = modeLabeller(figures.modes, figures.blockBits);

  const summary = rows
    .map(({ item: b }) =>
      b.kind === 'ours'
        ? `${modeLabel(b.mode)}: ours ${formatGbps(b.mode.gbps)} Gbit/s${b.mode.measured ? '' : ' (predicted cycles)'}`
        : `${b.paper.label}, ${b.paper.row.label}, ${feedbackWord(b.paper)}: ${formatGbps(b.paper.gbps)} Gbit/s`,
    )
    .join('; ');

  return (
    <BarChartFrame
      {...chart}
      className="throughput-chart"
      label={`Throughput in Gbit/s at ${figures.fmaxMHz} MHz, our ${figures.deviceName} Fmax. ${summary}.`}
      testId="throughput-chart"
      bars={(laid) =>
        laid.bars.map(({ row, top, height, x0, x1, label, value }) => {
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
                <BarText box={value} className="bar-value" lead={row.lead} leadTestId={`gbps-${m.mode}-${m.direction}`}>
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
              <rect x={x0} y={top} width={x1 - x0} height={height} className="bar-paper" fill={`url(#${chart.hatch})`}>
                <title>{`${p.label}: ${p.row.label}, ${feedbackWord(p)}${p.row.clockMHz === undefined ? '' : ` at ${p.row.clockMHz} MHz`}, as published`}</title>
              </rect>
              <BarText box={value} className="bar-value" lead={row.lead} leadTestId="gbps-paper">
                {value.text !== row.texts[0] && <title>{row.texts[0]}</title>}
              </BarText>
            </g>
          );
        })
      }
    />
  );
}

/** The legend's swatch of each kind of bar, drawn as the chart draws them. */
export function Swatch({ kind }: { kind: 'ours' | 'predicted' | 'paper' }) {
  const bar = kind === 'paper' ? 'bar-paper' : kind === 'predicted' ? 'bar-ours predicted' : 'bar-ours';
  return <BarSwatch chart="throughput-chart" bar={bar} hatched={kind === 'paper'} />;
}
