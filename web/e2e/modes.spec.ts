// Throughput per mode: the feedback wall of Elbirt et al. (Tables 2 and 3) as the lab shows
// it for PP-5, measured on the RTL and predicted by sim-core.
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

test('PP-5 shows CTR at 2.2 and CBC encryption at 11 cycles per block, measured and predicted', async ({ page }) => {
  await page.goto('./?config=aes128-enc-pp5-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const row = (mode: string, direction: string) => page.getByTestId(`mode-${mode}-${direction}`);
  await expect(row('ctr', 'encrypt').locator('td.measured')).toHaveText('2.2');
  await expect(row('cbc', 'encrypt').locator('td.measured')).toHaveText('11');
  await expect(row('cbc', 'encrypt')).toContainText('yes');
  // Five interleaved chains fill the five round stages again (Swankoski et al.).
  await expect(row('interleavedCbc', 'encrypt').locator('td.measured')).toHaveText('2.2');
  await expect(row('cbc', 'encrypt').locator('.bar')).toHaveCount(5);
  await shoot(page, 'modes-pp5');
});

test('a configuration that is not prebuilt shows predictions, labelled as such', async ({ page }) => {
  await page.goto('./?config=aes128-enc-sp5m2-lut-online-all');
  await expect(page.getByTestId('modes-predicted-only')).toContainText('not prebuilt');
  await expect(page.getByTestId('mode-ctr-encrypt')).toContainText('2.2');
  await expect(page.getByTestId('error')).toContainText('npm run model -- aes128-enc-sp5m2-lut-online-all');
});
