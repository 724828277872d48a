import { describe, expect, test } from 'vitest';
import { scaleLinear } from 'd3-scale';
import { lineHeightOf, minFontPx, placeAlong, placeStageLabels, placeTicks, stageGroups } from './labels';

/** The probe names of the prebuilt datapaths (datapath/structure.ts's stageName). */
function pipeline(stages: 1 | 11 | 41 | 81): string[] {
  if (stages === 1) return ['r1.ark'];
  const unit =
    stages === 11
      ? ['ark']
      : stages === 41
        ? ['sbox', 'shift', 'mix', 'ark']
        : ['sbox1', 'sbox2', 'sbox3', 'sbox4', 'sbox5', 'shift', 'mix', 'ark'];
  return ['in', ...Array.from({ length: 10 }, (_, r) => unit.map((p) => `r${r + 1}.${p}`)).flat()];
}

/** A width estimate for text at 14 px (the page measures it on a canvas). */
const measure = (text: string) => text.length * 8;

const overlaps = (a: { centre: number; size: number }, b: { centre: number; size: number }) =>
  Math.abs(a.centre - b.centre) < (a.size + b.size) / 2 - 1e-9;

describe('stage labels', () => {
  const heights = [200, 300, 400, 600, 800, 1000, 1200];
  for (const stages of [1, 11, 41, 81] as const) {
    for (const fontPx of [minFontPx, 18]) {
      test(`never overlap for ${stages} stages at 200–1200 px heights, ${fontPx} px text`, () => {
        const names = pipeline(stages);
        const line = lineHeightOf(fontPx);
        for (const height of heights) {
          const rowHeight = height / stages;
          const { labels } = placeStageLabels(names, rowHeight, line);
          expect(labels.length).toBeGreaterThan(0);
          for (let i = 1; i < labels.length; i++) {
            expect(labels[i].centre - labels[i - 1].centre).toBeGreaterThanOrEqual(line - 1e-9);
          }
          for (const l of labels) {
            // Inside the plot, and beside the rows it names.
            expect(l.centre - line / 2).toBeGreaterThanOrEqual(-1e-9);
            expect(l.centre + line / 2).toBeLessThanOrEqual(height + 1e-9);
            expect(l.centre).toBeGreaterThanOrEqual(l.first * rowHeight - 1e-9);
            expect(l.centre).toBeLessThanOrEqual((l.last + 1) * rowHeight + 1e-9);
          }
        }
      });
    }
  }

  test('a row a line high names every stage', () => {
    const { kind, labels } = placeStageLabels(pipeline(11), 26, lineHeightOf(14));
    expect(kind).toBe('stage');
    expect(labels.map((l) => l.text)).toEqual(pipeline(11));
  });

  test('a deep pipeline names every round unit when a unit is a line high', () => {
    // 81 stages in 340 px: rows of 4 px, a round unit 32 px.
    const result = placeStageLabels(pipeline(81), 4, lineHeightOf(14));
    expect(result.kind).toBe('group');
    expect(result.groups).toHaveLength(11);
    const texts = result.labels.map((l) => l.text);
    for (let r = 1; r <= 10; r++) expect(texts).toContain(`r${r}`);
    expect(result.labels.find((l) => l.text === 'r4')).toMatchObject({ first: 25, last: 32 });
  });

  test('groups follow the names: a round unit, or a stage of its own', () => {
    expect(stageGroups(['in', 'r1.sbox', 'r1.ark', 'r2.sbox', 'r2.ark'])).toEqual([
      { name: 'in', first: 0, last: 0 },
      { name: 'r1', first: 1, last: 2 },
      { name: 'r2', first: 3, last: 4 },
    ]);
  });

  test('names without groups are sampled: every few rows, none overlapping', () => {
    const names = Array.from({ length: 60 }, (_, i) => `stage ${i}`);
    const { kind, labels } = placeStageLabels(names, 5, 18);
    expect(kind).toBe('sample');
    expect(labels.map((l) => l.first)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56]);
  });
});

describe('placeAlong', () => {
  test('keeps each label in its range and leaves out one that cannot fit', () => {
    const placed = placeAlong(
      [
        { item: 'a', at: 5, lo: 0, hi: 10, size: 10 },
        { item: 'b', at: 8, lo: 6, hi: 12, size: 10 },
        { item: 'c', at: 30, lo: 20, hi: 40, size: 10 },
      ],
      [0, 100],
    );
    expect(placed.map((p) => [p.item, p.centre])).toEqual([
      ['a', 5],
      ['c', 30],
    ]);
  });
});

describe('cycle ticks', () => {
  for (const [from, to] of [
    [0, 12],
    [0, 1_100_003],
    [197_763, 405_123],
    [1_099_900, 1_099_910],
  ]) {
    test(`labels of cycles ${from}–${to} never overlap, at 200–1600 px`, () => {
      for (const width of [200, 390, 640, 853, 1280, 1600]) {
        const x = scaleLinear().domain([from, to]).range([0, width]);
        const ticks = placeTicks(x, measure, [0, width], { gap: 12 });
        expect(ticks.length).toBeGreaterThan(0);
        const boxes = ticks.map((t) => ({ centre: t.textX, size: measure(t.text) + 12 }));
        for (let i = 1; i < boxes.length; i++) expect(overlaps(boxes[i - 1], boxes[i])).toBe(false);
        for (const t of ticks) {
          expect(Number.isInteger(t.value)).toBe(true);
          expect(t.textX - measure(t.text) / 2).toBeGreaterThanOrEqual(-1e-9);
          expect(t.textX + measure(t.text) / 2).toBeLessThanOrEqual(width + 1e-9);
          // The label stays over its tick.
          expect(Math.abs(t.textX - t.x)).toBeLessThanOrEqual(measure(t.text) / 2 + 1e-9);
        }
      }
    });
  }

  test('ticks read as the run counts them', () => {
    const x = scaleLinear().domain([0, 1_100_003]).range([0, 1000]);
    expect(placeTicks(x, measure, [0, 1000]).map((t) => t.text)).toContain('1,000,000');
  });
});
