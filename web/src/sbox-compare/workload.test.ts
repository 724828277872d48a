import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { randomBlocks } from '../inputs';
import { blockArray } from '../sim/packing';
import { toggleBlockCount, toggleWorkload } from './workload';

const simCore = loadSimCore();
const workload = (id: string) => {
  const w = toggleWorkload(simCore, simCore.parseConfiguration(id));
  if (!w.ok) throw new Error(w.error);
  // Its blocks as an array, to compare by value.
  return { ...w.workload, blocks: blockArray(w.workload.blocks) };
};

describe('the toggle workload', () => {
  test('is the same 64 random blocks in ECB under one FIPS-197 key on every S-box', () => {
    const a = workload('aes128-enc-lu1-lut-online-all');
    const b = workload('aes128-enc-lu1-cfp-online-all');
    expect(a).toEqual(b);
    expect(a.blocks).toEqual(blockArray(randomBlocks(toggleBlockCount, 16)));
    expect(a.keys).toEqual([{ key: Uint8Array.from({ length: 16 }, (_, i) => i), bank: 0 }]);
    expect(a.mode).toBeUndefined(); // a reset core runs ECB
    expect(a.decrypt).toBe(false);
  });

  test("a core's first key size; a decrypt-only core decrypts", () => {
    expect(workload('aes256-encdec-lu1-lut-online-all').keys[0].key).toHaveLength(32);
    expect(workload('aes128-dec-lu1-lut-online-ecb').decrypt).toBe(true);
  });

  test('a core without ECB says so', () => {
    expect(toggleWorkload(simCore, simCore.parseConfiguration('aes128-enc-pp2-lut-online-ctr'))).toEqual({
      ok: false,
      error: 'aes128-enc-pp2-lut-online-ctr does not run ECB, the mode the toggle activity is measured in',
    });
  });
});
