// What the user types: key and plaintext as hex, checked by sim-core's parser so the
// messages are the same everywhere ("key: expected 32 hex digits, got 31").
import type { SimCore } from './sim/sim-core';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function parseKey(simCore: SimCore, text: string, keyBits: number[]): Parsed<Uint8Array> {
  try {
    return { ok: true, value: simCore.parseHex('key', text, keyBits.map((b) => b / 8)) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** One 16-byte block per non-empty line. */
export function parseBlocks(simCore: SimCore, text: string, field = 'plaintext'): Parsed<Uint8Array[]> {
  const lines = text.split('\n').map((l) => l.trim());
  const blocks: Uint8Array[] = [];
  const numbered = lines.filter(Boolean).length > 1;
  for (const [i, line] of lines.entries()) {
    if (!line) continue;
    try {
      blocks.push(simCore.parseHex(numbered ? `${field} line ${i + 1}` : field, line, [16]));
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  if (blocks.length === 0) return { ok: false, error: `${field}: enter at least one block of 32 hex digits` };
  if (blocks.length > 256) return { ok: false, error: `${field}: at most 256 blocks, got ${blocks.length}` };
  return { ok: true, value: blocks };
}

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Key sizes in bits a configuration's key size accepts. */
export function keyBitsOf(keySize: string): number[] {
  return keySize === '3in1' ? [128, 192, 256] : [Number(keySize)];
}
