// What a learner types, read as people write numbers (issue #21, item 7), and judged against
// the lab's answer: every accepted and refused form, with the sentence the page shows.
import { describe, expect, it } from 'vitest';
import type { Exercise } from './schema';
import { judgeAnswer, readAnswer, withinTolerance, wrongAnswerText } from './typed-answer';

const exact = { kind: 'absolute', value: 0 } as const;
const exercise = (
  unit: Exercise['unit'],
  tolerance: Exercise['tolerance'] = exact,
  format: Exercise['format'] = 'number',
) => ({
  unit,
  format,
  tolerance,
});
const cycles = exercise('cycles');
const perBlock = exercise('cycles per block', { kind: 'absolute', value: 0.01 });
const mbps = exercise('Mbit/s', { kind: 'relative', value: 0.01 });
const byte = exercise('', exact, 'hex');

const valueOf = (text: string, ex: Pick<Exercise, 'unit' | 'format'>) => {
  const read = readAnswer(text, ex);
  if (!read.ok) throw new Error(`${text}: ${read.error}`);
  return read.value;
};
const errorOf = (text: string, ex: Pick<Exercise, 'unit' | 'format'>) => {
  const read = readAnswer(text, ex);
  return read.ok ? `read as ${read.value}` : read.error;
};
/** The sentence a wrong answer gets, or "right". */
const judged = (text: string, truth: number, ex: ReturnType<typeof exercise>) => {
  const read = readAnswer(text, ex);
  if (!read.ok) throw new Error(read.error);
  const judgement = judgeAnswer(read, truth, ex);
  return judgement.right ? 'right' : wrongAnswerText(judgement);
};

describe('reading what the learner typed', () => {
  it('reads plain decimals as before', () => {
    expect(valueOf(' 5.25 ', perBlock)).toBe(5.25);
    expect(valueOf('5.', perBlock)).toBe(5);
    expect(valueOf('.5', perBlock)).toBe(0.5);
    expect(valueOf('1e3', cycles)).toBe(1000);
    expect(valueOf('−2', cycles)).toBe(-2);
    expect(errorOf('eleven', cycles)).toBe('“eleven” is not a number.');
    expect(errorOf('', cycles)).toBe('Type a number first.');
    expect(errorOf('   ', cycles)).toBe('Type a number first.');
  });

  it("accepts a trailing unit of the exercise's quantity", () => {
    for (const text of ['41 cycles', '41cycles', '41 cycle', '41 clock cycles', '41 Cycles.'])
      expect(valueOf(text, cycles), text).toBe(41);
    for (const text of ['5.5 cycles per block', '5.5 cycles/block', '5.5 cycles / block', '5.5 cpb'])
      expect(valueOf(text, perBlock), text).toBe(5.5);
    expect(valueOf('1 cycle per block', perBlock)).toBe(1);
    // "per block" is in the question already.
    expect(valueOf('11 cycles', perBlock)).toBe(11);
    expect(valueOf('66455 Mbit/s', mbps)).toBe(66455);
    expect(valueOf('66455 Mbps', mbps)).toBe(66455);
    expect(valueOf('4 blocks', exercise('blocks'))).toBe(4);
  });

  it("converts a unit of the same quantity to the exercise's", () => {
    expect(valueOf('66.455 Gbit/s', mbps)).toBeCloseTo(66455, 9);
    expect(valueOf('66455000 kbit/s', mbps)).toBeCloseTo(66455, 9);
    expect(valueOf('8,306.875 MB/s', mbps)).toBeCloseTo(66455, 9);
    expect(valueOf('294.4 Mbit/s', exercise('Gbit/s'))).toBeCloseTo(0.2944, 12);
  });

  it('refuses a unit of another quantity, or one it does not know, saying which the answer is in', () => {
    expect(errorOf('41 MHz', cycles)).toBe('“41 MHz”: the answer is in cycles, not MHz.');
    expect(errorOf('41 ns', cycles)).toBe('“41 ns”: the answer is in cycles, not ns.');
    expect(errorOf('41 cycles per block', cycles)).toBe(
      '“41 cycles per block”: the answer is in cycles, not cycles per block.',
    );
    expect(errorOf('5.5 blocks', perBlock)).toBe('“5.5 blocks”: the answer is in cycles per block, not blocks.');
    expect(errorOf('66,455 MHz', mbps)).toBe('“66,455 MHz”: the answer is in Mbit/s, not MHz.');
    expect(errorOf('66455 cycles', mbps)).toBe('“66455 cycles”: the answer is in Mbit/s, not cycles.');
    expect(errorOf('41 apples', cycles)).toBe(
      '“41 apples”: the answer is in cycles, and “apples” is not a unit the lab knows.',
    );
  });

  it('reads thousands separated by a comma, a space, a thin or no-break space, or an underscore', () => {
    for (const text of ['66,455', '66 455', '66\u2009455', '66\u202f455', '66\u00a0455', '66_455', '66455'])
      expect(valueOf(text, mbps), JSON.stringify(text)).toBe(66455);
    expect(valueOf('1,234,567.5', mbps)).toBe(1234567.5);
    expect(valueOf('1 234 567', mbps)).toBe(1234567);
    expect(valueOf('66,455 Mbit/s', mbps)).toBe(66455);
    expect(valueOf('1,376.03', mbps)).toBe(1376.03);
    expect(readAnswer('66 455', mbps)).toMatchObject({ ok: true, separator: ' ', text: '66 455', unit: null });
  });

  it('refuses what could mean two numbers, saying how to write it', () => {
    expect(errorOf('1,5', perBlock)).toBe(
      '“1,5” is ambiguous: write a decimal with a point (1.5); a comma separates thousands, in groups of three digits (66,455).',
    );
    expect(errorOf('2,25 cycles per block', perBlock)).toBe(
      '“2,25 cycles per block” is ambiguous: write a decimal with a point (2.25); a comma separates thousands, in groups of three digits (66,455).',
    );
    expect(errorOf('1234,567', mbps)).toMatch(/^“1234,567” is ambiguous: write a decimal with a point \(1234\.567\)/);
    expect(errorOf('66 45', mbps)).toBe(
      '“66 45”: a space separates thousands, in groups of three digits (66 455); write the number without it otherwise.',
    );
    expect(errorOf('6_6455', mbps)).toBe(
      '“6_6455”: an underscore separates thousands, in groups of three digits (66_455); write the number without it otherwise.',
    );
    expect(errorOf('1,234 567', mbps)).toBe(
      '“1,234 567” mixes thousands separators: use one of a comma, a space or an underscore, in groups of three digits (66,455).',
    );
    expect(errorOf('1.234,5', mbps)).toBe(
      '“1.234,5” is ambiguous: the lab reads a point as the decimal point and a comma as a thousands separator before it (1,234.5).',
    );
    expect(errorOf('1.234.567', mbps)).toBe(
      '“1.234.567” has more than one decimal point: the lab reads a point as the decimal point, and thousands as 1,234,567 or 1 234 567.',
    );
    expect(errorOf('0.000 1', mbps)).toBe(
      '“0.000 1” is not one number: separators group thousands before the decimal point only.',
    );
  });

  it('reads a byte as hex digits, without a unit', () => {
    expect(valueOf('0xCA', byte)).toBe(0xca);
    expect(valueOf('ca', byte)).toBe(0xca);
    expect(errorOf('1ca', byte)).toBe('“1ca” is not a byte in hex (00 to ff).');
    expect(errorOf('ca cycles', byte)).toBe('“ca cycles” is not a byte in hex (00 to ff).');
  });
});

