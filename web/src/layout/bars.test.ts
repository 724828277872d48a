import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { throughputFigures } from '../throughput/figures';
import { sboxName, type SboxToken } from '../sbox-compare/variants';
import { minFontPx } from './labels';
import {
  barLayout,
  fitText,
  formatToggles,
  sboxRows,
  textSpan,
  throughputRows,
  type BarLayout,
  type BarRow,
  type Measure,
  type TextBox,
} from './bars';

const simCore = loadSimCore();

/** The real figures of a configuration, as the lab computes them. */
function figuresOf(id: string) {
  const t = throughputFigures(id, simCore.predictTiming(id), simCore.throughputMbps);
  if (t.kind !== 'figures') throw new Error(`${id}: ${t.kind}`);
  return t;
}

/**
 * Text width estimates at `fontPx`: a narrow sans and a wide one (DejaVu Sans, Chromium's
 * system-ui on Linux, sets digits at 0.64 em), bold a little wider still.
 */
const measures: Record<string, (fontPx: number) => Measure> = {
  narrow: (px) => (text, style) => text.length * px * (style === 'bold' ? 0.56 : 0.52),
  wide: (px) => (text, style) => text.length * px * (style === 'bold' ? 0.72 : 0.66),
};

/** The charts the lab draws: real labels and values of a few configurations. */
const throughputIds = [
  // Elbirt et al. beside ECB and CBC, well under ours.
  'aes128-enc-lu1-lut-online-all',
  // Interleaved CBC (N = 5); Elbirt et al.'s stream figure above our CBC.
  'aes128-enc-pp5-lut-online-all',
  // Swankoski et al. on two devices, four times ours: the papers' bars are the longest.
  'aes128-enc-sp10m3-bram-online-all',
  // Both directions ("CBC decrypt"), Chodowiec et al.'s three key sizes beside one mode.
  'aes3in1-encdec-lu1-lut-banked-all',
  // A paper without a clock (Dandalis et al.).
  'aes128-encdec-lu1-lut-online-all',
];

const toggles = {
  lut: [28466, 1779],
  bram: [25643, 2235],
  lutram: [28466, 1779],
  cf: [36075, 9389],
  cfp: [27508, 11341],
  bp: [51534, 24848],
} as const;

function sboxChart() {
  return sboxRows(
    (Object.keys(toggles) as (keyof typeof toggles & SboxToken)[]).map((sbox) => ({
      variant: { id: `aes128-enc-lu1-${sbox}-online-all`, sbox, name: sboxName('aes', sbox), current: sbox === 'lut' },
      measure: { togglesPerBlock: toggles[sbox][0], sboxTogglesPerBlock: toggles[sbox][1] },
    })),
  );
}

const gbitOptions = {
  title: 'Gbit/s →',
  format: (v: number) => String(Number(v.toPrecision(10))),
  integerTicks: false,
};
const toggleOptions = { title: 'toggles per block →', format: formatToggles, integerTicks: true };

const charts: { name: string; rows: () => BarRow<unknown>[]; options: typeof gbitOptions }[] = [
  ...throughputIds.map((id) => ({ name: id, rows: () => throughputRows(figuresOf(id)), options: gbitOptions })),
  { name: 'LU-1 S-boxes', rows: sboxChart, options: toggleOptions },
];

interface Box {
  what: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A text's box: its measured extent, a line high about its centre. */
const textBox = (what: string, t: TextBox, line: number): Box => {
  const [x0, x1] = textSpan(t);
  return { what: `${what} '${t.text}'`, x0, x1, y0: t.y - line / 2, y1: t.y + line / 2 };
};

const overlap = (a: Box, b: Box) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1e-9 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1e-9;

function boxesOf(layout: BarLayout<unknown>) {
  const texts = [
    ...layout.bars.flatMap((b) => [textBox('label', b.label, layout.line), textBox('value', b.value, layout.line)]),
    ...layout.ticks.map((t) => textBox('tick', t, layout.line)),
    textBox('title', layout.title, layout.line),
  ];
  const bars = layout.bars.map((b) => ({
    what: `bar '${b.row.label}'`,
    x0: b.x0,
    x1: b.x1,
    y0: b.top,
    y1: b.top + b.height,
  }));
  return { texts, bars };
}

/** Everything inside the chart, no text on another or on a bar. */
function expectClean(layout: BarLayout<unknown>) {
  const { texts, bars } = boxesOf(layout);
  for (const b of [...texts, ...bars]) {
    expect(b.x0, b.what).toBeGreaterThanOrEqual(0);
    expect(b.x1, b.what).toBeLessThanOrEqual(layout.width);
    expect(b.y0, b.what).toBeGreaterThanOrEqual(0);
    expect(b.y1, b.what).toBeLessThanOrEqual(layout.height);
  }
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++)
      expect(overlap(texts[i], texts[j]), `${texts[i].what} on ${texts[j].what}`).toBe(false);
    for (const bar of bars) expect(overlap(texts[i], bar), `${texts[i].what} on ${bar.what}`).toBe(false);
  }
}

