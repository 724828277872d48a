import { describe, expect, test } from 'vitest';
import { modeLabel, sideFigures } from './side-figures';
import type { SynthesisFile } from '../throughput/synthesis';

const file: SynthesisFile = {
  date: '2026-11-25',
  devices: { 'ecp5-85f': 'Lattice ECP5 LFE5U-85F, speed grade 6; core out of context' },
  configurations: {
    'aes128-a': {
      core: 'aes128-a-ecb',
      'ecp5-85f': { luts: 7725, ffs: 413, brams: 0, fmaxMHz: 65, date: 'd', tools: {} },
    },
    'rc6128-d': {
      core: 'rc6128-d-ecb',
      'ecp5-85f': { luts: 2196, ffs: 1754, brams: 0, dsps: 6, fmaxMHz: 39.42, date: 'd', tools: {} },
    },
    'aes128-b': {
      core: 'aes128-b-ecb',
      'ecp5-85f': { luts: 28505, ffs: 26909, brams: 0, placed: false, reason: 'timing', date: 'd', tools: {} },
    },
  },
};
const mbps = (blockBits: number, f: number, cpb: number) => (blockBits * f) / cpb;
/** The figures of `id` beside a run of `blocks` one-chain blocks in `mode` that took `cycles`. */
const figuresOf = (id: string, mode: string, blocks: number, cycles: number, decrypt = false) =>
  sideFigures(id, { mode, decrypt, chains: 1, blocks, cycles }, mbps, file);

describe('side by side figures', () => {
  test('names the mode and blocks, and Gbit/s from this run’s cycles per block', () => {
    const f = figuresOf('aes128-a', 'ecb', 100_001, 1_100_014);
    expect(f.workload).toBe('ECB encryption, 100,001 blocks');
    expect(f.cyclesPerBlock).toBeCloseTo(11.0, 3);
    expect(f.synthesis).toMatchObject({
      device: 'Lattice ECP5 LFE5U-85F',
      blocks: { lut: 'LUT4', dsp: 'MULT18X18D' },
      area: { luts: 7725, ffs: 413, brams: 0, dsps: 0 },
      fmaxMHz: 65,
      missing: null,
    });
    expect(f.synthesis.gbps).toBeCloseTo((128 * 65) / (1_100_014 / 100_001) / 1000, 9);
  });

  test('multiplier blocks join the area where the core uses them', () => {
    const f = figuresOf('rc6128-d', 'ecb', 8, 320);
    expect(f.synthesis.area).toEqual({ luts: 2196, ffs: 1754, brams: 0, dsps: 6 });
  });

  test('a core that was not placed shows its area and why there is no Gbit/s', () => {
    const f = figuresOf('aes128-b', 'cbc', 5000, 405_123);
    expect(f.workload).toBe('CBC encryption, 5,000 blocks');
    expect(f.synthesis).toMatchObject({
      area: { luts: 28505 },
      fmaxMHz: null,
      gbps: null,
      missing: 'not placed and routed: timing',
    });
  });

  test('a configuration without figures names the command', () => {
    const f = figuresOf('aes128-c', 'ctr', 1, 20, true);
    expect(f.synthesis).toMatchObject({
      area: null,
      gbps: null,
      missing: 'no synthesis figures yet: npm run synth -- --figures aes128-c',
    });
  });

  test('mode labels', () => {
    expect(modeLabel({ mode: 'interleavedCbc', decrypt: false, chains: 4 }, 128)).toBe(
      'Interleaved CBC (4 chains) encryption',
    );
    expect(modeLabel({ mode: 'multiStreamCbc', decrypt: true, chains: 16 }, 128)).toBe(
      'Multi-stream CBC (16 streams) decryption',
    );
    // CFB-n feeds back the whole n-bit block (SP 800-38A): Triple DES's is CFB-64.
    expect(modeLabel({ mode: 'cfb', decrypt: false, chains: 1 }, 64)).toBe('CFB-64 encryption');
    expect(modeLabel({ mode: 'cfb', decrypt: true, chains: 1 }, 128)).toBe('CFB-128 decryption');
  });
});
