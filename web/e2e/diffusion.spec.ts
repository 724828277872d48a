// The diffusion panel (issue #46, item 3): a state bit chosen by click and by the keyboard shows
// the plaintext and key bits it depends on after each round, measured by sim-core in a worker;
// the table gives each cipher's full-diffusion rounds (sim-core/src/diffusion/tests.rs checks
// the same figures natively, with the literature's for AES and DES). Both themes shot.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshotDir } from './screenshots';

/** The table's rows as sim-core measures them under a 128-bit key: first round of full diffusion, plaintext and key. */
const table: Record<string, [string, string]> = {
  aes: ['2', '2'],
  serpent: ['3', '3'],
  twofish: ['4', '2'],
  rc6: ['3', '1'],
  mars: ['6', '1'],
  des: ['5', '21'],
  simon64: ['9', '11'],
  simon128: ['14', '11'],
};

test('AES: a state bit after round 1 depends on one column of the plaintext; after round 2 on all of it; the table', async ({
  page,
}) => {
  await page.goto('./?config=aes128-enc-lu1-lut-online-all');
  const panel = page.getByTestId('diffusion');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('diffusion-round')).toHaveText('1', { timeout: 20_000 });

  // Byte 5 (row 1, column 1): after round 1 it has met the column MixColumns made of plaintext
  // bytes 4, 9, 14 and 3 (ShiftRows brings them to column 1).
  await panel.getByTestId('diffusion-bit-40').click();
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('byte 5 (row 1, column 1) bit 7');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText('32 of 128: bytes 3–4, 9 and 14');
  await expect(panel.getByTestId('diffusion-key')).toContainText('of 128');

  // The keyboard: focus stays on the grid's one tab stop, the arrows move the choice.
  await panel.getByTestId('diffusion-bit-40').press('ArrowRight');
  await expect(panel.getByTestId('diffusion-bit-41')).toBeFocused();
  await expect(panel.getByTestId('diffusion-bit-41')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('diffusion-bit-41')).toHaveAttribute('tabindex', '0');
  await expect(panel.getByTestId('diffusion-bit-40')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('byte 6 (row 2, column 1) bit 6');
  await expect(panel.getByTestId('diffusion-bit-41')).toHaveAttribute(
    'aria-label',
    /byte 5 .* bit 6: 32 plaintext bits/,
  );

  // Round 2: every plaintext bit, every key bit.
  await panel.getByTestId('diffusion-next').click();
  await expect(panel.getByTestId('diffusion-round')).toHaveText('2');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText('all 128');
  await expect(panel.getByTestId('diffusion-key')).toHaveText('all 128');
  await expect(panel.getByTestId('diffusion-history')).toContainText('from round 2 and round 2');
  await expect(panel.getByTestId('diffusion-method')).toContainText('32 random (plaintext, key) pairs');
  await expect(panel.getByTestId('diffusion-time')).toHaveText(/^\d[\d,]* ms$/);

  // A byte: the union of its bits. Byte 8 (row 0, column 2) after round 1: column 2's bytes 8, 13, 2 and 7.
  await panel.getByTestId('diffusion-round-input').fill('1');
  await panel.getByTestId('diffusion-unit-byte').check();
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('byte 6 (');
  await panel.getByTestId('diffusion-bit-67').click();
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('byte 8 (');
  await expect(panel.getByTestId('diffusion-bit-64')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText('32 of 128: bytes 2, 7–8 and 13');

  // Every cipher's row, the page's own marked.
  const rows = panel.getByTestId('diffusion-table').locator('tbody tr');
  await expect(rows).toHaveCount(Object.keys(table).length);
  for (const [id, [plaintext, key]] of Object.entries(table)) {
    const row = panel.getByTestId(`diffusion-row-${id}`);
    await expect(row.getByTestId('diffusion-full-plaintext')).toHaveText(plaintext, { timeout: 30_000 });
    await expect(row.getByTestId('diffusion-full-key')).toHaveText(key);
  }
  await expect(panel.getByTestId('diffusion-row-aes')).toHaveAttribute('aria-current', 'true');
  await expect(panel.getByTestId('diffusion-row-des').locator('td').nth(1)).toHaveText('128 (112 used)');

  await panel.getByTestId('diffusion-bit-40').click();
  await panel.screenshot({ path: path.join(screenshotDir, 'diffusion-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await panel.screenshot({ path: path.join(screenshotDir, 'diffusion-dark.png') });
  // The page is no wider than the viewport with the panel in it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('Triple DES: a Feistel round copies a half, the parity bits change nothing, and keying option 3 is single DES', async ({
  page,
}) => {
  await page.goto('./?config=des3in1-encdec-lu1-lut-banked-all');
  const panel = page.getByTestId('diffusion');
  await panel.scrollIntoViewIfNeeded();
  // The 3-in-1 core's key sizes, the table's (128 bits, keying option 2) first; a single 64-bit key (K1 = K2 = K3).
  await expect(panel.getByTestId('diffusion-key-size')).toHaveValue('128');
  await panel.getByTestId('diffusion-key-size').selectOption('64');
  await expect(panel.getByTestId('diffusion-round')).toHaveText('1', { timeout: 20_000 });
  await expect(panel.getByTestId('diffusion-key')).toContainText('8 key bits change nothing');
  // L after round 1 is R0: its first bit is one plaintext bit, and no key bit.
  await panel.getByTestId('diffusion-bit-0').click();
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('L bit 31');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText(/^1 of 64: bit \d+$/);
  await expect(panel.getByTestId('diffusion-key')).toHaveText(/^none; 8 key bits/);
  // Meyer (1978): five rounds.
  await panel.getByTestId('diffusion-round-input').fill('5');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText('all 64');
  // Round 32 undid rounds 17–32's work: one plaintext bit again.
  await panel.getByTestId('diffusion-round-input').fill('32');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText(/^1 of 64: bit \d+$/);
  await expect(panel.getByTestId('diffusion-method')).toContainText('rounds 17–32 undo rounds 1–16');
});

test("lesson 1's diffusion widget: AES's round 1 and 2, then the learner switches to Triple DES", async ({ page }) => {
  await page.goto('./?lesson=01-an-aes-round&section=two-rounds-to-full-diffusion');
  const widget = page.getByTestId('diffusion-widget');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByTestId('diffusion-round')).toHaveText('1', { timeout: 20_000 });
  await widget.getByTestId('diffusion-bit-0').click();
  await expect(widget.getByTestId('diffusion-plaintext')).toHaveText('32 of 128: bytes 0, 5, 10 and 15');
  await widget.getByTestId('diffusion-next').click();
  await expect(widget.getByTestId('diffusion-plaintext')).toHaveText('all 128');
  await widget.getByTestId('diffusion-cipher').selectOption('des');
  await expect(widget.getByTestId('diffusion-round')).toHaveText('1', { timeout: 20_000 });
  await expect(widget.getByTestId('diffusion-chosen')).toContainText('L bit 31');
  await expect(widget.getByTestId('diffusion-row-des')).toHaveAttribute('aria-current', 'true');
  await widget.screenshot({ path: path.join(screenshotDir, 'diffusion-lesson.png') });
});

test('in presenter mode the arrow keys move in the focused bit grid, not to the next step', async ({ page }) => {
  await page.goto('./?lesson=01-an-aes-round&present');
  const presenter = page.getByTestId('presenter');
  const widget = presenter.getByTestId('diffusion-widget');
  // Step through the slides (→, as a clicker does) until the section's widget is revealed.
  for (let i = 0; i < 80 && !(await widget.isVisible()); i++) await page.keyboard.press('ArrowRight');
  await expect(presenter.getByTestId('diffusion-state')).toBeVisible({ timeout: 20_000 });
  const at = await presenter.getAttribute('data-step');
  await presenter.getByTestId('diffusion-bit-0').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(presenter.getByTestId('diffusion-bit-9')).toBeFocused();
  await expect(presenter).toHaveAttribute('data-step', at!);
});

test('on a 390 px phone SIMON 128/128 (64-bit words, 68 rounds) fits: the page is no wider than the screen', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto('./?config=simon128128-encdec-lu1-lut-online-all');
  const panel = page.getByTestId('diffusion');
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByTestId('diffusion-round')).toHaveText('1', { timeout: 30_000 });
  // After round 1, y is the plaintext's x: y's bit 63 is plaintext bit 0 alone.
  await panel.getByTestId('diffusion-bit-64').tap();
  await expect(panel.getByTestId('diffusion-chosen')).toContainText('y bit 63');
  await expect(panel.getByTestId('diffusion-plaintext')).toHaveText('1 of 128: bit 0');
  await expect(panel.getByTestId('diffusion-row-simon128').getByTestId('diffusion-full-plaintext')).toHaveText('14', {
    timeout: 30_000,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel.screenshot({ path: path.join(screenshotDir, 'diffusion-390.png') });
  await phone.close();
});
