// RC6's published known answers: Crypto++'s rc6val.dat, the RC6 paper's vectors (vectors/README.md:
// where it comes from, its byte order).
import { hexField } from '../cryptopp.mjs';

/**
 * rc6val.dat's layout: a key line, then an indented `plaintext ciphertext` line under it, hex;
 * blank lines between pairs, any other line skipped.
 * @returns {import('../cryptopp.mjs').KnownAnswer[]}
 */
export function keyThenPlaintextCiphertextLines(text) {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const fields = line.trim().split(/\s+/);
    if (!/^\s/.test(line) || fields.length !== 2 || !fields.every(hexField) || i === 0) return [];
    const key = lines[i - 1].trim();
    if (/^\s/.test(lines[i - 1]) || !hexField(key)) return [];
    const [plaintext, ciphertext] = fields.map((f) => f.toLowerCase());
    return [{ key: key.toLowerCase(), plaintext, ciphertext, line: i + 1 }];
  });
}

export default {
  file: { path: 'vectors/rc6/cryptopp-rc6val.dat', read: keyThenPlaintextCiphertextLines },
};
