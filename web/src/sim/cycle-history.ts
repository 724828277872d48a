// A stepping session's past, cycle by cycle, so the lab can step back and scrub: a fixed number
// of 32-bit words a cycle (the probe words of hdl/harness/cs_harness.h, and whatever else a
// session keeps per cycle), stored compactly and read back for any cycle.
//
// Most of a cycle's words follow from the cycle before's by a rule datapaths make common: a
// register keeps its word (a loop mid-round, an idle stage), a pipeline moves each block one
// stage on (word s is the last cycle's word s − 1), and a round's end adds one to the round
// field (bits 30..24 of a probe word). A cycle is stored as runs of such rules, one byte a run
// of up to 32 words, with the words no rule gives written out; a full copy every
// `keyframeEvery` cycles bounds reading one cycle back to decoding at most that many.

/** One round more in a probe word (hdl/harness/cs_harness.h: bits 30..24 the round). */
const roundOne = 1 << 24;

/** How a word follows from the cycle before's (a run's byte holds it in bits 7..5). */
const Rule = {
  /** The word the same stage held the cycle before. */
  kept: 0,
  /** The word of the stage before, the cycle before (a pipeline's step). */
  moved: 1,
  /** Kept, one round on. */
  keptNextRound: 2,
  /** Moved, one round on. */
  movedNextRound: 3,
  /** Written out: four bytes, little-endian, follow the run's byte for each word. */
  written: 4,
} as const;
type Rule = (typeof Rule)[keyof typeof Rule];

const longestRun = 32;

function ruleGives(rule: Rule, previous: Uint32Array, s: number): number {
  switch (rule) {
    case Rule.kept:
      return previous[s];
    case Rule.moved:
      return previous[s - 1];
    case Rule.keptNextRound:
      return (previous[s] + roundOne) >>> 0;
    case Rule.movedNextRound:
      return (previous[s - 1] + roundOne) >>> 0;
    default:
      throw new Error(`cycle history: no rule ${rule as number}`);
  }
}

/** The first rule that gives `word` at stage `s` from the cycle before, or written when none does. */
function ruleOf(word: number, previous: Uint32Array, s: number): Rule {
  const kept = previous[s];
  if (word === kept) return Rule.kept;
  const moved = s > 0 ? previous[s - 1] : undefined;
  if (word === moved) return Rule.moved;
  if (word === (kept + roundOne) >>> 0) return Rule.keptNextRound;
  if (moved !== undefined && word === (moved + roundOne) >>> 0) return Rule.movedNextRound;
  return Rule.written;
}

/** Whether `rule` gives `word` at stage `s` (a written word: whether no rule does). */
function fits(rule: Rule, word: number, previous: Uint32Array, s: number): boolean {
  if (rule === Rule.written) return ruleOf(word, previous, s) === Rule.written;
  if (s === 0 && (rule === Rule.moved || rule === Rule.movedNextRound)) return false;
  return ruleGives(rule, previous, s) === word;
}

export class CycleHistory {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private keyframes = new Uint32Array(0);
  /** Where in `bytes` the cycle after each keyframe starts. */
  private starts: number[] = [];
  private last: Uint32Array;
  private count = 0;

  /**
   * @param width words a cycle
   * @param keyframeEvery cycles between full copies: reading a cycle decodes at most this many
   */
  constructor(
    readonly width: number,
    readonly keyframeEvery = 256,
  ) {
    if (!Number.isInteger(width) || width < 1) throw new Error(`cycle history: width must be ≥ 1, got ${width}`);
    this.last = new Uint32Array(width);
  }

  /** Cycles kept: cycles 0 … length − 1 can be read. */
  get length(): number {
    return this.count;
  }

  /** Bytes the history holds (its buffers' sizes). */
  get byteLength(): number {
    return this.bytes.byteLength + this.keyframes.byteLength;
  }

  /** Keep the next cycle's words (`width` of them). */
  push(words: Uint32Array): void {
    if (words.length !== this.width)
      throw new Error(`cycle history: expected ${this.width} words a cycle, got ${words.length}`);
    if (this.count % this.keyframeEvery === 0) this.keepKeyframe(words);
    else this.keepChanges(words);
    this.last.set(words);
    this.count++;
  }

  /** The words of `cycle` (a new array, or `into` when given). */
  at(cycle: number, into = new Uint32Array(this.width)): Uint32Array {
    if (!Number.isInteger(cycle) || cycle < 0 || cycle >= this.count)
      throw new RangeError(`cycle history: cycle ${cycle} is not kept (cycles 0–${this.count - 1} are)`);
    const k = Math.floor(cycle / this.keyframeEvery);
    let current = this.keyframes.slice(k * this.width, (k + 1) * this.width);
    let next = new Uint32Array(this.width);
    let at = this.starts[k];
    for (let c = k * this.keyframeEvery + 1; c <= cycle; c++) {
      at = this.decode(at, current, next);
      [current, next] = [next, current];
    }
    into.set(current);
    return into;
  }

  private keepKeyframe(words: Uint32Array) {
    const k = this.count / this.keyframeEvery;
    if ((k + 1) * this.width > this.keyframes.length) {
      const grown = new Uint32Array(Math.max(this.width * 16, this.keyframes.length * 2));
      grown.set(this.keyframes);
      this.keyframes = grown;
    }
    this.keyframes.set(words, k * this.width);
    this.starts.push(this.used);
  }

  private room(bytes: number) {
    if (this.used + bytes <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.used + bytes));
    grown.set(this.bytes.subarray(0, this.used));
    this.bytes = grown;
  }

  private keepChanges(words: Uint32Array) {
    const previous = this.last;
    let s = 0;
    while (s < this.width) {
      // The rule of the word at s (the first that fits), then as many words on as it still gives.
      const rule = ruleOf(words[s], previous, s);
      let run = 1;
      while (run < longestRun && s + run < this.width && fits(rule, words[s + run], previous, s + run)) run++;
      this.room(1 + (rule === Rule.written ? 4 * run : 0));
      this.bytes[this.used++] = (rule << 5) | (run - 1);
      if (rule === Rule.written) {
        for (let i = 0; i < run; i++) {
          const w = words[s + i];
          this.bytes[this.used++] = w & 0xff;
          this.bytes[this.used++] = (w >>> 8) & 0xff;
          this.bytes[this.used++] = (w >>> 16) & 0xff;
          this.bytes[this.used++] = w >>> 24;
        }
      }
      s += run;
    }
  }

  /** Decode the cycle at byte `at` from the cycle before (`previous`) into `next`; where the next cycle starts. */
  private decode(at: number, previous: Uint32Array, next: Uint32Array): number {
    const bytes = this.bytes;
    let s = 0;
    while (s < this.width) {
      const byte = bytes[at++];
      const rule = (byte >>> 5) as Rule;
      const run = (byte & 31) + 1;
      for (let i = 0; i < run; i++, s++) {
        if (rule === Rule.written) {
          next[s] = (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
          at += 4;
        } else next[s] = ruleGives(rule, previous, s);
      }
    }
    return at;
  }
}
