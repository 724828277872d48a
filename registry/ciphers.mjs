// Reads the cipher description (ciphers.json) for JavaScript. Plain JS so the Node scripts
// and the web app (Vite) share it; each passes the JSON data in, as registry.mjs takes
// configurations.json. sim-core reads the same file (sim-core/src/config/cipher.rs).

/**
 * @typedef {{ token: string, keyBits: number[], note?: string }} KeySizeEntry
 * @typedef {{ axis: string, choices: { token: string, name: string }[], why?: string }} Implementation
 * @typedef {{ id: string, name: string, standard: string, blockBits: number,
 *   rounds: Partial<Record<string, number>>, keySizes: KeySizeEntry[], initialRound: boolean,
 *   architectures: string[], spInnerRegisters: string[], implementation: Implementation,
 *   keySchedules: string[], directions: string[], modes: string[], keyBanks?: number,
 *   slices?: number[], maxSlices?: number }} Cipher
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

/**
 * The cipher a configuration id names (its first field); throws naming the id if no cipher of
 * the description starts it.
 * @param {CipherDescription} description
 * @param {string} id
 * @returns {Cipher}
 */
function cipherNamedBy(description, id) {
  const found = cipherOfId(description, id);
  if (!found) throw new Error(`${id}: no cipher of registry/ciphers.json names its first field`);
  return found.cipher;
}

/**
 * Key banks of a banked key schedule of `cipher`: the description's `keyBanks` (Triple DES: 4,
 * Chodowiec et al.'s key module), or 16, AES's banks of round keys, where it gives none.
 * @param {Cipher} cipher
 * @returns {number}
 */
export function keyBanksOfCipher(cipher) {
  return cipher.keyBanks ?? 16;
}

/**
 * Key banks of a banked key schedule of the cipher configuration id `id` names (banks 0 to
 * keyBanksOf − 1). Throws naming the id if no cipher of the description starts it.
 * @param {CipherDescription} description
 * @param {string} id
 * @returns {number}
 */
export function keyBanksOf(description, id) {
  return keyBanksOfCipher(cipherNamedBy(description, id));
}

/**
 * The k of LU-k and PP-k the lab offers for `cipher`: the description's `slices` where it lists
 * them (Triple DES: 1, 2, 4, 8, 16), else 1 to its `maxSlices` or its most rounds (sim-core
 * says which of those exist).
 * @param {Cipher} cipher
 * @returns {number[]}
 */
export function slicesOfCipher(cipher) {
  if (cipher.slices) return [...cipher.slices];
  const most = cipher.maxSlices ?? Math.max(...Object.values(cipher.rounds).map((r) => r ?? 0));
  return Array.from({ length: most }, (_, i) => i + 1);
}
