import { describe, expect, test } from 'vitest';
import { loadSimCore } from './test-support/built';
import { goldenBlocks } from './golden-message';
import { toHex } from './inputs';
import { packedBlockList, unpackBlocks } from './sim/packing';
import type { BlockList } from './sim/packing';

const simCore = loadSimCore();
/** goldenBlocks' result, block by block in hex. */
const golden = (...args: Parameters<typeof goldenBlocks>) => unpackBlocks(goldenBlocks(...args)).map(toHex);
const hex = (h: string) => Uint8Array.from(h.match(/../g)!, (b) => parseInt(b, 16));
// NIST SP 800-38A Appendix F: the AES-128 key and the first two plaintext blocks.
const key = hex('2b7e151628aed2a6abf7158809cf4f3c');
const plaintext = [hex('6bc1bee22e409f96e93d7e117393172a'), hex('ae2d8a571e03ac9c9eb76fac45af8e51')];

describe('the golden model of a message, block by block', () => {
  test('ECB (SP 800-38A F.1.1)', () => {
    expect(golden(simCore, 'ecb', key, [], plaintext, false, undefined, 'aes')).toEqual([
      '3ad77bb40d7a3660a89ecaf32466ef97',
      'f5d3d58503b9699de785895a96fdbaaf',
    ]);
  });

  test('CBC encryption and decryption (SP 800-38A F.2.1, F.2.2)', () => {
    const iv = [hex('000102030405060708090a0b0c0d0e0f')];
    const ciphertext = ['7649abac8119b246cee98e9b12e9197d', '5086cb9b507219ee95db113a917678b2'];
    expect(golden(simCore, 'cbc', key, iv, plaintext, false, undefined, 'aes')).toEqual(ciphertext);
    expect(golden(simCore, 'cbc', key, iv, ciphertext.map(hex), true, undefined, 'aes')).toEqual(plaintext.map(toHex));
  });

  test('blocks packed in one buffer give the same result, packed', () => {
    const iv = [hex('000102030405060708090a0b0c0d0e0f')];
    const packed: BlockList = packedBlockList({
      data: Uint8Array.from([...plaintext[0], ...plaintext[1]]),
      blockBytes: 16,
    });
    const result = goldenBlocks(simCore, 'cbc', key, iv, packed, false, undefined, 'aes');
    expect(result.blockBytes).toBe(16);
    expect(unpackBlocks(result).map(toHex)).toEqual([
      '7649abac8119b246cee98e9b12e9197d',
      '5086cb9b507219ee95db113a917678b2',
    ]);
  });
});
