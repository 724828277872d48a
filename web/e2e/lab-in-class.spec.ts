// The lab in front of a class (issue #21): true cycle counts on long runs, a Stop that leaves
// the page usable, results that never outlive their inputs or their core, links that open on
// the same result, keys that only step, and a result, chart and mode table on one screen.
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { predictRun } from './predict';
import { screenshotDir } from './screenshots';

const digits = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const ready = (page: Page, timeout = 60_000) => expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout });
const cyclesOf = async (page: Page) => {
  const text = await page.getByTestId('cycles').locator('strong').textContent();
  return digits(text);
};

/** A long run under way: 100,001 blocks of CBC through the deepest pipeline, the first blocks out. */
const startLongRun = async (page: Page) => {
  await page.goto('./?config=aes128-enc-sp10m3-cfp-online-all&mode=cbc&random=100000');
  await ready(page);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('status')).toContainText(/blocks out/, { timeout: 30_000 });
};

test('a million-block LU-1 run counts every cycle: the count equals sim-core prediction', async ({ page }) => {
  test.setTimeout(300_000);
  const blocks = 1_000_000;
  await page.goto('./?config=aes128-enc-lu1-lut-online-all');
  await ready(page);
  await page.getByTestId('random').fill(String(blocks - 1));
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText(`all ${blocks.toLocaleString('en')} match sim-core ✓`, {
    timeout: 240_000,
  });
  const predicted = await predictRun('aes128-enc-lu1-lut-online-all', { mode: 'ecb', blocks: 1000 });
  // LU-1 takes a block every 11 cycles once the key is in: the run's length grows by 11 a block.
  const perBlock = 11;
  expect(await cyclesOf(page)).toBe(predicted.cycles + (blocks - 1000) * perBlock);
  await expect(page.getByTestId('occupancy-held')).toContainText(
    `of the run's ${(await cyclesOf(page)).toLocaleString('en')} cycles`,
  );
});

test('Stop ends a long run at once, shows nothing of it, and the page runs again', async ({ page }) => {
  test.setTimeout(180_000);
  await startLongRun(page);
  await expect(page.getByTestId('status')).toContainText(/left/, { timeout: 30_000 });
  const stopped = Date.now();
  await page.keyboard.press('Escape');
  await ready(page, 30_000);
  const usableAfter = Date.now() - stopped;
  console.log(`Stop to a usable page: ${usableAfter} ms`);
  await expect(page.getByTestId('stopped')).toContainText(/^Stopped after .* blocks out/);
  await expect(page.getByTestId('result')).toHaveCount(0);
  // Usable: a short run goes through.
  await page.getByTestId('random').fill('3');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('all 4 match sim-core ✓', { timeout: 30_000 });
  await expect(page.getByTestId('stopped')).toHaveCount(0);
});

test('choosing another core mid-run stops the run; the old result never shows under the new core', async ({ page }) => {
  test.setTimeout(180_000);
  await startLongRun(page);
  const switched = Date.now();
  await page.getByTestId('config').selectOption('aes128-enc-lu1-lut-online-all');
  await ready(page, 30_000);
  console.log(`core switched mid-run, ready after ${Date.now() - switched} ms`);
  await expect(page.getByTestId('result')).toHaveCount(0);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('all 100,001 match sim-core ✓', { timeout: 120_000 });
});

test('a result whose inputs change is marked stale with what it was for, and current again when they return', async ({
  page,
}) => {
  await page.goto('./');
  await ready(page);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('result')).toContainText('matches ✓');
  await expect(page.getByTestId('result-stale')).toHaveCount(0);
  const plaintext = page.getByTestId('plaintext');
  const typed = await plaintext.inputValue();
  await plaintext.fill('ffeeddccbbaa99887766554433221100');
  await expect(page.getByTestId('result-stale')).toContainText('This result is for ECB, 1 block, encrypting');
  await expect(page.getByTestId('result')).toHaveAttribute('data-stale', 'true');
  await plaintext.fill(typed);
  await expect(page.getByTestId('result-stale')).toHaveCount(0);
  // Another mode is another result.
  await page.getByTestId('mode').selectOption('cbc');
  await expect(page.getByTestId('result-stale')).toBeVisible();
});

