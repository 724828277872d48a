import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { sweepWithout } from '../test-support/partial-sweep';
import { formatGbps, throughputFigures } from './figures';
import { synthesisFile, type SynthesisFile } from './synthesis';

const simCore = loadSimCore();
const figures = (id: string, file?: SynthesisFile) =>
  throughputFigures(id, simCore.predictTiming(id), simCore.throughputMbps, file);
/** The ECP5-85F Fmax `npm run synth` recorded for a configuration (each resynthesis moves it). */
const fmaxOf = (id: string) => (synthesisFile.configurations[id]['ecp5-85f'] as { fmaxMHz: number }).fmaxMHz;

describe('throughput in Gbit/s at our Fmax', () => {
  test('LU-1: 128 × Fmax / 11 measured cycles in every mode, Elbirt et al. beside ECB and CBC', () => {
    const t = figures('aes128-enc-lu1-lut-online-all');
    if (t.kind !== 'figures') throw new Error(t.kind);
    const fmax = fmaxOf('aes128-enc-lu1-lut-online-all');
    expect(fmax).toBeGreaterThan(0);
    expect(t.fmaxMHz).toBe(fmax);
    expect(t.deviceName).toBe('Lattice ECP5 LFE5U-85F');
    expect(t.label).toMatch(
      /^ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0\.23 \+ nextpnr 0\.11\.1, worst case/,
    );
    const ecb = t.modes.find((m) => m.mode === 'ecb')!;
    expect(ecb).toMatchObject({ direction: 'encrypt', cyclesPerBlock: 11, measured: true });
    expect(ecb.gbps).toBeCloseTo((128 * fmax) / 11 / 1000, 12);
    expect(formatGbps(ecb.gbps)).toBe(((128 * fmax) / 11 / 1000).toFixed(3));
    // Their published 294.2 Mbit/s (Table 2), as it stands, without feedback and with.
    expect(t.papers.map((p) => [p.kind, p.beside.mode])).toEqual([
      ['stream', 'ecb'],
      ['feedback', 'cbc'],
    ]);
    expect(t.papers[0].gbps).toBeCloseTo(0.2942, 12);
    expect(t.papers[0].label).toBe('Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3');
    expect(t.papers[0].row.clockMHz).toBe(25.3);
  });

  test('SP-2-1: the feedback wall, 5.5 cycles without feedback and 21 with', () => {
    const t = figures('aes128-enc-sp2m1-lut-online-all');
    if (t.kind !== 'figures') throw new Error(t.kind);
    const gbps = (mode: string) => t.modes.find((m) => m.mode === mode && m.direction === 'encrypt')!.gbps;
    const fmax = fmaxOf('aes128-enc-sp2m1-lut-online-all');
    expect(gbps('ctr')).toBeCloseTo((128 * fmax) / 5.5 / 1000, 12);
    expect(gbps('cbc')).toBeCloseTo((128 * fmax) / 21 / 1000, 12);
  });

  test('a prebuilt configuration without figures names the command and those that have them', () => {
    const t = figures('aes128-enc-pp5-lut-online-all', sweepWithout('aes128-enc-pp5-lut-online-all'));
    expect(t).toMatchObject({
      kind: 'no-figures',
      command: 'npm run synth -- --figures aes128-enc-pp5-lut-online-all',
      devices: [],
    });
    if (t.kind === 'no-figures') expect(t.withFigures).toContain('aes128-enc-lu1-lut-online-all');
  });

  test('those it names are of its own cipher', () => {
    const t = figures('serpent128-enc-lu1-lut-online-all', sweepWithout('serpent128-enc-lu1-lut-online-all'));
    if (t.kind !== 'no-figures') throw new Error(t.kind);
    expect(t.withFigures.filter((id) => !id.startsWith('serpent'))).toEqual([]);
    const aes = figures('aes128-enc-pp5-lut-online-all', sweepWithout('aes128-enc-pp5-lut-online-all'));
    if (aes.kind !== 'no-figures') throw new Error(aes.kind);
    expect(aes.withFigures.filter((id) => !id.startsWith('aes'))).toEqual([]);
  });

  test('a core the ECP5-85F cannot hold has no Gbit/s, and says why', () => {
    const lu1 = synthesisFile.configurations['aes128-enc-lu1-lut-online-all'];
    const file: SynthesisFile = {
      ...synthesisFile,
      configurations: {
        'aes128-enc-lu1-lut-online-all': {
          ...lu1,
          'ecp5-85f': {
            luts: 90000,
            ffs: 1,
            brams: 0,
            fits: false,
            reason: 'too many LUT4',
            date: '2026-11-22',
            tools: {},
          },
        },
      },
    };
    expect(figures('aes128-enc-lu1-lut-online-all', file)).toMatchObject({
      kind: 'does-not-fit',
      deviceName: 'Lattice ECP5 LFE5U-85F',
      reason: 'too many LUT4',
    });
  });

  test('a core that fits but that neither placer placed has no Gbit/s, and says why (not the command: rerunning it gives the same)', () => {
    const lu1 = synthesisFile.configurations['aes128-enc-lu1-lut-online-all'];
    const reason =
      'nextpnr-ecp5 placed it with neither placer (heap: ERROR: Unable to find legal placement; static: ERROR: Unable to find legal placement)';
    const file: SynthesisFile = {
      ...synthesisFile,
      configurations: {
        'aes128-enc-lu1-lut-online-all': {
          ...lu1,
          'ecp5-85f': { luts: 28507, ffs: 1, brams: 0, placed: false, reason, date: '2026-11-23', tools: {} },
        },
      },
    };
    expect(figures('aes128-enc-lu1-lut-online-all', file)).toMatchObject({
      kind: 'not-placed',
      deviceName: 'Lattice ECP5 LFE5U-85F',
      reason,
    });
  });

  test('where nothing was measured the cycles are predicted, and labelled so', () => {
    const file: SynthesisFile = {
      ...synthesisFile,
      configurations: {
        'aes128-enc-sp5m2-lut-online-all': synthesisFile.configurations['aes128-enc-lu1-lut-online-all'],
      },
    };
    const t = figures('aes128-enc-sp5m2-lut-online-all', file);
    if (t.kind !== 'figures') throw new Error(t.kind);
    expect(t.modes.every((m) => !m.measured)).toBe(true);
    expect(t.modes.find((m) => m.mode === 'ctr')!.cyclesPerBlock).toBe(2.2);
    expect(t.papers).toEqual([]);
  });
});
