// The charts at a projector (issue #21): sized by their container and the device pixel
// ratio, text never under 14 px, nothing cut off or overlapping at 1280 px, at 150 % zoom
// and 390 px wide, light and dark. Long runs say which cycles they hold in the run's own
// numbers, checked against sim-core's prediction of the same workload: LU-1 ECB past the
// probe ring's million cycles, and SP-10-3 composite (81 stages) CBC past its 52 k, where
// a pixel column's shade and hover tell each stage's busy share, checked cycle by cycle.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { predictRun } from './predict';
import path from 'node:path';
import { screenshotDir } from './screenshots';

/** What a person at the screen sees: the viewport, scrolled to `what` (full-page shots shrink a chart to nothing). */
async function shoot(page: Page, name: string, what?: Locator) {
  if (what) await what.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

const digits = (text: string) => Number(text.replace(/,/g, ''));

/** The 81 probe names of SP-10-3 composite (datapath/structure.ts's stageName). */
const sp10m3cfp = [
  'in',
  ...Array.from({ length: 10 }, (_, r) =>
    ['sbox1', 'sbox2', 'sbox3', 'sbox4', 'sbox5', 'shift', 'mix', 'ark'].map((p) => `r${r + 1}.${p}`),
  ).flat(),
];

/** Run `blocks` blocks (the default plaintext and random ones after it) in `mode` on `config`. */
async function runOnPage(page: Page, config: string, mode: string, blocks: number) {
  await page.goto(`./?config=${config}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout: 60_000 });
  if (mode !== 'ecb') await page.getByTestId('mode').selectOption(mode);
  await page.getByTestId('random').fill(String(blocks - 1));
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText(`all ${blocks.toLocaleString('en')} match sim-core ✓`, {
    timeout: 240_000,
  });
}

/**
 * Runs `blocks` blocks of `mode` on `config` on the page, as sim-core predicts them: the run's
 * cycle count is sim-core's, and the occupancy chart says which of them its probe ring held.
 */
async function runAsPredicted(page: Page, config: string, mode: string, blocks: number) {
  const predicted = await predictRun(config, { mode, blocks });
  await runOnPage(page, config, mode, blocks);
  expect(digits((await page.getByTestId('cycles').locator('strong').textContent())!)).toBe(predicted.cycles);
  const chart = page.getByTestId('occupancy');
  const held = chart.getByTestId('occupancy-held');
  await expect(held).toHaveAttribute('data-cycles', String(predicted.cycles));
  const from = Number(await held.getAttribute('data-from'));
  const kept = Number(await held.getAttribute('data-held'));
  expect(from + kept).toBe(predicted.cycles);
  return { predicted, chart, held, from, kept };
}

/** The chart's canvas, its plot's geometry and what it holds. */
async function chartOf(chart: Locator) {
  const canvas = chart.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const attr = async (name: string) => Number(await canvas.getAttribute(name));
  return {
    canvas,
    box,
    plotLeft: await attr('data-plot-left'),
    plotWidth: await attr('data-plot-width'),
    rowHeight: await attr('data-row-height'),
  };
}

/** Device pixels and text size: the backing store at the device ratio, text at least `min` px. */
async function checkLegible(page: Page, chart: Locator, min = 14) {
  const { canvas } = await chartOf(chart);
  // Repainted at the device's ratio (a change of zoom repaints on the next frame).
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement) =>
        Math.abs(c.width - Math.round(c.getBoundingClientRect().width * devicePixelRatio)),
      ),
    )
    .toBeLessThanOrEqual(1);
  const { box } = await chartOf(chart);
  const m = await canvas.evaluate((c: HTMLCanvasElement) => ({
    css: c.getBoundingClientRect().width,
    font: parseFloat(getComputedStyle(c.parentElement!).fontSize),
    container: c.parentElement!.getBoundingClientRect().width,
    page: document.documentElement.clientWidth,
  }));
  expect(m.font).toBeGreaterThanOrEqual(min);
  // Not cut off: the canvas fits its container and the page.
  expect(m.css).toBeLessThanOrEqual(m.container + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(m.page + 0.5);
}

test('a long LU-1 ECB run: the axis, note and hover count the run’s own cycles past the probe ring', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const id = 'aes128-enc-lu1-lut-online-all';
  const blocks = 100_001;
  const { predicted, chart, held, from, kept } = await runAsPredicted(page, id, 'ecb', blocks);
  // The ring keeps about 2^20 cycles of one stage; the run is longer.
  expect(from).toBeGreaterThan(0);
  expect(kept).toBeGreaterThan(1_000_000);
  const n = (x: number) => x.toLocaleString('en');
  await expect(held).toHaveText(
    `The last ${n(kept)} of the run's ${n(predicted.cycles)} cycles (cycles ${n(from)}–${n(predicted.cycles - 1)}): the probe ring keeps no more, so cycles 0–${n(from - 1)} are not drawn.`,
  );
  await expect(chart.getByTestId('occupancy-range')).toHaveText(
    new RegExp(`^Cycles ${n(from)}–${n(predicted.cycles - 1)} · [\\d,]+ cycles a pixel column$`),
  );

  // Zoomed out, a column of a thousand cycles: r1.ark busy all but the fill.
  const { canvas, box, plotLeft, plotWidth, rowHeight } = await chartOf(chart);
  await page.mouse.move(box.x + plotLeft + plotWidth / 2, box.y + rowHeight / 2);
  const bucket = (await chart.getByTestId('occupancy-hover').textContent())!;
  const m = /^r1\.ark busy ([\d.]+) % of cycles ([\d,]+)–([\d,]+)$/.exec(bucket);
  expect(m, bucket).not.toBeNull();
  const [a, b] = [digits(m![2]), digits(m![3])];
  expect(a).toBeGreaterThanOrEqual(from);
  expect(Number(m![1])).toBeCloseTo(predicted.busyShare(0, a, b + 1) * 100, 0);

  // The keyboard reaches single cycles at the run's end; a cell is the block sim-core predicts.
  await canvas.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 20; i++) await page.keyboard.press('+');
  await page.keyboard.press('End');
  const range = chart.getByTestId('occupancy-range');
  expect(Number(await range.getAttribute('data-to')) - Number(await range.getAttribute('data-from'))).toBe(8);
  await expect(range).toHaveText(`Cycles ${n(predicted.cycles - 8)}–${n(predicted.cycles - 1)}`);
  for (const at of [0.1, 0.3, 0.55, 0.8]) {
    await page.mouse.move(box.x + plotLeft + plotWidth * at, box.y + rowHeight / 2);
    const text = (await chart.getByTestId('occupancy-hover').textContent())!;
    const cell = /^cycle ([\d,]+), r1\.ark: (?:block ([\d,]+), round (\d+)|empty)$/.exec(text);
    expect(cell, text).not.toBeNull();
    const word = predicted.word(digits(cell![1]), 0);
    if (cell![2] === undefined) expect(word).toBe(0);
    else expect([digits(cell![2]) - 1, Number(cell![3])]).toEqual([word & 0xfffff, (word >>> 24) & 0xf]);
  }
  await shoot(page, 'charts-lu1-100k-end', chart);
});

