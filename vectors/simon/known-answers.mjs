// SIMON's published known answers (vectors/README.md: where they come from, their byte order),
// for both of the lab's SIMON ciphers, `simon64` (SIMON 64/128) and `simon128` (SIMON 128/128):
// Crypto++'s TestVectors file simon.txt, its single-block `Test: Encrypt` records of the
// cipher's block with the 128-bit keys the lab's cores take. Crypto++ writes every value
// byte-reversed against the paper (Beaulieu et al. 2013, Appendix B), whose order the lab
// uses: each value is reversed here, so the answers are in the lab's order. The file's words
// are separated by spaces, which are dropped before Crypto++'s record reader reads them.
import { testVectorRecords } from '../cryptopp.mjs';

const path = 'vectors/simon/cryptopp-simon.txt';

/** Hex with its bytes in the reverse order. */
const reversed = (hex) => (hex.match(/../g) ?? []).reverse().join('');

/** The file's records of one block size in bits, 128-bit keys, in the lab's byte order. */
const readBlock = (blockBits) => (text) =>
  testVectorRecords(text.replace(/^(Key|Plaintext|Ciphertext):(.*)$/gm, (_, f, v) => `${f}: ${v.replace(/\s+/g, '')}`))
    .filter((a) => a.key.length === 32 && a.plaintext.length === blockBits / 4)
    .map((a) => ({ ...a, key: reversed(a.key), plaintext: reversed(a.plaintext), ciphertext: reversed(a.ciphertext) }));

export default {
  simon64: { file: { path, read: readBlock(64) } },
  simon128: { file: { path, read: readBlock(128) } },
};
