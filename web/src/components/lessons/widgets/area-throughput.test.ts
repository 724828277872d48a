// ::area-throughput's data: registry/finalists.mjs's points on the device the widget shows, and
// for a core without figures what is missing and the command that measures it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as rule from '../../../../../registry/finalists.mjs';
import { markEarlierInputs } from '../../../../../registry/earlier-inputs.mjs';
import * as area from './area-throughput';
import type { AreaFiles } from './area-throughput';

const registry = (name: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'registry', name), 'utf8'),
  );
const files: AreaFiles = {
  ciphers: registry('ciphers.json'),
  measured: registry('measured.json'),
  synthesis: markEarlierInputs(registry('synthesis.json'), registry('synthesis-stale.json')),
};
const sp103 = 'aes128-enc-sp10m3-bram-online-all';
const lu1 = 'aes128-enc-lu1-lut-online-all';
const bramLu1 = 'aes128-enc-lu1-bram-online-all';

describe('area against throughput, from the registry', () => {
  test("a measured core is finalists.mjs's point on that device: block bits × Fmax ÷ cycles a block, and per LUT4", () => {
    const rows = area.areaThroughputRows([sp103, lu1], 'ecp5-85f');
    expect(rows.map((r) => [r.id, r.kind, r.architecture])).toEqual([
      [sp103, 'point', 'SP-10-3'],
      [lu1, 'point', 'LU-1'],
    ]);
    expect(area.pointsOf(rows)).toEqual(rule.labPoints(files.ciphers, [sp103, lu1], files.measured, files.synthesis));
    const [p] = area.pointsOf(rows);
    const ecp5 = registry('synthesis.json').configurations[sp103]['ecp5-85f'];
    const timing = registry('measured.json').configurations[sp103].timing[0];
    expect(p.luts).toBe(ecp5.luts);
    expect(p.fmaxMHz).toBe(ecp5.fmaxMHz);
    expect(p.mbps.stream).toBeCloseTo((128 * ecp5.fmaxMHz) / timing.stream, 9);
    expect(p.mbps.feedback).toBeCloseTo((128 * ecp5.fmaxMHz) / timing.feedback, 9);
    expect(p.tps.stream).toBeCloseTo((p.mbps.stream * 1e6) / ecp5.luts, 6);
  });

  test('on the iCE40UP5K: a core that fits has a point at its own Fmax; one that does not keeps its LUT4 and says why, with no command', () => {
    const [fits, big] = area.areaThroughputRows([bramLu1, sp103], 'ice40-up5k');
    const up5k = registry('synthesis.json').configurations[bramLu1]['ice40-up5k'];
    expect(fits.kind === 'point' && fits.point.fmaxMHz).toBe(up5k.fmaxMHz);
    expect(big).toMatchObject({ kind: 'missing', reason: 'does not fit the iCE40UP5K', command: null });
    expect(big.kind === 'missing' && big.figure?.luts).toBe(
      registry('synthesis.json').configurations[sp103]['ice40-up5k'].luts,
    );
    expect(big.kind === 'missing' && big.detail).toMatch(/too many LUT4/);
    expect(area.areaDeviceName('ice40-up5k')).toBe('iCE40UP5K');
    expect(area.areaDeviceName('ecp5-85f')).toBe('ECP5 LFE5U-85F');
  });

  test('a core without synthesis figures says so with the npm run synth command; without timing, npm run timing', () => {
    const withoutFigures: AreaFiles = {
      ...files,
      synthesis: { ...files.synthesis, configurations: { ...files.synthesis.configurations, [lu1]: undefined! } },
    };
    const [row] = area.areaThroughputRows([lu1], 'ecp5-85f', withoutFigures);
    expect(row).toMatchObject({
      kind: 'missing',
      reason: 'not synthesised for the ECP5 LFE5U-85F yet (npm run synth)',
      command: `npm run synth -- --figures ${lu1}`,
      figure: null,
    });
    // Its cycles a block are still known: npm run timing measured them.
    expect(row.kind === 'missing' && row.cycles).toEqual({ stream: 11, feedback: 11 });
    const withoutTiming: AreaFiles = { ...files, measured: { configurations: {} } };
    expect(area.areaThroughputRows([lu1], 'ecp5-85f', withoutTiming)[0]).toMatchObject({
      kind: 'missing',
      command: 'npm run timing',
      cycles: null,
    });
  });

  test("every prebuilt core of the lesson's list is a row, measured or not, in the lesson's order", () => {
    const ids = registry('configurations.json')
      .configurations.map((c: { id: string }) => c.id)
      .filter((id: string) => id.startsWith('simon'));
    expect(ids.length).toBeGreaterThan(0);
    const rows = area.areaThroughputRows([sp103, ...ids], 'ecp5-85f');
    expect(rows.map((r) => r.id)).toEqual([sp103, ...ids]);
    for (const r of rows)
      if (r.kind === 'missing') expect(r.command === null || r.command.startsWith('npm run')).toBe(true);
  });

  test('the spans: the largest LUT4 over the smallest, the fastest over the slowest; none with one point', () => {
    const points = area.pointsOf(area.areaThroughputRows([sp103, lu1], 'ecp5-85f'));
    const s = area.spans(points, 'stream')!;
    expect(s.area).toBeCloseTo(Math.max(...points.map((p) => p.luts)) / Math.min(...points.map((p) => p.luts)), 9);
    expect(s.throughput).toBeCloseTo(points[0].mbps.stream / points[1].mbps.stream, 9);
    expect(area.spans(points.slice(0, 1), 'stream')).toBeNull();
  });
});

describe("the chart's labels", () => {
  test('points that would read alike are told apart by the fields of their ids that differ', () => {
    const ids = [
      'simon64128-encdec-bs1-lut-online-all',
      'simon64128-enc-bs1-lut-online-all',
      'simon64128-encdec-lu1-lut-online-all',
      lu1,
      bramLu1,
    ];
    const points = rule.labPoints(files.ciphers, ids, files.measured, files.synthesis) as Parameters<
      typeof area.pointLabels
    >[0];
    const labels = area.pointLabels(points);
    expect(ids.map((id) => labels.get(id))).toEqual([
      'SIMON 64/128 BS-1 encdec',
      'SIMON 64/128 BS-1 enc',
      'SIMON 64/128 LU-1',
      'AES LU-1 lut',
      'AES LU-1 bram',
    ]);
    expect(new Set(labels.values()).size).toBe(labels.size);
  });

  test('a label that would overlap one above it moves down a line; labels apart stay on their points', () => {
    const placed = area.placeLabels(
      [
        { id: 'a', x: 100, y: 50, text: 'SIMON 64/128 BS-1 enc' },
        { id: 'b', x: 104, y: 55, text: 'SIMON 64/128 BS-1 encdec' },
        { id: 'c', x: 400, y: 52, text: 'AES PP-10' },
      ],
      12,
      [0, 500],
    );
    expect(placed.get('a')).toEqual({ left: false, dy: 0 });
    expect(placed.get('b')!.dy).toBeCloseTo(14.4);
    expect(placed.get('c')).toEqual({ left: true, dy: 0 });
  });
});
