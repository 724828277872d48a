// Serpent's key schedule in JavaScript, for the RTL testbench runner (hdl/tb/serpent-core.mjs):
// the 33 round keys an offline core loads, and the S-boxes both the schedule and the
// reference cipher (./serpent-reference.mjs) use. Written from the Serpent submission
// (Anderson, Biham, Knudsen 1998, Sec. 2 and Appendix), bitslice form; checked by the
// Crypto++ vectors (vectors/serpent/) passing through the reference cipher built on it.
//
// Byte order (NESSIE / Crypto++, hdl/doc/serpent.md): a key's bytes 4p..4p+3 are key word
// k_p little-endian; a block's bytes 4p..4p+3 are word X_p; a round key is written as a
// block. Words are unsigned 32-bit numbers.

/** The eight S-boxes S0..S7 (Serpent submission, Appendix). */
export const sboxes = [
  [3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12],
  [15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4],
  [8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2],
  [0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14],
  [1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13],
  [15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1],
  [7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0],
  [1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6],
];

/** Their inverses. */
export const inverseSboxes = sboxes.map((s) => {
  const inv = new Array(16);
  s.forEach((y, x) => (inv[y] = x));
  return inv;
});

const PHI = 0x9e3779b9; // the fractional part of the golden ratio, the schedule's constant

export const rotl = (x, n) => ((x << n) | (x >>> (32 - n))) >>> 0;
export const rotr = (x, n) => ((x >>> n) | (x << (32 - n))) >>> 0;

/** S-box `table` applied bitslice: bit j of words x0..x3 is one 4-bit input, x0 its lsb. */
export function bitslice(table, [x0, x1, x2, x3]) {
  const y = [0, 0, 0, 0];
  for (let j = 0; j < 32; j++) {
    const v = ((x0 >>> j) & 1) | (((x1 >>> j) & 1) << 1) | (((x2 >>> j) & 1) << 2) | (((x3 >>> j) & 1) << 3);
    const o = table[v];
    for (let b = 0; b < 4; b++) y[b] |= ((o >>> b) & 1) << j;
  }
  return y.map((w) => w >>> 0);
}

/** Little-endian words of `bytes` (length a multiple of 4). */
export function wordsOf(bytes) {
  const w = [];
  for (let p = 0; p < bytes.length; p += 4)
    w.push((bytes[p] | (bytes[p + 1] << 8) | (bytes[p + 2] << 16) | (bytes[p + 3] << 24)) >>> 0);
  return w;
}

/** Bytes of little-endian `words`. */
export function bytesOf(words) {
  return Uint8Array.from(words.flatMap((w) => [w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24]));
}

/**
 * The 33 round keys K_0..K_32 of a 16-, 24- or 32-byte key, each as 4 words. A short key
 * is padded with a single 1 bit above its most significant bit, then zeros, to 256 bits;
 * prekeys w_i = (w_{i-8} ^ w_{i-5} ^ w_{i-3} ^ w_{i-1} ^ PHI ^ i) <<< 11 with w_{-8..-1} the
 * padded key; K_i = S_{(3 - i) mod 8}(w_{4i}, .., w_{4i+3}).
 */
export function roundKeys(key) {
  const bytes = Uint8Array.from(key);
  if (![16, 24, 32].includes(bytes.length)) throw new Error(`Serpent keys are 16, 24 or 32 bytes, got ${bytes.length}`);
  const padded = new Uint8Array(32);
  padded.set(bytes);
  if (bytes.length < 32) padded[bytes.length] = 0x01;
  const w = wordsOf(padded); // w[0..7] = w_{-8..-1}
  for (let i = 0; i < 132; i++) {
    const j = i + 8;
    w.push(rotl((w[j - 8] ^ w[j - 5] ^ w[j - 3] ^ w[j - 1] ^ PHI ^ i) >>> 0, 11));
  }
  const keys = [];
  for (let i = 0; i <= 32; i++) keys.push(bitslice(sboxes[(((3 - i) % 8) + 8) % 8], w.slice(8 + 4 * i, 12 + 4 * i)));
  return keys;
}

/** Round key `k` (4 words) as 32 hex digits in a block's byte order. */
export function roundKeyHex(k) {
  return Buffer.from(bytesOf(k)).toString('hex');
}

/** All 33 round keys of `key` as one 1056-digit hex string, K_0 first (OfflineRoundKeys). */
export function offlineRoundKeysHex(key) {
  return roundKeys(key).map(roundKeyHex).join('');
}
