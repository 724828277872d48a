// Area against throughput of the lab's prebuilt cores on the ECP5-85F, as Elbirt et al. (AES3,
// 2000) weigh their designs: throughput for the area it costs (their TPS, throughput per
// slice; here per LUT4). Both axes are logarithmic: the cores span two decades of area and
// three of throughput. Axes keep the domain of every point in both modes, so toggling the
// mode or a filter moves the points and never the axes. The Pareto front of the shown points
// is a line. Every point is a link to the core in the lab, reachable with Tab, with a tooltip
// on hover and on focus. SVG drawn by React, positions by d3-scale; one SVG unit is one CSS pixel.
import { useMemo, useState } from 'react';
import { scaleLog, type ScaleLogarithmic } from 'd3-scale';
import { useChartBox } from '../hooks/useChartBox';
import { paretoFront, type LabPoint, type ThroughputMode, modeNames } from './data';
import { markerOf, markerPath } from './markers';
import { formatMbps, formatWhole, keySetupText } from './format';

interface Props {
  /** Every point: the axes' domain. */
  all: readonly LabPoint[];
  /** The points shown (the filters'). */
  shown: readonly LabPoint[];
  mode: ThroughputMode;
}

/** 1, 2, 5 × 10^k inside [lo, hi]: a log axis's labelled ticks, few enough not to touch. */
export function logTicks(lo: number, hi: number): number[] {
  const ticks: number[] = [];
  for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++)
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** k;
      if (v >= lo && v <= hi) ticks.push(v);
    }
  return ticks;
}

export const padded = (values: number[]): [number, number] => [Math.min(...values) / 1.35, Math.max(...values) * 1.35];

export interface Margin {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * A log-log chart's grid, tick labels, axis lines and titles (the y title above the plot,
 * unrotated). A tick label too near the corner, where the two axes' labels would meet, is left
 * out; its grid line stays.
 */
export function LogAxes({
  x,
  y,
  width,
  height,
  margin,
  fontPx,
  xTitle,
  yTitle,
}: {
  x: ScaleLogarithmic<number, number>;
  y: ScaleLogarithmic<number, number>;
  width: number;
  height: number;
  margin: Margin;
  fontPx: number;
  xTitle: string;
  yTitle: string;
}) {
  return (
    <>
      {x.domain()[0] > 0 &&
        logTicks(...(x.domain() as [number, number])).map((v) => (
          <g key={`x${v}`}>
            <line className="grid" x1={x(v)} x2={x(v)} y1={margin.top} y2={height - margin.bottom} />
            {x(v) - margin.left > fontPx * 1.5 && (
              <text className="finalists-tick" x={x(v)} y={height - margin.bottom + fontPx * 1.2} textAnchor="middle">
                {formatWhole(v)}
              </text>
            )}
          </g>
        ))}
      {logTicks(...(y.domain() as [number, number])).map((v) => (
        <g key={`y${v}`}>
          <line className="grid" x1={margin.left} x2={width - margin.right} y1={y(v)} y2={y(v)} />
          {height - margin.bottom - y(v) > fontPx && (
            <text className="finalists-tick" x={margin.left - fontPx * 0.4} y={y(v)} dy="0.35em" textAnchor="end">
              {formatWhole(v)}
            </text>
          )}
        </g>
      ))}
      <text className="finalists-axis-title" x={margin.left} y={fontPx * 1.1} data-testid="y-axis-title">
        {yTitle}
      </text>
      <text
        className="finalists-axis-title"
        x={(margin.left + width - margin.right) / 2}
        y={height - fontPx * 0.5}
        textAnchor="middle"
        data-testid="x-axis-title"
      >
        {xTitle}
      </text>
      <line className="axis" x1={margin.left} x2={margin.left} y1={margin.top} y2={height - margin.bottom} />
      <line
        className="axis"
        x1={margin.left}
        x2={width - margin.right}
        y1={height - margin.bottom}
        y2={height - margin.bottom}
      />
    </>
  );
}

