import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { loadRegistry } from '../registry';
import { sboxInstances } from './implementation-nets';
import { implementationOf, sboxVariants } from './variants';
import { cipherWords, panelTitle } from './words';

const simCore = loadSimCore();
const registry = loadRegistry(simCore);
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const ciphers = ['aes', 'serpent', 'twofish', 'rc6'];

describe("the panel's words", () => {
  test.each(ciphers)('%s: its document exists, and every option is prebuilt beside the configuration named', (c) => {
    const w = cipherWords(c);
    expect(fs.existsSync(path.join(root, w.doc))).toBe(true);
    const variants = sboxVariants(simCore.parseConfiguration(w.everyOption.id), registry.entries);
    expect(variants.map((v) => v.sbox)).toEqual(implementationOf(c).choices.map((x) => x.token));
    expect(simCore.parseConfiguration(w.everyOption.id).cipher).toBe(c);
    // The S-box nets the legend speaks of are named for it.
    expect(Object.hasOwn(sboxInstances, c)).toBe(true);
  });

  test("AES keeps its words; Twofish's name its key-dependent S-boxes and the rest of its round", () => {
    expect(cipherWords('aes')).toMatchObject({
      name: 'AES',
      doc: 'hdl/doc/sboxes.md',
      sboxes: null,
      sboxLegend: "toggles in the S-boxes' own nets, SubBytes' and the key schedule's",
      restLegend: 'the rest of the core: state and key registers, ShiftRows, MixColumns, AddRoundKey, control',
    });
    const twofish = cipherWords('twofish');
    expect(twofish.name).toBe('Twofish');
    expect(twofish.sboxLegend).toContain('both g functions');
    expect(twofish.restLegend).toBe(
      'the rest of the core: MDS, PHT, subkey addition, whitening, registers, key setup, control',
    );
    for (const w of [twofish.sboxLegend, twofish.restLegend, twofish.traced, twofish.sboxes!])
      expect(w).not.toMatch(/SubBytes|ShiftRows|MixColumns|AddRoundKey/);
  });

  test("RC6's speak of its multipliers, not of S-boxes", () => {
    const rc6 = cipherWords('rc6');
    expect(rc6.name).toBe('RC6');
    expect(rc6.doc).toBe('hdl/doc/rc6.md');
    expect(rc6.sboxLegend).toContain('multipliers');
    for (const w of [rc6.sboxLegend, rc6.restLegend, rc6.traced, rc6.sboxes!]) expect(w).not.toMatch(/S-box/);
  });

  test("the title is the cipher's implementation axis, in sentence case", () => {
    for (const c of ['aes', 'serpent', 'twofish']) expect(panelTitle(c)).toBe('S-box implementations compared');
    expect(panelTitle('rc6')).toBe('Multiplier implementations compared');
    expect(panelTitle('mars')).toBe('S-box and multiplier implementations compared');
  });
});
