import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { modePairs } from './mode-table';

const simCore = loadSimCore();
const pairs = (a: string, b: string) => modePairs(a, simCore.predictTiming(a), b, simCore.predictTiming(b));

describe('per-mode throughput of two configurations', () => {
  it('puts LU-1 and PP-10 side by side, measured: the pipeline wins ECB, not CBC encryption', () => {
    const rows = pairs('aes128-enc-lu1-lut-online-all', 'aes128-enc-pp10-lut-online-all');
    const row = (mode: string, direction: string) => rows.find((r) => r.mode === mode && r.direction === direction);
    expect(row('ecb', 'encrypt')).toEqual({
      mode: 'ecb',
      direction: 'encrypt',
      a: { cyclesPerBlock: 11, measured: true },
      b: { cyclesPerBlock: 1, measured: true },
    });
    expect(row('cbc', 'encrypt')).toMatchObject({ a: { cyclesPerBlock: 11 }, b: { cyclesPerBlock: 11 } });
    expect(row('ctr', 'decrypt')).toBeUndefined();
  });

  it('labels a configuration that is not prebuilt as predicted and leaves modes it lacks empty', () => {
    const rows = pairs('aes128-enc-sp5m2-lut-online-all', 'aes128-enc-lu1-lut-online-ecb');
    const ctr = rows.find((r) => r.mode === 'ctr' && r.direction === 'encrypt')!;
    expect(ctr.a).toMatchObject({ measured: false });
    expect(ctr.b).toBeNull();
  });
});
