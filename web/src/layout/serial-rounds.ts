// A bit-serial core on the occupancy chart (architecture bs<w>: w bits of a round a cycle, so a
// round of an n-bit word takes n/w cycles of its one register; hdl/doc/architectures.md). Its
// probe reports the round whose newest bits the register holds, the same for the round's n/w
// cycles (hdl/ABI.md; sim-core's occupancy: round ⌈j·w/n⌉ at cycle j after entry), so a cell's
// place in its run of equal probe words is the w-bit digit of the round computed by then:
// digit d holds bits d·w … d·w + w − 1 (the least significant first, as the shift register
// takes them). Read from the description (`wordBits`) and the id's w: any cipher's bs<w> core.
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import type { ProbeTrace } from './occupancy';

export interface SerialRounds {
  /** w: bits of a round a cycle. */
  bitsPerCycle: number;
  /** n: the bits of the word a round computes. */
  wordBits: number;
  /** n/w: cycles a round. */
  cyclesPerRound: number;
}

/** The bit-serial rounds of `config`, or null when its rounds take one cycle (every kind but bs<w>). */
export function serialRoundsOf(config: Pick<Configuration, 'cipher' | 'architecture'>): SerialRounds | null {
  const a = config.architecture;
  if (a.kind !== 'BS') return null;
  const entry = ciphers.ciphers.find((c) => c.id === config.cipher);
  const wordBits = entry && 'wordBits' in entry ? entry.wordBits : undefined;
  if (typeof wordBits !== 'number')
    throw new Error(`${config.cipher}: a bit-serial core needs its cipher's wordBits (registry/ciphers.json)`);
  return { bitsPerCycle: a.w, wordBits, cyclesPerRound: wordBits / a.w };
}

const valid = 0x80000000;

/**
 * The digit of its round that stage `stage` holds at held cycle `i` (0 to n/w − 1), or null:
 * empty, or a block that has stayed longer than a round (finished, waiting to leave), or a run
 * the probe ring cut at both ends. Counted back to the run's start, or, where the ring cut the
 * run's start, forward to its end.
 */
export function serialDigit(t: ProbeTrace, stage: number, i: number, serial: SerialRounds): number | null {
  const { words, stages, held } = t;
  const word = words[i * stages + stage];
  if (!(word & valid)) return null;
  const same = (j: number) => words[j * stages + stage] === word;
  const per = serial.cyclesPerRound;
  let back = 0;
  while (back < per && i - back - 1 >= 0 && same(i - back - 1)) back++;
  if (back >= per) return null;
  const cut = i - back === 0 && t.from > 0;
  if (!cut) return back;
  let ahead = 0;
  while (ahead < per && i + ahead + 1 < held && same(i + ahead + 1)) ahead++;
  if (i + ahead + 1 >= held) return null;
  const digit = per - 1 - ahead;
  return digit >= 0 ? digit : null;
}

/** The bits a digit holds, in words: "bit 7 of 32" or "bits 8–11 of 32". */
export function digitBits(digit: number, serial: SerialRounds): string {
  const first = digit * serial.bitsPerCycle;
  const last = first + serial.bitsPerCycle - 1;
  return first === last ? `bit ${first} of ${serial.wordBits}` : `bits ${first}–${last} of ${serial.wordBits}`;
}

/** The bit-serial part of a cell's hover text: "bit 7 of 32 (cycle 8 of the round's 32)". */
export function describeDigit(digit: number | null, serial: SerialRounds): string {
  if (digit === null) return ', its round done';
  return `, ${digitBits(digit, serial)} (cycle ${digit + 1} of the round's ${serial.cyclesPerRound})`;
}
