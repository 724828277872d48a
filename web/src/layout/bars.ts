// Geometry of the lab's horizontal bar charts (ThroughputChart, SboxToggleChart), free of
// React and the DOM: the rows each chart draws (labels, values, and the value text from its
// fullest to its shortest), then, for a container `width` wide with text of `fontPx`, where
// everything goes. Labels sit in a column as wide as the widest label, or above their bars
// when that column would leave the bars too little room; each value follows its bar, in the
// fullest form that fits, and the bars are scaled so that every value fits after its bar.
// Nothing overlaps and nothing leaves [0, width] × [0, height]. Sizes are CSS pixels; text
// widths come from `measure` (a canvas's measureText in the page, an estimate in the tests).
import { scaleLinear } from 'd3-scale';
import { formatGbps, type ModeGbps, type PaperGbps, type Throughput } from '../throughput/figures';
import { modeName } from '../mode-names';
import type { ToggleMeasure } from '../sbox-compare/measure';
import type { SboxVariant } from '../sbox-compare/variants';
import { lineHeightOf, placeTicks } from './labels';
import { grouped } from '../numbers';

/** How a text is set: a paper's label is italic, the page's own S-box bold. */
export type TextStyle = 'normal' | 'bold' | 'italic';

/** The width of `text` set in `style`, at the chart's size. */
export type Measure = (text: string, style: TextStyle) => number;

export interface BarRow<T> {
  item: T;
  label: string;
  labelStyle: TextStyle;
  value: number;
  /** Where the bar's first part ends (the S-boxes' share of the toggles); null: one part. */
  split: number | null;
  /** The value's number, which every text begins with. */
  lead: string;
  /** What follows the bar, fullest first: the layout writes the fullest that fits. */
  texts: string[];
  /** Rows of one group sit together; groups have more room between them. */
  group: number;
  /** Rows of one family (ours, the papers') write their values in the same form: the shortest any of them needs. */
  family: string;
}

export interface TextBox {
  text: string;
  /** The anchor's x, and the text's vertical centre. */
  x: number;
  y: number;
  width: number;
  anchor: 'start' | 'middle' | 'end';
  style: TextStyle;
}

export interface PlacedBar<T> {
  row: BarRow<T>;
  top: number;
  height: number;
  /** Zero, the end of the first part (split bars only), the end. */
  x0: number;
  xSplit: number | null;
  x1: number;
  label: TextBox;
  value: TextBox;
  /** Which of row.texts the value is (0: the fullest). */
  level: number;
}

export interface BarLayout<T> {
  width: number;
  height: number;
  /** A line of text: the height of a bar and of every text box. */
  line: number;
  /** 'side': labels in a column left of the bars; 'stacked': each label above its bar. */
  arrangement: 'side' | 'stacked';
  /** x of zero and of the domain's end; the domain is [0, max]. */
  plot: { left: number; right: number; max: number };
  bars: PlacedBar<T>[];
  /** The vertical stretches the grid and the axis line cover (not the labels' lines when stacked). */
  grid: { top: number; bottom: number }[];
  /** Where the grid ends, above the tick texts. */
  axisY: number;
  ticks: (TextBox & { value: number; tickX: number })[];
  /** The axis's title ("Gbit/s →"), under the ticks. */
  title: TextBox;
}

export interface BarLayoutOptions {
  width: number;
  fontPx: number;
  measure: Measure;
  /** The axis's title, "Gbit/s →". */
  title: string;
  /** A tick's text. */
  format: (value: number) => string;
  /** Whether ticks are whole numbers only. */
  integerTicks: boolean;
}

/** Left and right of the whole chart: a stroke's width, so nothing touches the edge. */
const edge = 2;

/** The text's extent along x. */
export function textSpan(t: TextBox): [number, number] {
  if (t.anchor === 'start') return [t.x, t.x + t.width];
  if (t.anchor === 'end') return [t.x - t.width, t.x];
  return [t.x - t.width / 2, t.x + t.width / 2];
}

