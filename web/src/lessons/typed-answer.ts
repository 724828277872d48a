// What the learner typed into an exercise, read as people write numbers, and judged against
// the answer the lab computed (answers.ts). Read: a trailing unit of the exercise's quantity
// ("41 cycles", "66.455 Gbit/s", converted to the exercise's unit), thousands separated by a
// comma, a space, a thin space or an underscore in groups of three ("66,455", "66 455"); what
// could mean two numbers ("1,5": one and a half, or fifteen?) is refused with a sentence saying
// how to write it, never guessed. Judged: within the tolerance, or wrong with the direction of
// the right answer and, when the number is 1,000 times or a thousandth of it, the unit slip.
import type { Exercise } from './schema';
import { convert, findUnit, quantity, scaledUnit, unitNamed, type Unit } from './units';

type Typed = Pick<Exercise, 'format' | 'unit'>;

export type Reading =
  | {
      ok: true;
      /** The answer in the exercise's unit, to compare with the lab's. */
      value: number;
      /** The number as typed, and its value before any conversion. */
      text: string;
      number: number;
      /** The unit typed after it, if any. */
      unit: Unit | null;
      /** The thousands separator the number used. */
      separator: ',' | ' ' | '_' | null;
    }
  | { ok: false; error: string };

// A sign, digits with points and separators between them (a space only before a digit, so
// "41 cycles" ends the number at "41"), an optional trailing point, an optional exponent.
const numberPattern = /^[-+]?(?:\d|\.(?=\d))(?:\d|[.,_](?=\d)|\s(?=\d))*\.?(?:[eE][-+]?\d+)?/;

/** The number in `written` (what numberPattern matched), or why it is not one. */
function readNumber(
  written: string,
  quoted: string,
): { value: number; separator: ',' | ' ' | '_' | null } | { error: string } {
  const [, sign, mantissa, exponent = ''] = /^([-+]?)(.*?)([eE][-+]?\d+)?$/.exec(written)!;
  const [whole, decimals, ...more] = mantissa.split('.');
  if (more.length > 0)
    return {
      error: `${quoted} has more than one decimal point: the lab reads a point as the decimal point, and thousands as 1,234,567 or 1 234 567.`,
    };
  if (decimals !== undefined && /[^\d]/.test(decimals))
    return {
      error: /,/.test(decimals)
        ? `${quoted} is ambiguous: the lab reads a point as the decimal point and a comma as a thousands separator before it (1,234.5).`
        : `${quoted} is not one number: separators group thousands before the decimal point only.`,
    };
  const separators = [...new Set(whole.match(/[, _]/g) ?? [])] as (',' | ' ' | '_')[];
  if (separators.length > 1)
    return {
      error: `${quoted} mixes thousands separators: use one of a comma, a space or an underscore, in groups of three digits (66,455).`,
    };
  const [separator = null] = separators;
  if (separator !== null) {
    const [first, ...groups] = whole.split(separator);
    if (first.length > 3 || groups.some((g) => g.length !== 3)) {
      if (separator === ',' && groups.length === 1 && decimals === undefined)
        return {
          error: `${quoted} is ambiguous: write a decimal with a point (${whole.replace(',', '.')}); a comma separates thousands, in groups of three digits (66,455).`,
        };
      const name = { ',': 'a comma', ' ': 'a space', _: 'an underscore' }[separator];
      return {
        error: `${quoted}: ${name} separates thousands, in groups of three digits (${['66', '455'].join(separator)}); write the number without it otherwise.`,
      };
    }
  }
  const digits = separator === null ? whole : whole.split(separator).join('');
  return { value: Number(`${sign}${digits}${decimals === undefined ? '' : `.${decimals}`}${exponent}`), separator };
}

