import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { loadRegistry } from '../registry';
import { sboxVariants } from './variants';

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
});
