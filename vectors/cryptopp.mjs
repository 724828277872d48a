// Readers of Crypto++'s test-data formats (Crypto++ 8.7.0's TestData/*.dat and TestVectors/*.txt),
// the layout several ciphers' published known answers come in (vectors/README.md). Pure: callers
// read the text.

/**
 * @typedef {{ key: string, plaintext: string, ciphertext: string, line: number }} KnownAnswer
 *   lowercase hex in the file's (the lab's) byte order; `line` is the 1-based line of the file
 */

/** Whether a field is whole bytes of hexadecimal. */
export const hexField = (f) => /^(?:[0-9a-fA-F]{2})+$/.test(f);

/**
 * Lines of `key plaintext ciphertext`, hex, any other line skipped (TestData's *v.dat and
 * *val.dat files of one line a vector).
 * @returns {KnownAnswer[]}
 */
export function keyPlaintextCiphertextLines(text) {
  return text.split('\n').flatMap((line, i) => {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 3 || !fields.every(hexField)) return [];
    const [key, plaintext, ciphertext] = fields.map((f) => f.toLowerCase());
    return [{ key, plaintext, ciphertext, line: i + 1 }];
  });
}

/**
 * TestVectors records: `Key:`, `Plaintext:`, `Ciphertext:` lines, each record closed by
 * `Test:`; only `Test: Encrypt` records are known answers (the Monte Carlo records,
 * `EncryptionMCT` and `DecryptionMCT`, give the result of 10,000 blocks). `line` is the
 * `Test:` line's.
 * @returns {KnownAnswer[]}
 */
export function testVectorRecords(text) {
  const answers = [];
  let record = {};
  text.split('\n').forEach((line, i) => {
    const colon = line.indexOf(':');
    if (colon < 0) return;
    const field = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (field === 'Key') record = { key: value.toLowerCase() };
    else if (field === 'Plaintext') record.plaintext = value.toLowerCase();
    else if (field === 'Ciphertext') record.ciphertext = value.toLowerCase();
    else if (field === 'Test') {
      const { key, plaintext, ciphertext } = record;
      const hex = (f) => typeof f === 'string' && /^(?:[0-9a-f]{2})+$/.test(f);
      if (value === 'Encrypt' && hex(key) && hex(plaintext) && hex(ciphertext)) {
        answers.push({ key, plaintext, ciphertext, line: i + 1 });
      }
      record = {};
    }
  });
  return answers;
}