/** What the learner typed, read as a number in the exercise's unit: decimal, or hex digits for a byte. */
export function readAnswer(text: string, exercise: Typed): Reading {
  // NFKC: a thin or no-break space is a space, a full-width digit a digit, "μ" the micro sign's letter.
  const typed = text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
  const quoted = `“${text.trim()}”`;
  if (typed === '') return { ok: false, error: 'Type a number first.' };
  if (exercise.format === 'hex') {
    const h = typed.replace(/^0x/i, '');
    if (!/^[0-9a-fA-F]{1,2}$/.test(h)) return { ok: false, error: `${quoted} is not a byte in hex (00 to ff).` };
    const value = parseInt(h, 16);
    return { ok: true, value, text: typed, number: value, unit: null, separator: null };
  }
  const written = numberPattern.exec(typed)?.[0];
  if (!written) return { ok: false, error: `${quoted} is not a number.` };
  const number = readNumber(written.replace(/\s/g, ' '), quoted);
  if ('error' in number) return { ok: false, error: number.error };
  const read = { ok: true as const, text: written, number: number.value, separator: number.separator };
  const rest = typed.slice(written.length).trim().replace(/\.$/, '');
  const expected = exercise.unit ? unitNamed(exercise.unit) : null;
  if (rest === '') return { ...read, value: number.value, unit: null };
  if (!expected) return { ok: false, error: `${quoted}: the answer is a number without a unit.` };
  const unit = findUnit(rest);
  if (!unit)
    return {
      ok: false,
      error: `${quoted}: the answer is in ${expected.many}, and “${rest}” is not a unit the lab knows.`,
    };
  if (unit.dimension === expected.dimension) return { ...read, value: convert(number.value, unit, expected), unit };
  // "11 cycles" for cycles per block: the question has said "per block" already.
  if (unit.dimension === 'cycles' && expected.dimension === 'cycles per block')
    return { ...read, value: number.value, unit };
  return { ok: false, error: `${quoted}: the answer is in ${expected.many}, not ${unit.many}.` };
}

/** Whether `value` is within the exercise's tolerance of the computed `truth`. */
export function withinTolerance(value: number, truth: number, tolerance: Exercise['tolerance']): boolean {
  const allowed = tolerance.kind === 'absolute' ? tolerance.value : Math.abs(truth) * tolerance.value;
  // A little slack for decimal input of a binary fraction (5.25 typed for 21/4).
  return Math.abs(value - truth) <= allowed + 1e-9 * Math.max(1, Math.abs(truth));
}

export type Judgement =
  | { right: true }
  | {
      right: false;
      /** What the learner typed, as the page says it back: "40 cycles". */
      typed: string;
      /** Where the right answer is; null for a byte (a hex byte is right or wrong, not near). */
      direction: 'higher' | 'lower' | null;
      /** A unit slip: the answer 1,000 times or a thousandth of the right one. */
      slip: string | null;
    };

type Judged = Pick<Exercise, 'format' | 'unit' | 'tolerance'>;

/** The learner's reading judged against the lab's `truth` (in the exercise's unit). */
export function judgeAnswer(reading: Extract<Reading, { ok: true }>, truth: number, exercise: Judged): Judgement {
  if (withinTolerance(reading.value, truth, exercise.tolerance)) return { right: true };
  if (exercise.format === 'hex')
    return { right: false, typed: reading.number.toString(16).padStart(2, '0'), direction: null, slip: null };
  const expected = exercise.unit ? unitNamed(exercise.unit) : null;
  return {
    right: false,
    typed: quantity(reading.number, reading.unit ?? expected),
    direction: truth > reading.value ? 'higher' : 'lower',
    slip: unitSlip(reading, truth, exercise, expected),
  };
}

function unitSlip(
  reading: Extract<Reading, { ok: true }>,
  truth: number,
  exercise: Judged,
  expected: Unit | null,
): string | null {
  if (truth === 0 || reading.value === 0) return null;
  for (const factor of [1000, 1 / 1000]) {
    if (!withinTolerance(reading.value / factor, truth, exercise.tolerance)) continue;
    const times = factor > 1 ? 'your answer is 1,000× the right one' : 'your answer is 1/1,000 of the right one';
    const commas = reading.text.split(',').length - 1;
    if (factor > 1 && reading.separator === ',')
      return `A comma separates thousands, so “${reading.text}” is ${reading.number}: ${times}. Write a decimal with a point${commas === 1 ? ` (${reading.text.replace(',', '.')})` : ''}.`;
    const typedIn = reading.unit ?? expected;
    const meant = typedIn && scaledUnit(typedIn, 1 / factor);
    return meant
      ? `Did you mean ${meant.many}? ${capitalised(times)}.`
      : `${capitalised(times)}: a slip of the unit or of the decimal point?`;
  }
  return null;
}

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The sentence a wrong answer gets: what the lab does not get, where the right one is, any unit slip. */
export function wrongAnswerText(judgement: Extract<Judgement, { right: false }>): string {
  const direction = judgement.direction ? ` The right answer is ${judgement.direction}.` : '';
  const slip = judgement.slip ? ` ${judgement.slip}` : '';
  return `Not quite: the lab does not get ${judgement.typed}.${direction}${slip}`;
}
