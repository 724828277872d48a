// What the user types: key and plaintext as hex, checked by sim-core's parser so the
// messages are the same everywhere ("key: expected 32 hex digits, got 31"); a block's length
// is the configuration's cipher's (registry/ciphers.json `blockBits`), and a wrong one is
// said in its words ("IV: Triple DES blocks are 16 hex digits, got 32").
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json' with { type: 'json' };
import { cipherById } from '@registry/ciphers.mjs';
import type { SimCore } from './sim/sim-core';
import { packBlocks, packedBlockList, type PackedBlockList } from './sim/packing';
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { grouped } from './numbers';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseKey(simCore: SimCore, text: string, keyBits: number[]): Parsed<Uint8Array> {
  try {
    return {
      ok: true,
      value: simCore.parseHex(
        'key',
        text,
        keyBits.map((b) => b / 8),
      ),
    };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The block a configuration's cipher takes: its size and the name its messages use. */
export interface BlockShape {
  /** Bytes a block: 16 for AES, 8 for Triple DES. */
  bytes: number;
  /** The cipher's name (registry/ciphers.json `name`): "AES", "Triple DES". */
  cipher: string;
}

/** The block of `config`'s cipher, from its description (sim-core's `blockBits`, ciphers.json's `name`). */
export function blockShapeOf(config: Pick<Configuration, 'cipher' | 'blockBits'>): BlockShape {
  return { bytes: config.blockBits / 8, cipher: cipherById(ciphers, config.cipher)?.name ?? config.cipher };
}

/** The bytes of a block of `config`'s cipher. */
export function blockBytesOf(config: Pick<Configuration, 'blockBits'>): number {
  return config.blockBits / 8;
}

/**
 * One block of `shape` per non-empty line. A line of hex digits of the wrong length is named
 * with the cipher's block ("IV line 2: Triple DES blocks are 16 hex digits, got 32"); any
 * other mistake with sim-core's words.
 */
export function parseBlocks(
  simCore: SimCore,
  text: string,
  shape: BlockShape,
  field = 'plaintext',
): Parsed<Uint8Array[]> {
  const lines = text.split('\n').map((l) => l.trim());
  const blocks: Uint8Array[] = [];
  const numbered = lines.filter(Boolean).length > 1;
  const digits = 2 * shape.bytes;
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    const name = numbered ? `${field} line ${i + 1}` : field;
    const squashed = line.replace(/\s+/g, '');
    if (/^[0-9a-fA-F]*$/.test(squashed) && squashed.length !== digits)
      return { ok: false, error: `${name}: ${shape.cipher} blocks are ${digits} hex digits, got ${squashed.length}` };
    try {
      blocks.push(simCore.parseHex(name, line, [shape.bytes]));
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  if (blocks.length === 0)
    return { ok: false, error: `${field}: enter at least one ${shape.cipher} block of ${digits} hex digits` };
  if (blocks.length > 256) return { ok: false, error: `${field}: at most 256 blocks, got ${blocks.length}` };
  return { ok: true, value: blocks };
}

const hexByte = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** Lower-case hex of `bytes`. A table and a loop: the page turns 100,000 blocks to hex after a run. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += hexByte[bytes[i]];
  return out;
}

/** Key sizes in bits a configuration accepts (its cipher's description: several for AES's 3-in-1). */
export function keyBitsOf(config: Pick<Configuration, 'keyBits'>): number[] {
  return config.keyBits;
}

/** A whole number typed by a user, from 0 to `max`. */
export function parseCount(text: string, field: string, max: number): Parsed<number> {
  const t = text.trim().replace(/[,_ ]/g, '');
  if (!/^\d+$/.test(t))
    return {
      ok: false,
      error: `${field}: expected a whole number from 0 to ${grouped(max)}, got '${text}'`,
    };
  const n = Number(t);
  if (n > max) return { ok: false, error: `${field}: at most ${grouped(max)}, got ${grouped(n)}` };
  return { ok: true, value: n };
}

/**
 * The most random blocks a run takes: a block's number is 20 bits of its tag (sim-core's
 * tag.rs), so 2^20 is the hard limit; a million is what the page offers.
 */
export const maxRandomBlocks = 1_000_000;

/** The seed of the page's random blocks unless a link names another. */
export const defaultRandomSeed = 0x5eed;

/**
 * `first` (blocks typed, of `blockBytes` each), then `count` pseudo-random blocks of `blockBytes`
 * bytes, the same every time for a seed (xorshift32: the low byte of each next value). Packed in
 * one buffer (sim/packing.ts): a million blocks as a million arrays of their own held twice the
 * page's memory, as a million views a third of it (issue #47's bench).
 */
export function randomBlocks(
  count: number,
  blockBytes: number,
  seed = defaultRandomSeed,
  first: readonly Uint8Array[] = [],
): PackedBlockList {
  const data = packBlocks(first, blockBytes).data;
  const all = new Uint8Array(data.length + count * blockBytes);
  all.set(data);
  const random = xorshift32(seed);
  for (let i = data.length; i < all.length; i++) all[i] = random.next() & 0xff;
  return packedBlockList({ data: all, blockBytes });
}

/**
 * The example block of `bytes` bytes the lab starts a field with: the first `bytes` bytes of
 * `example` (FIPS-197 Appendix C's plaintext, SP 800-38A F.2's IV), so a 64-bit cipher starts
 * from the same digits as AES.
 */
export function exampleBlock(example: string, bytes: number): string {
  return example.slice(0, 2 * bytes);
}
