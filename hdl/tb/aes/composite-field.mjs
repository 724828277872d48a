// Derives the constants of the composite-field S-box (hdl/rtl/aes/aes_sbox_composite.sv) from
// the field definitions, so a reader can check them: `node hdl/tb/aes/composite-field.mjs`.
//
// GF(2^4) = GF(2)[w]/(w^4 + w + 1); GF(2^8) ~ GF(2^4)[x]/(x^2 + x + lambda), a byte {h, l}
// standing for h*x + l. The isomorphism from the AES field GF(2)[a]/(a^8 + a^4 + a^3 + a + 1)
// sends a to a root beta of the AES polynomial in the composite field; its matrix has the
// images of 1, a, ..., a^7 as columns (the construction of Rijmen's note "Efficient
// implementation of the Rijndael S-box", which Swankoski et al. cite for their Fig. 2).
// lambda is our choice (any lambda of trace 1 works); of the eight roots beta we take the
// one whose matrix has the fewest ones.

export const Lambda = 0xc; // w^3 + w^2; x^2 + x + lambda is irreducible iff Tr(lambda) = 1

function gfMul(a, b, poly, n) {
  let r = 0;
  for (let i = 0; i < n; i++) if ((b >> i) & 1) r ^= a << i;
  for (let i = 2 * n - 2; i >= n; i--) if ((r >> i) & 1) r ^= poly << (i - n);
  return r;
}
const mul16 = (a, b) => gfMul(a, b, 0b10011, 4);

/** Product in GF(2^4)[x]/(x^2 + x + lambda). */
export function compositeMul(a, b, lambda = Lambda) {
  const [ah, al, bh, bl] = [a >> 4, a & 15, b >> 4, b & 15];
  const hh = mul16(ah, bh);
  return ((hh ^ mul16(ah, bl) ^ mul16(al, bh)) << 4) | (mul16(hh, lambda) ^ mul16(al, bl));
}

function compositePow(a, e, lambda) {
  let r = 1;
  for (let i = 0; i < e; i++) r = compositeMul(r, a, lambda);
  return r;
}

const weight = (v) =>
  v
    .toString(2)
    .split('')
    .filter((c) => c === '1').length;

/** Columns (images of a^0..a^7) of the isomorphism with the fewest ones. */
export function isomorphismColumns(lambda = Lambda) {
  let best = null;
  for (let beta = 2; beta < 256; beta++) {
    const p = (e) => compositePow(beta, e, lambda);
    if ((p(8) ^ p(4) ^ p(3) ^ beta ^ 1) !== 0) continue;
    const cols = Array.from({ length: 8 }, (_, i) => p(i));
    const w = cols.reduce((s, c) => s + weight(c), 0);
    if (!best || w < best.w) best = { beta, cols, w };
  }
  return best;
}

/** Rows (output bit r in byte r) of a matrix given by its columns. */
export function rowsOf(cols) {
  const rows = [];
  for (let r = 0; r < 8; r++) {
    let row = 0;
    for (let c = 0; c < 8; c++) row |= ((cols[c] >> r) & 1) << c;
    rows.push(row);
  }
  return rows;
}

function applyCols(cols, x) {
  let y = 0;
  for (let c = 0; c < 8; c++) if ((x >> c) & 1) y ^= cols[c];
  return y;
}

/** Columns of the inverse map, found by inverting the permutation of the 256 bytes. */
export function inverseColumns(cols) {
  const back = new Array(256);
  for (let x = 0; x < 256; x++) back[applyCols(cols, x)] = x;
  return Array.from({ length: 8 }, (_, i) => back[1 << i]);
}

/** A 64-bit SystemVerilog constant: row r (output bit r) in bits [8r +: 8]. */
export const svMatrix = (rows) =>
  "64'h" +
  rows
    .slice()
    .reverse()
    .map((r) => r.toString(16).padStart(2, '0'))
    .join('');

if (import.meta.url === `file://${process.argv[1]}`) {
  const { beta, cols } = isomorphismColumns();
  const inv = inverseColumns(cols);
  // Check: the map is a field isomorphism (multiplicative), so it carries inverses along.
  const mulAes = (a, b) => gfMul(a, b, 0x11b, 8);
  for (let a = 0; a < 256; a++) {
    for (let b = 0; b < 256; b += 17) {
      if (applyCols(cols, mulAes(a, b)) !== compositeMul(applyCols(cols, a), applyCols(cols, b))) {
        throw new Error('not an isomorphism');
      }
    }
  }
  console.log(`lambda = 0x${Lambda.toString(16)}, beta = 0x${beta.toString(16)}`);
  console.log(`ToComposite   = ${svMatrix(rowsOf(cols))}`);
  console.log(`FromComposite = ${svMatrix(rowsOf(inv))}`);
}
