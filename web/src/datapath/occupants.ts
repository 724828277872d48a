// Which block each register stage holds at the stepping session's current cycle, and where
// a chosen block is: the probe words of one cycle (hdl/ABI.md: bit 31 valid, bits 30..24
// round, bits 23..0 tag), decoded.
import { decodeProbe } from '@harness/wasm-model.mjs';

export interface Occupant {
  stage: number;
  tag: number;
  round: number;
}

/** One entry per stage: what it holds, or null when it is empty (a bubble). */
export function occupantsOf(words: ArrayLike<number>): (Occupant | null)[] {
  return Array.from({ length: words.length }, (_, stage) => {
    const probe = decodeProbe(words[stage]);
    return probe.valid ? { stage, tag: probe.tag, round: probe.round } : null;
  });
}

/** The stage holding block `tag` (each block is one token, in one register at a time), or null. */
export function locate(words: ArrayLike<number>, tag: number): Occupant | null {
  return occupantsOf(words).find((o) => o !== null && o.tag === tag) ?? null;
}