test('SP-10-3 composite, 81 stages, CBC past its ring: round units labelled, each stage’s busy share true', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const id = 'aes128-enc-sp10m3-cfp-online-all';
  const blocks = 5_000;
  await page.emulateMedia({ colorScheme: 'light' });
  const { predicted, chart, held, kept } = await runAsPredicted(page, id, 'cbc', blocks);
  expect(predicted.stages).toBe(81);
  // About the ring's 2^22 words of 81 stages (web/src/sim/run.ts probeRingWords).
  expect(kept).toBeGreaterThan(50_000);
  expect(kept).toBeLessThanOrEqual(Math.floor(2 ** 22 / 81));
  await expect(held).toContainText(
    `The last ${kept.toLocaleString('en')} of the run's ${predicted.cycles.toLocaleString('en')} cycles`,
  );
  await expect(chart.locator('canvas')).toHaveAttribute('data-labels', 'group');
  await expect(chart.getByTestId('occupancy-legend')).toBeVisible();

  // Hover a few stages at a few columns: each says its stage's busy share of its cycles, as predicted.
  const { canvas, box, plotLeft, plotWidth, rowHeight } = await chartOf(chart);
  for (const [atX, stage] of [
    [0.2, 3],
    [0.5, 40],
    [0.9, 80],
  ]) {
    await page.mouse.move(box.x + plotLeft + plotWidth * atX, box.y + (stage + 0.5) * rowHeight);
    const text = (await chart.getByTestId('occupancy-hover').textContent())!;
    const m = /^(\S+) busy ([\d.]+) % of cycles ([\d,]+)–([\d,]+)$/.exec(text);
    expect(m, text).not.toBeNull();
    expect(m![1]).toBe(sp10m3cfp[stage]);
    const share = predicted.busyShare(stage, digits(m![3]), digits(m![4]) + 1) * 100;
    expect(Math.abs(Number(m![2]) - share)).toBeLessThanOrEqual(share >= 10 ? 0.5 : 0.05);
  }
  await checkLegible(page, chart);
  await shoot(page, 'charts-sp10m3-cfp-cbc-1280-light', chart);

  // The same run in the dark theme.
  await page.getByTestId('theme-picker').getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await shoot(page, 'charts-sp10m3-cfp-cbc-1280-dark', chart);

  // Zoomed in until one column is one cycle: blocks by colour, the diagonal of a CBC chain.
  await canvas.focus();
  for (let i = 0; i < 14; i++) await page.keyboard.press('+');
  await expect(chart.getByTestId('occupancy-legend')).toHaveCount(0);
  const zoomed = await chartOf(chart);
  await page.mouse.move(zoomed.box.x + plotLeft + plotWidth / 2, zoomed.box.y + 40.5 * rowHeight);
  const cell = /^cycle ([\d,]+), r5\.ark: (?:block ([\d,]+), round (\d+)|empty)$/.exec(
    (await chart.getByTestId('occupancy-hover').textContent())!,
  );
  expect(cell).not.toBeNull();
  const word = predicted.word(digits(cell![1]), 40);
  expect(cell![2] === undefined ? 0 : digits(cell![2]) - 1).toBe(cell![2] === undefined ? word : word & 0xfffff);
  await shoot(page, 'charts-sp10m3-cfp-cbc-zoomed-dark', chart);
});

