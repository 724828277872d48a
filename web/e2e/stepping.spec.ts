// Stepping through a run from the keyboard: the cycle counter, what each register holds,
// and the output appearing, on the iterative core with FIPS-197 C.1.
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

test('steps cycle by cycle from the keyboard and runs to the output', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.locator('h1').click();
  await page.keyboard.press('s');
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 1\b/);
  await page.keyboard.press('s');
  await page.keyboard.press('s');
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 3\b/);
  // LU-1: one register, holding block 1 once it has entered.
  await expect(page.getByTestId('step-stages').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('step-stages').locator('tbody tr td').nth(1)).toHaveText('1');
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
  await shoot(page, 'stepping-lu1');
  await page.keyboard.press('Shift+S');
  await page.keyboard.press('r');
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 0\b/);
  // Typing in a field is not a shortcut: the letter goes into the key (which is now
  // invalid), and a changed input ends the session instead of stepping it.
  await page.getByTestId('key').press('s');
  await expect(page.getByTestId('key-note')).toContainText("'s'");
  await expect(page.getByTestId('step-cycle')).toHaveText('Not started');
  await expect(page.getByTestId('step-1')).toBeDisabled();
});
