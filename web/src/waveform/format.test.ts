import { describe, expect, test } from 'vitest';
import { formatValue, isUnknown } from './format';

describe('value formatting', () => {
  test('a 1-bit signal shows its bit, x and z included', () => {
    expect(['0', '1', 'x', 'z'].map(formatValue)).toEqual(['0', '1', 'x', 'z']);
  });

  test('a bus shows hex, the top digit holding what is left of the width', () => {
    expect(formatValue('10101111')).toBe('af');
    expect(formatValue('110')).toBe('6');
    expect(formatValue('1' + '0000'.repeat(6))).toBe('1000000');
    const ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';
    expect(formatValue(BigInt(`0x${ciphertext}`).toString(2).padStart(128, '0'))).toBe(ciphertext);
  });

  test('unknown digits: x or z when all four bits are, X or Z when only some are', () => {
    expect(formatValue('xxxx0001')).toBe('x1');
    expect(formatValue('zzzz1111')).toBe('zf');
    expect(formatValue('1x001111')).toBe('Xf');
    expect(formatValue('0z1x')).toBe('X');
    expect(formatValue('z1110000')).toBe('Z0');
    // The top digit of a 6-bit bus has two bits, both x: a plain x.
    expect(formatValue('xx0000')).toBe('x0');
    expect(isUnknown('0z1')).toBe(true);
    expect(isUnknown('0101')).toBe(false);
  });
});
