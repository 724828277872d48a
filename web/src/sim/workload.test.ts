// The workload a core is fed, for configurations sim-core need not know yet: the key bank
// range comes from the cipher's description (registry/ciphers.json `keyBanks`).
import { describe, expect, it } from 'vitest';
import type { Configuration } from '@sim-core';
import type { SimCore } from './sim-core';
import { keyBankCount, keyBankProblem, workloadFor } from './workload';
import { blockArray } from './packing';

const des3in1 = {
  id: 'des3in1-encdec-pp16-lut-banked-all',
  cipher: 'des',
  keySchedule: 'banked',
  blockBits: 64,
  keyBits: [64, 128, 192],
  mode: { kind: 'all' },
  maxRounds: 48,
} as unknown as Configuration;

// An online or banked schedule's one handshake asks sim-core nothing.
const noSimCore = {} as SimCore;

describe('key banks', () => {
  it("are Triple DES's four (0 to 3) and AES's sixteen on a banked core, one key online, round keys offline", () => {
    expect(keyBankCount(des3in1)).toBe(4);
    expect(keyBankCount({ id: 'aes3in1-encdec-lu1-lut-banked-all', keySchedule: 'banked' })).toBe(16);
    expect(keyBankCount({ id: 'des64-enc-lu1-lut-online-ecb', keySchedule: 'online' })).toBe(1);
    expect(keyBankCount({ id: 'aes128-enc-lu1-lut-offline-ecb', keySchedule: 'offline' })).toBeNull();
  });

  it('names a bank outside the range', () => {
    expect(keyBankProblem(des3in1, 3)).toBeNull();
    expect(keyBankProblem(des3in1, 4)).toBe('key bank 4: des3in1-encdec-pp16-lut-banked-all has 4 key banks, 0 to 3');
    expect(keyBankProblem({ id: 'aes3in1-encdec-lu1-lut-banked-all', keySchedule: 'banked' }, 15)).toBeNull();
    expect(keyBankProblem({ id: 'des64-enc-lu1-lut-online-ecb', keySchedule: 'online' }, 1)).toBe(
      'key bank 1: des64-enc-lu1-lut-online-ecb has one key (bank 0)',
    );
  });
});

describe('a Triple DES workload', () => {
  it('feeds 8-byte blocks and IVs with the key into bank 0', () => {
    const key = Uint8Array.from({ length: 24 }, (_, i) => i);
    const blocks = [new Uint8Array(8), new Uint8Array(8).fill(1), new Uint8Array(8).fill(2)];
    const ivs = [new Uint8Array(8), new Uint8Array(8).fill(9)];
    const w = workloadFor(noSimCore, des3in1, { key, blocks, mode: 'multiStreamCbc', decrypt: false, ivs });
    expect(w.keys).toEqual([{ key, bank: 0 }]);
    expect(blockArray(w.blocks).map((b) => b.length)).toEqual([8, 8, 8]);
    expect(w).toMatchObject({ mode: 'multiStreamCbc', chains: 2, streams: [0, 1, 0] });
  });
});
