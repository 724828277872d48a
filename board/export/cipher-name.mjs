// A cipher's name for the project's texts (README, FuseSoC description) and its block size
// (the board top's BlockBits): registry/ciphers.json's `name` and `blockBits`, kept here
// because the generator is pure and takes no JSON (board/tests/known-answers.test.mjs checks
// the tables against the description).
export const cipherNames = Object.freeze({
  aes: 'AES',
  serpent: 'Serpent',
  twofish: 'Twofish',
  rc6: 'RC6',
  mars: 'MARS',
  des: 'Triple DES',
});

/** Each cipher's block size in bits: what the board's UART protocol moves (PROTOCOL.md, version 2). */
export const cipherBlockBits = Object.freeze({
  aes: 128,
  serpent: 128,
  twofish: 128,
  rc6: 128,
  mars: 128,
  des: 64,
});

/** `AES`, `Serpent`; a cipher missing from the table by its id. */
export function cipherName(config) {
  return cipherNames[config.cipher] ?? config.cipher;
}
