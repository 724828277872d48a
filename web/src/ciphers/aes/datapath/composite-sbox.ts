// The composite-field S-box of hdl/rtl/aes/aes_sbox_composite.sv, step by step, so the lab
// can show what each of its five stages holds for one byte (Swankoski et al. 2005, Fig. 2,
// after Rijmen's note; the merged forward/inverse datapath of Satoh et al., ASIACRYPT 2001).
// Polynomial basis: GF(2^4) = GF(2)[w]/(w^4 + w + 1), GF(2^8) ≅ GF(2^4)[x]/(x^2 + x + λ),
// a byte {h, l} standing for h·x + l; the inverse of h·x + l is (h·x + (h + l))·d⁻¹ with the
// norm d = λh² + (h + l)·l. The constants are the RTL's (hdl/tb/composite-field.mjs derives
// them; composite-sbox.test.ts checks they are the ones in the .sv file).

/** λ = w³ + w² ({c}); x² + x + λ is irreducible since Tr(λ) = 1. */
export const lambda = 0xc;
/** The map into the composite field: row r (output bit r) is byte r, as gf2_matrix8 reads it. */
export const toComposite = 0xa0d20ca2ca08e605n;
/** The map back into the AES field. */
export const fromComposite = 0xaa362a4c04249025n;

/** Product in GF(2^4) = GF(2)[w]/(w^4 + w + 1) (aes_pkg::gf16_mul). */
export function gf16Mul(a: number, b: number): number {
  let product = 0;
  for (let i = 0; i < 4; i++) if ((b >> i) & 1) product ^= a << i;
  for (let i = 6; i >= 4; i--) if ((product >> i) & 1) product ^= 0b10011 << (i - 4);
  return product;
}

export function gf16Square(a: number): number {
  return gf16Mul(a, a);
}

/** a⁻¹ = a¹⁴ = a²·a⁴·a⁸, and 0 ↦ 0 (aes_pkg::gf16_inv). */
export function gf16Inverse(a: number): number {
  const a2 = gf16Square(a);
  const a4 = gf16Square(a2);
  const a8 = gf16Square(a4);
  return gf16Mul(gf16Mul(a2, a4), a8);
}

/** y = M·x over GF(2), row r of M (output bit r) in bits 8r..8r+7 (aes_pkg::gf2_matrix8). */
export function gf2Matrix8(matrix: bigint, x: number): number {
  let y = 0;
  for (let r = 0; r < 8; r++) {
    const row = Number((matrix >> BigInt(8 * r)) & 0xffn);
    let parity = row & x;
    parity ^= parity >> 4;
    parity ^= parity >> 2;
    parity ^= parity >> 1;
    y |= (parity & 1) << r;
  }
  return y;
}

const rotateLeft = (b: number, n: number) => ((b << n) | (b >> (8 - n))) & 0xff;

/** SubBytes' affine transformation (FIPS-197 §5.1.1, eq. 5.1), c = {63}. */
export function affine(b: number): number {
  return b ^ rotateLeft(b, 1) ^ rotateLeft(b, 2) ^ rotateLeft(b, 3) ^ rotateLeft(b, 4) ^ 0x63;
}

/** Its inverse (FIPS-197 §5.3.2), d = {05}. */
export function affineInverse(b: number): number {
  return rotateLeft(b, 1) ^ rotateLeft(b, 3) ^ rotateLeft(b, 6) ^ 0x05;
}

/** Every intermediate value of one byte through the composite-field S-box. */
export interface CompositeSteps {
  input: number;
  inverse: boolean;
  /** InvSubBytes starts with the inverse affine map; SubBytes takes the byte as it is. */
  fieldInput: number;
  /** Stage 1: the byte in the composite field, {h, l}. */
  mapped: number;
  high: number;
  low: number;
  /** Stage 2: h + l, h², λh², (h + l)·l and the norm d. */
  highPlusLow: number;
  highSquared: number;
  scaledHighSquared: number;
  lowProduct: number;
  norm: number;
  /** Stage 3: d⁻¹ in GF(2^4). */
  normInverse: number;
  /** Stage 4: the inverse {h·d⁻¹, (h + l)·d⁻¹} in the composite field. */
  inverseHigh: number;
  inverseLow: number;
  inverseElement: number;
  /** Stage 5: back in the AES field (the multiplicative inverse there), then the affine map (forward only). */
  mappedBack: number;
  output: number;
}

export function compositeSbox(input: number, inverse = false): CompositeSteps {
  const fieldInput = inverse ? affineInverse(input) : input;
  const mapped = gf2Matrix8(toComposite, fieldInput);
  const high = mapped >> 4;
  const low = mapped & 0xf;
  const highPlusLow = high ^ low;
  const highSquared = gf16Square(high);
  const scaledHighSquared = gf16Mul(highSquared, lambda);
  const lowProduct = gf16Mul(highPlusLow, low);
  const norm = scaledHighSquared ^ lowProduct;
  const normInverse = gf16Inverse(norm);
  const inverseHigh = gf16Mul(high, normInverse);
  const inverseLow = gf16Mul(highPlusLow, normInverse);
  const inverseElement = (inverseHigh << 4) | inverseLow;
  const mappedBack = gf2Matrix8(fromComposite, inverseElement);
  const output = inverse ? mappedBack : affine(mappedBack);
  return {
    input,
    inverse,
    fieldInput,
    mapped,
    high,
    low,
    highPlusLow,
    highSquared,
    scaledHighSquared,
    lowProduct,
    norm,
    normInverse,
    inverseHigh,
    inverseLow,
    inverseElement,
    mappedBack,
    output,
  };
}

/**
 * What the register after stage `stage` (1 to 5) of the pipelined S-box holds for this
 * byte, as hex digits in the RTL's field order (aes_sbox_composite.sv: s1 {h, l}, s2 and s3
 * {h, h + l, d} and {h, h + l, d⁻¹}, s4 the inverse element, s5 the output byte; the
 * direction bit that travels beside them is left out).
 */
export function stageValue(steps: CompositeSteps, stage: number): string {
  const nibble = (n: number) => n.toString(16);
  const byte = (b: number) => b.toString(16).padStart(2, '0');
  switch (stage) {
    case 1:
      return byte(steps.mapped);
    case 2:
      return nibble(steps.high) + nibble(steps.highPlusLow) + nibble(steps.norm);
    case 3:
      return nibble(steps.high) + nibble(steps.highPlusLow) + nibble(steps.normInverse);
    case 4:
      return byte(steps.inverseElement);
    case 5:
      return byte(steps.output);
    default:
      throw new Error(`stage: the composite-field S-box has stages 1 to 5, not ${stage}`);
  }
}
