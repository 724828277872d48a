// A bar chart as a room reads it (#21), for the chart specs (modes.spec.ts, sbox-compare.spec.ts).
import { expect, type Locator } from '@playwright/test';

/**
 * One SVG unit a CSS pixel, every text at least `min` px, none on another or on a bar, all
 * inside the chart, the chart inside its box and the page; with `fillsBox`, as wide as its box
 * (not a fixed width scaled down). Returns what it measured.
 */
export async function checkBars(chart: Locator, { min = 14, fillsBox = false } = {}) {
  await chart.scrollIntoViewIfNeeded();
  const m = await chart.evaluate((svg: SVGSVGElement) => {
    const box = (e: Element, what: string) => {
      const r = e.getBoundingClientRect();
      return { what, x0: r.left, x1: r.right, y0: r.top, y1: r.bottom };
    };
    const own = svg.getBoundingClientRect();
    return {
      unit: [own.width / svg.viewBox.baseVal.width, own.height / svg.viewBox.baseVal.height],
      svg: box(svg, 'the chart'),
      box: svg.parentElement!.getBoundingClientRect().width,
      page: document.documentElement.clientWidth,
      fonts: [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize)),
      texts: [...svg.querySelectorAll('text')].map((t) => box(t, `text '${t.firstChild?.textContent ?? ''}…'`)),
      bars: [...svg.querySelectorAll('g > rect')].map((r) => box(r, `bar ${r.parentElement!.dataset.testid}`)),
    };
  });
  for (const u of m.unit) expect(u).toBeCloseTo(1, 2);
  expect(m.texts.length).toBeGreaterThan(5);
  expect(Math.min(...m.fonts) * m.unit[0]).toBeGreaterThanOrEqual(min);
  if (fillsBox) expect(Math.abs(m.svg.x1 - m.svg.x0 - m.box)).toBeLessThanOrEqual(0.5);
  else expect(m.svg.x1 - m.svg.x0).toBeLessThanOrEqual(m.box + 0.5);
  expect(m.svg.x1).toBeLessThanOrEqual(m.page + 0.5);
  type Box = (typeof m.texts)[number];
  const over = (a: Box, b: Box) =>
    Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0.5 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 0.5;
  for (const [i, t] of m.texts.entries()) {
    expect(t.x0, t.what).toBeGreaterThanOrEqual(m.svg.x0 - 0.5);
    expect(t.x1, t.what).toBeLessThanOrEqual(m.svg.x1 + 0.5);
    expect(t.y0, t.what).toBeGreaterThanOrEqual(m.svg.y0 - 0.5);
    expect(t.y1, t.what).toBeLessThanOrEqual(m.svg.y1 + 0.5);
    for (const other of [...m.texts.slice(i + 1), ...m.bars])
      expect(over(t, other), `${t.what} on ${other.what}`).toBe(false);
  }
  return m;
}
