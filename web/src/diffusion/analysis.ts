// The diffusion view's reading of sim-core's measurement (cipherDiffusion; sim-core/src/diffusion.rs),
// free of the DOM: which plaintext and key bits a state bit (or a byte of them) depends on after
// a round, round by round, and how the bits are laid out. sim-core measures by flipping each
// input bit on random (plaintext, key) pairs of the cipher's golden model and comparing the state
// after every round, generic over its BlockCipher trait: no second model of any round to get
// wrong, and a lower bound that misses a dependency showing with probability p on a random input
// with probability (1 − p)^samples (the panel's note says so). Bits are numbered as blocks are
// printed: bit 0 is the most significant bit of byte 0.
import type { Diffusion } from '@sim-core';
import type { CipherState } from '../datapath/cipher-state';

/** The layout a cipher's plug-in gives its state (its datapath's `state`), or none: rows of bytes in block order. */
export type StateLayout = Pick<CipherState, 'grid' | 'wordNames' | 'halfBits'> | null;

/** One row of a bit grid: its name and its bits left to right, each a bit index and its name in the row. */
export interface BitRow {
  name: string;
  bits: { index: number; label: string }[];
}

/** Bit `b` (0 the least significant) of byte `byte`, as a block's bit index (0 the most significant bit of byte 0). */
const bitOfByte = (byte: number, b: number) => 8 * byte + (7 - b);

/** The bits of `bytes`, each byte most significant bit first, named by `name(byte, bit)`. */
function byteBits(bytes: number[], name: (byte: number, bit: number) => string) {
  return bytes.flatMap((byte) =>
    [7, 6, 5, 4, 3, 2, 1, 0].map((b) => ({ index: bitOfByte(byte, b), label: name(byte, b) })),
  );
}

/** Rows of 32 bits in byte order: bytes 4p to 4p + 3, each most significant bit first, each bit named with `prefix` ("key byte 3 bit 7"). */
export function byteRows(bits: number, prefix: string): BitRow[] {
  const rows: BitRow[] = [];
  for (let first = 0; first < bits / 8; first += 4) {
    const bytes = Array.from({ length: Math.min(4, bits / 8 - first) }, (_, i) => first + i);
    rows.push({
      name: `bytes ${first}–${bytes[bytes.length - 1]}`,
      bits: byteBits(bytes, (byte, b) => `${prefix} byte ${byte} bit ${b}`),
    });
  }
  return rows;
}

/**
 * The state's bits laid out as the cipher's plug-in lays out its state (datapath/cipher-state.ts):
 * a byte matrix (byte r + 4c in row r, column c), 32-bit words (bytes 4p to 4p + 3, least
 * significant first; drawn most significant bit first), or two halves as printed; without a
 * layout, rows of four bytes in block order.
 */
export function stateRows(layout: StateLayout, blockBits: number): BitRow[] {
  if (layout?.grid === 'bytes') {
    return [0, 1, 2, 3].map((r) => ({
      name: `row ${r}`,
      bits: byteBits(
        [r, r + 4, r + 8, r + 12],
        (byte, b) => `byte ${byte} (row ${r}, column ${Math.floor(byte / 4)}) bit ${b}`,
      ),
    }));
  }
  if (layout?.grid === 'words') {
    return Array.from({ length: blockBits / 32 }, (_, p) => {
      const name = layout.wordNames?.[p] ?? `X${p}`;
      const bits = Array.from({ length: 32 }, (_, k) => 31 - k).map((b) => ({
        index: bitOfByte(4 * p + Math.floor(b / 8), b % 8),
        label: `${name} bit ${b}`,
      }));
      return { name, bits };
    });
  }
  if (layout?.grid === 'halves') {
    const half = layout.halfBits ?? blockBits / 2;
    // A half wider than 32 bits (SIMON 128's 64-bit words) takes a row per 32 bits.
    return [0, 1].flatMap((h) => {
      const name = layout.wordNames?.[h] ?? ['L', 'R'][h];
      const bits = Array.from({ length: half }, (_, k) => ({
        index: h * half + k,
        label: `${name} bit ${half - 1 - k}`,
      }));
      if (half <= 32) return [{ name, bits }];
      return Array.from({ length: half / 32 }, (_, i) => ({
        name: `${name} ${half - 1 - 32 * i}–${half - 32 - 32 * i}`,
        bits: bits.slice(32 * i, 32 * i + 32),
      }));
    });
  }
  return byteRows(blockBits, 'state');
}

