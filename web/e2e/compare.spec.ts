// Side by side: the same workload on the iterative core (LU-1) and the ten-stage pipeline
// (PP-10), each in its own worker. Both give FIPS-197 C.1's ciphertext; LU-1 takes eleven
// cycles for every block, PP-10 one per block once it is full (Elbirt et al. 2000).
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

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
  const lu1 = Number(await page.getByTestId('compare-a-cycles').textContent());
  const pp10 = Number(await page.getByTestId('compare-b-cycles').textContent());
  // LU-1: eleven cycles a block, one after the other. PP-10: eleven to fill, then one a block.
  expect(lu1).toBeGreaterThanOrEqual(11 * blocks);
  expect(pp10).toBeGreaterThanOrEqual(11 + blocks - 1);
  expect(pp10).toBeLessThan(11 + blocks + 4);
  await expect(page.getByTestId('compare-a-cpb')).toHaveText(/^1[1-2](\.\d+)?$/);
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
