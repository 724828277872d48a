// The diffusion view's pure parts: layouts from each plug-in's state, the dependency reading
// of sim-core's measurement (checked on the built WebAssembly, AES and Triple DES), and its words.
import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { pluginOf } from '../ciphers';
import {
  byteOf,
  byteRows,
  dependencies,
  dependsOn,
  describeBits,
  fullWords,
  history,
  list,
  missChance,
  ranges,
  stateRows,
  tableKeyBits,
  usedKeyBits,
} from './analysis';

describe('layouts', () => {
  it('lays AES out as its 4 × 4 matrix, a row four bytes, each most significant bit first', () => {
    const rows = stateRows(pluginOf('aes').datapath!.state, 128);
    expect(rows.map((r) => r.name)).toEqual(['row 0', 'row 1', 'row 2', 'row 3']);
    expect(rows[1].bits.slice(0, 9).map((b) => b.index)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 40]);
    expect(rows[1].bits[8].label).toBe('byte 5 (row 1, column 1) bit 7');
    expect(new Set(rows.flatMap((r) => r.bits.map((b) => b.index))).size).toBe(128);
  });

  it('lays a word cipher out as its words, bit 31 first: word p is bytes 4p to 4p + 3, least significant first', () => {
    const rows = stateRows(pluginOf('rc6').datapath!.state, 128);
    expect(rows.map((r) => r.name)).toEqual(['A', 'B', 'C', 'D']);
    // B's bit 31 is the most significant bit of byte 7; its bit 0 the least significant bit of byte 4.
    expect(rows[1].bits[0]).toEqual({ index: 56, label: 'B bit 31' });
    expect(rows[1].bits[31]).toEqual({ index: 39, label: 'B bit 0' });
  });

  it('lays the halves out as printed, with their names and widths', () => {
    const des = stateRows(pluginOf('des').datapath!.state, 64);
    expect(des.map((r) => [r.name, r.bits.length, r.bits[0].index])).toEqual([
      ['L', 32, 0],
      ['R', 32, 32],
    ]);
    expect(des[0].bits[0].label).toBe('L bit 31');
    const simon = stateRows(pluginOf('simon128').datapath!.state, 128);
    expect(simon.map((r) => [r.name, r.bits.length, r.bits[0].label])).toEqual([
      ['x 63–32', 32, 'x bit 63'],
      ['x 31–0', 32, 'x bit 31'],
      ['y 63–32', 32, 'y bit 63'],
      ['y 31–0', 32, 'y bit 31'],
    ]);
  });

  it('lays a cipher without a layout, and a key, out as rows of four bytes', () => {
    expect(stateRows(null, 64).map((r) => r.name)).toEqual(['bytes 0–3', 'bytes 4–7']);
    const key = byteRows(192, 'key');
    expect(key).toHaveLength(6);
    expect(key[5].bits[7]).toEqual({ index: 167, label: 'key byte 20 bit 0' });
  });
});

describe('words', () => {
  it('names runs of whole bytes as bytes and the rest as bits', () => {
    expect(describeBits(new Set(), 128)).toBe('none');
    expect(describeBits(new Set(Array.from({ length: 64 }, (_, i) => i)), 64)).toBe('all 64');
    const column = new Set([0, 5, 10, 15].flatMap((b) => byteOf(8 * b)));
    expect(describeBits(column, 128)).toBe('32 of 128: bytes 0, 5, 10 and 15');
    expect(describeBits(new Set([...byteOf(8), 3, 20, 21, 22]), 64)).toBe('12 of 64: byte 1; bits 3 and 20–22');
    expect(ranges([0, 1, 2, 5, 7, 8])).toEqual(['0–2', '5', '7–8']);
    expect(list(['a'])).toBe('a');
    expect(fullWords(5, false)).toBe('5 (not kept)');
    expect(fullWords(null, false)).toBe('never');
    expect(tableKeyBits([64, 128, 192])).toBe(128);
    expect(tableKeyBits([256])).toBe(256);
    expect(missChance(0.5, 32)).toBeCloseTo(2.3e-10, 11);
  });
});

describe("sim-core's measurement, read", () => {
  const simCore = loadSimCore();

  it('AES: a bit after round 1 depends on its column, 32 plaintext bits; every bit after round 2', () => {
    const d = simCore.cipherDiffusion('aes', 128);
    expect(d.rounds).toBe(10);
    expect(d.depends).toHaveLength(10 * 128 * 8);
    // Byte 0's most significant bit: plaintext bytes 0, 5, 10 and 15 (ShiftRows, then MixColumns).
    const deps = dependencies(d, 1, [0]);
    expect(describeBits(deps.plaintext, 128)).toBe('32 of 128: bytes 0, 5, 10 and 15');
    expect(dependsOn(d, 1, 0, 5 * 8)).toBe(true);
    expect(dependsOn(d, 1, 0, 8)).toBe(false);
    expect(history(d, [0]).slice(0, 3)).toEqual([
      { round: 1, plaintext: 32, key: expect.any(Number) },
      { round: 2, plaintext: 128, key: 128 },
      { round: 3, plaintext: 128, key: 128 },
    ]);
    expect([d.fullPlaintext, d.fullKey, d.samples]).toEqual([2, 2, 32]);
  });

  it('Triple DES: the parity bits are unused; a byte is the union of its bits', () => {
    const d = simCore.cipherDiffusion('des', 64, 4, 1);
    expect(d.unusedKeyBits).toEqual([7, 15, 23, 31, 39, 47, 55, 63]);
    expect(usedKeyBits(d)).toBe(56);
    // L after round 1 is R0: eight bits, eight plaintext bits, no key bit.
    const byte = dependencies(d, 1, byteOf(0));
    expect(byte.plaintext.size).toBe(8);
    expect(byte.key.size).toBe(0);
  });

  it('refuses a key size the cipher does not take, naming it', () => {
    expect(() => simCore.cipherDiffusion('aes', 64)).toThrow('key: AES keys are 128, 192 or 256 bits, not 64');
  });
});