const widths = Array.from({ length: (1200 - 320) / 20 + 1 }, (_, i) => 320 + 20 * i);

describe('bar charts at 320–1200 px, 14 and 18 px text', () => {
  for (const chart of charts) {
    for (const fontPx of [minFontPx, 18]) {
      test(`${chart.name} at ${fontPx} px: nothing overlaps, nothing leaves the chart`, () => {
        const rows = chart.rows();
        expect(rows.length).toBeGreaterThan(1);
        for (const [kind, measureAt] of Object.entries(measures)) {
          const measure = measureAt(fontPx);
          for (const width of widths) {
            const layout = barLayout(rows, { width, fontPx, measure, ...chart.options });
            try {
              expectClean(layout);
            } catch (error) {
              throw new Error(`${kind} text, ${width} px: ${(error as Error).message}`, { cause: error });
            }
            // Every label whole, and every value at least its number.
            for (const b of layout.bars) {
              expect(b.label.text).toBe(b.row.label);
              expect(b.value.text.startsWith(b.row.lead)).toBe(true);
            }
            // Lengths true to the values: one scale for every bar, from one zero.
            const perUnit = (layout.plot.right - layout.plot.left) / layout.plot.max;
            for (const b of layout.bars) {
              expect(b.x0).toBe(layout.plot.left);
              if (b.row.value * perUnit >= 1) expect(b.x1 - b.x0).toBeCloseTo(b.row.value * perUnit, 6);
            }
            // The bars keep a good part of the width.
            expect(layout.plot.right - layout.plot.left).toBeGreaterThanOrEqual(width * 0.3);
            expect(layout.ticks.length).toBeGreaterThanOrEqual(2);
          }
        }
      });
    }
  }
});

