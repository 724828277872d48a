import { describe, expect, it } from 'vitest';
import { grouped, significant } from './numbers';

// ICU's own formatting is the reference: Node's full ICU writes what the browser's does.
const icu = (x: number, digits = 3) => x.toLocaleString('en', { maximumFractionDigits: digits });

describe('grouped', () => {
  it('groups by thousands and drops trailing zeros', () => {
    expect(grouped(1234567)).toBe('1,234,567');
    expect(grouped(999)).toBe('999');
    expect(grouped(11.5)).toBe('11.5');
    expect(grouped(1234.5678)).toBe('1,234.568');
    expect(grouped(1234.5678, 1)).toBe('1,234.6');
    expect(grouped(-1000)).toBe('-1,000');
  });

  it('writes what toLocaleString("en") writes, ties, signs and edges included', () => {
    const edges = [
      0,
      -0,
      0.0625,
      -0.0625,
      1.0005,
      2.0005,
      -0.0001,
      0.1 + 0.2,
      5e-7,
      99999.9995,
      2 ** 32 - 1,
      2 ** 53,
      9.99e20,
      1e21,
      1.5e300,
      NaN,
      Infinity,
      -Infinity,
    ];
    // A fixed generator, so a failure reproduces: values over every magnitude, and cycles a block.
    let s = 0x9e3779b9;
    const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const values = [...edges];
    for (let i = 0; i < 4000; i++)
      values.push(
        (next() - 0.5) * 10 ** Math.floor(next() * 22),
        Math.round(next() * 1e6) / 1000,
        Math.round(next() * 1e6) / 100,
      );
    for (const digits of [0, 1, 2, 3])
      for (const v of values)
        if (grouped(v, digits) !== icu(v, digits))
          expect([v, digits, grouped(v, digits)]).toEqual([v, digits, icu(v, digits)]);
    for (const v of values)
      if (grouped(v) !== v.toLocaleString('en')) expect([v, grouped(v)]).toEqual([v, v.toLocaleString('en')]);
  });
});

describe('significant', () => {
  it('keeps the digits asked for, below one and above', () => {
    expect(significant(0.00012345, 3)).toBe('0.000123');
    expect(significant(12345, 3)).toBe('12,300');
    expect(significant(999.6, 3)).toBe('1,000');
    expect(significant(-0.0009999, 3)).toBe('-0.001');
  });

  it('writes what toLocaleString("en", { maximumSignificantDigits }) writes', () => {
    let s = 0x2545f491;
    const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    const values = [1, -1, 0.5, 0.00015, 0.0001, 9.995e-4, 1e-7, 5e-101, 123.45, 1e21, 2 ** 53, 99999.5];
    for (let i = 0; i < 3000; i++)
      values.push((next() - 0.5) * 10 ** Math.floor(next() * 30 - 15), Math.round(next() * 1e7) / 1e10);
    for (const digits of [1, 2, 3, 5])
      for (const v of values) {
        const icu = v.toLocaleString('en', { maximumSignificantDigits: digits });
        if (significant(v, digits) !== icu) expect([v, digits, significant(v, digits)]).toEqual([v, digits, icu]);
      }
  });
});
