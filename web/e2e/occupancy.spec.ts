// A long run: 90,000 random blocks through PP-5 (about 200,000 cycles, all kept by the probe
// ring), every output checked against sim-core, drawn on the occupancy canvas, zoomed and
// hovered. Longer runs, past the ring, are in charts.spec.ts.
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

test('a million-cycle run draws, zooms and explains a hovered cell', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./?config=aes128-enc-pp5-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('random').fill('12x');
  await expect(page.getByTestId('random-note')).toHaveText(
    "random blocks: expected a whole number from 0 to 1,000,000, got '12x'",
  );
  await expect(page.getByTestId('run')).toBeDisabled();
  await page.getByTestId('random').fill('90000');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('all 90,001 match sim-core ✓', { timeout: 90_000 });
  const chart = page.getByTestId('occupancy');
  await expect(chart).toContainText('Show all');
  // Every cycle of the run is drawn, and the chart says so in the run's count.
  const cycles = (await page.getByTestId('cycles').locator('strong').textContent())!.replace(/,/g, '');
  await expect(chart.getByTestId('occupancy-held')).toHaveAttribute('data-cycles', cycles);
  await expect(chart.getByTestId('occupancy-held')).toHaveText(
    `All ${Number(cycles).toLocaleString('en')} cycles of the run.`,
  );
  const canvas = chart.locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // Zoom in around the middle, then hover the first stage there.
  await page.mouse.move(box.x + 400, box.y + 10);
  for (let i = 0; i < 12; i++) await page.mouse.wheel(0, -400);
  const after = (await canvas.boundingBox())!;
  await page.mouse.move(after.x + 401, after.y + 10);
  await page.mouse.move(after.x + 402, after.y + 11);
  await expect(page.getByTestId('occupancy-hover')).toHaveText(
    /^(cycle [\d,]+, r1\.ark: (block [\d,]+, round \d+|empty)|r1\.ark busy [\d.]+ % of cycles [\d,]+–[\d,]+)$/,
  );
  await shoot(page, 'occupancy-pp5-90k');
});
