import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../../../test-support/built';
import { fipsLabel } from '../../../datapath/trace';
import { registerState, shiftRows, toMatrix } from './state';

// FIPS-197 Appendix C.1 (AES-128).
const key = '000102030405060708090a0b0c0d0e0f';
const plaintext = '00112233445566778899aabbccddeeff';
const ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';

const simCore = loadSimCore();
const encryption = simCore.cipherTrace('aes', key, plaintext, false);
const decryption = simCore.cipherTrace('aes', key, ciphertext, true);

describe('the state a register holds (FIPS-197 Appendix C.1)', () => {
  test('after AddRoundKey: round 0 is round[1].start, round r the start of r + 1, round Nr the output', () => {
    expect(registerState(encryption, 'ark', 0, 0)).toMatchObject({
      hex: '00102030405060708090a0b0c0d0e0f0',
      label: 'round[ 1].start',
    });
    expect(registerState(encryption, 'in', 0, 0).hex).toBe('00102030405060708090a0b0c0d0e0f0');
    expect(registerState(encryption, 'ark', 0, 1)).toMatchObject({
      hex: '89d810e8855ace682d1843d8cb128fe4',
      label: 'round[ 2].start',
    });
    expect(registerState(encryption, 'ark', 0, 10)).toMatchObject({
      hex: ciphertext,
      label: 'round[10].output',
      sbox: null,
    });
    // Between rounds the next S-box input is the register's own value.
    expect(registerState(encryption, 'ark', 0, 1).sbox).toEqual({
      round: 2,
      input: '89d810e8855ace682d1843d8cb128fe4',
    });
  });

  test('inside a round: after SubBytes, ShiftRows, MixColumns (skipped in round 10)', () => {
    expect(registerState(encryption, 'sbox', 0, 1)).toMatchObject({
      hex: '63cab7040953d051cd60e0e7ba70e18c',
      label: 'round[ 1].s_box',
    });
    expect(registerState(encryption, 'sbox', 5, 1).hex).toBe('63cab7040953d051cd60e0e7ba70e18c');
    expect(registerState(encryption, 'shift', 0, 1).hex).toBe('6353e08c0960e104cd70b751bacad0e7');
    expect(registerState(encryption, 'mix', 0, 1).hex).toBe('5f72641557f5bc92f7be3b291db9f91a');
    expect(registerState(encryption, 'mix', 0, 10)).toMatchObject({
      hex: '7ad5fda789ef4e272bca100b3d9ff59f',
      label: 'round[10].s_row',
    });
    expect(registerState(encryption, 'shift', 0, 1).sbox).toEqual({
      round: 1,
      input: '00102030405060708090a0b0c0d0e0f0',
    });
  });

  test("inside a pipelined composite-field S-box the register holds stage values of the round's S-box input", () => {
    const s = registerState(encryption, 'sbox', 2, 1);
    expect(s.compositeStage).toBe(2);
    expect(s.sbox?.input).toBe('00102030405060708090a0b0c0d0e0f0');
  });

  test("decryption in the RTL's order: InvMixColumns first, InvSubBytes before InvShiftRows (Moshopoulos et al., Fig. 2)", () => {
    expect(registerState(decryption, 'ark', 0, 0)).toMatchObject({
      hex: '7ad5fda789ef4e272bca100b3d9ff59f',
      label: 'round[ 1].istart',
    });
    // round[1].is_row = 7a9f1027…, is_box = bd6e7c3d…: the RTL holds InvSubBytes(istart) before the shift.
    expect(registerState(decryption, 'sbox', 0, 1)).toMatchObject({
      hex: shiftRows('bd6e7c3df2b5779e0b61216e8b10b689'),
      label: 'ShiftRows(round[ 1].is_box)',
    });
    expect(registerState(decryption, 'shift', 0, 1).hex).toBe('bd6e7c3df2b5779e0b61216e8b10b689');
    expect(registerState(decryption, 'ark', 0, 1)).toMatchObject({
      hex: 'e9f74eec023020f61bf2ccf2353c21c7',
      label: 'round[ 1].ik_add',
    });
    expect(registerState(decryption, 'ark', 0, 10)).toMatchObject({ hex: plaintext, label: 'round[10].ioutput' });
    // The S-boxes of round 2 take InvMixColumns of round 1's ik_add: round[2].istart.
    expect(registerState(decryption, 'ark', 0, 1).sbox).toEqual({
      round: 2,
      input: '54d990a16ba09ab596bbf40ea111702f',
    });
  });

  test('a round the register cannot hold is refused', () => {
    expect(() => registerState(encryption, 'sbox', 0, 0)).toThrow(/rounds 1 to 10, not 0/);
    expect(() => registerState(encryption, 'ark', 0, 11)).toThrow(/rounds 0 to 10, not 11/);
  });

  test('AES-256 (FIPS-197 C.3) runs 14 rounds', () => {
    const trace = simCore.cipherTrace(
      'aes',
      '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
      plaintext,
      false,
    );
    expect(registerState(trace, 'ark', 0, 14).hex).toBe('8ea2b7ca516745bfeafc49904b496089');
  });
});

describe('the 4×4 state in FIPS-197 §3.4 order', () => {
  test('bytes fill columns: s[r][c] = in[r + 4c]', () => {
    const m = toMatrix('00112233445566778899aabbccddeeff');
    expect(m[0]).toEqual(['00', '44', '88', 'cc']);
    expect(m[3]).toEqual(['33', '77', 'bb', 'ff']);
    expect(() => toMatrix('00')).toThrow(/32 lower-case hex digits/);
  });

  test('ShiftRows moves row r left by r (FIPS-197 §5.1.2, round[1].s_box to s_row)', () => {
    expect(shiftRows('63cab7040953d051cd60e0e7ba70e18c')).toBe('6353e08c0960e104cd70b751bacad0e7');
  });

  test('labels as FIPS-197 Appendix C prints them', () => {
    expect(fipsLabel(1, 'start')).toBe('round[ 1].start');
    expect(fipsLabel(10, 'output')).toBe('round[10].output');
  });
});
