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

test('runs SP 800-38A F.2.1 (CBC-AES128 encryption) on PP-5 and checks every block', async ({ page }) => {
  await page.goto('./?config=aes128-enc-pp5-lut-online-all&key=2b7e151628aed2a6abf7158809cf4f3c');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('mode').selectOption('cbc');
  await page.getByTestId('iv').fill('00010203 04050607 08090a0b 0c0d0e0g');
  await expect(page.getByTestId('iv-note')).toContainText("IV: 'g'");
  await expect(page.getByTestId('run')).toBeDisabled();
  await page.getByTestId('iv').fill('000102030405060708090a0b0c0d0e0f');
  await page.getByTestId('plaintext').fill(
    ['6bc1bee22e409f96e93d7e117393172a', 'ae2d8a571e03ac9c9eb76fac45af8e51', '30c81c46a35ce411e5fbc1191a0a52ef', 'f69f2445df4f9b17ad2b417be66c3710'].join('\n'),
  );
  await page.getByTestId('run').click();
  const expected = ['7649abac8119b246cee98e9b12e9197d', '5086cb9b507219ee95db113a917678b2', '73bed6b8e3c1743b7116e69e22229516', '3ff1caa1681fac09120eca307586e1a7'];
  for (const [i, c] of expected.entries()) await expect(page.getByTestId(`output-${i}`)).toHaveText(c);
  await expect(page.getByTestId('result').locator('td.match')).toHaveCount(4);
  // CBC encryption waits for each result: 4 blocks of 11 cycles, one at a time.
  await shoot(page, 'modes-cbc-pp5');
});