describe('judging it against the lab', () => {
  it('compares numbers within an absolute or relative tolerance, never as text', () => {
    expect(withinTolerance(5.5, 5.5, { kind: 'absolute', value: 0 })).toBe(true);
    expect(withinTolerance(5.5, 11 / 2, { kind: 'absolute', value: 0 })).toBe(true);
    expect(withinTolerance(5.25, 5.5, { kind: 'absolute', value: 0.01 })).toBe(false);
    expect(withinTolerance(300, 294.4, { kind: 'relative', value: 0.02 })).toBe(true);
    expect(withinTolerance(310, 294.4, { kind: 'relative', value: 0.02 })).toBe(false);
  });

  it('takes "41 cycles" and "66,455" as people write them', () => {
    expect(judged('41 cycles', 41, cycles)).toBe('right');
    expect(judged('66,455', 66455.04, mbps)).toBe('right');
    expect(judged('66 455 Mbit/s', 66455.04, mbps)).toBe('right');
    expect(judged('66.455 Gbit/s', 66455.04, mbps)).toBe('right');
    expect(judged('1 cycle per block', 1, perBlock)).toBe('right');
  });

  it('says whether the right answer is higher or lower, with plurals that agree', () => {
    expect(judged('40', 41, cycles)).toBe('Not quite: the lab does not get 40 cycles. The right answer is higher.');
    expect(judged('1', 11, cycles)).toBe('Not quite: the lab does not get 1 cycle. The right answer is higher.');
    expect(judged('1', 2, perBlock)).toBe(
      'Not quite: the lab does not get 1 cycle per block. The right answer is higher.',
    );
    expect(judged('2 cycles/block', 1, perBlock)).toBe(
      'Not quite: the lab does not get 2 cycles per block. The right answer is lower.',
    );
    expect(judged('58,280', 66455.04, mbps)).toBe(
      'Not quite: the lab does not get 58,280 Mbit/s. The right answer is higher.',
    );
    // Said back in the unit it was typed in.
    expect(judged('11 cycles', 5.5, perBlock)).toBe(
      'Not quite: the lab does not get 11 cycles. The right answer is lower.',
    );
    // A byte is right or wrong, not near.
    expect(judged('cb', 0xca, byte)).toBe('Not quite: the lab does not get cb.');
  });

  it('names a unit slip: 1,000 times or a thousandth of the right answer', () => {
    expect(judged('66455 Gbit/s', 66455.04, mbps)).toBe(
      'Not quite: the lab does not get 66,455 Gbit/s. The right answer is lower. Did you mean Mbit/s? Your answer is 1,000× the right one.',
    );
    expect(judged('66.455', 66455.04, mbps)).toBe(
      'Not quite: the lab does not get 66.455 Mbit/s. The right answer is higher. Did you mean Gbit/s? Your answer is 1/1,000 of the right one.',
    );
    expect(judged('294400 kbit/s', 294.4, exercise('Gbit/s', { kind: 'relative', value: 0.01 }))).toBe(
      'Not quite: the lab does not get 294,400 kbit/s. The right answer is higher. Did you mean Mbit/s? Your answer is 1/1,000 of the right one.',
    );
    expect(judged('41000', 41, cycles)).toBe(
      'Not quite: the lab does not get 41,000 cycles. The right answer is lower. Your answer is 1,000× the right one: a slip of the unit or of the decimal point?',
    );
    // A decimal comma that reads as thousands.
    expect(judged('1,500', 1.5, perBlock)).toBe(
      'Not quite: the lab does not get 1,500 cycles per block. The right answer is lower. A comma separates thousands, so “1,500” is 1500: your answer is 1,000× the right one. Write a decimal with a point (1.500).',
    );
    // No slip for an answer merely far off.
    expect(judged('500', 1.5, perBlock)).toBe(
      'Not quite: the lab does not get 500 cycles per block. The right answer is lower.',
    );
  });
});
