// Side by side: the same workload on the iterative core (LU-1) and the ten-stage pipeline
// (PP-10), each in its own worker. Both give FIPS-197 C.1's ciphertext; LU-1 takes eleven
// cycles for every block, PP-10 one per block once it is full (Elbirt et al. 2000). Each side
// names the mode and blocks and shows its core's area, Fmax and Gbit/s at this run's cycles
// per block (registry/synthesis.json); the two charts share one cycle axis, side by side
// without overlapping at 1280 px and at 150 % zoom, and count a deep pipeline's cycles past
// its probe ring as sim-core predicts them.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { predictRun } from './predict';
import { shoot } from './screenshots';

const root = path.resolve(import.meta.dirname, '..', '..');
const synthesis = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'synthesis.json'), 'utf8'));
const digits = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** The two charts: each fits its column and the page, and they do not overlap. */
async function chartsApart(page: Page) {
  const boxes = await Promise.all(
    ['a', 'b'].map((side) => page.getByTestId(`compare-${side}`).locator('canvas').boundingBox()),
  );
  const [a, b] = boxes.map((x) => x!);
  const apart = a.x + a.width <= b.x + 0.5 || a.y + a.height <= b.y + 0.5;
  expect(apart, `charts at ${JSON.stringify(boxes)}`).toBe(true);
  const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
  for (const box of [a, b]) expect(box.x + box.width).toBeLessThanOrEqual(pageWidth + 0.5);
  for (const side of ['a', 'b']) {
    const m = await page
      .getByTestId(`compare-${side}`)
      .locator('canvas')
      .evaluate((c: HTMLCanvasElement) => ({
        ok: Math.abs(c.width - Math.round(c.getBoundingClientRect().width * devicePixelRatio)) <= 1,
        font: parseFloat(getComputedStyle(c.parentElement!).fontSize),
        fits: c.getBoundingClientRect().width <= c.closest('.compare-side')!.getBoundingClientRect().width + 0.5,
      }));
    expect(m).toEqual({ ok: true, font: expect.any(Number), fits: true });
    expect(m.font).toBeGreaterThanOrEqual(14);
  }
}

/** What a side says of its core on the ECP5-85F, from registry/synthesis.json and the run's cycles per block. */
async function expectFigures(page: Page, side: 'a' | 'b', id: string, blocks: number) {
  const figure = synthesis.configurations[id]['ecp5-85f'];
  const cycles = digits(await page.getByTestId(`compare-${side}-cycles`).textContent());
  const text = page.getByTestId(`compare-${side}-synthesis`);
  await expect(text).toContainText(`${figure.luts.toLocaleString('en')} LUT4`);
  await expect(text).toContainText(`${figure.ffs.toLocaleString('en')} flip-flops`);
  if (figure.fmaxMHz === undefined) {
    await expect(page.getByTestId(`compare-${side}-gbps`)).toHaveCount(0);
    await expect(text).toContainText('no Fmax, so no Gbit/s');
    return;
  }
  await expect(page.getByTestId(`compare-${side}-fmax`)).toHaveText(String(figure.fmaxMHz));
  const gbps = (128 * figure.fmaxMHz) / (cycles / blocks) / 1000;
  await expect(page.getByTestId(`compare-${side}-gbps`)).toHaveText(gbps.toFixed(3));
}

const fips197Ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';
const plaintext = '00112233445566778899aabbccddeeff';
const blocks = 8;

test('runs FIPS-197 C.1 on LU-1 and PP-10 side by side, from the keyboard', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu1-lut-online-all&compare=aes128-enc-pp10-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('plaintext').fill(Array(blocks).fill(plaintext).join('\n'));
  const panel = page.getByTestId('compare');
  await expect(page.getByTestId('compare-config')).toHaveValue('aes128-enc-pp10-lut-online-all');
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/);
  // Keyboard only: from the second picker, Tab reaches "Run both" and Enter runs it.
  await page.getByTestId('compare-config').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('compare-run')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('compare-agreement')).toHaveText(`Both cores give the same ${blocks} output blocks ✓`);
  for (const side of ['a', 'b']) {
    await expect(page.getByTestId(`compare-${side}-output`)).toHaveText(fips197Ciphertext);
    await expect(page.getByTestId(`compare-${side}`).locator('canvas')).toBeVisible();
  }
  const lu1 = digits(await page.getByTestId('compare-a-cycles').textContent());
  const pp10 = digits(await page.getByTestId('compare-b-cycles').textContent());
  // LU-1: eleven cycles a block, one after the other. PP-10: eleven to fill, then one a block.
  expect(lu1).toBeGreaterThanOrEqual(11 * blocks);
  expect(pp10).toBeGreaterThanOrEqual(11 + blocks - 1);
  expect(pp10).toBeLessThan(11 + blocks + 4);
  await expect(page.getByTestId('compare-a-cpb')).toHaveText(/^1[1-2](\.\d+)?$/);
  for (const side of ['a', 'b'] as const)
    await expect(page.getByTestId(`compare-${side}-workload`)).toHaveText(`ECB encryption, ${blocks} blocks`);
  await expectFigures(page, 'a', 'aes128-enc-lu1-lut-online-all', blocks);
  await expectFigures(page, 'b', 'aes128-enc-pp10-lut-online-all', blocks);
  // One cycle axis: both charts span the longer run.
  for (const side of ['a', 'b'])
    await expect(page.getByTestId(`compare-${side}`).getByTestId('occupancy-range')).toHaveText(`Cycles 0–${lu1 - 1}`);
  await chartsApart(page);
  // The per-mode table: the pipeline wins ECB, the feedback of CBC encryption levels them.
  await expect(panel.getByTestId('compare-mode-ecb-encrypt')).toContainText(/11\s*1$/);
  await expect(panel.getByTestId('compare-mode-cbc-encrypt')).toContainText(/11\s*11$/);
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'compare-lu1-pp10');

  // Picking another configuration writes it into the link and clears the old result.
  await page.getByTestId('compare-config').selectOption('aes128-enc-pp5-lut-online-all');
  await expect(page).toHaveURL(/compare=aes128-enc-pp5-lut-online-all/);
  await expect(page.getByTestId('compare-result')).toHaveCount(0);
});

