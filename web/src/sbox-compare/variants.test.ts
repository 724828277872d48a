import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { loadRegistry } from '../registry';
import { implementationOf, sboxName, sboxVariants } from './variants';

const simCore = loadSimCore();
const registry = loadRegistry(simCore);
const variants = (id: string) => sboxVariants(simCore.parseConfiguration(id), registry.entries);

describe('S-box variants', () => {
  test('LU-1 AES-128 encryption has all six prebuilt, in the axis order', () => {
    const v = variants('aes128-enc-lu1-cf-online-all');
    expect(v.map((x) => x.id)).toEqual(
      ['lut', 'bram', 'lutram', 'cf', 'cfp', 'bp'].map((s) => `aes128-enc-lu1-${s}-online-all`),
    );
    expect(v.map((x) => x.name)).toEqual([
      'LUT',
      'block RAM',
      'LUT-RAM',
      'composite field',
      'composite field, 5 stages',
      'Boyar–Peralta',
    ]);
    expect(v.filter((x) => x.current).map((x) => x.sbox)).toEqual(['cf']);
  });

  test('every other axis must match: key schedule, direction, architecture', () => {
    expect(variants('aes128-enc-sp10m3-cfp-offline-all').map((x) => x.id)).toEqual([
      'aes128-enc-sp10m3-bram-offline-all',
      'aes128-enc-sp10m3-cfp-offline-all',
    ]);
    expect(variants('aes128-encdec-lu1-lut-online-all').map((x) => x.sbox)).toEqual(['lut', 'bram']);
    expect(variants('aes128-encdec-sp1m3-bram-banked-all').map((x) => x.sbox)).toEqual(['bram', 'lutram']);
  });

  test('a configuration with no prebuilt sibling has only itself; one not prebuilt lists the prebuilt others', () => {
    expect(variants('aes128-enc-lu2-lut-online-all').map((x) => x.id)).toEqual(['aes128-enc-lu2-lut-online-all']);
    // Not prebuilt (its -ecb form): nothing to run.
    expect(variants('aes128-enc-lu1-lut-online-ecb')).toEqual([]);
    // PP-2 with block RAM is not prebuilt, PP-2 with LUTs is.
    expect(variants('aes128-enc-pp2-bram-online-all')).toEqual([
      { id: 'aes128-enc-pp2-lut-online-all', sbox: 'lut', name: 'LUT', current: false },
    ]);
  });

  test("Twofish's two, by its own names and order (registry/ciphers.json), not AES's", () => {
    for (const current of ['lut', 'bram']) {
      const v = variants(`twofish128-enc-lu1-${current}-online-all`);
      expect(v.map((x) => [x.id, x.name])).toEqual([
        ['twofish128-enc-lu1-lut-online-all', 'computed from q0/q1'],
        ['twofish128-enc-lu1-bram-online-all', 'tables filled at key setup'],
      ]);
      expect(v.filter((x) => x.current).map((x) => x.sbox)).toEqual([current]);
    }
    expect(sboxName('twofish', 'bram')).toBe('tables filled at key setup');
    expect(sboxName('aes', 'bram')).toBe('block RAM');
  });

  test("Serpent's one S-box; a cipher the registry does not describe is refused by name", () => {
    expect(variants('serpent128-enc-lu1-lut-online-all')).toEqual([
      { id: 'serpent128-enc-lu1-lut-online-all', sbox: 'lut', name: '4-bit S-boxes in logic', current: true },
    ]);
    expect(implementationOf('twofish').axis).toBe('S-box');
    expect(() => implementationOf('nonesuch')).toThrow("registry/ciphers.json has no cipher 'nonesuch'");
  });
});
