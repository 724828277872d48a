import { describe, expect, test } from 'vitest';
import type { Configuration } from '@sim-core';
import { axesOf, idOf, implementationChoices, implementationOf } from './config-axes';

const pp5: Configuration = {
  id: 'aes128-enc-pp5-lut-online-all',
  cipher: 'aes',
  keySize: '128',
  direction: 'encrypt',
  architecture: { kind: 'PP', k: 5 },
  sbox: 'lut',
  keySchedule: 'online',
  mode: { kind: 'all' },
  registerStages: 5,
  layout: {
    slices: 5,
    linear: false,
    sboxRegisters: 0,
    afterShift: false,
    afterMix: false,
    afterArk: true,
    afterArkEverySlice: true,
  },
  maxRounds: 10,
  blockBits: 128,
  keyBits: [128],
  rounds: [10],
  initialRound: true,
};

describe('configuration axes', () => {
  test('an id round-trips through its axes', () => {
    expect(idOf(axesOf(pp5))).toBe('aes128-enc-pp5-lut-online-all');
  });

  test('SP-k-m, block RAM, banked, 3-in-1 and multi-stream CBC spell as the registry does', () => {
    const c: Configuration = {
      ...pp5,
      keySize: '3in1',
      direction: 'unified',
      architecture: { kind: 'SP', k: 1, m: 1 },
      sbox: 'blockRam',
      keySchedule: 'banked',
      mode: { kind: 'multiStreamCbc', streams: 16 },
    };
    expect(idOf(axesOf(c))).toBe('aes3in1-encdec-sp1m1-bram-banked-mscbc16');
  });

  test('the cipher token comes from the configuration, not a literal', () => {
    const serpent: Configuration = { ...pp5, cipher: 'serpent', architecture: { kind: 'PP', k: 8 }, maxRounds: 32 };
    expect(idOf(axesOf(serpent))).toBe('serpent128-enc-pp8-lut-online-all');
  });
});

describe('the implementation axis, as each cipher names it (registry/ciphers.json)', () => {
  test("a cipher's own choices come first, by its names; the others' follow, so any combination can be chosen", () => {
    const twofish = implementationChoices('twofish');
    expect(twofish.own).toEqual([
      ['lut', 'computed from q0/q1'],
      ['bram', 'tables filled at key setup'],
    ]);
    expect(twofish.others.map(([t]) => t)).toEqual(['lutram', 'cf', 'cfp', 'bp']);
    expect(implementationChoices('aes').own.map(([t]) => t)).toEqual(['lut', 'bram', 'lutram', 'cf', 'cfp', 'bp']);
    expect(implementationChoices('aes').others).toEqual([]);
    // RC6's axis is its multiplier: no S-boxes offered, none of its multipliers offered to AES.
    expect(implementationChoices('rc6').own.map(([t]) => t)).toEqual(['sq', 'dsp', 'arr']);
    expect(implementationChoices('rc6').others).toEqual([]);
    expect(implementationOf('rc6').axis).toBe('multiplier');
    expect(implementationOf('serpent').axis).toBe('S-box');
  });

  test('an unknown cipher is named', () => {
    expect(() => implementationOf('mars')).toThrow("registry/ciphers.json has no cipher 'mars'");
  });
});