test('a copied link opens on the same run: core, mode, direction, IVs, random count and seed, compare core', async ({
  page,
  browser,
}) => {
  await page.goto('./?config=aes128-encdec-lu1-lut-online-all');
  await ready(page);
  await page.getByTestId('mode').selectOption('cbc');
  await page.getByTestId('iv').fill('0f0e0d0c0b0a09080706050403020100');
  await page.getByTestId('direction').getByLabel('decrypt').check();
  await page.getByTestId('random').fill('40');
  await page.getByTestId('seed').fill('c1a55');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('all 41 match sim-core ✓');
  const cycles = await cyclesOf(page);
  const first = await page.getByTestId('output-0').textContent();
  const link = await page.getByTestId('share-link-text').inputValue();
  expect(link).toMatch(/[?&]run$/);
  expect(link).toMatch(/dir=decrypt/);
  expect(link).toMatch(/random=40&seed=c1a55/);
  // Served from this computer: the page says other devices cannot open it.
  await expect(page.getByTestId('share-link-localhost')).toBeVisible();

  const student = await browser.newPage();
  await student.goto(link);
  await expect(student.getByTestId('more-outputs')).toContainText('all 41 match sim-core ✓', { timeout: 60_000 });
  expect(await cyclesOf(student)).toBe(cycles);
  await expect(student.getByTestId('output-0')).toHaveText(first!);
  await expect(student.getByTestId('mode')).toHaveValue('cbc');
  await expect(student.getByTestId('seed')).toHaveValue('c1a55');
  await expect(student.getByTestId('direction').getByLabel('decrypt')).toBeChecked();
  await student.close();
});

test('a link never grows past 8,000 characters and says which typed blocks it leaves out', async ({ page }) => {
  await page.goto('./');
  await ready(page);
  const blocks = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(32, '0'));
  await page.getByTestId('plaintext').fill(blocks.join('\n'));
  const link = await page.getByTestId('share-link-text').inputValue();
  expect(link.length).toBeLessThanOrEqual(8000);
  await expect(page.getByTestId('share-link-omitted')).toContainText(
    /The link carries the first \d+ of 256 typed blocks/,
  );
  // The address bar carries the same link, minus `run`.
  expect(page.url().length).toBeLessThanOrEqual(8000);
});

