import { describe, expect, it } from 'vitest';
import { exampleKey, keyForCore } from './useLabInputs';

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
