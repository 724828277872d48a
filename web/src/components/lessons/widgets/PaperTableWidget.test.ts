// ::paper-table shows the rows about the spec's ciphers: an AES lesson's Elbirt et al. Tables 2
// and 3 are their eight Rijndael rows, not the RC6, Serpent and Twofish ones beside them, and a
// row of a cipher the lab has no core for says which issue brings it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WidgetSpec } from '../../../lessons/schema';
import { LessonEnvContext, type LessonEnv } from '../context';
import { PaperTableWidget } from './PaperTableWidget';

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

  it('says why a row of a cipher without a core has no lab configuration', () => {
    const mars = render({ type: 'paper-table', source: 'dandalis2000', table: 'Table 1', ciphers: ['mars'] });
    expect(mars.labels).toHaveLength(1);
    expect(mars.html).toContain('no lab configuration: no MARS core in the lab yet');
    expect(mars.html).not.toContain('?config=');
    // RC6's rows name the prebuilt core, or the command that builds one.
    const rc6 = render({ ...elbirt, ciphers: ['rc6'] });
    expect(rc6.labels).toHaveLength(19);
    expect(rc6.html).toContain('?config=rc6128-enc-lu1-sq-online-all');
    expect(rc6.html).toContain('not prebuilt; npm run model -- rc6128-enc-lu2-sq-online-all builds it');
  });

  it('marks a design the paper had not built', () => {
    const tdes = render({ type: 'paper-table', source: 'chodowiec', table: 'Sec. 4.3 and Sec. 6', ciphers: ['des'] });
    expect(tdes.ciphers).toEqual(['des']);
    expect(tdes.html).toContain(', planned, not built');
  });
});