test('stepping keys on a focused select, radio or button step and change nothing else', async ({ page }) => {
  await page.goto('./?config=aes128-encdec-lu1-lut-online-all');
  await ready(page);
  const controls = [
    page.getByTestId('config'),
    page.getByTestId('mode'),
    page.getByTestId('direction').getByLabel('encrypt'),
    page.getByTestId('run'),
  ];
  const values = async () =>
    Promise.all([
      page.getByTestId('config').inputValue(),
      page.getByTestId('mode').inputValue(),
      page.getByTestId('direction').getByLabel('encrypt').isChecked(),
      page.url(),
    ]);
  const before = await values();
  // The stepping panel is below the fold: a step by key says where it got, in view.
  await page.getByTestId('config').focus();
  await page.keyboard.press('s');
  await expect(page.getByTestId('step-toast')).toContainText('Cycle 0');
  await expect(page.getByTestId('step-toast')).toBeInViewport();
  let cycle = 0;
  for (const control of controls) {
    await control.focus();
    for (const [key, advance] of [
      ['r', 0],
      ['s', 1],
      ['Shift+S', 10],
      ['b', -1],
      ['Shift+B', -10],
      ['o', null],
    ] as const) {
      await page.keyboard.press(key);
      if (key === 'r') cycle = -1;
      else if (advance !== null) cycle = Math.max(0, cycle + advance);
      if (cycle < 0) await expect(page.getByTestId('step-cycle')).toHaveText(/^Reset\b/);
      else if (advance !== null)
        await expect(page.getByTestId('step-cycle')).toHaveText(new RegExp(`^Cycle ${cycle}\\b`));
      else await expect(page.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
      expect(await values()).toEqual(before);
    }
  }
});

test('at 1280×720 a run shows its result, the occupancy chart and the cycles per mode on one screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?config=aes128-enc-pp2-lut-online-all&random=40');
  await ready(page);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('all 41 match sim-core ✓');
  // The page scrolls the result into view by itself.
  await expect
    .poll(async () => (await page.getByTestId('result').boundingBox())!.y, { timeout: 5000 })
    .toBeLessThan(40);
  const boxes: Record<string, { y: number; height: number }> = {};
  for (const id of ['result', 'modes']) boxes[id] = (await page.getByTestId(id).boundingBox())!;
  const chart = (await page.getByTestId('result').locator('canvas').first().boundingBox())!;
  const table = (await page.getByTestId('modes').locator('table').first().boundingBox())!;
  console.log(
    `at 1280×720 after a run: result y ${Math.round(boxes.result.y)}, chart y ${Math.round(chart.y)}–${Math.round(chart.y + chart.height)}, mode table y ${Math.round(table.y)}–${Math.round(table.y + table.height)}`,
  );
  expect(chart.y).toBeGreaterThanOrEqual(0);
  expect(chart.y + chart.height).toBeLessThanOrEqual(720);
  expect(table.y + table.height).toBeLessThanOrEqual(720);
  await page.screenshot({ path: path.join(screenshotDir, 'lab-1280x720-after-run.png') });
});

test('at 1280×720 and on a 390 px phone the header’s theme picker covers none of its text', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto('./');
    await ready(page);
    // The boxes of the text itself (a block's box spans the row, its words need not).
    const covered = await page.evaluate(() => {
      const picker = document.querySelector('[data-testid="theme-picker"]')!.getBoundingClientRect();
      const hits: string[] = [];
      for (const part of ['h1', '.tagline', 'nav', '.offline-status']) {
        const element = document.querySelector(`main.lab > header ${part}`);
        if (!element) continue;
        const range = document.createRange();
        range.selectNodeContents(element);
        for (const r of range.getClientRects())
          if (r.left < picker.right && picker.left < r.right && r.top < picker.bottom && picker.top < r.bottom)
            hits.push(part);
      }
      return [...new Set(hits)];
    });
    expect(covered, `at ${width} px the theme picker covers the header's text`).toEqual([]);
  }
});

test('on a 390 px phone the page is no wider than the screen, light and dark, and a tap tells what a cell holds', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  for (const theme of ['light', 'dark']) {
    await page.goto('./?config=aes128-enc-pp2-lut-online-all&random=40');
    await page.evaluate((t) => localStorage.setItem('cipherscope.theme', t), theme);
    await page.reload();
    await ready(page);
    await page.getByTestId('run').click();
    await expect(page.getByTestId('more-outputs')).toContainText('all 41 match sim-core ✓');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(screenshotDir, `lab-390-${theme}.png`), fullPage: true });
  }
  const hover = page.getByTestId('occupancy-hover');
  await expect(hover).toHaveText('Tap a cell for what it holds.');
  const canvas = page.getByTestId('result').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const left = Number(await canvas.getAttribute('data-plot-left'));
  const plot = Number(await canvas.getAttribute('data-plot-width'));
  await page.touchscreen.tap(box.x + left + plot / 3, box.y + 5);
  // A cell (its block) or, where a pixel column covers several cycles, the stage's share of them.
  await expect(hover).toContainText(/block \d+|busy \d+ %/);
  await phone.close();
});
