// Serpent's linear transformation LT and its inverse in bitslice form (Anderson, Biham and
// Knudsen 1998, Sec. 2: rotations, shifts and XORs of X0..X3), as sim-core's
// serpent/linear.rs and serpent_pkg::lt apply them: after the S-box layer in encryption
// rounds 0 to 30, undone before it in decryption.
import { fromWords, toWords, type Words } from './serpent-bitslice';

const rotl = (x: number, n: number) => ((x << n) | (x >>> (32 - n))) >>> 0;
const rotr = (x: number, n: number) => ((x >>> n) | (x << (32 - n))) >>> 0;

export function linearTransform(hex: string): string {
  let [x0, x1, x2, x3]: Words = toWords(hex);
  x0 = rotl(x0, 13);
  x2 = rotl(x2, 3);
  x1 = (x1 ^ x0 ^ x2) >>> 0;
  x3 = (x3 ^ x2 ^ (x0 << 3)) >>> 0;
  x1 = rotl(x1, 1);
  x3 = rotl(x3, 7);
  x0 = (x0 ^ x1 ^ x3) >>> 0;
  x2 = (x2 ^ x3 ^ (x1 << 7)) >>> 0;
  x0 = rotl(x0, 5);
  x2 = rotl(x2, 22);
  return fromWords([x0, x1, x2, x3]);
}

/** LT⁻¹: LT's steps undone in reverse order. */
export function inverseLinearTransform(hex: string): string {
  let [x0, x1, x2, x3]: Words = toWords(hex);
  x2 = rotr(x2, 22);
  x0 = rotr(x0, 5);
  x2 = (x2 ^ x3 ^ (x1 << 7)) >>> 0;
  x0 = (x0 ^ x1 ^ x3) >>> 0;
  x3 = rotr(x3, 7);
  x1 = rotr(x1, 1);
  x3 = (x3 ^ x2 ^ (x0 << 3)) >>> 0;
  x1 = (x1 ^ x0 ^ x2) >>> 0;
  x2 = rotr(x2, 3);
  x0 = rotr(x0, 13);
  return fromWords([x0, x1, x2, x3]);
}
