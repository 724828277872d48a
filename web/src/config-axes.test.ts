import { describe, expect, test } from 'vitest';
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { keyBanksOf, slicesOfCipher, cipherById } from '@registry/ciphers.mjs';
import { axesOf, cipherAxes, fitAxesToCipher, idOf, implementationChoices, implementationOf } from './config-axes';

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
    expect(() => implementationOf('loki97')).toThrow("registry/ciphers.json has no cipher 'loki97'");
  });
});

describe("each cipher's own axes, from its description (registry/ciphers.json)", () => {
  const tokens = (choices: readonly (readonly [string, string])[]) => choices.map(([t]) => t);

  test('Triple DES: 64/128/192/3-in-1 keys, LU and PP only, k from its slices, online or four banks', () => {
    const des = cipherAxes('des');
    expect(tokens(des.keySize)).toEqual(['64', '128', '192', '3in1']);
    expect(des.keySize[3][1]).toBe('3-in-1 (64, 128 or 192 bits, at run time)');
    expect(tokens(des.architecture)).toEqual(['lu', 'pp']);
    expect(des.k).toEqual([1, 2, 4, 8, 16]);
    expect(des.kListed).toBe(true);
    expect(des.keySchedule).toEqual([
      ['online', 'online'],
      ['banked', '4 key banks'],
    ]);
    expect(tokens(des.direction)).toEqual(['enc', 'dec', 'encdec']);
    expect(des.mode.find(([t]) => t === 'cfb')?.[1]).toBe('CFB-64');
    expect(implementationChoices('des').own).toEqual([['lut', '6-to-4 tables in logic']]);
  });

  test('AES keeps every axis it had: 16 banks, SP, k up to its most rounds, CFB-128', () => {
    const aes = cipherAxes('aes');
    expect(tokens(aes.keySize)).toEqual(['128', '192', '256', '3in1']);
    expect(tokens(aes.architecture)).toEqual(['lu', 'pp', 'sp']);
    expect(aes.k).toHaveLength(14);
    expect(aes.kListed).toBe(false);
    expect(aes.keySchedule).toContainEqual(['banked', '16 key banks']);
    expect(aes.mode.find(([t]) => t === 'cfb')?.[1]).toBe('CFB-128');
    expect(cipherAxes('twofish').k).toHaveLength(8);
    expect(tokens(cipherAxes('serpent').keySchedule)).toEqual(['online', 'offline']);
  });

  test('choosing Triple DES from an AES core moves every axis it lacks onto its own choices', () => {
    const from = { ...axesOf(pp5), keySize: '256', architecture: 'sp' as const, k: 5, m: 2, sbox: 'cfp' as const };
    const des = fitAxesToCipher({ ...from, cipher: 'des', keySchedule: 'offline' });
    expect(des).toMatchObject({
      cipher: 'des',
      keySize: '64',
      architecture: 'lu',
      k: 4,
      sbox: 'lut',
      keySchedule: 'online',
    });
    expect(idOf(des)).toBe('des64-enc-lu4-lut-online-all');
    // What it has stays.
    expect(
      fitAxesToCipher({ ...from, cipher: 'des', keySize: '3in1', architecture: 'pp', k: 16, keySchedule: 'banked' }),
    ).toMatchObject({ keySize: '3in1', architecture: 'pp', k: 16, keySchedule: 'banked' });
    expect(
      idOf(
        fitAxesToCipher({
          ...axesOf(pp5),
          cipher: 'des',
          keySize: '3in1',
          direction: 'encdec',
          k: 16,
          keySchedule: 'banked',
        }),
      ),
    ).toBe('des3in1-encdec-pp16-lut-banked-all');
  });

  test("an id's axes round-trip for Triple DES's prebuilt cores", () => {
    const des: Configuration = {
      ...pp5,
      id: 'des3in1-encdec-lu1-lut-banked-all',
      cipher: 'des',
      keySize: '3in1' as Configuration['keySize'],
      direction: 'unified',
      architecture: { kind: 'LU', k: 1 },
      keySchedule: 'banked',
      blockBits: 64,
      keyBits: [64, 128, 192],
    };
    expect(idOf(axesOf(des))).toBe('des3in1-encdec-lu1-lut-banked-all');
    expect(idOf(axesOf({ ...des, architecture: { kind: 'PP', k: 16 } }))).toBe('des3in1-encdec-pp16-lut-banked-all');
  });

  test("bs<w>: SIMON's bit-serial core spells its w from the architecture, and the picker offers the description's serialBits", () => {
    const bs1: Configuration = {
      ...pp5,
      id: 'simon64128-encdec-bs1-lut-online-all',
      cipher: 'simon64',
      direction: 'unified',
      architecture: { kind: 'BS', w: 1 },
      blockBits: 64,
      rounds: [44],
      maxRounds: 44,
    };
    expect(axesOf(bs1)).toMatchObject({ architecture: 'bs', k: 1, m: 1 });
    expect(idOf(axesOf(bs1))).toBe('simon64128-encdec-bs1-lut-online-all');
    expect(idOf(axesOf({ ...bs1, cipher: 'simon128', architecture: { kind: 'BS', w: 4 } }))).toBe(
      'simon128128-encdec-bs4-lut-online-all',
    );
    const simon = cipherAxes('simon64');
    expect(tokens(simon.architecture)).toEqual(['lu', 'pp', 'bs']);
    expect(simon.architecture[2][1]).toMatch(/^bs<w>: bit-serial/);
    expect(simon.w).toEqual([1]);
    expect(simon.mode.find(([t]) => t === 'cfb')?.[1]).toBe('CFB-64');
    expect(cipherAxes('simon128').mode.find(([t]) => t === 'cfb')?.[1]).toBe('CFB-128');
    // A cipher without bs<w> offers no w.
    expect(cipherAxes('aes').w).toEqual([]);
  });

  test('choosing bs<w> takes w from serialBits; leaving it for a cipher without bs takes its first architecture', () => {
    const from = { ...axesOf(pp5), cipher: 'simon64', architecture: 'bs' as const, k: 5 };
    expect(fitAxesToCipher(from)).toMatchObject({ architecture: 'bs', k: 1, keySize: '128', sbox: 'lut' });
    expect(idOf(fitAxesToCipher({ ...from, direction: 'encdec' }))).toBe('simon64128-encdec-bs1-lut-online-all');
    expect(fitAxesToCipher({ ...from, cipher: 'aes', k: 1 })).toMatchObject({ architecture: 'lu', k: 1 });
    // PP-4 of SIMON keeps its k: LU and PP take any k sim-core allows.
    expect(fitAxesToCipher({ ...from, architecture: 'pp', k: 4 })).toMatchObject({ architecture: 'pp', k: 4 });
  });

  test('key banks and slices come from the description: 4 banks (0 to 3) for Triple DES, 16 where none is given', () => {
    expect(keyBanksOf(ciphers, 'des3in1-encdec-lu1-lut-banked-all')).toBe(4);
    expect(keyBanksOf(ciphers, 'aes3in1-encdec-lu1-lut-banked-all')).toBe(16);
    expect(() => keyBanksOf(ciphers, 'idea128-enc-lu1-lut-banked-all')).toThrow('no cipher of registry/ciphers.json');
    expect(slicesOfCipher(cipherById(ciphers, 'des')!)).toEqual([1, 2, 4, 8, 16]);
  });
});
