// A SIMON word as the datapath view shows it: n bits as n/4 hex digits, most significant
// first (the paper's order, Beaulieu et al. Appendix B), and the operations of the round on
// it: S^j, the left rotation by j within n bits (§3), AND and XOR. The view shows each step's
// value; the round's result is sim-core's trace's, which state.ts checks these against.

const mask = (n: number) => (1n << BigInt(n)) - 1n;

export const wordOf = (hex: string) => BigInt(`0x${hex}`);

export const hexOf = (word: bigint, n: number) => word.toString(16).padStart(n / 4, '0');

/** S^j x: x rotated left by j within n bits. */
export function rotateLeft(word: bigint, j: number, n: number): bigint {
  const s = BigInt(j % n);
  return ((word << s) | (word >> (BigInt(n) - s))) & mask(n);
}
