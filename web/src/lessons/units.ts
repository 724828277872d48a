// Units as people write them after a number: each unit an exercise's answer can be in
// (schema.ts's answerUnits) with its singular and plural, the spellings a learner may type and
// its size, and the units of other quantities a learner may type by mistake (MHz, ns, MB/s), so
// that a wrong unit is named rather than left unread. Plain data and small pure functions: the
// loader checks a lesson's unit against its measure, typed-answer.ts reads and judges answers.
import { answerUnits, type AnswerUnit, type Measure } from './schema.ts';
import { grouped, significant } from '../numbers.ts';

/** What a unit measures; units of one dimension convert into each other by their scales. */
export type Dimension = 'cycles' | 'cycles per block' | 'blocks' | 'data rate' | 'frequency' | 'time';

export interface Unit {
  /** As the page writes it after 1 ("1 cycle per block") and after any other number ("2 cycles per block"). */
  one: string;
  many: string;
  dimension: Dimension;
  /** Its size in its dimension's base unit: bit/s, Hz, s, or one cycle or block. */
  scale: number;
  /**
   * How a learner may write it, compared with spaces around "/" and repeated spaces dropped:
   * without case, but a spelling with a capital B (bytes) only as written, so "MB/s" is
   * megabytes and "Mb/s", "mb/s" megabits.
   */
  spellings: string[];
}

const unit = (one: string, many: string, dimension: Dimension, scale: number, spellings: string[]): Unit => ({
  one,
  many,
  dimension,
  scale,
  spellings: [one, many, ...spellings],
});

export const units: readonly Unit[] = [
  unit('cycle', 'cycles', 'cycles', 1, ['clock cycle', 'clock cycles', 'clock', 'clocks', 'clk', 'clks', 'cc']),
  unit('cycle per block', 'cycles per block', 'cycles per block', 1, [
    'cycle/block',
    'cycles/block',
    'cycles a block',
    'clock cycles per block',
    'clocks per block',
    'clocks/block',
    'cpb',
  ]),
  unit('block', 'blocks', 'blocks', 1, ['blk', 'blks']),
  unit('bit/s', 'bit/s', 'data rate', 1, ['bits/s', 'bps', 'b/s', 'bit per second', 'bits per second']),
  unit('kbit/s', 'kbit/s', 'data rate', 1e3, ['kbits/s', 'kbps', 'kb/s', 'kilobit per second', 'kilobits per second']),
  unit('Mbit/s', 'Mbit/s', 'data rate', 1e6, ['Mbits/s', 'Mbps', 'Mb/s', 'megabit per second', 'megabits per second']),
  unit('Gbit/s', 'Gbit/s', 'data rate', 1e9, ['Gbits/s', 'Gbps', 'Gb/s', 'gigabit per second', 'gigabits per second']),
  unit('B/s', 'B/s', 'data rate', 8, ['Bps', 'byte per second', 'bytes per second']),
  unit('kB/s', 'kB/s', 'data rate', 8e3, ['KB/s', 'kBps', 'KBps', 'kilobyte per second', 'kilobytes per second']),
  unit('MB/s', 'MB/s', 'data rate', 8e6, ['MBps', 'megabyte per second', 'megabytes per second']),
  unit('GB/s', 'GB/s', 'data rate', 8e9, ['GBps', 'gigabyte per second', 'gigabytes per second']),
  unit('Hz', 'Hz', 'frequency', 1, []),
  unit('kHz', 'kHz', 'frequency', 1e3, []),
  unit('MHz', 'MHz', 'frequency', 1e6, []),
  unit('GHz', 'GHz', 'frequency', 1e9, []),
  unit('s', 's', 'time', 1, ['sec', 'second', 'seconds']),
  unit('ms', 'ms', 'time', 1e-3, ['millisecond', 'milliseconds']),
  unit('µs', 'µs', 'time', 1e-6, ['μs', 'us', 'microsecond', 'microseconds']),
  unit('ns', 'ns', 'time', 1e-9, ['nanosecond', 'nanoseconds']),
];

/** The unit `many` names, e.g. an exercise's "cycles per block". */
export function unitNamed(many: AnswerUnit): Unit {
  return units.find((u) => u.many === many)!;
}

/** The unit each measure is computed in (answers.ts). */
export const measureUnit: Record<Measure, AnswerUnit> = {
  cyclesPerBlock: 'cycles per block',
  latency: 'cycles',
  inFlight: 'blocks',
  cycles: 'cycles',
  keySetup: 'cycles',
  throughputMbps: 'Mbit/s',
};

/** The answer units an exercise on `measure` may be given in: those of the measure's dimension. */
export function unitsFor(measure: Measure): AnswerUnit[] {
  const dimension = unitNamed(measureUnit[measure]).dimension;
  return answerUnits.filter((name) => unitNamed(name).dimension === dimension);
}

const tidy = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ?\/ ?/g, '/');

/** The unit `text` spells (see Unit.spellings), or null. */
export function findUnit(text: string): Unit | null {
  const written = tidy(text);
  const exact = units.find((u) => u.spellings.some((s) => /B/.test(s) && tidy(s) === written));
  if (exact) return exact;
  const lower = written.toLowerCase();
  return units.find((u) => u.spellings.some((s) => !/B/.test(s) && tidy(s).toLowerCase() === lower)) ?? null;
}

/** `value` in `from` expressed in `to` (of the same dimension). */
export function convert(value: number, from: Unit, to: Unit): number {
  return from === to ? value : (value * from.scale) / to.scale;
}

/** The unit of `unit`'s dimension `factor` times its size, if there is one (Gbit/s for Mbit/s and 1000). */
export function scaledUnit(unit: Unit, factor: number): Unit | null {
  const scale = unit.scale * factor;
  return (
    units.find((u) => u.dimension === unit.dimension && Math.abs(u.scale - scale) <= 1e-9 * Math.abs(scale)) ?? null
  );
}

/**
 * A number as a sentence writes it: thousands grouped, at most 3 decimals (3 significant digits
 * below 0.001). The page's formatting (numbers.ts), not ICU's, whose first use costs a lesson's
 * first draw some 100 ms on a classroom laptop (issue #47).
 */
export function formatNumber(value: number): string {
  return value !== 0 && Math.abs(value) < 0.001 ? significant(value, 3) : grouped(value, 3);
}

/** A number and its unit, singular after 1: "1 cycle per block", "2.5 cycles per block", "66,455 Mbit/s". */
export function quantity(value: number, unit: Unit | null): string {
  const number = formatNumber(value);
  if (!unit) return number;
  return `${number} ${number === '1' || number === '-1' ? unit.one : unit.many}`;
}
