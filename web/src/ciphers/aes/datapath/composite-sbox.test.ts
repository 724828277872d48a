import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../../../test-support/built';
import {
  affine,
  affineInverse,
  compositeSbox,
  fromComposite,
  gf16Inverse,
  gf16Mul,
  lambda,
  stageValue,
  toComposite,
} from './composite-sbox';

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** The S-box from its definition (FIPS-197 §5.1.1): the inverse in GF(2^8) mod {11b}, then the affine map. */
function sboxByDefinition(b: number): number {
  const mul = (x: number, y: number) => {
    let p = 0;
    for (let i = 0; i < 8; i++) if ((y >> i) & 1) p ^= x << i;
    for (let i = 14; i >= 8; i--) if ((p >> i) & 1) p ^= 0x11b << (i - 8);
    return p;
  };
  let inverse = 0;
  for (let c = 1; c < 256 && b !== 0; c++) if (mul(b, c) === 1) inverse = c;
  return affine(inverse);
}

/** SubBytes of sim-core's golden model: round 1's s_box under the all-zero key is SubBytes of the plaintext. */
function sboxOfSimCore(): number[] {
  const simCore = loadSimCore();
  const table: number[] = [];
  for (let block = 0; block < 16; block++) {
    const plaintext = Array.from({ length: 16 }, (_, i) => hex(block * 16 + i)).join('');
    const step = simCore
      .cipherTrace('aes', '00'.repeat(16), plaintext, false)
      .find((t) => t.round === 1 && t.step === 's_box')!;
    for (let i = 0; i < 16; i++) table.push(parseInt(step.state.slice(2 * i, 2 * i + 2), 16));
  }
  return table;
}

describe('the composite-field S-box model', () => {
  const forward = Array.from({ length: 256 }, (_, b) => compositeSbox(b).output);

  test('equals the AES S-box for all 256 inputs: from its definition and from sim-core', () => {
    expect(forward).toEqual(Array.from({ length: 256 }, (_, b) => sboxByDefinition(b)));
    expect(forward).toEqual(sboxOfSimCore());
  });

  test('FIPS-197 Fig. 7 entries, the §5.1.1 example S({53}) = {ed} among them', () => {
    expect(forward[0x53]).toBe(0xed);
    expect(forward[0x00]).toBe(0x63);
    expect(forward[0x01]).toBe(0x7c);
    expect(forward[0xff]).toBe(0x16);
  });

  test("the inverse direction is InvSubBytes for all 256 inputs (Satoh et al.'s merged datapath)", () => {
    for (let b = 0; b < 256; b++) expect(compositeSbox(forward[b], true).output).toBe(b);
    expect(compositeSbox(0xed, true).output).toBe(0x53);
  });

  test('stage 4 is the multiplicative inverse in the composite field: mapped back, it is the inverse in GF(2^8)', () => {
    const s = compositeSbox(0x53);
    // {53}⁻¹ = {ca} (FIPS-197 §4.2's inverse, the byte before the affine map of §5.1.1's example)
    expect(hex(s.mappedBack)).toBe('ca');
    expect(s.norm).toBe(gf16Mul(gf16Mul(s.high, s.high), lambda) ^ gf16Mul(s.highPlusLow, s.low));
    expect(gf16Mul(s.norm, s.normInverse)).toBe(1);
    expect(stageValue(s, 5)).toBe('ed');
    expect(stageValue(s, 1)).toBe(hex(s.mapped));
    expect(stageValue(s, 2)).toHaveLength(3);
    expect(() => stageValue(s, 6)).toThrow(/stages 1 to 5/);
  });

  test('GF(2^4) inverse and affine maps undo themselves', () => {
    expect(gf16Inverse(0)).toBe(0);
    for (let a = 1; a < 16; a++) expect(gf16Mul(a, gf16Inverse(a))).toBe(1);
    for (let b = 0; b < 256; b++) expect(affineInverse(affine(b))).toBe(b);
  });

  test('uses the constants of hdl/rtl/aes/aes_sbox_composite.sv', () => {
    const sv = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../hdl/rtl/aes/aes_sbox_composite.sv'),
      'utf8',
    );
    const constant = (name: string) =>
      new RegExp(`localparam logic \\[\\d+:0\\]\\s+${name}\\s*=\\s*\\d+'h([0-9a-f]+);`).exec(sv)?.[1];
    expect(BigInt(`0x${constant('ToComposite')}`)).toBe(toComposite);
    expect(BigInt(`0x${constant('FromComposite')}`)).toBe(fromComposite);
    expect(parseInt(constant('Lambda')!, 16)).toBe(lambda);
  });
});
