// A log-log chart of the finalists view, for both of its charts (the lab's cores and Elbirt et
// al.'s designs): its box, size and margins, its two logarithmic scales, and its frame (grid,
// tick labels, axes, titles) around the points a chart draws. SVG drawn by React, positions by
// d3-scale; one SVG unit is one CSS pixel.
import { useMemo, useState, type ReactNode } from 'react';
import { scaleLog, type ScaleLogarithmic } from 'd3-scale';
import { useChartBox } from '../hooks/useChartBox';
import { modeNames, type ThroughputMode } from './data';
import { formatWhole } from './format';
import { FigureExport } from '../export/FigureExport';

/**
 * 1, 2, 5 × 10^k inside [lo, hi]: a log axis's labelled ticks, few enough not to touch; only
 * the decades (1 × 10^k) with `decades`, for a narrow chart.
 */
export function logTicks(lo: number, hi: number, decades = false): number[] {
  const ticks: number[] = [];
  for (let k = Math.floor(Math.log10(lo)); k <= Math.ceil(Math.log10(hi)); k++)
    for (const m of decades ? [1] : [1, 2, 5]) {
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

/** A bold title's width per character, in font sizes: generous (DejaVu Sans Bold is about 0.65). */
const titleEmPerChar = 0.68;

/**
 * The first of `forms` (longest first) whose bold text fits `room` pixels at `fontPx`, else the
 * last: a title is never cut at the chart's edge (at 150 % zoom the long y title ran 19 px past
 * it, "…log scal").
 */
export function fittingTitle(forms: string[], room: number, fontPx: number): string {
  return forms.find((f) => f.length * fontPx * titleEmPerChar <= room) ?? forms[forms.length - 1];
}

/** A chart narrower than 36 font sizes (a phone's) labels only x's decades and takes short titles. */
const isNarrow = (width: number, fontPx: number) => width < fontPx * 36;

/**
 * Whether a log scale has room for its 1, 2, 5 labels: the closest two (1 and 2, 5 and 10, a
 * third of a decade apart) at least 1.5 font sizes apart; otherwise it labels only the decades
 * (a phone's short chart over four decades, from a bit-serial core to a full pipeline).
 */
function crowded(scale: ScaleLogarithmic<number, number>, fontPx: number): boolean {
  const [lo, hi] = scale.domain();
  const [a, b] = scale.range();
  const perDecade = Math.abs(b - a) / Math.log10(hi / lo);
  return perDecade * Math.log10(2) < fontPx * 1.5;
}

/**
 * A log-log chart's grid, tick labels, axis lines and titles (the y title above the plot,
 * unrotated). A tick label too near the corner, where the two axes' labels would meet, is left
 * out; its grid line stays. A narrow chart labels only the decades on x, a crowded axis only its
 * decades.
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
        logTicks(...(x.domain() as [number, number]), isNarrow(width, fontPx) || crowded(x, fontPx)).map((v) => (
          <g key={`x${v}`}>
            <line className="grid" x1={x(v)} x2={x(v)} y1={margin.top} y2={height - margin.bottom} />
            {x(v) - margin.left > fontPx * 1.5 && (
              <text className="finalists-tick" x={x(v)} y={height - margin.bottom + fontPx * 1.2} textAnchor="middle">
                {formatWhole(v)}
              </text>
            )}
          </g>
        ))}
      {logTicks(...(y.domain() as [number, number]), crowded(y, fontPx)).map((v) => (
        <g key={`y${v}`}>
          <line className="grid" x1={margin.left} x2={width - margin.right} y1={y(v)} y2={y(v)} />
          {height - margin.bottom - y(v) > fontPx && (
            <text className="finalists-tick" x={margin.left - fontPx * 0.4} y={y(v)} dy="0.35em" textAnchor="end">
              {formatWhole(v)}
            </text>
          )}
        </g>
      ))}
      <text
        className="finalists-axis-title"
        x={isNarrow(width, fontPx) ? fontPx * 0.2 : margin.left}
        y={fontPx * 1.1}
        data-testid="y-axis-title"
      >
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

/** Height between `min` and `max` pixels, `aspect` of the box's width. */
export interface ChartHeight {
  min: number;
  max: number;
  aspect: number;
}

/** A chart's box, size, margins and scales; `xDomain` and `yDomain` stable (memoized) arrays. */
export function useLogChart(xDomain: [number, number], yDomain: [number, number], size: ChartHeight) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width, fontPx } = useChartBox(box);
  const height = Math.round(Math.max(size.min, Math.min(size.max, width * size.aspect)));
  const margin = useMemo(
    () => ({ left: fontPx * 4.2, right: fontPx, top: fontPx * 2.2, bottom: fontPx * 3.4 }),
    [fontPx],
  );
  const x = useMemo(
    () =>
      scaleLog()
        .domain(xDomain)
        .range([margin.left, Math.max(margin.left + 1, width - margin.right)]),
    [xDomain, width, margin],
  );
  const y = useMemo(
    () =>
      scaleLog()
        .domain(yDomain)
        .range([height - margin.bottom, margin.top]),
    [yDomain, height, margin],
  );
  return { setBox, width, height, fontPx, margin, x, y };
}

/** The chart's box and, once it has a width, its SVG: the axes, then `children`; `overlay` after the SVG. */
export function LogChart({
  chart,
  testId,
  ariaLabel,
  mode,
  xTitle,
  yTitle,
  overlay,
  children,
}: {
  chart: ReturnType<typeof useLogChart>;
  testId: string;
  ariaLabel: string;
  mode: ThroughputMode;
  /** Each axis's title, and its short form for a narrow chart. */
  xTitle: { long: string; short: string };
  yTitle: { long: string; short: string };
  overlay?: ReactNode;
  children: ReactNode;
}) {
  const { setBox, width, height, fontPx, margin, x, y } = chart;
  const narrow = isNarrow(width, fontPx);
  return (
    <div className="finalists-chart-box" ref={setBox} data-testid={testId}>
      <FigureExport
        title={ariaLabel}
        name={testId}
        svg={() => document.querySelector<SVGSVGElement>(`[data-testid="${testId}"] svg.finalists-chart`)}
      />
      {width > 0 && (
        <svg
          className="finalists-chart"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ fontSize: fontPx }}
          data-mode={mode}
          aria-label={ariaLabel}
        >
          <LogAxes
            x={x}
            y={y}
            width={width}
            height={height}
            margin={margin}
            fontPx={fontPx}
            xTitle={narrow ? xTitle.short : fittingTitle([xTitle.long, xTitle.short], width - margin.left, fontPx)}
            yTitle={
              narrow
                ? yTitle.short
                : fittingTitle(
                    [
                      `${yTitle.long} (${modeNames[mode]} modes; log scale)`,
                      `${yTitle.short} (${modeNames[mode]} modes; log scale)`,
                      yTitle.short,
                    ],
                    width - margin.left,
                    fontPx,
                  )
            }
          />
          {children}
        </svg>
      )}
      {width > 0 && overlay}
    </div>
  );
}
