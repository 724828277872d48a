import { describe, expect, it } from 'vitest';
import { blockForCore, defaultForm, exampleKey, formForCore, keyForCore } from './useLabInputs';

describe('the example key follows the core', () => {
  it('is FIPS-197 Appendix C’s key at each size', () => {
    expect(exampleKey(128)).toBe('000102030405060708090a0b0c0d0e0f');
    expect(exampleKey(256)).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
  });

  it('grows to a 256-bit core’s size and shrinks back', () => {
    expect(keyForCore(exampleKey(128), [256])).toBe(exampleKey(256));
    expect(keyForCore(exampleKey(256), [128])).toBe(exampleKey(128));
    expect(keyForCore(exampleKey(192), [128, 192, 256])).toBe(exampleKey(192));
  });

  it('leaves a key the reader typed as it is, for the parser to check', () => {
    expect(keyForCore('2b7e151628aed2a6abf7158809cf4f3c', [256])).toBe('2b7e151628aed2a6abf7158809cf4f3c');
    expect(keyForCore('0001', [128])).toBe('0001');
    expect(keyForCore('', [128])).toBe('');
  });
});

describe('the example blocks follow the core to its block size', () => {
  const tdes3in1 = { keyBits: [64, 128, 192], blockBits: 64 };
  const aes128 = { keyBits: [128], blockBits: 128 };

  it("cuts AES's example plaintext and IV to a Triple DES block, and grows them back", () => {
    const des = formForCore(defaultForm, tdes3in1);
    expect(des.plaintext).toBe('0011223344556677');
    expect(des.iv).toBe('0001020304050607');
    // 128 bits is one of a 3-in-1 Triple DES core's key sizes: the key stays.
    expect(des.key).toBe(exampleKey(128));
    const back = formForCore(des, aes128);
    expect(back.plaintext).toBe(defaultForm.plaintext);
    expect(back.iv).toBe(defaultForm.iv);
    expect(formForCore({ ...defaultForm, key: exampleKey(256) }, tdes3in1).key).toBe(exampleKey(64));
  });

  it('leaves typed blocks and what a link gave as they are, for the parser to check', () => {
    expect(blockForCore('fedcba9876543210fedcba9876543210', 8, defaultForm.plaintext)).toBe(
      'fedcba9876543210fedcba9876543210',
    );
    expect(blockForCore('0011', 8, defaultForm.plaintext)).toBe('0011');
    const linked = formForCore(defaultForm, tdes3in1, { plaintext: true, iv: true });
    expect(linked.plaintext).toBe(defaultForm.plaintext);
    expect(linked.iv).toBe(defaultForm.iv);
  });
});
