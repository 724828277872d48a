// A 128-bit block as four 32-bit words, each least significant byte first: Serpent's
// bitslice words X0..X3 (Anderson, Biham and Knudsen 1998, Sec. 2; sim-core's
// serpent/byte_order.rs, the RTL's serpent_pkg) and Twofish's P0..P3 (Schneier et al. 1998,
// Sec. 4.1: the sixteen input bytes split into four words, little-endian).
// The datapath view shows a register's state as these words; the state itself, and every
// step of a round, is sim-core's trace (each cipher's state reader, web/src/ciphers/<id>/datapath/).

export type Words = [number, number, number, number];

/**
 * The words of a block in the lab's byte order (for Serpent NESSIE's, sim-core's
 * serpent/byte_order.rs): bytes 4p..4p+3 are word p, least significant byte first.
 */
export function toWords(hex: string): Words {
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`state: expected 32 lower-case hex digits, got '${hex}'`);
  return [0, 1, 2, 3].map((p) => {
    const bytes = hex.slice(8 * p, 8 * p + 8).match(/../g)!;
    return parseInt(bytes.reverse().join(''), 16) >>> 0;
  }) as Words;
}

/** A word as the submission prints it: 8 hex digits, most significant first. */
export function wordHex(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}

/** Words as the submissions print them, space-separated. */
export const showWords = (words: readonly number[]) => words.map(wordHex).join(' ');