describe('where the values go', () => {
  const lu1 = () => throughputRows(figuresOf('aes128-enc-lu1-lut-online-all'));
  const layoutAt = (width: number, fontPx = minFontPx, measure = measures.wide(fontPx)) =>
    barLayout(lu1(), { width, fontPx, measure, ...gbitOptions });
  const paperValues = (layout: BarLayout<unknown>) =>
    layout.bars.filter((b) => b.row.labelStyle === 'italic').map((b) => b.value.text);

  test('wide: labels in a column, every value in full', () => {
    const layout = layoutAt(960);
    expect(layout.arrangement).toBe('side');
    expect(layout.bars.every((b) => b.level === 0)).toBe(true);
    expect(paperValues(layout)).toEqual([
      '0.294 Gbit/s non-feedback, 25.3 MHz, Xilinx Virtex XCV1000BG560-4',
      '0.294 Gbit/s feedback, 25.3 MHz, Xilinx Virtex XCV1000BG560-4',
    ]);
    // The label column as wide as the widest label: "Multi-stream CBC".
    const widest = Math.max(...layout.bars.map((b) => b.label.width));
    expect(layout.plot.left).toBeLessThanOrEqual(widest + 2 + Math.ceil(14 * 0.4) + 1);
    expect(layout.bars.every((b) => b.label.anchor === 'end' && b.label.x < layout.plot.left)).toBe(true);
  });

  test('a phone: labels above their bars, the paper’s device dropped (the legend names it), ours whole', () => {
    const layout = layoutAt(340);
    expect(layout.arrangement).toBe('stacked');
    for (const text of paperValues(layout)) {
      expect(text).not.toContain('Xilinx');
      expect(text).toMatch(/^0\.294 Gbit\/s (non-)?feedback/);
    }
    // Both papers' values in the same form, though the feedback one would fit more.
    const papers = layout.bars.filter((b) => b.row.labelStyle === 'italic');
    expect(new Set(papers.map((b) => b.level)).size).toBe(1);
    for (const b of layout.bars.filter((b) => b.row.labelStyle === 'normal')) expect(b.value.text).toMatch(/Gbit\/s$/);
    // A label's line above its bar, and the grid not through it.
    for (const b of layout.bars) {
      expect(b.label.y + layout.line / 2).toBeLessThanOrEqual(b.top);
      for (const span of layout.grid) expect(span.top > b.label.y || span.bottom < b.label.y).toBe(true);
    }
  });

  test('presenter mode at 18 px shortens where 14 px did not', () => {
    const at14 = layoutAt(640, 14);
    const at18 = layoutAt(640, 18);
    const level = (l: BarLayout<unknown>) => Math.max(...l.bars.map((b) => b.level));
    expect(level(at18)).toBeGreaterThanOrEqual(level(at14));
    expect(at18.line).toBeGreaterThan(at14.line);
    expect(at18.height).toBeGreaterThan(at14.height);
  });

  test('labels stay in their column on a laptop, long as "Multi-stream CBC (N = 16)" is', () => {
    const rows = throughputRows(figuresOf('aes128-enc-sp10m3-bram-online-all'));
    expect(rows.map((r) => r.label)).toContain('Multi-stream CBC (N = 16)');
    const layout = barLayout(rows, { width: 830, fontPx: 15, measure: measures.wide(15), ...gbitOptions });
    expect(layout.arrangement).toBe('side');
    const phone = barLayout(rows, { width: 330, fontPx: 15, measure: measures.narrow(15), ...gbitOptions });
    expect(phone.arrangement).toBe('stacked');
  });

  test('only the value that limits the bars is shortened; a short bar keeps its text', () => {
    // Swankoski et al.'s bars are four times ours: theirs are shortened first.
    const rows = throughputRows(figuresOf('aes128-enc-sp10m3-bram-online-all'));
    const layout = barLayout(rows, { width: 600, fontPx: 14, measure: measures.wide(14), ...gbitOptions });
    const ours = layout.bars.filter((b) => b.row.labelStyle === 'normal');
    expect(ours.every((b) => b.level === 0)).toBe(true);
    expect(ours[0].value.text).toMatch(/^\d+\.\d{3} Gbit\/s$/);
  });

  test('S-boxes: the S-box nets’ count while it fits, the toggles alone on a phone', () => {
    const measure = measures.wide(14);
    const wide = barLayout(sboxChart(), { width: 760, fontPx: 14, measure, ...toggleOptions });
    expect(wide.arrangement).toBe('side');
    expect(wide.bars.map((b) => b.value.text)).toContain('51,534 (S-box nets 24,848)');
    const phone = barLayout(sboxChart(), { width: 330, fontPx: 14, measure, ...toggleOptions });
    expect(phone.arrangement).toBe('stacked');
    const bp = phone.bars.find((b) => b.row.label === 'Boyar–Peralta')!;
    expect(bp.value.text).toBe('51,534');
    // Every value in that form, and the bars as long as the shortened values let them be.
    expect(phone.bars.every((b) => b.level === 1)).toBe(true);
    expect(Math.max(...phone.bars.map((b) => b.value.x + b.value.width))).toBeCloseTo(330 - 2 - 1, 6);
    // The S-boxes' part ends inside the bar, where its share says.
    expect(bp.xSplit! - bp.x0).toBeCloseTo(((bp.x1 - bp.x0) * 24848) / 51534, 6);
    // The current S-box's label is bold, and measured so.
    expect(phone.bars[0].label.style).toBe('bold');
  });

  test('ticks name round values, apart, their grid lines on the scale', () => {
    const layout = layoutAt(390);
    for (const t of layout.ticks) {
      expect(t.tickX).toBeCloseTo(
        layout.plot.left + (t.value / layout.plot.max) * (layout.plot.right - layout.plot.left),
        6,
      );
    }
    expect(layout.ticks.map((t) => t.text)[0]).toBe('0');
  });
});

test('a text too long for its room ends in an ellipsis', () => {
  const measure: Measure = (t) => t.length * 8;
  expect(fitText('composite field, 5 stages', 'normal', 1000, measure)).toBe('composite field, 5 stages');
  const cut = fitText('composite field, 5 stages', 'normal', 100, measure);
  expect(cut.endsWith('…')).toBe(true);
  expect(measure(cut, 'normal')).toBeLessThanOrEqual(100);
});
