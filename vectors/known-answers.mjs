// The published known answers of the ciphers whose vectors are not NIST's .rsp files (AES reads
// those through sim-core's parsers): where each file is and how it is read. Every layer that
// checks a core against them reads them here — the HDL tests (hdl/tests/nist.test.mjs), the
// core bench (hdl/tb/serpent-core.mjs) and the board export (board/export/known-answers.mjs,
// in Node and in the page) — so a new cipher's file is one entry. Pure: callers read the text.
// Each file's provenance and byte order: vectors/README.md.

/**
 * @typedef {{ key: string, plaintext: string, ciphertext: string, line: number }} KnownAnswer
 *   lowercase hex in the file's (the lab's) byte order; `line` is the 1-based line of the file
 */

/** Lines of `key plaintext ciphertext`, hex, any other line skipped (Crypto++'s *v.dat files). */
function keyPlaintextCiphertextLines(text) {
  return text.split('\n').flatMap((line, i) => {
    const fields = line.trim().split(/\s+/);
    if (fields.length !== 3 || !fields.every((f) => /^(?:[0-9a-fA-F]{2})+$/.test(f))) return [];
    const [key, plaintext, ciphertext] = fields.map((f) => f.toLowerCase());
    return [{ key, plaintext, ciphertext, line: i + 1 }];
  });
}

/**
 * A key line, then an indented `plaintext ciphertext` line under it, hex (Crypto++'s
 * rc6val.dat); blank lines between pairs, any other line skipped.
 */
function keyThenPlaintextCiphertextLines(text) {
  const hexField = (f) => /^(?:[0-9a-fA-F]{2})+$/.test(f);
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

/**
 * Crypto++'s TestVectors records (mars.txt): `Key:`, `Plaintext:`, `Ciphertext:` lines, each
 * record closed by `Test:`; only `Test: Encrypt` records are known answers (the Monte Carlo
 * records, `EncryptionMCT` and `DecryptionMCT`, give the result of 10,000 blocks). `line` is
 * the `Test:` line's.
 */
function cryptoppTestRecords(text) {
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

/** cipher id (registry/ciphers.json) → { path: repository path, read(text) → KnownAnswer[] } */
export const knownAnswerFiles = {
  serpent: {
    path: 'vectors/serpent/cryptopp-serpentv.dat',
    read: keyPlaintextCiphertextLines,
  },
  twofish: {
    path: 'vectors/twofish/cryptopp-twofishv.dat',
    read: keyPlaintextCiphertextLines,
  },
  rc6: {
    path: 'vectors/rc6/cryptopp-rc6val.dat',
    read: keyThenPlaintextCiphertextLines,
  },
  mars: {
    path: 'vectors/mars/cryptopp-mars.txt',
    read: cryptoppTestRecords,
  },
};

/**
 * The known answers of `cipher` from its file's `text`, every line checked: a file that gives
 * none is an error naming it (a truncated or wrong file must not pass as "no vectors").
 * @returns {KnownAnswer[]}
 */
export function readKnownAnswers(cipher, text) {
  const file = knownAnswerFiles[cipher];
  if (!file) throw new Error(`vectors/known-answers.mjs has no known-answer file for the cipher '${cipher}'`);
  const answers = file.read(text);
  if (answers.length === 0) throw new Error(`${file.path}: no known answers read (is it the right file?)`);
  return answers;
}
