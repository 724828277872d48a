// ::paper-table shows the rows about the spec's ciphers: an AES lesson's Elbirt et al. Tables 2
// and 3 are their eight Rijndael rows, not the RC6, Serpent and Twofish ones beside them, and a
// row of a cipher the lab has no core for says which issue brings it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WidgetSpec } from '../../../lessons/schema';
import { LessonEnvContext, type LessonEnv } from '../context';
import { PaperTableWidget } from './PaperTableWidget';
import { keySetupOfRun } from './KeySetupTable';
import { keySetupCores } from '../../KeySetupFigure';
import type { PublishedRow } from '../../../throughput/published';

const env = {
  simCore: { throughputMbps: (blockBits: number, clockMHz: number, cycles: number) => (blockBits * clockMHz) / cycles },
  lab: {},
} as unknown as LessonEnv;

function render(spec: Extract<WidgetSpec, { type: 'paper-table' }>) {
  const html = renderToStaticMarkup(
    createElement(LessonEnvContext.Provider, { value: env }, createElement(PaperTableWidget, { spec })),
  );
  const rows = [...html.matchAll(/<tr data-testid="paper-row-\d+" data-label="([^"]*)" data-cipher="([^"]*)"/g)];
  return { html, labels: rows.map((m) => m[1]), ciphers: [...new Set(rows.map((m) => m[2]))] };
}

describe('the paper table widget', () => {
  const elbirt = { type: 'paper-table', source: 'elbirt2000', table: 'Tables 2 and 3' } as const;

  it("shows the rows about the lesson's cipher only", () => {
    const aes = render({ ...elbirt, ciphers: ['aes'] });
    expect(aes.labels).toHaveLength(8);
    expect(aes.labels.every((l) => l.startsWith('Rijndael '))).toBe(true);
    expect(aes.ciphers).toEqual(['aes']);
    const serpent = render({ ...elbirt, ciphers: ['serpent'] });
    expect(serpent.labels).toEqual(['Serpent LU-1', 'Serpent LU-8', 'Serpent LU-32', 'Serpent PP-8', 'Serpent PP-32']);
  });

  it('shows several ciphers when named, every cipher when none is', () => {
    expect(render({ ...elbirt, ciphers: ['aes', 'serpent'] }).ciphers).toEqual(['aes', 'serpent']);
    expect(render({ ...elbirt, ciphers: [] }).ciphers).toEqual(['rc6', 'aes', 'serpent', 'twofish']);
  });

  it("shows Dandalis et al.'s tables as key setup beside the lab's one-round cores", () => {
    const rc6 = render({ type: 'paper-table', source: 'dandalis2000', table: 'Table 2', ciphers: ['rc6'] });
    expect(rc6.html).toContain('data-kind="key-setup"');
    // Their row names the lab's three LU-1 RC6 cores with an online schedule, each beside it.
    expect(rc6.labels).toEqual(Array(3).fill('RC6, single round with concurrent key setup'));
    for (const id of ['rc6128-enc-lu1-sq-online-all', 'rc6128-enc-lu1-dsp-online-all', 'rc6128-enc-lu1-arr-online-all'])
      expect(rc6.html).toContain(`?config=${id}`);
    expect(rc6.html).toContain('>0.17<');
    expect(rc6.html).toContain('>0.15<');
    // npm run timing's key setup (registry/measured.json) and its ratio to a block with feedback: the
    // first block 47 cycles after the key, the schedule beside the rounds, against 20 cycles a block.
    expect(rc6.html).toContain('data-testid="lab-key-setup">47<');
    expect(rc6.html).toContain('data-testid="lab-ratio">2.35<');
    expect(rc6.html).not.toContain('no lab configuration');
    // Table 5 names both of Twofish's S-box options: in logic, the first block 6 cycles after the
    // key, the subkeys beside the rounds; with tables, 257, after the fill.
    const twofish = render({ type: 'paper-table', source: 'dandalis2000', table: 'Table 5', ciphers: ['twofish'] });
    expect(twofish.labels).toEqual(Array(2).fill('Twofish, single round with concurrent key setup'));
    const lab = (id: string) =>
      twofish.html.match(new RegExp(`data-config="${id}".*?"lab-key-setup">([^<]*)<.*?"lab-ratio">([^<]*)<`))?.slice(1);
    expect(lab('twofish128-enc-lu1-lut-online-all')).toEqual(['6', '0.38']);
    expect(lab('twofish128-enc-lu1-bram-online-all')).toEqual(['257', '16.06']);
  });

  it('says why a row of a cipher without a core has no lab configuration', () => {
    const row = { cipher: 'mars', config: [] as string[] } as unknown as PublishedRow;
    expect(keySetupCores(row, ['mars128-encdec-lu1-lut-online-all', 'mars128-encdec-pp3-bram-online-all'])).toEqual([
      'mars128-encdec-lu1-lut-online-all',
    ]);
    expect(keySetupCores(row, ['rc6128-enc-lu1-sq-online-all'])).toEqual([]);
    const elbirt = render({ type: 'paper-table', source: 'elbirt2000', table: 'Tables 2 and 3', ciphers: ['rc6'] });
    // Every one of RC6's rows names its prebuilt core, a link that opens it and runs it.
    expect(elbirt.labels).toHaveLength(19);
    expect(elbirt.html).toContain('?config=rc6128-enc-lu1-sq-online-all&amp;run');
    expect(elbirt.html).toContain('?config=rc6128-enc-sp10m2-sq-online-all&amp;run');
    expect(elbirt.html).not.toContain('no lab configuration');
    // Moshopoulos et al.'s register inside MixColumns is a position the lab's cores do not have.
    const moshopoulos = render({
      type: 'paper-table',
      source: 'moshopoulos',
      table: 'Tables I and II',
      ciphers: ['aes'],
    });
    expect(moshopoulos.html).toContain(
      'no lab configuration: a register inside MixColumns; SP-k-m has no such position',
    );
  });

  it("reads a run's key setup as hdl/timing.mjs does: the cycle before the first block sits in a register", () => {
    const valid = 0x8000_0000;
    // Two stages; the first block is in stage 0 from cycle 3: taken in cycle 2.
    const probes = Uint32Array.from([0, 0, 0, 0, 0, 0, valid, 0, 0, valid]);
    expect(keySetupOfRun({ probes, probeFrom: 0, stages: 2 })).toBe(2);
    expect(keySetupOfRun({ probes, probeFrom: 100, stages: 2 })).toBeNull();
    expect(keySetupOfRun({ probes: new Uint32Array(4), probeFrom: 0, stages: 2 })).toBeNull();
  });

  it('marks a design the paper had not built', () => {
    const tdes = render({ type: 'paper-table', source: 'chodowiec', table: 'Sec. 4.3 and Sec. 6', ciphers: ['des'] });
    expect(tdes.ciphers).toEqual(['des']);
    expect(tdes.html).toContain(', planned, not built');
  });
});
