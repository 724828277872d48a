// Composing a configuration axis by axis: every combination can be chosen, one that does not
// exist says why, one that is not prebuilt says how to build it (build-on-demand.spec.ts builds one).
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

test('composes configurations axis by axis and explains the ones that do not exist', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('axis-k').fill('3');
  await expect(page.getByTestId('axes-verdict')).toContainText(
    'aes128-enc-lu3-lut-online-all does not exist: architecture: LU-3',
  );
  await shoot(page, 'axes-invalid');
  // The core in use does not change while the choice is invalid.
  await expect(page.getByTestId('config')).toHaveValue('aes128-enc-lu1-lut-online-all');

  await page.getByTestId('axis-k').fill('5');
  await expect(page.getByTestId('axes-verdict')).toContainText('prebuilt, ready to run');
  await expect(page.getByTestId('config')).toHaveValue('aes128-enc-lu5-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);

  await page.getByTestId('axis-architecture').selectOption('sp');
  await page.getByTestId('axis-m').fill('2');
  await expect(page.getByTestId('axes-verdict')).toContainText(
    "aes128-enc-sp5m2-lut-online-all: a valid configuration that is not prebuilt; sim-core's predictions are below, and how to build its simulator.",
  );
  await expect(page.getByTestId('build-on-demand')).toContainText('npm run model -- aes128-enc-sp5m2-lut-online-all');
  await expect(page.getByTestId('modes-predicted-only')).toBeVisible();
  await expect(page).toHaveURL(/config=aes128-enc-sp5m2-lut-online-all/);
});

test("a cipher whose axis lacks the current choice starts from its own first one: RC6's squarer, back to AES's LUT", async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('axis-cipher').selectOption('rc6');
  await expect(page.getByTestId('axis-sbox')).toHaveValue('sq');
  await expect(page.getByTestId('axes-verdict')).toContainText('rc6128-enc-lu1-sq-online-all: prebuilt, ready to run');
  await expect(page.getByTestId('config')).toHaveValue('rc6128-enc-lu1-sq-online-all');
  await expect(page.getByTestId('axes')).toContainText('multiplier');
  await page.getByTestId('axis-cipher').selectOption('aes');
  await expect(page.getByTestId('axis-sbox')).toHaveValue('lut');
  await expect(page.getByTestId('config')).toHaveValue('aes128-enc-lu1-lut-online-all');
});
