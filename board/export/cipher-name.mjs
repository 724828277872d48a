// A cipher's name for the project's texts (README, FuseSoC description): registry/ciphers.json's
// `name`, kept here because the generator is pure and takes no JSON (board/tests/export.test.mjs
// checks the table against the description).
export const cipherNames = Object.freeze({
  aes: 'AES',
  serpent: 'Serpent',
  twofish: 'Twofish',
  rc6: 'RC6',
  des: 'Triple DES',
});

/** `AES`, `Serpent`; a cipher missing from the table by its id. */
export function cipherName(config) {
  return cipherNames[config.cipher] ?? config.cipher;
}
