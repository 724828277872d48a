// Numbers as the page writes them: grouped by thousands with commas, as toLocaleString('en')
// writes them, without ICU. A page's first toLocaleString loads ICU's number formatting, 92–166 ms
// under Chromium's 4× CPU throttle: part of a share link's first result on a classroom laptop
// (issue #47, scripts/TOOLCHAIN.md). Each later call cost about 0.1 ms there, this one a few µs.

/** The decimal digits of `abs` (≥ 0, finite), the shortest that read back as it, as ICU starts from. */
function decimal(abs: number): { whole: string; fraction: string } {
  const text = String(abs);
  const exponent = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) {
    const [whole, fraction = ''] = text.split('.');
    return { whole, fraction };
  }
  const digits = exponent[1] + (exponent[2] ?? '');
  const power = Number(exponent[3]);
  // String() writes exponents below 1e-6 and from 1e21 on.
  return power < 0
    ? { whole: '0', fraction: '0'.repeat(-power - 1) + digits }
    : { whole: digits.padEnd(power + 1, '0'), fraction: digits.slice(power + 1) };
}

/** A string of decimal digits plus one in its last place. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  return i < 0
    ? `1${'0'.repeat(digits.length)}`
    : digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

/** A string of decimal digits with a comma before each group of three from the right. */
const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `x` grouped by thousands with at most `fractionDigits` decimals, trailing zeros dropped, as
 * `x.toLocaleString('en', { maximumFractionDigits })` writes it: 1,234,567 and 11.25. Like ICU it
 * rounds the shortest decimal that reads back as `x`, a tie away from zero (ECMA-402's "halfExpand").
 */
export function grouped(x: number, fractionDigits = 3): string {
  if (!Number.isFinite(x) || !Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 100)
    return x.toLocaleString('en', { maximumFractionDigits: fractionDigits });
  const { whole, fraction } = decimal(Math.abs(x));
  let kept = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (fraction.length > fractionDigits && fraction[fractionDigits] >= '5') kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - fractionDigits).replace(/^0+(?=\d)/, '');
  const decimals = kept.slice(kept.length - fractionDigits).replace(/0+$/, '');
  // A negative number keeps its sign when it rounds to zero ("-0"), as ECMA-402 writes it.
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return `${sign}${withCommas(wholeDigits)}${decimals ? `.${decimals}` : ''}`;
}

/**
 * `x` to at most `digits` significant digits, grouped, trailing zeros dropped, as
 * `x.toLocaleString('en', { maximumSignificantDigits })` writes it: 0.000123 and 12,300. It
 * rounds the shortest decimal that reads back as `x`, a tie away from zero, as grouped() does.
 */
export function significant(x: number, digits: number): string {
  if (!Number.isFinite(x) || x === 0 || !Number.isInteger(digits) || digits < 1 || digits > 21)
    return x.toLocaleString('en', { maximumSignificantDigits: Math.min(Math.max(digits, 1), 21) });
  const { whole, fraction } = decimal(Math.abs(x));
  if (whole === '0') {
    // Below 1: as many decimals as the zeros after the point, plus the digits.
    const decimals = fraction.length - fraction.replace(/^0+/, '').length + digits;
    return decimals <= 100 ? grouped(x, decimals) : x.toLocaleString('en', { maximumSignificantDigits: digits });
  }
  if (whole.length < digits) return grouped(x, digits - whole.length);
  const all = whole + fraction;
  let kept = all.slice(0, digits);
  if (all.length > digits && all[digits] >= '5') kept = increment(kept);
  // A carry adds a digit (999.6 to 3 digits: 1,000), which the zeros then make up for.
  const rounded = (kept + '0'.repeat(whole.length)).slice(0, whole.length + kept.length - digits);
  return `${x < 0 ? '-' : ''}${withCommas(rounded)}`;
}
