// Stepping through a run from the keyboard, forward and back: the cycle counter, what each
// register holds, the output appearing, and every chart of the run marking the cycle shown,
// on the iterative core with FIPS-197 C.1.
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

test('steps cycle by cycle from the keyboard and runs to the output', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.locator('h1').click();
  await page.keyboard.press('s');
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 0\b/);
  await page.keyboard.press('s');
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
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Reset, no cycle simulated yet/);
  // Typing in a field is not a shortcut: the letter goes into the key (which is now
  // invalid), and a changed input ends the session instead of stepping it.
  await page.getByTestId('key').press('s');
  await expect(page.getByTestId('key-note')).toContainText("'s'");
  await expect(page.getByTestId('step-cycle')).toHaveText('Not started');
  await expect(page.getByTestId('step-1')).toBeDisabled();
});

test('steps back and scrubs, and the occupancy chart, round timeline and waveform mark the cycle shown', async ({
  page,
}) => {
  await page.goto('./?run');
  await expect(page.getByTestId('cycles')).toBeVisible({ timeout: 30_000 });
  const runCycles = Number((await page.getByTestId('cycles').locator('strong').textContent())!.replace(/,/g, ''));
  await page.getByTestId('timeline-fold').locator('summary').click();
  await page.getByTestId('waveform-fold').locator('summary').click();
  const occupancy = page.getByTestId('occupancy').locator('canvas');
  const timeline = page.getByTestId('timeline');
  const waveform = page.getByTestId('waveform-region');
  const cycle = page.getByTestId('step-cycle');
  await page.locator('h1').click();

  // The cycle the block leaves in: out_valid_o is high on the waveform there, and the
  // ciphertext on out_data_o (the waveform and the session count cycles alike).
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
  const out = Number((await cycle.textContent())!.match(/^Cycle (\d+)/)![1]);
  for (const chart of [occupancy, timeline]) await expect(chart).toHaveAttribute('data-cursor', String(out));
  await expect(page.getByTestId('waveform-cursor-cycle')).toHaveText(`Value at cycle ${out}`);
  await expect(waveform.getByTestId('wave-value-out_valid_o')).toHaveText('1');
  await expect(waveform.getByTestId('wave-value-out_data_o')).toHaveText('69c4e0d86a7b0430d8cdb78070b4c55a');

  // One back: the block has not left yet, everywhere.
  await page.locator('h1').click();
  await page.keyboard.press('b');
  await expect(cycle).toHaveText(new RegExp(`^Cycle ${out - 1}\\b`));
  await expect(page.getByTestId('step-outputs')).toHaveCount(0);
  await expect(waveform.getByTestId('wave-value-out_valid_o')).toHaveText('0');
  for (const chart of [occupancy, timeline]) await expect(chart).toHaveAttribute('data-cursor', String(out - 1));
  await expect(page.getByTestId('step-stages').locator('tbody tr td').nth(1)).toHaveText('1');
  await shoot(page, 'stepping-back');

  // Ten back stops at cycle 0; the back buttons say there is nothing before it.
  await page.keyboard.press('Shift+B');
  await expect(cycle).toHaveText(new RegExp(`^Cycle ${Math.max(0, out - 11)}\\b`));
  await page.keyboard.press('Shift+B');
  await expect(cycle).toHaveText(/^Cycle 0\b/);
  await expect(page.getByTestId('step-back-1')).toBeDisabled();

  // The scrubber spans the run's cycles: End goes to its last, Home back to the first.
  const scrubber = page.getByTestId('step-scrubber');
  await expect(scrubber).toHaveAttribute('max', String(runCycles - 1));
  await scrubber.focus();
  await page.keyboard.press('End');
  await expect(cycle).toHaveText(new RegExp(`^Cycle ${runCycles - 1}\\b`));
  await expect(page.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
  await page.keyboard.press('Home');
  await expect(cycle).toHaveText(/^Cycle 0\b/);
  // Arrow keys move the scrubber a cycle; the stepping keys work on it too.
  await page.keyboard.press('ArrowRight');
  await expect(cycle).toHaveText(/^Cycle 1\b/);
  await page.keyboard.press('s');
  await expect(cycle).toHaveText(/^Cycle 2\b/);
  await expect(scrubber).toHaveValue('2');
  await expect(page.getByTestId('datapath-svg')).toHaveAttribute('data-cycle', '2');
});

test('a scrub to cycles not yet simulated shows its progress, and Stop ends it', async ({ page }) => {
  // 200,000 blocks through LU-1: a run of about 2.2 million cycles, which the session simulates again.
  await page.goto('./?random=200000&run');
  await expect(page.getByTestId('cycles')).toBeVisible({ timeout: 120_000 });
  await page.getByTestId('step-scrubber').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('step-moving')).toContainText('Simulating to cycle 2,');
  await page.getByTestId('step-stop').click();
  await expect(page.getByTestId('step-panel').getByRole('alert')).toContainText(
    'Stopped: the stepping session ended with it',
  );
  await expect(page.getByTestId('step-moving')).toHaveCount(0);
  // The simulator is loaded again, and a new session starts from the first cycle.
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('step-1').click();
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 0\b/);
});
