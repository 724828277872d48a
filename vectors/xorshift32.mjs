// The lab's replayable random data: Marsaglia's xorshift32 ("Xorshift RNGs", J. Stat. Softw.
// 8(14), 2003; shifts 13, 17, 5), so that a failing random test, an export's known-answers
// file and the lab's random blocks come back the same from their seed. Not for keys anyone
// keeps. Pure, for Node and the browser.

/** A stream from `seed` (0 is taken as 1: xorshift never leaves 0). */
export function xorshift32(seed) {
  let s = seed >>> 0 || 1;
  /** The next 32-bit value. */
  const next = () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
  /** The next `n` bytes: the low byte of each of the next `n` values. */
  const bytes = (n) => Uint8Array.from({ length: n }, () => next() & 0xff);
  return { next, bytes };
}
