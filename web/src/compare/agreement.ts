// Whether two cores gave the same output for the same workload, block by block. They must:
// a difference is a bug in one of them, and the compare view says which block differs.

export interface Output {
  tag: number;
  data: Uint8Array;
}

export type Agreement =
  | { agree: true; blocks: number }
  | { agree: false; blocks: number; tag: number; a: string | null; b: string | null; differing: number };

const hex = (bytes: Uint8Array) => Array.from(bytes, (x) => x.toString(16).padStart(2, '0')).join('');

/** Compare outputs by tag (the block's index), whatever order each core produced them in. */
export function compareOutputs(a: Output[], b: Output[]): Agreement {
  const byTagA = new Map(a.map((o) => [o.tag, hex(o.data)]));
  const byTagB = new Map(b.map((o) => [o.tag, hex(o.data)]));
  const tags = [...new Set([...byTagA.keys(), ...byTagB.keys()])].sort((x, y) => x - y);
  const differ = tags.filter((t) => byTagA.get(t) !== byTagB.get(t));
  if (differ.length === 0) return { agree: true, blocks: tags.length };
  const tag = differ[0];
  return {
    agree: false,
    blocks: tags.length,
    tag,
    a: byTagA.get(tag) ?? null,
    b: byTagB.get(tag) ?? null,
    differing: differ.length,
  };
}

/** Cycles per block of a run, to two decimals at most (the fill is part of it). */
export function cyclesPerBlock(cycles: number, blocks: number): number {
  return blocks === 0 ? 0 : Math.round((cycles / blocks) * 100) / 100;
}