/** Whether state bit `state` after round `round` (from 1) depends on input `input` (plaintext bits, then the key's). */
export function dependsOn(d: Diffusion, round: number, state: number, input: number): boolean {
  const word = ((round - 1) * d.blockBits + state) * d.rowWords + (input >>> 5);
  return ((d.depends[word] >>> (input & 31)) & 1) === 1;
}

export interface Dependencies {
  /** Plaintext bits (0 to blockBits − 1) and key bits (0 to keyBits − 1) the chosen state bits depend on. */
  plaintext: Set<number>;
  key: Set<number>;
}

/** What any of the state bits `states` after round `round` depends on: the union (a byte's, a word's). */
export function dependencies(d: Diffusion, round: number, states: readonly number[]): Dependencies {
  const plaintext = new Set<number>();
  const key = new Set<number>();
  for (const s of states) {
    for (let i = 0; i < d.blockBits; i++) if (dependsOn(d, round, s, i)) plaintext.add(i);
    for (let k = 0; k < d.keyBits; k++) if (dependsOn(d, round, s, d.blockBits + k)) key.add(k);
  }
  return { plaintext, key };
}

/** Per round (1 to d.rounds), how many plaintext and key bits the state bits `states` depend on. */
export function history(d: Diffusion, states: readonly number[]): { round: number; plaintext: number; key: number }[] {
  return Array.from({ length: d.rounds }, (_, r) => {
    const deps = dependencies(d, r + 1, states);
    return { round: r + 1, plaintext: deps.plaintext.size, key: deps.key.size };
  });
}

/** Key bits the cipher uses (those some flip changed some state bit with): all but d.unusedKeyBits. */
export const usedKeyBits = (d: Diffusion) => d.keyBits - d.unusedKeyBits.length;

/** The fewest plaintext bits any state bit depends on after each round, as a share of the block (0 to 1): the grid's shading. */
export function plaintextShare(d: Diffusion, round: number, state: number): number {
  let n = 0;
  for (let i = 0; i < d.blockBits; i++) if (dependsOn(d, round, state, i)) n++;
  return n / d.blockBits;
}

/** The bits of the byte holding bit `index` (a "byte" selection). */
export function byteOf(index: number): number[] {
  const first = index - (index % 8);
  return Array.from({ length: 8 }, (_, i) => first + i);
}

/**
 * Bits as words a reader follows: runs of whole bytes named as bytes ("bytes 0, 5, 10 and 15"),
 * the rest as bit ranges ("bits 3–9"), with the count. Nothing: "none".
 */
export function describeBits(bits: ReadonlySet<number>, total: number): string {
  if (bits.size === 0) return 'none';
  if (bits.size === total) return `all ${total}`;
  const wholeBytes: number[] = [];
  const loose: number[] = [];
  for (let byte = 0; byte < total / 8; byte++) {
    const inByte = byteOf(8 * byte).filter((b) => bits.has(b));
    if (inByte.length === 8) wholeBytes.push(byte);
    else loose.push(...inByte);
  }
  const parts: string[] = [];
  if (wholeBytes.length > 0) parts.push(`${wholeBytes.length === 1 ? 'byte' : 'bytes'} ${list(ranges(wholeBytes))}`);
  if (loose.length > 0) parts.push(`${loose.length === 1 ? 'bit' : 'bits'} ${list(ranges(loose))}`);
  return `${bits.size} of ${total}: ${parts.join('; ')}`;
}

/** Sorted numbers as ranges: [0, 1, 2, 5] → ["0–2", "5"]. */
export function ranges(sorted: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out.push(j === i ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
export function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The key size the table compares every cipher at: 128 bits where a cipher takes it (all seven do), else its largest. */
export function tableKeyBits(keyBits: readonly number[]): number {
  return keyBits.includes(128) ? 128 : Math.max(...keyBits);
}

/** A full-diffusion round as the table words it: "2"; "5 (not kept)" when a later round loses it; "never". */
export function fullWords(round: number | null, holds: boolean): string {
  if (round === null) return 'never';
  return holds ? `${round}` : `${round} (not kept)`;
}

/**
 * The chance the measurement missed one dependency that flipping shows with probability `p` on a
 * random input, over `samples` samples: (1 − p)^samples.
 */
export const missChance = (p: number, samples: number) => (1 - p) ** samples;
