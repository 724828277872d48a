import { describe, expect, it } from 'vitest';
import { CycleHistory } from './cycle-history';

const valid = 0x8000_0000;
const word = (tag: number, round: number) => (valid | (round << 24) | tag) >>> 0;

/** A pipeline of `stages` one-round stages, a block entering every cycle while there are any. */
function pipelineCycles(stages: number, cycles: number, blocks: number): Uint32Array[] {
  const out: Uint32Array[] = [];
  let row = new Uint32Array(stages);
  for (let c = 0; c < cycles; c++) {
    const next = new Uint32Array(stages);
    next[0] = c < blocks ? word(c, 1) : 0;
    for (let s = 1; s < stages; s++) next[s] = row[s - 1] ? (row[s - 1] + (1 << 24)) >>> 0 : 0;
    out.push(next);
    row = next;
  }
  return out;
}

describe('CycleHistory', () => {
  it('reads back every cycle it kept, across keyframes, of a pipeline filling and draining', () => {
    const cycles = pipelineCycles(10, 1000, 600);
    const history = new CycleHistory(10, 64);
    cycles.forEach((c) => history.push(c));
    expect(history.length).toBe(1000);
    for (const c of [0, 1, 63, 64, 65, 599, 600, 609, 610, 999]) expect(history.at(c)).toEqual(cycles[c]);
  });

  it('reads back words no rule gives (random words) and mixes of rules and written words', () => {
    let seed = 12345;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    const cycles: Uint32Array[] = [];
    let row = new Uint32Array(40);
    for (let c = 0; c < 300; c++) {
      const next = new Uint32Array(40);
      for (let s = 0; s < 40; s++) {
        const pick = random() % 5;
        next[s] =
          pick === 0 ? row[s] : pick === 1 && s > 0 ? row[s - 1] : pick === 2 ? (row[s] + (1 << 24)) >>> 0 : random();
      }
      cycles.push(next);
      row = next;
    }
    const history = new CycleHistory(40, 32);
    cycles.forEach((c) => history.push(c));
    for (let c = 0; c < 300; c++) expect(history.at(c)).toEqual(cycles[c]);
  });

  it('keeps a pipeline in about a byte a cycle, not four a word', () => {
    const history = new CycleHistory(81, 256);
    pipelineCycles(81, 100_000, 90_000).forEach((c) => history.push(c));
    // 81 words × 4 bytes × 100,000 cycles would be 32 MB.
    expect(history.byteLength).toBeLessThan(2_000_000);
  });

  it('says which cycles it holds when asked for another, and refuses rows of the wrong width', () => {
    const history = new CycleHistory(2);
    history.push(new Uint32Array(2));
    expect(() => history.at(1)).toThrow('cycle 1 is not kept (cycles 0–0 are)');
    expect(() => history.at(-1)).toThrow('not kept');
    expect(() => history.push(new Uint32Array(3))).toThrow('expected 2 words a cycle, got 3');
    expect(() => new CycleHistory(0)).toThrow('width must be ≥ 1');
  });
});
