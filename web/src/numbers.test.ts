import { describe, expect, it } from 'vitest';
import { grouped } from './numbers';

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
