// What the lab's horizontal bar charts share (ThroughputChart, SboxToggleChart): the layout of
// their rows for a container's width and font (layout/bars.ts places everything), the SVG
// frame with its hatch, value axis and grid, a text where the layout put it, and a legend's
// swatch drawn as the chart draws its bars. Each chart draws only its own bars.
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FigureExport } from '../export/FigureExport';
import {
  barLayout,
  type BarLayout,
  type BarLayoutOptions,
  type BarRow,
  type Measure,
  type TextBox,
  type TextStyle,
} from '../layout/bars';
import { useChartBox } from '../hooks/useChartBox';
import { chartFont, textMeasurer } from '../render/canvas';
import { HatchPattern } from './HatchPattern';

/** The widths of a bar chart's texts at `fontPx`, in the chart's font and each label style. */
export function barMeasure(fontPx: number): Measure {
  const measures: Record<TextStyle, (text: string) => number> = {
    normal: textMeasurer(chartFont(fontPx)),
    bold: textMeasurer(chartFont(fontPx, '700')),
    italic: textMeasurer(chartFont(fontPx, 'italic')),
  };
  return (text, style) => measures[style](text);
}

/**
 * The layout of `rows` as wide as the chart's container (`setBox`), at most `widest` CSS
 * pixels, with text at the page's size (null until the container has a width), and the id of
 * the chart's hatch pattern: what BarChartFrame takes.
 */
export function useBarLayout<T>(
  rows: readonly BarRow<T>[],
  options: Omit<BarLayoutOptions, 'width' | 'fontPx' | 'measure'>,
  widest?: number,
) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width: boxWidth, fontPx } = useChartBox(box);
  const width = Math.min(boxWidth, widest ?? Infinity);
  const measure = useMemo(() => barMeasure(fontPx), [fontPx]);
  const { title, format, integerTicks } = options;
  const layout = useMemo(
    () => (width > 0 ? barLayout(rows, { width, fontPx, measure, title, format, integerTicks }) : null),
    [rows, width, fontPx, measure, title, format, integerTicks],
  );
  const hatch = `bar-hatch-${useId().replace(/:/g, '')}`;
  return { setBox, fontPx, layout, hatch };
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
 * A bar chart: its container (`setBox`, useBarLayout's) and, once laid out, the SVG, one unit a
 * CSS pixel, with the hatch pattern `hatch` its bars may fill with, the value axis under the
 * bars the chart draws (`bars`) and the zero line over them.
 */
export function BarChartFrame<T>({
  layout,
  setBox,
  fontPx,
  className,
  label,
  testId,
  hatch,
  bars,
}: {
  layout: BarLayout<T> | null;
  setBox: (box: HTMLElement | null) => void;
  fontPx: number;
  className: string;
  label: string;
  testId: string;
  hatch: string;
  bars: (layout: BarLayout<T>) => ReactNode;
}) {
  const drawing = useRef<SVGSVGElement | null>(null);
  return (
    <div className="bar-chart-box" ref={setBox}>
      {layout && <FigureExport title={label} name={testId} svg={() => drawing.current} />}
      {layout && (
        <svg
          ref={drawing}
          className={`bar-chart ${className}`}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ font: chartFont(fontPx) }}
          role="img"
          aria-label={label}
          data-testid={testId}
          data-arrangement={layout.arrangement}
        >
          <defs>
            <HatchPattern id={hatch} />
          </defs>
          <BarAxis layout={layout} />
          {bars(layout)}
          {layout.grid.map((span, i) => (
            <line key={i} x1={layout.plot.left} x2={layout.plot.left} y1={span.top} y2={span.bottom} className="axis" />
          ))}
        </svg>
      )}
    </div>
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

/** A legend's swatch: a bar of class `bar` in a chart of class `chart`, hatched or solid. */
export function BarSwatch({ chart, bar, hatched }: { chart: string; bar: string; hatched: boolean }) {
  const id = `swatch-${useId().replace(/:/g, '')}`;
  return (
    <svg width={22} height={14} aria-hidden="true" className={`bar-chart ${chart} swatch`}>
      <defs>
        <HatchPattern id={id} />
      </defs>
      <rect x={1} y={1} width={20} height={12} className={bar} fill={hatched ? `url(#${id})` : undefined} />
    </svg>
  );
}
