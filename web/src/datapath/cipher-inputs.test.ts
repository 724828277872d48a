import { describe, expect, test } from 'vitest';
import type { ModeDescription } from '@sim-core';
import { loadSimCore } from '../test-support/built';
import { toHex } from '../inputs';
import { cipherCall, type MessageRun } from './cipher-inputs';
import type { ModeName } from '../golden-message';

// SP 800-38A Appendix F, AES-128 (vectors/nist/sp800-38a/appendix-f.txt).
const simCore = loadSimCore();
const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
const key = bytes('2b7e151628aed2a6abf7158809cf4f3c');
const iv = bytes('000102030405060708090a0b0c0d0e0f');
const counter = bytes('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
const plaintext = [
  '6bc1bee22e409f96e93d7e117393172a',
  'ae2d8a571e03ac9c9eb76fac45af8e51',
  '30c81c46a35ce411e5fbc1191a0a52ef',
  'f69f2445df4f9b17ad2b417be66c3710',
].map(bytes);
const inverseCipher = (block: Uint8Array) => simCore.cipherBlocks('aes', key, block, true);
const forwardCipher = (hex: string) => toHex(simCore.cipherBlocks('aes', key, bytes(hex), false));

/** A message run as the page makes it (sim-core's mode over the whole message), its blocks in arrays. */
type ArrayRun = MessageRun & { texts: readonly Uint8Array[]; results: readonly Uint8Array[] };

function run(
  mode: ModeName,
  description: ModeDescription,
  texts: readonly Uint8Array[],
  decrypt = false,
  ivs = [iv],
  streams?: number[],
): ArrayRun {
  const message = new Uint8Array(texts.length * 16);
  texts.forEach((t, i) => message.set(t, 16 * i));
  const out = (decrypt ? simCore.modeDecrypt : simCore.modeEncrypt)(
    description,
    key,
    message,
    streams && Uint8Array.from(streams),
  );
  const results = texts.map((_, i) => out.slice(16 * i, 16 * i + 16));
  return { mode, decrypt, texts, results, ivs, streams };
}

const inputs = (r: ArrayRun) => r.texts.map((_, i) => cipherCall(r, i, inverseCipher));

describe('the block the core takes in each mode', () => {
  test("ECB: the block itself, in the mode's direction", () => {
    const r = run('ecb', { kind: 'ecb' }, plaintext);
    expect(toHex(r.results[0])).toBe('3ad77bb40d7a3660a89ecaf32466ef97');
    expect(inputs(r)[1]).toEqual({ input: 'ae2d8a571e03ac9c9eb76fac45af8e51', decrypt: false });
    expect(cipherCall(run('ecb', { kind: 'ecb' }, r.results, true), 0, inverseCipher)).toEqual({
      input: '3ad77bb40d7a3660a89ecaf32466ef97',
      decrypt: true,
    });
  });

  test('CBC (F.2.1, F.2.2): P ⊕ the previous ciphertext, the IV first; decryption takes the ciphertext', () => {
    const r = run('cbc', { kind: 'cbc', iv: toHex(iv) }, plaintext);
    expect(toHex(r.results[1])).toBe('5086cb9b507219ee95db113a917678b2');
    const calls = inputs(r);
    expect(calls[0]).toEqual({ input: '6bc0bce12a459991e134741a7f9e1925', decrypt: false }); // F.2.1's Input Block #1
    calls.forEach((c, i) => expect(forwardCipher(c.input)).toBe(toHex(r.results[i])));
    const back = run('cbc', { kind: 'cbc', iv: toHex(iv) }, r.results, true);
    expect(inputs(back)[2]).toEqual({ input: '73bed6b8e3c1743b7116e69e22229516', decrypt: true });
  });

  test('CFB-128 (F.3.13, F.3.14): the previous ciphertext through the forward cipher, both ways', () => {
    const r = run('cfb', { kind: 'cfb', iv: toHex(iv) }, plaintext);
    expect(inputs(r).map((c) => c.input)).toEqual([
      toHex(iv),
      '3b3fd92eb72dad20333449f8e83cfb4a',
      'c8a64537a0b3a93fcde3cdad9f1ce58b',
      '26751f67a3cbb140b1808cf187a4f4df',
    ]);
    const back = run('cfb', { kind: 'cfb', iv: toHex(iv) }, r.results, true);
    expect(inputs(back)).toEqual(inputs(r));
  });

  test('OFB (F.4.1): the previous output block', () => {
    const r = run('ofb', { kind: 'ofb', iv: toHex(iv) }, plaintext);
    const calls = inputs(r);
    expect(calls[1]).toEqual({ input: '50fe67cc996d32b6da0937e99bafec60', decrypt: false }); // F.4.1's Output Block #1
    expect(forwardCipher(calls[1].input)).toBe(calls[2].input);
  });

  test('CTR (F.5.1, F.5.2): the counter blocks, both ways', () => {
    const r = run('ctr', { kind: 'ctr', counter: toHex(counter) }, plaintext);
    const expected = [
      'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff',
      'f0f1f2f3f4f5f6f7f8f9fafbfcfdff00',
      'f0f1f2f3f4f5f6f7f8f9fafbfcfdff01',
      'f0f1f2f3f4f5f6f7f8f9fafbfcfdff02',
    ];
    expect(inputs(r)).toEqual(expected.map((input) => ({ input, decrypt: false })));
    expect(inputs(run('ctr', { kind: 'ctr', counter: toHex(counter) }, r.results, true)).map((c) => c.input)).toEqual(
      expected,
    );
  });

  test('interleaved and multi-stream CBC chain each block to the one before it in its own chain', () => {
    const iv2 = bytes('ffeeddccbbaa99887766554433221100');
    const ivs = [iv, iv2];
    const interleaved = run('interleavedCbc', { kind: 'interleavedCbc', ivs: ivs.map(toHex) }, plaintext, false, ivs);
    const calls = inputs(interleaved);
    expect(calls[1].input).toBe(toHex(plaintext[1].map((b, i) => b ^ iv2[i])));
    expect(calls[2].input).toBe(toHex(plaintext[2].map((b, i) => b ^ interleaved.results[0][i])));
    calls.forEach((c, i) => expect(forwardCipher(c.input)).toBe(toHex(interleaved.results[i])));
    const streams = [1, 0, 0, 1];
    const multi = run(
      'multiStreamCbc',
      { kind: 'multiStreamCbc', ivs: ivs.map(toHex) },
      plaintext,
      false,
      ivs,
      streams,
    );
    const multiCalls = inputs(multi);
    expect(multiCalls[0].input).toBe(toHex(plaintext[0].map((b, i) => b ^ iv2[i])));
    expect(multiCalls[3].input).toBe(toHex(plaintext[3].map((b, i) => b ^ multi.results[0][i])));
    multiCalls.forEach((c, i) => expect(forwardCipher(c.input)).toBe(toHex(multi.results[i])));
  });

  test('a block the message does not have is refused', () => {
    expect(() => cipherCall(run('ecb', { kind: 'ecb' }, plaintext), 4, inverseCipher)).toThrow(/4 blocks, not block 5/);
  });
});
