// Reads the cipher description (ciphers.json) for JavaScript. Plain JS so the Node scripts
// and the web app (Vite) share it; each passes the JSON data in, as registry.mjs takes
// configurations.json. sim-core reads the same file (sim-core/src/config/cipher.rs).

/**
 * @typedef {{ token: string, keyBits: number[], note?: string }} KeySizeEntry
 * @typedef {{ axis: string, choices: { token: string, name: string }[], why?: string }} Implementation
 * @typedef {{ id: string, name: string, standard: string, blockBits: number,
 *   rounds: Record<string, number>, keySizes: KeySizeEntry[], initialRound: boolean,
 *   architectures: string[], spInnerRegisters: string[], implementation: Implementation,
 *   keySchedules: string[], directions: string[], modes: string[] }} Cipher
 * @typedef {{ ciphers: Cipher[] }} CipherDescription
 */

/**
 * The cipher and key size an id's first field names (`serpent128-…`), or null.
 * @param {CipherDescription} description
 * @param {string} id
 * @returns {{ cipher: Cipher, keySize: KeySizeEntry } | null}
 */
export function cipherOfId(description, id) {
  const first = id.split('-')[0];
  for (const cipher of description.ciphers) {
    for (const keySize of cipher.keySizes) {
      if (first === `${cipher.id}${keySize.token}`) return { cipher, keySize };
    }
  }
  return null;
}

/**
 * The block size in bits of the cipher configuration id `id` names (its first field), which
 * every throughput figure takes (sim-core's throughputMbps). Throws naming the id if no cipher
 * of the description starts it.
 * @param {CipherDescription} description
 * @param {string} id
 * @returns {number}
 */
export function blockBitsOf(description, id) {
  const found = cipherOfId(description, id);
  if (!found) throw new Error(`${id}: no cipher of registry/ciphers.json names its first field`);
  return found.cipher.blockBits;
}

/**
 * The cipher with id token `id` (`aes`, `serpent`), or undefined.
 * @param {CipherDescription} description
 * @param {string} id
 * @returns {Cipher | undefined}
 */
export function cipherById(description, id) {
  return description.ciphers.find((c) => c.id === id);
}
