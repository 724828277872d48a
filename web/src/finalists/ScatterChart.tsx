// Area against throughput of the lab's prebuilt cores on the ECP5-85F, as Elbirt et al. (AES3,
// 2000) weigh their designs: throughput for the area it costs (their TPS, throughput per
// slice; here per LUT4). Both axes are logarithmic: the cores span two decades of area and
// three of throughput. Axes keep the domain of every point in both modes, so toggling the
// mode or a filter moves the points and never the axes. The Pareto front of the shown points
// is a line, and its points are drawn last, over any dominated point they share pixels with
// (SVG paints in document order; AES SP-10-3's block-RAM cores sit 3 % apart in LUT4). Every
// point is a link to the core in the lab, reachable with Tab, with a tooltip on hover and on
// focus. The frame and scales are log-chart.tsx's.
import { useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { paretoFront, type LabPoint, type ThroughputMode, modeNames } from './data';
import { LogChart, padded, useLogChart } from './log-chart';
import { markerOf, markerPath } from './markers';
import { formatMbps, formatWhole, keySetupText } from './format';
import { earlierInputsNote, earlierInputsWhy } from '../throughput/synthesis';

// `npm run bench` reads this measure (scripts/bench/finalists-in-chromium.mjs; issue #26: every
// point drawn in ≤ 50 ms): from the start of the render that draws the points to its commit.
const drawStart = 'cipherscope:finalists-render';
const drawMeasure = 'cipherscope:finalists-draw';

interface Props {
  /** Every point: the axes' domain. */
  all: readonly LabPoint[];
  /** The points shown (the filters'). */
  shown: readonly LabPoint[];
  mode: ThroughputMode;
}

export function ScatterChart({ all, shown, mode }: Props) {
  const [active, setActive] = useState<string | null>(null);
  const xDomain = useMemo(() => padded(all.map((p) => p.luts)), [all]);
  const yDomain = useMemo(() => padded(all.flatMap((p) => [p.mbps.stream, p.mbps.feedback])), [all]);
  const chart = useLogChart(xDomain, yDomain, { min: 300, max: 420, aspect: 0.42 });
  const { width, height, fontPx, x, y } = chart;
  const front = useMemo(() => paretoFront(shown, (p) => p.mbps[mode]), [shown, mode]);
  const onFront = new Set(front.map((p) => p.id));
  const drawn = [...shown.filter((p) => !onFront.has(p.id)), ...shown.filter((p) => onFront.has(p.id))];
  const markerSize = Math.max(12, fontPx * 0.8);
  const activePoint = shown.find((p) => p.id === active) ?? null;

  // A mark, not performance.now(): a render may not read the clock (react-hooks/purity). One
  // mark kept: the measure starts at the latest.
  performance.clearMarks(drawStart);
  performance.mark(drawStart);
  // The layout effect runs with the points in the DOM; only when they move (a filter, the mode, a resize).
  useLayoutEffect(() => {
    if (width > 0) performance.measure(drawMeasure, { start: drawStart, detail: shown.length });
  }, [shown, mode, width, x, y]);

  return (
    <LogChart
      chart={chart}
      testId="finalists-chart"
      ariaLabel={`Area in LUT4 against throughput in Mbit/s, ${modeNames[mode]} modes, ${shown.length} prebuilt cores on the ECP5-85F`}
      mode={mode}
      xTitle={{ long: 'Area, LUT4 (log scale; block RAMs and multipliers are not counted)', short: 'LUT4 (log scale)' }}
      yTitle={{ long: 'Throughput, Mbit/s at the measured ECP5-85F Fmax', short: 'Mbit/s at ECP5-85F Fmax' }}
      overlay={
        activePoint && (
          <PointTooltip
            point={activePoint}
            mode={mode}
            left={x(activePoint.luts)}
            top={y(activePoint.mbps[mode])}
            chartWidth={width}
            chartHeight={height}
          />
        )
      }
    >
      {front.length > 1 && (
        <polyline
          className="pareto-front"
          data-testid="pareto-front"
          data-ids={front.map((p) => p.id).join(' ')}
          points={front.map((p) => `${x(p.luts).toFixed(1)},${y(p.mbps[mode]).toFixed(1)}`).join(' ')}
        />
      )}
      {drawn.map((p) => {
        const marker = markerOf(p.cipher.id);
        return (
          <a
            key={p.id}
            href={`?config=${p.id}`}
            className="finalists-point"
            data-testid={`point-${p.id}`}
            data-mbps={p.mbps[mode]}
            data-front={onFront.has(p.id) ? 'yes' : 'no'}
            data-earlier-inputs={p.earlierInputs ? 'yes' : 'no'}
            aria-label={`${p.id}: ${formatMbps(p.mbps[mode])} Mbit/s ${modeNames[mode]}, ${formatWhole(p.luts)} LUT4${p.cipher.lightweight ? ', a lightweight cipher, not a finalist' : ''}${p.earlierInputs ? `, ECP5-85F figure ${earlierInputsNote}` : ''}`}
            aria-describedby={active === p.id ? 'finalists-tooltip' : undefined}
            onMouseEnter={() => setActive(p.id)}
            onMouseLeave={() => setActive((a) => (a === p.id ? null : a))}
            onFocus={() => setActive(p.id)}
            onBlur={() => setActive((a) => (a === p.id ? null : a))}
          >
            <path
              transform={`translate(${x(p.luts).toFixed(1)},${y(p.mbps[mode]).toFixed(1)})`}
              d={markerPath(marker.shape, markerSize)}
              style={
                p.earlierInputs ? ({ '--marker-colour': marker.colour } as CSSProperties) : { fill: marker.colour }
              }
              className={['marker', onFront.has(p.id) && 'on-front', p.earlierInputs && 'earlier-inputs']
                .filter(Boolean)
                .join(' ')}
            />
          </a>
        );
      })}
    </LogChart>
  );
}

/** The figures of one point, beside it: on the side with room, never outside the chart. */
function PointTooltip({
  point: p,
  mode,
  left,
  top,
  chartWidth,
  chartHeight,
}: {
  point: LabPoint;
  mode: ThroughputMode;
  left: number;
  top: number;
  chartWidth: number;
  chartHeight: number;
}) {
  const rightSide = left < chartWidth / 2;
  const below = top < chartHeight / 2;
  const style = {
    left: rightSide ? left + 14 : undefined,
    right: rightSide ? undefined : chartWidth - left + 14,
    top: below ? top + 8 : undefined,
    bottom: below ? undefined : chartHeight - top + 8,
  };
  return (
    <div className="finalists-tooltip" role="tooltip" id="finalists-tooltip" data-testid="tooltip" style={style}>
      <p className="tooltip-id">
        <code>{p.id}</code> ({p.architecture})
      </p>
      <dl>
        <dt>LUT4</dt>
        <dd data-testid="tooltip-luts">{formatWhole(p.luts)}</dd>
        <dt>FF</dt>
        <dd>{formatWhole(p.ffs)}</dd>
        <dt>DP16KD</dt>
        <dd>{p.brams}</dd>
        <dt>MULT18</dt>
        <dd>{p.dsps}</dd>
        <dt>Fmax</dt>
        <dd data-testid="tooltip-fmax">{p.fmaxMHz.toFixed(1)} MHz</dd>
        <dt>{modeNames[mode]}</dt>
        <dd data-testid="tooltip-mbps">{formatMbps(p.mbps[mode])} Mbit/s</dd>
        <dt>TPS</dt>
        <dd data-testid="tooltip-tps">{formatWhole(p.tps[mode])} bit/s per LUT4</dd>
        <dt>key setup, cycles</dt>
        <dd>{keySetupText(p)}</dd>
      </dl>
      {p.cipher.lightweight && (
        <p className="tooltip-earlier" data-testid="tooltip-lightweight">
          {p.cipher.name}: lightweight, not a finalist.
        </p>
      )}
      {p.earlierInputs && (
        <p className="tooltip-earlier" data-testid="tooltip-earlier">
          ECP5-85F figure {earlierInputsNote}: {earlierInputsWhy}.
        </p>
      )}
    </div>
  );
}
