import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as rule from '../../../registry/finalists.mjs';
import { markEarlierInputs } from '../../../registry/earlier-inputs.mjs';
import { elbirtFastest, fastestPerCipher, kindOf, labPoints, paretoFront, visiblePoints, type LabPoint } from './data';
import { fittingTitle, logTicks } from './log-chart';

const registry = (name: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'registry', name), 'utf8'));

describe('the finalists view reads the registry by registry/finalists.mjs', () => {
  test('its points are labPoints of the registry files, read from disk', () => {
    const ids = registry('configurations.json').configurations.map((c: { id: string }) => c.id);
    const expected = rule.labPoints(
      registry('ciphers.json'),
      ids,
      registry('measured.json'),
      markEarlierInputs(registry('synthesis.json'), registry('synthesis-stale.json')),
    );
    expect(labPoints).toEqual(expected);
    expect(labPoints.length).toBeGreaterThan(20);
    // Every cipher of the description has a plotted core.
    expect(new Set(labPoints.map((p) => p.cipher.id))).toEqual(
      new Set(registry('ciphers.json').ciphers.map((c: { id: string }) => c.id)),
    );
  });

  test("the tables are finalists.mjs's on the same files: Elbirt et al.'s Serpent PP-32 among them", () => {
    expect(fastestPerCipher).toEqual(rule.fastestPerCipher(registry('ciphers.json'), labPoints));
    expect(elbirtFastest).toEqual(rule.elbirtFastest(registry('published.json'), registry('ciphers.json')));
    const serpent = elbirtFastest.find((b) => b.cipher.id === 'serpent' && b.mode === 'stream');
    expect(serpent?.row.label).toMatch(/PP-32/);
    expect(serpent?.row.slices).toBe(9004);
  });

  test('architecture kinds and filters', () => {
    expect(kindOf('SP-10-3')).toBe('SP');
    expect(kindOf('LU-1')).toBe('LU');
    const onlyAesPp = visiblePoints(labPoints, { ciphers: ['aes'], kinds: ['PP'] });
    expect(onlyAesPp.length).toBeGreaterThan(0);
    expect(onlyAesPp.every((p) => p.cipher.id === 'aes' && p.architecture.startsWith('PP-'))).toBe(true);
  });
});

describe('the Pareto front', () => {
  const point = (id: string, luts: number, rate: number) => ({ id, luts, rate });
  const rate = (p: { rate: number }) => p.rate;

  test('keeps the points no other beats on both fewer LUT4 and more throughput, by LUT4', () => {
    const points = [
      point('a', 100, 10),
      point('b', 200, 5),
      point('c', 300, 30),
      point('d', 150, 20),
      point('e', 400, 25),
    ];
    expect(paretoFront(points, rate).map((p) => p.id)).toEqual(['a', 'd', 'c']);
  });

  test('a tie is beaten by the smaller or the faster; one point is its own front; none is empty', () => {
    expect(paretoFront([point('big', 200, 10), point('small', 100, 10)], rate).map((p) => p.id)).toEqual(['small']);
    expect(paretoFront([point('slow', 100, 5), point('fast', 100, 10)], rate).map((p) => p.id)).toEqual(['fast']);
    expect(paretoFront([point('one', 1, 1)], rate).map((p) => p.id)).toEqual(['one']);
    expect(paretoFront([], rate)).toEqual([]);
  });

  test('on the registry: no point beats a front point, every other point is beaten, in both modes', () => {
    for (const mode of ['stream', 'feedback'] as const) {
      const r = (p: LabPoint) => p.mbps[mode];
      const front = paretoFront(labPoints, r);
      const beats = (q: LabPoint, p: LabPoint) => q.luts <= p.luts && r(q) >= r(p) && (q.luts < p.luts || r(q) > r(p));
      for (const p of labPoints) {
        const beaten = labPoints.some((q) => beats(q, p));
        expect(front.includes(p)).toBe(!beaten);
      }
      // The fastest core is on it, and the smallest.
      expect(front.at(-1)!.mbps[mode]).toBe(Math.max(...labPoints.map(r)));
      expect(front[0].luts).toBe(Math.min(...labPoints.map((p) => p.luts)));
    }
  });
});

test('log ticks are 1, 2, 5 × 10^k inside the domain', () => {
  expect(logTicks(700, 30000)).toEqual([1000, 2000, 5000, 10000, 20000]);
  expect(logTicks(0.06, 0.6)).toEqual([0.1, 0.2, 0.5]);
});

test('an axis title takes its longest form that fits the chart, else its shortest', () => {
  const forms = ['Throughput, Mbit/s at the measured Fmax (stream modes; log scale)', 'Mbit/s (log scale)', 'Mbit/s'];
  // 15 px text: the long form (65 characters) wants about 660 px.
  expect(fittingTitle(forms, 700, 15)).toBe(forms[0]);
  expect(fittingTitle(forms, 600, 15)).toBe(forms[1]);
  expect(fittingTitle(forms, 100, 15)).toBe(forms[2]);
  expect(fittingTitle(forms, 10, 15)).toBe(forms[2]);
});