/** `text`, cut to `room` with an ellipsis when it is wider. */
export function fitText(text: string, style: TextStyle, room: number, measure: Measure): string {
  if (measure(text, style) <= room) return text;
  let lo = 0;
  let hi = text.length;
  // The longest prefix that fits with its ellipsis.
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${text.slice(0, mid).trimEnd()}…`, style) <= room) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/**
 * Where the bars and their texts go. The bars are as long as every value text, at the form
 * chosen for it, lets them be; a value is shortened (its row's next text) only while the
 * plot would otherwise get less than half the room right of the labels, and only the value
 * that limits the bars; the values of a family (ours, the papers') then take one form, the
 * shortest any of them needs. Labels go above their bars when their column would take more
 * than 35 % of the width or leave the plot less than a third.
 */
export function barLayout<T>(rows: readonly BarRow<T>[], options: BarLayoutOptions): BarLayout<T> {
  const { width, fontPx, measure } = options;
  const line = lineHeightOf(fontPx);
  const pad = Math.ceil(fontPx * 0.4);
  const right = width - edge;
  const max = Math.max(0, ...rows.map((r) => r.value));
  const domainMax = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .nice()
    .domain()[1];
  const share = rows.map((r) => r.value / domainMax);
  const textWidths = rows.map((r) => r.texts.map((t) => measure(t, 'normal')));
  const labelWidth = Math.max(0, ...rows.map((r) => measure(r.label, r.labelStyle)));

  /** The plot's width from `left` when row i's value is its text levels[i]: every bar end, a gap and the text inside. */
  const plotWidth = (left: number, levels: number[]) =>
    Math.min(
      right - left,
      ...rows.map((_, i) => {
        const room = right - left - 1 - pad - textWidths[i][levels[i]];
        return share[i] > 0 ? room / share[i] : room >= 0 ? Infinity : -Infinity;
      }),
    );

  /** The texts' levels from `left`: shorten the one that limits the plot, and its family, until it gets half the room. */
  function arrange(left: number) {
    const levels = rows.map(() => 0);
    for (;;) {
      const plot = plotWidth(left, levels);
      if (plot >= (right - left) / 2) return { levels, plot };
      // The row whose text limits the bars now.
      let limiting = -1;
      let least = Infinity;
      rows.forEach((_, i) => {
        const room = right - left - 1 - pad - textWidths[i][levels[i]];
        const limit = share[i] > 0 ? room / share[i] : room >= 0 ? Infinity : -Infinity;
        if (limit < least) [least, limiting] = [limit, i];
      });
      if (limiting < 0 || levels[limiting] >= rows[limiting].texts.length - 1) return { levels, plot };
      // Its family with it: one form for all of them.
      const next = levels[limiting] + 1;
      rows.forEach((row, j) => {
        if (row.family === rows[limiting].family) levels[j] = Math.max(levels[j], Math.min(next, row.texts.length - 1));
      });
    }
  }

  const sideLeft = Math.ceil(edge + labelWidth + pad);
  const side = arrange(sideLeft);
  const arrangement = sideLeft <= width * 0.35 && side.plot >= width / 3 ? 'side' : 'stacked';
  const left = arrangement === 'side' ? sideLeft : edge;
  const chosen = arrangement === 'side' ? side : arrange(left);
  const plotRight = left + Math.max(chosen.plot, Math.min(right - left, 3 * fontPx));
  const x = scaleLinear().domain([0, domainMax]).range([left, plotRight]);

  const barHeight = line;
  const gap = Math.max(3, Math.round(fontPx * 0.3));
  const groupGap = Math.round(fontPx * 0.8);
  const top = 4;
  let y = top;
  // Each value's fullest text that fits after its bar (the shortest when none does), then
  // the shortest of its family's.
  const fitting = rows.map((row, i) => {
    const room = right - Math.max(x(row.value), left + 1) - pad;
    const fits = textWidths[i].findIndex((w) => w <= room);
    return fits < 0 ? row.texts.length - 1 : fits;
  });
  const familyLevel = new Map<string, number>();
  rows.forEach((row, i) => familyLevel.set(row.family, Math.max(familyLevel.get(row.family) ?? 0, fitting[i])));
  const bars = rows.map((row, i): PlacedBar<T> => {
    if (i > 0) y += row.group === rows[i - 1].group ? gap : groupGap;
    const labelText = arrangement === 'side' ? row.label : fitText(row.label, row.labelStyle, right - left, measure);
    const label: TextBox = {
      text: labelText,
      x: arrangement === 'side' ? left - pad : left,
      y: arrangement === 'side' ? y + barHeight / 2 : y + line / 2,
      width: measure(labelText, row.labelStyle),
      anchor: arrangement === 'side' ? 'end' : 'start',
      style: row.labelStyle,
    };
    const barTop = arrangement === 'side' ? y : y + line;
    const x1 = Math.max(x(row.value), left + 1);
    const level = Math.min(familyLevel.get(row.family)!, row.texts.length - 1);
    y = barTop + barHeight;
    return {
      row,
      top: barTop,
      height: barHeight,
      x0: left,
      xSplit: row.split === null ? null : Math.min(x1, Math.max(left, x(row.split))),
      x1,
      label,
      value: {
        text: row.texts[level],
        x: x1 + pad,
        y: barTop + barHeight / 2,
        width: textWidths[i][level],
        anchor: 'start',
        style: 'normal',
      },
      level,
    };
  });
  const axisY = y + 4;
  const grid =
    arrangement === 'side'
      ? [{ top: top - 2, bottom: axisY }]
      : bars.map((b, i) => ({ top: b.top - 2, bottom: i === bars.length - 1 ? axisY : b.top + b.height + 2 }));

  const tickY = axisY + 2 + line / 2;
  const ticks = placeTicks(x, (t) => measure(t, 'normal'), [edge, right], {
    gap: fontPx,
    format: options.format,
    integer: options.integerTicks,
  }).map((t) => ({
    text: t.text,
    value: t.value,
    tickX: t.x,
    x: t.textX,
    y: tickY,
    width: measure(t.text, 'normal'),
    anchor: 'middle' as const,
    style: 'normal' as const,
  }));
  const titleText = fitText(options.title, 'normal', right - left, measure);
  const title: TextBox = {
    text: titleText,
    x: left,
    y: tickY + line,
    width: measure(titleText, 'normal'),
    anchor: 'start',
    style: 'normal',
  };
  return {
    width,
    height: Math.ceil(title.y + line / 2 + 2),
    line,
    arrangement,
    plot: { left, right: plotRight, max: domainMax },
    bars,
    grid,
    axisY,
    ticks,
    title,
  };
}

// The throughput chart's rows.

export type ThroughputBar = { kind: 'ours'; mode: ModeGbps } | { kind: 'paper'; paper: PaperGbps };
type Figures = Extract<Throughput, { kind: 'figures' }>;

/** "CBC encrypt", "Interleaved CBC (N = 5)", "CFB-64": the direction only where the mode has both. */
export function modeLabeller(modes: readonly ModeGbps[], blockBits: number) {
  const both = new Set(modes.filter((m) => m.direction === 'decrypt').map((m) => m.mode));
  return (m: ModeGbps) =>
    `${modeName(m.mode, blockBits)}${both.has(m.mode) ? ` ${m.direction}` : ''}${m.chains > 1 ? ` (N = ${m.chains})` : ''}`;
}

export const feedbackWord = (p: PaperGbps) => (p.kind === 'stream' ? 'non-feedback' : 'feedback');

/**
 * What follows a bar, fullest first: its value in Gbit/s and, for a paper, which figure, clock
 * and device (the legend names the paper's device and clock, so they go first), for ours
 * whether its cycles are predicted.
 */
export function throughputTexts(bar: ThroughputBar): string[] {
  if (bar.kind === 'ours') {
    const g = formatGbps(bar.mode.gbps);
    return bar.mode.measured
      ? [`${g} Gbit/s`, g]
      : [`${g} Gbit/s, predicted cycles`, `${g} Gbit/s, predicted`, `${g} predicted`];
  }
  const p = bar.paper;
  const g = formatGbps(p.gbps);
  const clock = p.row.clockMHz === undefined ? '' : `, ${p.row.clockMHz} MHz`;
  // As many forms for every paper (a form may repeat), so a level is the same form in each.
  return [
    `${g} Gbit/s ${feedbackWord(p)}${clock}, ${p.device}`,
    `${g} Gbit/s ${feedbackWord(p)}${clock}`,
    `${g} Gbit/s ${feedbackWord(p)}`,
    `${g} Gbit/s`,
    g,
  ];
}

/** Our rates, each paper's bar right after the mode it stands beside, a group a mode. */
export function throughputRows(figures: Figures): BarRow<ThroughputBar>[] {
  const modeLabel = modeLabeller(figures.modes, figures.blockBits);
  return figures.modes.flatMap((mode, group) => [
    {
      item: { kind: 'ours', mode },
      label: modeLabel(mode),
      labelStyle: 'normal',
      value: mode.gbps,
      split: null,
      lead: formatGbps(mode.gbps),
      texts: throughputTexts({ kind: 'ours', mode }),
      group,
      family: 'ours',
    },
    ...figures.papers
      .filter((p) => p.beside.mode === mode.mode && p.beside.direction === mode.direction)
      .map((paper): BarRow<ThroughputBar> => ({
        item: { kind: 'paper', paper },
        label: paper.who,
        labelStyle: 'italic',
        value: paper.gbps,
        split: null,
        lead: formatGbps(paper.gbps),
        texts: throughputTexts({ kind: 'paper', paper }),
        group,
        family: 'paper',
      })),
  ]);
}

// The S-box chart's rows.

export interface SboxBar {
  variant: SboxVariant;
  measure: Pick<ToggleMeasure, 'togglesPerBlock' | 'sboxTogglesPerBlock'>;
}

export const formatToggles = (x: number) => grouped(Math.round(x));

/** Every traced net's toggles per block, then the S-boxes' own (`part`: the cipher's implementation axis, RC6's "multiplier"). */
export const sboxTexts = (m: SboxBar['measure'], part = 'S-box') => [
  `${formatToggles(m.togglesPerBlock)} (${part} nets ${formatToggles(m.sboxTogglesPerBlock)})`,
  formatToggles(m.togglesPerBlock),
];

export function sboxRows(bars: readonly SboxBar[], part = 'S-box'): BarRow<SboxBar>[] {
  return bars.map((bar) => ({
    item: bar,
    label: bar.variant.name,
    labelStyle: bar.variant.current ? 'bold' : 'normal',
    value: bar.measure.togglesPerBlock,
    split: bar.measure.sboxTogglesPerBlock,
    lead: formatToggles(bar.measure.togglesPerBlock),
    texts: sboxTexts(bar.measure, part),
    group: 0,
    family: 'sbox',
  }));
}
