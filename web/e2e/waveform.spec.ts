// The waveform viewer: FIPS-197 C.1 on the default core with its VCD recorded, read back in
// the page — the ciphertext on out_data_o in the cycle out_valid_o is high, the cursor and
// zoom driven from the keyboard, the signal filter.
import { expect, test, type Locator } from '@playwright/test';
import { shoot } from './screenshots';

const fips197 = {
  key: '000102030405060708090a0b0c0d0e0f',
  plaintext: '00112233445566778899aabbccddeeff',
  ciphertext: '69c4e0d86a7b0430d8cdb78070b4c55a',
};

/** The visible window's width in cycles, as the viewer reports it. */
async function windowCycles(range: Locator): Promise<number> {
  return Number(await range.getAttribute('data-to')) - Number(await range.getAttribute('data-from'));
}

test('shows the run as a waveform: the ciphertext on out_data_o when out_valid_o is high', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('key').fill(fips197.key);
  await page.getByTestId('plaintext').fill(fips197.plaintext);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197.ciphertext);
  // A run of up to 256 blocks records its VCD, so the viewer is there, folded until asked for.
  await page.getByTestId('waveform-fold').locator('summary').click();
  const waveform = page.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  for (const port of [
    'clk_i',
    'in_valid_i',
    'in_ready_o',
    'in_data_i',
    'in_tag_i',
    'out_valid_o',
    'out_data_o',
    'out_tag_o',
    'probe_valid_o',
  ]) {
    await expect(waveform.getByTestId(`wave-name-${port}`)).toBeVisible();
  }
  const value = (name: string) => waveform.getByTestId(`wave-value-${name}`);
  await expect(page.getByTestId('waveform-cursor-cycle')).toHaveText('Value at cycle 0');
  await expect(value('out_valid_o')).toHaveText('0');
  await expect(value('in_data_i')).toHaveText('0'.repeat(32));

  // Choose out_valid_o and jump to its next change: the cycle the result leaves the core,
  // within the run's cycles the page reports.
  const cycles = Number((await page.getByTestId('cycles').textContent())!.match(/in (\d+) cycles/)![1]);
  await waveform.getByTestId('wave-name-out_valid_o').click();
  const region = waveform.getByTestId('waveform-region');
  await region.press('n');
  await expect(page.getByTestId('waveform-cursor-cycle')).not.toHaveText('Value at cycle 0');
  const outCycle = Number((await page.getByTestId('waveform-cursor-cycle').textContent())!.match(/\d+/)![0]);
  expect(outCycle).toBeLessThan(cycles);
  await expect(value('out_valid_o')).toHaveText('1');
  await expect(value('out_ready_i')).toHaveText('1');
  await expect(value('out_data_o')).toHaveText(fips197.ciphertext);
  await expect(value('out_tag_o')).toHaveText('000000');
  await expect(page.getByTestId('waveform-cursor')).toHaveText(`cursor at cycle ${outCycle}, out_valid_o = 1`);
  // One cycle earlier the result is not out yet.
  await region.press('Shift+ArrowLeft');
  await expect(value('out_valid_o')).toHaveText('0');
  await expect(value('out_data_o')).not.toHaveText(fips197.ciphertext);
  await region.press('Shift+ArrowRight');
  await expect(value('out_data_o')).toHaveText(fips197.ciphertext);

  // The traces are drawn: the canvas is not blank.
  const inked = await waveform.locator('canvas').evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n / (c.width * c.height);
  });
  expect(inked).toBeGreaterThan(0.02);
  await shoot(page, 'waveform-fips197');

  // Zoom from the keyboard: + halves the window about the cursor, − restores it.
  const range = page.getByTestId('waveform-range');
  await expect(range).toHaveText(new RegExp(`^Cycles 0–${cycles} of `));
  const opened = await windowCycles(range);
  expect(opened).toBeCloseTo(cycles, 5);
  await region.press('+');
  await expect.poll(() => windowCycles(range)).toBeCloseTo(cycles / 2, 5);
  await expect(range).not.toHaveText(new RegExp(`^Cycles 0–${cycles} of `));
  await region.press('+');
  await expect.poll(() => windowCycles(range)).toBeCloseTo(cycles / 4, 5);
  // Zooming about the cursor keeps it in the window.
  expect(Number(await range.getAttribute('data-from'))).toBeLessThanOrEqual(outCycle);
  expect(Number(await range.getAttribute('data-to'))).toBeGreaterThan(outCycle);
  await region.press('Home');
  await expect(range).toHaveText(/^Cycles 0–/);
  await region.press('-');
  await region.press('-');
  await expect.poll(() => windowCycles(range)).toBeCloseTo(cycles, 5);
  await shoot(page, 'waveform-zoomed');

  // The filter searches every signal of the dump, registers included.
  await waveform.getByTestId('waveform-filter').fill('u_mode.mode');
  await expect(waveform.getByTestId('wave-name-cs_top.u_mode.mode')).toBeVisible();
  await expect(waveform.getByTestId('wave-name-clk_i')).toHaveCount(0);
  await waveform.getByTestId('waveform-filter').fill('');
  await expect(waveform.getByTestId('wave-name-clk_i')).toBeVisible();
});
