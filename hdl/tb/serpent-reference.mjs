// A reference Serpent block cipher in JavaScript for the RTL testbench runner
// (hdl/tb/serpent-core.mjs): 32 rounds of key mixing, S-boxes and the linear transformation
// LT, the last round replacing LT by key mixing with K_32 (Serpent submission, Anderson,
// Biham, Knudsen 1998, bitslice description). Round keys from ./serpent-round-keys.mjs.
// Blocks are 16-byte arrays in the NESSIE / Crypto++ byte order (hdl/doc/serpent.md).
import { sboxes, inverseSboxes, bitslice, roundKeys, wordsOf, bytesOf, rotl, rotr } from './serpent-round-keys.mjs';

/** The linear transformation LT on words x0..x3. */
export function lt([x0, x1, x2, x3]) {
  x0 = rotl(x0, 13);
  x2 = rotl(x2, 3);
  x1 = (x1 ^ x0 ^ x2) >>> 0;
  x3 = (x3 ^ x2 ^ (x0 << 3)) >>> 0;
  x1 = rotl(x1, 1);
  x3 = rotl(x3, 7);
  x0 = (x0 ^ x1 ^ x3) >>> 0;
  x2 = (x2 ^ x3 ^ (x1 << 7)) >>> 0;
  x0 = rotl(x0, 5);
  x2 = rotl(x2, 22);
  return [x0, x1, x2, x3];
}

/** Its inverse. */
export function inverseLt([x0, x1, x2, x3]) {
  x2 = rotr(x2, 22);
  x0 = rotr(x0, 5);
  x2 = (x2 ^ x3 ^ (x1 << 7)) >>> 0;
  x0 = (x0 ^ x1 ^ x3) >>> 0;
  x3 = rotr(x3, 7);
  x1 = rotr(x1, 1);
  x3 = (x3 ^ x2 ^ (x0 << 3)) >>> 0;
  x1 = (x1 ^ x0 ^ x2) >>> 0;
  x2 = rotr(x2, 3);
  x0 = rotr(x0, 13);
  return [x0, x1, x2, x3];
}

const xor = (a, b) => a.map((w, p) => (w ^ b[p]) >>> 0);

/** A cipher for one key: encrypt and decrypt 16-byte blocks. */
export function serpent(key) {
  const k = roundKeys(key);
  return {
    encrypt(block) {
      let x = wordsOf(block);
      for (let i = 0; i < 32; i++) {
        x = bitslice(sboxes[i % 8], xor(x, k[i]));
        x = i < 31 ? lt(x) : xor(x, k[32]);
      }
      return bytesOf(x);
    },
    decrypt(block) {
      let x = wordsOf(block);
      for (let i = 31; i >= 0; i--) {
        x = i === 31 ? xor(x, k[32]) : inverseLt(x);
        x = xor(bitslice(inverseSboxes[i % 8], x), k[i]);
      }
      return bytesOf(x);
    },
  };
}
