// The README's picture of the lab (web/lab.png), taken by the e2e run so it shows the lab as it
// is today: a partially pipelined core streaming random blocks in CTR, its five stages full, at
// the projector size the screenshots are taken at (playwright.config.ts). A share link makes
// the page; the seed fixes the blocks, so the picture changes only when the page does.
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { scrollToTops } from './scroll';

const picture = path.resolve(import.meta.dirname, '..', 'lab.png');
const link = './?config=aes128-enc-pp5-lut-online-all&mode=ctr&random=12&seed=c0ffee&run';

test('the README picture: a pipelined core streaming blocks, every stage busy', async ({ page }) => {
  await page.goto(link);
  await expect(page.getByTestId('more-outputs')).toContainText('✓', { timeout: 30_000 });
  await expect(page.getByTestId('more-outputs')).not.toContainText('✗');
  await scrollToTops(page);
  await page.screenshot({ path: picture });
});
