// Serpent's state in bitslice form and its S-box layer (Anderson, Biham and Knudsen 1998,
// Sec. 2 and the table of S-boxes), as sim-core's serpent/sbox.rs and the RTL's
// serpent_sbox_layer.sv apply them: four 32-bit words X0..X3, and one 4-bit S-box on each of
// the 32 bit columns, column j's nibble being {X3[j], X2[j], X1[j], X0[j]}. The datapath view
// derives what a register between two steps of a round holds with these; the tests check
// them against sim-core's trace round by round.

export type Words = [number, number, number, number];

/** S0–S7: entry x is the S-box's output for x. Encryption round i (0..31) uses S_{i mod 8}. */
export const serpentSboxes: readonly (readonly number[])[] = [
  [3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12],
  [15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4],
  [8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2],
  [0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14],
  [1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13],
  [15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1],
  [7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0],
  [1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6],
];

/** S0⁻¹–S7⁻¹. */
export const serpentInverseSboxes: readonly (readonly number[])[] = serpentSboxes.map((box) => {
  const inverse = new Array<number>(16);
  box.forEach((y, x) => (inverse[y] = x));
  return inverse;
});

/**
 * The words of a block in the lab's byte order (NESSIE's, sim-core's serpent/byte_order.rs):
 * bytes 4p..4p+3 are X_p, least significant byte first.
 */
export function toWords(hex: string): Words {
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`state: expected 32 lower-case hex digits, got '${hex}'`);
  return [0, 1, 2, 3].map((p) => {
    const bytes = hex.slice(8 * p, 8 * p + 8).match(/../g)!;
    return parseInt(bytes.reverse().join(''), 16) >>> 0;
  }) as Words;
}

/** The block of four words, in the lab's byte order. */
export function fromWords(words: Words): string {
  return words.map((w) => (w >>> 0).toString(16).padStart(8, '0').match(/../g)!.reverse().join('')).join('');
}

/** A word as the submission prints it: 8 hex digits, most significant first. */
export function wordHex(word: number): string {
  return (word >>> 0).toString(16).padStart(8, '0');
}

export function xorBlocks(a: string, b: string): string {
  const x = toWords(a);
  const y = toWords(b);
  return fromWords([0, 1, 2, 3].map((p) => (x[p] ^ y[p]) >>> 0) as Words);
}

/** One S-box on every bit column of the block (hex in the lab's byte order). */
export function sboxLayer(hex: string, index: number, inverse: boolean): string {
  const box = (inverse ? serpentInverseSboxes : serpentSboxes)[index];
  const words = toWords(hex);
  const out: Words = [0, 0, 0, 0];
  for (let column = 0; column < 32; column++) {
    let nibble = 0;
    for (let k = 0; k < 4; k++) nibble |= ((words[k] >>> column) & 1) << k;
    const substituted = box[nibble];
    for (let k = 0; k < 4; k++) out[k] = (out[k] | (((substituted >> k) & 1) << column)) >>> 0;
  }
  return fromWords(out);
}