test('a bad compare= value is named and the page still works', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu1-lut-online-all&compare=aes128-enc-nonsense');
  await expect(page.getByTestId('url-problems')).toContainText('URL parameter "compare"');
  await expect(page.getByTestId('url-problems')).toContainText('aes128-enc-nonsense');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.getByTestId('compare-config')).toHaveValue('');
  await expect(page.getByTestId('compare-run')).toHaveCount(0);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
});

test('side by side at 150 % zoom: two charts apart, legible, nothing cut off', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 });
  const page = await context.newPage();
  await page.goto('./?config=aes128-enc-lu1-lut-online-all&compare=aes128-enc-pp10-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('plaintext').fill(Array(blocks).fill(plaintext).join('\n'));
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/);
  await page.getByTestId('compare-run').click();
  await expect(page.getByTestId('compare-agreement')).toHaveText(`Both cores give the same ${blocks} output blocks ✓`);
  await chartsApart(page);
  await page.getByTestId('compare-result').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'build', 'screenshots', 'compare-150pct.png') });
  await page.getByTestId('compare-b').locator('canvas').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(root, 'build', 'screenshots', 'compare-150pct-b.png') });
  await context.close();
});

test('side by side with the deepest pipeline past its probe ring: cycles per block and the chart from the run', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const deep = 'aes128-enc-sp10m3-cfp-online-all';
  const count = 3_000;
  const predicted = await predictRun(deep, { mode: 'cbc', blocks: count });
  await page.goto(`./?config=aes128-enc-lu1-lut-online-all&compare=${deep}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('mode').selectOption('cbc');
  await page.getByTestId('random').fill(String(count - 1));
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/, { timeout: 60_000 });
  await page.getByTestId('compare-run').click();
  await expect(page.getByTestId('compare-agreement')).toHaveText(
    `Both cores give the same ${count.toLocaleString('en')} output blocks ✓`,
    { timeout: 240_000 },
  );
  await expect(page.getByTestId('compare-b-workload')).toHaveText(
    `CBC encryption, ${count.toLocaleString('en')} blocks`,
  );
  expect(digits(await page.getByTestId('compare-b-cycles').textContent())).toBe(predicted.cycles);
  await expect(page.getByTestId('compare-b-cpb')).toHaveText(
    String(Math.round((predicted.cycles / count) * 100) / 100),
  );
  await expectFigures(page, 'b', deep, count);
  // The deep side kept its last cycles only; both charts share the axis from cycle 0.
  const held = page.getByTestId('compare-b').getByTestId('occupancy-held');
  await expect(held).toHaveAttribute('data-cycles', String(predicted.cycles));
  const from = Number(await held.getAttribute('data-from'));
  expect(from).toBeGreaterThan(0);
  await expect(held).toContainText(`of the run's ${predicted.cycles.toLocaleString('en')} cycles`);
  for (const side of ['a', 'b'])
    await expect(page.getByTestId(`compare-${side}`).getByTestId('occupancy-range')).toHaveText(
      new RegExp(`^Cycles 0–${(predicted.cycles - 1).toLocaleString('en')} · `),
    );
  // Over the cycles the ring lost, the hover says so.
  const canvas = page.getByTestId('compare-b').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const left = Number(await canvas.getAttribute('data-plot-left'));
  await page.mouse.move(box.x + left + 3, box.y + 5);
  await expect(page.getByTestId('compare-b').getByTestId('occupancy-hover')).toHaveText(
    `cycles 0–${(from - 1).toLocaleString('en')} were not kept: the probe ring holds the run's last ${(predicted.cycles - from).toLocaleString('en')}.`,
  );
  await chartsApart(page);
  await page
    .getByTestId('compare-result')
    .screenshot({ path: path.join(root, 'build', 'screenshots', 'compare-lu1-sp10m3-cfp-cbc.png') });
});
