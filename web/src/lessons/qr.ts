// A small QR code encoder for presenter mode's share link (ISO/IEC 18004): byte mode, error
// correction level M, versions 1 to 10 (up to 213 bytes, plenty for a lab link), the mask
// with the lowest penalty. Returns the modules as rows of booleans (true = dark); the page
// draws them as SVG. The construction follows the standard step by step: data codewords,
// Reed–Solomon error correction over GF(2^8) mod x^8 + x^4 + x^3 + x^2 + 1, interleaving,
// function patterns, zig-zag placement, masking, then format and version information.

interface VersionSpec {
  /** Error-correction codewords per block. */
  ec: number;
  /** Data codewords of each block. */
  blocks: number[];
  /** Centres of the alignment patterns. */
  align: number[];
}

// Level M, ISO/IEC 18004 Table 9; alignment centres from its Annex E.
const versions: VersionSpec[] = [
  { ec: 10, blocks: [16], align: [] },
  { ec: 16, blocks: [28], align: [6, 18] },
  { ec: 26, blocks: [44], align: [6, 22] },
  { ec: 18, blocks: [32, 32], align: [6, 26] },
  { ec: 24, blocks: [43, 43], align: [6, 30] },
  { ec: 16, blocks: [27, 27, 27, 27], align: [6, 34] },
  { ec: 18, blocks: [31, 31, 31, 31], align: [6, 22, 38] },
  { ec: 22, blocks: [38, 38, 39, 39], align: [6, 24, 42] },
  { ec: 22, blocks: [36, 36, 36, 37, 37], align: [6, 26, 46] },
  { ec: 26, blocks: [43, 43, 43, 43, 44], align: [6, 28, 50] },
];

/** Bytes a version holds in byte mode at level M. */
export function capacity(version: number): number {
  const v = versions[version - 1];
  const dataBits = v.blocks.reduce((a, b) => a + b, 0) * 8;
  return Math.floor((dataBits - 4 - (version < 10 ? 8 : 16)) / 8);
}

// ---- GF(2^8) and Reed–Solomon ----------------------------------------------------------

function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The generator polynomial (x − α^0)…(x − α^(degree−1)), highest coefficient dropped. */
function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMul(result[j], root);
      if (j + 1 < degree) result[j] ^= result[j + 1];
    }
    root = gfMul(root, 0x02);
  }
  return result;
}

/** The error-correction codewords of `data` (the remainder of data·x^n by the generator). */
export function reedSolomon(data: number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ (result.shift() as number);
    result.push(0);
    divisor.forEach((coef, i) => (result[i] ^= gfMul(coef, factor)));
  }
  return result;
}

// ---- codewords ---------------------------------------------------------------------------

function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const v = versions[version - 1];
  const total = v.blocks.reduce((a, b) => a + b, 0);
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, total * 8 - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; words.length < total; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** Data and error-correction codewords, split into blocks and interleaved. */
export function codewords(bytes: Uint8Array, version: number): number[] {
  const v = versions[version - 1];
  const data = dataCodewords(bytes, version);
  const blocks: number[][] = [];
  let at = 0;
  for (const n of v.blocks) {
    blocks.push(data.slice(at, at + n));
    at += n;
  }
  const ecs = blocks.map((b) => reedSolomon(b, v.ec));
  const out: number[] = [];
  for (let i = 0; i < Math.max(...v.blocks); i++) for (const b of blocks) if (i < b.length) out.push(b[i]);
  for (let i = 0; i < v.ec; i++) for (const e of ecs) out.push(e[i]);
  return out;
}

// ---- the symbol --------------------------------------------------------------------------