export function ScatterChart({ all, shown, mode }: Props) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width, fontPx } = useChartBox(box);
  const [active, setActive] = useState<string | null>(null);
  const height = Math.round(Math.max(300, Math.min(420, width * 0.42)));
  const margin = { left: fontPx * 4.2, right: fontPx, top: fontPx * 2.2, bottom: fontPx * 3.4 };

  const x = useMemo(
    () =>
      scaleLog()
        .domain(padded(all.map((p) => p.luts)))
        .range([margin.left, Math.max(margin.left + 1, width - margin.right)]),
    [all, width, margin.left, margin.right],
  );
  const y = useMemo(
    () =>
      scaleLog()
        .domain(padded(all.flatMap((p) => [p.mbps.stream, p.mbps.feedback])))
        .range([height - margin.bottom, margin.top]),
    [all, height, margin.bottom, margin.top],
  );
  const front = useMemo(() => paretoFront(shown, (p) => p.mbps[mode]), [shown, mode]);
  const onFront = new Set(front.map((p) => p.id));
  const markerSize = Math.max(12, fontPx * 0.8);
  const activePoint = shown.find((p) => p.id === active) ?? null;

  return (
    <div className="finalists-chart-box" ref={setBox} data-testid="finalists-chart">
      {width > 0 && (
        <svg
          className="finalists-chart"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ fontSize: fontPx }}
          data-mode={mode}
          aria-label={`Area in LUT4 against throughput in Mbit/s, ${modeNames[mode]} modes, ${shown.length} prebuilt cores on the ECP5-85F`}
        >
          <LogAxes
            x={x}
            y={y}
            width={width}
            height={height}
            margin={margin}
            fontPx={fontPx}
            xTitle="Area, LUT4 (log scale; block RAMs and multipliers are not counted)"
            yTitle={`Throughput, Mbit/s at the measured ECP5-85F Fmax (${modeNames[mode]} modes; log scale)`}
          />
          {front.length > 1 && (
            <polyline
              className="pareto-front"
              data-testid="pareto-front"
              data-ids={front.map((p) => p.id).join(' ')}
              points={front.map((p) => `${x(p.luts).toFixed(1)},${y(p.mbps[mode]).toFixed(1)}`).join(' ')}
            />
          )}
          {shown.map((p) => {
            const marker = markerOf(p.cipher.id);
            return (
              <a
                key={p.id}
                href={`?config=${p.id}`}
                className="finalists-point"
                data-testid={`point-${p.id}`}
                data-mbps={p.mbps[mode]}
                data-front={onFront.has(p.id) ? 'yes' : 'no'}
                aria-label={`${p.id}: ${formatMbps(p.mbps[mode])} Mbit/s ${modeNames[mode]}, ${formatWhole(p.luts)} LUT4`}
                aria-describedby={active === p.id ? 'finalists-tooltip' : undefined}
                onMouseEnter={() => setActive(p.id)}
                onMouseLeave={() => setActive((a) => (a === p.id ? null : a))}
                onFocus={() => setActive(p.id)}
                onBlur={() => setActive((a) => (a === p.id ? null : a))}
              >
                <path
                  transform={`translate(${x(p.luts).toFixed(1)},${y(p.mbps[mode]).toFixed(1)})`}
                  d={markerPath(marker.shape, markerSize)}
                  style={{ fill: marker.colour }}
                  className={onFront.has(p.id) ? 'marker on-front' : 'marker'}
                />
              </a>
            );
          })}
        </svg>
      )}
      {activePoint && width > 0 && (
        <PointTooltip
          point={activePoint}
          mode={mode}
          left={x(activePoint.luts)}
          top={y(activePoint.mbps[mode])}
          chartWidth={width}
          chartHeight={height}
        />
      )}
    </div>
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
    </div>
  );
}
