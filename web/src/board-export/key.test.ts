import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { exportKey } from './key';

const simCore = loadSimCore();
const offline = simCore.parseConfiguration('aes128-enc-lu1-lut-offline-all');

describe('the key an export bakes in', () => {
  it('takes none for a core that loads its keys at run time, whatever the field holds', () => {
    expect(exportKey(simCore.parseConfiguration('aes128-enc-lu1-bram-online-ecb'), 'zz')).toEqual({
      ok: true,
      key: undefined,
    });
  });

  it("takes the page's key for an offline key schedule, spaces dropped, in lower case", () => {
    expect(exportKey(offline, '00010203 04050607 08090A0B 0C0D0E0F')).toEqual({
      ok: true,
      key: '000102030405060708090a0b0c0d0e0f',
    });
  });

  it("refuses a bad key with npm run export's rules, naming the page's field", () => {
    const error = (text: string) => {
      const r = exportKey(offline, text);
      return r.ok ? null : r.error;
    };
    expect(error('')).toBe(
      "aes128-enc-lu1-lut-offline-all has an offline key schedule: its round keys are built into the bitstream, so it needs a key in the page's Key field (128 bits)",
    );
    expect(error('zz')).toBe('the key zz: not hexadecimal');
    expect(error('0123456789abcdef0123456789abcde')).toBe('the key has 31 hex digits, an odd number: give whole bytes');
    expect(error('00'.repeat(24))).toBe(
      'the key is 192 bits; aes128-enc-lu1-lut-offline-all takes a 128-bit key (32 hex digits)',
    );
  });
});
