import { describe, expect, test } from 'vitest';
import type { Prediction } from '@sim-core';
import { isFeedback, modeRows } from './measured';

const prediction: Prediction = {
  byKeySize: [],
  modes: [
    { mode: 'ctr', decrypt: false, chains: 1, cyclesPerBlock: 2.2 },
    { mode: 'cbc', decrypt: false, chains: 1, cyclesPerBlock: 11 },
  ],
};

describe('measured cycles per block', () => {
  test('a prebuilt core has its RTL measurements, each beside the prediction', () => {
    const rows = modeRows('aes128-enc-pp5-lut-online-all', prediction)!;
    const cbc = rows.find((r) => r.mode === 'cbc' && r.direction === 'encrypt')!;
    expect(cbc.cyclesPerBlock).toBe(11);
    expect(cbc.predicted).toBe(11);
    expect(cbc.utilization).toHaveLength(5);
    // CTR and OFB decryption are the same computation as encryption: listed once.
    expect(rows.some((r) => r.mode === 'ctr' && r.direction === 'decrypt')).toBe(false);
  });

  test('a configuration nobody built has no measurements', () => {
    expect(modeRows('aes128-enc-sp5m2-lut-online-all', prediction)).toBeNull();
  });

  test('feedback modes are CBC and CFB encryption and OFB', () => {
    expect(isFeedback('cbc', 'encrypt')).toBe(true);
    expect(isFeedback('cbc', 'decrypt')).toBe(false);
    expect(isFeedback('ofb', 'decrypt')).toBe(true);
    expect(isFeedback('ctr', 'encrypt')).toBe(false);
  });
});