class Symbol {
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];

  constructor(readonly version: number) {
    this.size = 17 + 4 * version;
    this.dark = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.reserved = Array.from({ length: this.size }, () => new Array<boolean>(this.size).fill(false));
    this.functionPatterns();
  }

  set(x: number, y: number, dark: boolean) {
    this.dark[y][x] = dark;
    this.reserved[y][x] = true;
  }

  private functionPatterns() {
    const n = this.size;
    for (let i = 0; i < n; i++) {
      this.set(6, i, i % 2 === 0);
      this.set(i, 6, i % 2 === 0);
    }
    for (const [cx, cy] of [
      [3, 3],
      [n - 4, 3],
      [3, n - 4],
    ]) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const x = cx + dx;
          const y = cy + dy;
          const d = Math.max(Math.abs(dx), Math.abs(dy));
          if (x >= 0 && x < n && y >= 0 && y < n) this.set(x, y, d !== 2 && d !== 4);
        }
      }
    }
    const align = versions[this.version - 1].align;
    for (const cy of align) {
      for (const cx of align) {
        // Not over the finder patterns.
        if ((cx === 6 && cy === 6) || (cx === 6 && cy === align.at(-1)) || (cx === align.at(-1) && cy === 6)) continue;
        for (let dy = -2; dy <= 2; dy++)
          for (let dx = -2; dx <= 2; dx++) this.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
    // Reserve the format areas now (written after masking) and the dark module.
    this.format(0);
    if (this.version >= 7) this.versionInfo();
  }

  /** Format information: level M (00) and the mask, BCH(15,5), XOR 0x5412. */
  format(mask: number) {
    const data = (0b00 << 3) | mask;
    let rem = data;
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
    const bits = ((data << 10) | rem) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    const n = this.size;
    for (let i = 0; i <= 5; i++) this.set(8, i, bit(i));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let i = 9; i < 15; i++) this.set(14 - i, 8, bit(i));
    for (let i = 0; i < 8; i++) this.set(n - 1 - i, 8, bit(i));
    for (let i = 8; i < 15; i++) this.set(8, n - 15 + i, bit(i));
    this.set(8, n - 8, true);
  }

  /** Version information (versions 7 and up): BCH(18,6). */
  private versionInfo() {
    let rem = this.version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (this.version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = this.size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      this.set(a, b, dark);
      this.set(b, a, dark);
    }
  }

  /** Zig-zag placement of the codewords in two-module columns, right to left. */
  place(words: number[]) {
    const n = this.size;
    let i = 0;
    for (let right = n - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5;
      for (let vert = 0; vert < n; vert++) {
        for (let j = 0; j < 2; j++) {
          const x = right - j;
          const upward = ((right + 1) & 2) === 0;
          const y = upward ? n - 1 - vert : vert;
          if (!this.reserved[y][x] && i < words.length * 8) {
            this.dark[y][x] = ((words[i >>> 3] >>> (7 - (i & 7))) & 1) === 1;
            i++;
          }
        }
      }
    }
  }

  applyMask(mask: number) {
    for (let y = 0; y < this.size; y++) {
      for (let x = 0; x < this.size; x++) {
        if (this.reserved[y][x]) continue;
        const flip = [
          (x + y) % 2 === 0,
          y % 2 === 0,
          x % 3 === 0,
          (x + y) % 3 === 0,
          (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
          ((x * y) % 2) + ((x * y) % 3) === 0,
          (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
          (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
        ][mask];
        if (flip) this.dark[y][x] = !this.dark[y][x];
      }
    }
  }

  /** The standard's penalty score (runs, 2×2 blocks, finder-like patterns, balance). */
  penalty(): number {
    const n = this.size;
    let score = 0;
    const lines: boolean[][] = [...this.dark, ...this.dark[0].map((_, x) => this.dark.map((row) => row[x]))];
    for (const line of lines) {
      let run = 1;
      for (let i = 1; i <= n; i++) {
        if (i < n && line[i] === line[i - 1]) run++;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      const text = line.map((d) => (d ? '1' : '0')).join('');
      for (const pattern of ['10111010000', '00001011101']) {
        for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) score += 40;
      }
    }
    for (let y = 0; y + 1 < n; y++) {
      for (let x = 0; x + 1 < n; x++) {
        const c = this.dark[y][x];
        if (c === this.dark[y][x + 1] && c === this.dark[y + 1][x] && c === this.dark[y + 1][x + 1]) score += 3;
      }
    }
    const darkCount = this.dark.flat().filter(Boolean).length;
    score += 10 * Math.floor(Math.abs((darkCount * 100) / (n * n) - 50) / 5);
    return score;
  }
}

/** The QR code of `text` (UTF-8), level M, the smallest version that holds it. */
export function encodeQr(text: string): boolean[][] {
  const bytes = new TextEncoder().encode(text);
  const version = versions.findIndex((_, i) => capacity(i + 1) >= bytes.length) + 1;
  if (version === 0)
    throw new Error(
      `a link of ${bytes.length} bytes is too long for a QR code here (at most ${capacity(versions.length)})`,
    );
  const words = codewords(bytes, version);
  let best: { score: number; dark: boolean[][] } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const s = new Symbol(version);
    s.place(words);
    s.applyMask(mask);
    s.format(mask);
    const score = s.penalty();
    if (!best || score < best.score) best = { score, dark: s.dark };
  }
  return best!.dark;
}