/** The three screens: a laptop, the same at 150 % page zoom, a phone. */
const screens = [
  { name: '1280', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
  { name: '150pct', viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 },
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
] as const;

for (const screen of screens.slice(1)) {
  test(`SP-10-3 composite CBC past its ring at ${screen.name}, light and dark`, async ({ browser }) => {
    test.setTimeout(300_000);
    const id = 'aes128-enc-sp10m3-cfp-online-all';
    const blocks = 3_000;
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    const { chart, from } = await runAsPredicted(page, id, 'cbc', blocks);
    expect(from).toBeGreaterThan(0);
    for (const theme of ['light', 'dark'] as const) {
      await page
        .getByTestId('theme-picker')
        .getByLabel(theme === 'light' ? 'Light' : 'Dark')
        .check();
      await checkLegible(page, chart);
      await shoot(page, `charts-sp10m3-cfp-cbc-${screen.name}-${theme}`, chart);
    }
    await context.close();
  });
}

for (const screen of screens) {
  test(`the occupancy chart, waveform and round timeline at ${screen.name}, light and dark`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    await page.goto('./?config=aes128-enc-pp5-lut-online-all');
    await expect(page.getByTestId('status')).toHaveText(/Ready/);
    await page.getByTestId('random').fill('7');
    await page.getByTestId('run').click();
    await expect(page.getByTestId('more-outputs')).toContainText('all 8 match sim-core ✓', { timeout: 60_000 });
    // The timeline and the waveform are folded until asked for.
    await page.getByTestId('timeline-fold').locator('summary').click();
    await page.getByTestId('waveform-fold').locator('summary').click();
    const chart = page.getByTestId('occupancy');
    const timeline = page.getByTestId('timeline');
    const waveform = page.getByTestId('waveform');
    for (const theme of ['light', 'dark'] as const) {
      await page
        .getByTestId('theme-picker')
        .getByLabel(theme === 'light' ? 'Light' : 'Dark')
        .check();
      await checkLegible(page, chart);
      await shoot(page, `charts-occupancy-pp5-${screen.name}-${theme}`, chart);
      // Timeline text is SVG: at least 14 px.
      const fonts = await timeline
        .locator('text')
        .evaluateAll((ts) => ts.map((t) => parseFloat(getComputedStyle(t).fontSize)));
      expect(Math.min(...fonts)).toBeGreaterThanOrEqual(14);
      await shoot(page, `charts-timeline-pp5-${screen.name}-${theme}`, timeline);
      await checkLegible(page, waveform);
      await shoot(page, `charts-waveform-pp5-${screen.name}-${theme}`, waveform);
    }
    if (screen.name === '1280') {
      // Zooming the page to 150 % repaints every canvas at 1.5 device pixels a CSS pixel.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: 853,
        height: 480,
        deviceScaleFactor: 1.5,
        mobile: false,
      });
      await expect.poll(() => page.evaluate(() => window.devicePixelRatio)).toBe(1.5);
      await checkLegible(page, chart);
      await checkLegible(page, waveform);
    }
    await context.close();
  });
}

test('presenter mode: a deep pipeline’s chart (SP-10-3, 41 stages) writes in the slide’s larger type', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('./?lesson=07-inner-round-pipelining&present');
  const presenter = page.getByTestId('presenter');
  const chart = presenter.getByTestId('occupancy');
  // Step on until the first occupancy widget (SP-10-3 beside PP-10, ECB) shows its chart.
  for (let i = 0; i < 60 && !(await chart.first().isVisible()); i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
  }
  await expect(chart.first()).toBeVisible({ timeout: 120_000 });
  await checkLegible(page, chart.first(), 18);
  // 41 stages in rows thinner than a line: one label a round unit.
  await expect(chart.first().locator('canvas')).toHaveAttribute('data-labels', 'group');
  await shoot(page, 'charts-presenter-07', chart.first());
});
