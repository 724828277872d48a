// Whether two cores gave the same output for the same workload, block by block. They must:
// a difference is a bug in one of them, and the compare view says which block differs. Two
// cores of different ciphers (AES beside Serpent) must differ; each is checked against
// sim-core's result of its own cipher instead (agreesWithGolden).

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

/** How one core's outputs compare with sim-core's result of the message under its cipher. */
export type GoldenCheck =
  | { ok: true; blocks: number }
  | { ok: false; blocks: number; tag: number; got: string | null; expected: string; differing: number };

/** Each block of `golden` (block i has tag i) against the core's output with that tag. */
export function agreesWithGolden(outputs: Output[], golden: readonly Uint8Array[]): GoldenCheck {
  const byTag = new Map(outputs.map((o) => [o.tag, hex(o.data)]));
  const differ = golden.map((g, tag) => ({ tag, expected: hex(g) })).filter((g) => byTag.get(g.tag) !== g.expected);
  const extra = outputs.filter((o) => o.tag >= golden.length).length;
  if (differ.length === 0 && extra === 0) return { ok: true, blocks: golden.length };
  const first = differ[0] ?? { tag: golden.length, expected: '(none: the message has no such block)' };
  return {
    ok: false,
    blocks: golden.length,
    tag: first.tag,
    got: byTag.get(first.tag) ?? null,
    expected: first.expected,
    differing: differ.length + extra,
  };
}

/** Cycles per block of a run, to two decimals at most (the fill is part of it). */
export function cyclesPerBlock(cycles: number, blocks: number): number {
  return blocks === 0 ? 0 : Math.round((cycles / blocks) * 100) / 100;
}
