// What the page says of a cipher, from its description (registry/ciphers.json) alone: its name,
// what its round 0 is, the example key and the standard it comes from, and the contest its
// finalists were in. Shared components ask here instead of deciding what a cipher is.
import description from '@registry/ciphers.json';
import { cipherOfId } from '@registry/ciphers.mjs';
import { finalistsOf } from '@registry/finalists.mjs';

export type CipherData = (typeof description.ciphers)[number];

/** The cipher with id `id`, or undefined. */
export function cipherNamed(id: string): CipherData | undefined {
  return description.ciphers.find((c) => c.id === id);
}

/** The cipher a configuration id starts with (`des3in1-…`: Triple DES); throws naming the id if none. */
export function cipherOfConfig(configId: string): CipherData {
  const found = cipherOfId(description, configId);
  const cipher = found && cipherNamed(found.cipher.id);
  if (!cipher) throw new Error(`${configId}: no cipher of registry/ciphers.json names its first field`);
  return cipher;
}

/** The contest the finalists compared were in ("AES", ciphers.json's `finalistOf`): the finalists view's name for it. */
export const contest: string = finalistsOf(description).contest;

/**
 * What the round timeline's numbers mean for a cipher of `rounds` rounds: "0 = the initial
 * AddRoundKey" where a block makes a pass before round 1 (`initialRound`, named by
 * `initialRoundName`), then the rounds, in the cipher's layers where it has them (MARS).
 */
export function roundNumbering(cipher: CipherData, rounds: number): string {
  const first = cipher.initialRound ? `0 = ${cipher.initialRoundName ?? 'the initial pass'}, ` : '';
  const layers = ('layers' in cipher ? cipher.layers : undefined) ?? [];
  if (layers.length === 0) return `${first}rounds 1 to ${rounds}`;
  let last = 0;
  const spans = layers.map((l) => `${last + 1}–${(last += l.rounds)} ${l.name}`);
  return `${first}rounds ${spans.join(', ')}`;
}

/**
 * The example key of `keyBits` bits as a sentence names it: "00 01 02 … 0f", with the standard
 * it is taken from where the cipher's has one (`exampleKeySource`: FIPS-197 Appendix C's for AES).
 */
export function exampleKeyWords(cipher: CipherData, keyBits: number): string {
  const last = (keyBits / 8 - 1).toString(16).padStart(2, '0');
  const key = `the key 00 01 02 … ${last}`;
  return cipher.exampleKeySource ? `${key}, ${cipher.exampleKeySource}'s` : `${key}, the lab's example key`;
}
