import { describe, expect, it } from 'vitest';
import { cipherNamed, cipherOfConfig, contest, exampleKeyWords, roundNumbering } from './cipher-data';

const cipher = (id: string) => cipherNamed(id)!;

describe('what the page says of a cipher, from registry/ciphers.json', () => {
  it("numbers the rounds as the cipher does: AES's round 0, MARS's layers, Triple DES's 48", () => {
    expect(roundNumbering(cipher('aes'), 10)).toBe('0 = the initial AddRoundKey, rounds 1 to 10');
    expect(roundNumbering(cipher('serpent'), 32)).toBe('rounds 1 to 32');
    expect(roundNumbering(cipher('des'), 48)).toBe('rounds 1 to 48');
    expect(roundNumbering(cipher('mars'), 32)).toBe(
      'rounds 1–8 forward mixing, 9–24 keyed core, 25–32 backward mixing',
    );
  });

  it("names the example key's standard where the cipher has one", () => {
    expect(exampleKeyWords(cipher('aes'), 128)).toBe("the key 00 01 02 … 0f, FIPS-197 Appendix C's");
    expect(exampleKeyWords(cipher('des'), 192)).toBe("the key 00 01 02 … 17, the lab's example key");
    for (const c of ['serpent', 'twofish', 'rc6', 'mars', 'des'])
      expect(exampleKeyWords(cipher(c), 128)).not.toMatch(/FIPS-197/);
  });

  it("finds a configuration's cipher, and names the contest", () => {
    expect(cipherOfConfig('des3in1-encdec-lu1-lut-banked-all').blockBits).toBe(64);
    expect(() => cipherOfConfig('nosuch128-enc-lu1-lut-online-ecb')).toThrow('nosuch128');
    expect(contest).toBe('AES');
  });
});
