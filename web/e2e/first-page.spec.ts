// The lab's first page, driven as a student would: the FIPS-197 example on the real RTL,
// bad input refused with a message saying what is wrong and where, several blocks, a bad link.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { shoot } from './screenshots';

const fips197Ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';

test('runs FIPS-197 C.1 on the iterative core and shows the ciphertext, cycles and rounds', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
  await expect(page.getByTestId('result')).toContainText('matches ✓');
  // LU-1: the block holds the round register for rounds 0..10, eleven cycles. The round
  // timeline is folded until asked for.
  await page.getByTestId('timeline-fold').locator('summary').click();
  const cells = page.getByTestId('timeline').locator('rect');
  await expect(cells).toHaveCount(11);
  await expect(page.getByTestId('timeline').locator('text.cell-label')).toHaveText(
    Array.from({ length: 11 }, (_, r) => String(r)),
  );
  await expect(page.getByTestId('cycles')).toContainText('1 block in');
  await shoot(page, 'first-page-fips197');
});

test('refuses a key of the wrong length and a non-hex character, saying where', async ({ page }) => {
  await page.goto('./');
  const key = page.getByTestId('key');
  await key.fill('000102030405060708090a0b0c0d0e0');
  await expect(page.getByTestId('key-note')).toHaveText('key: expected 32 hex digits, got 31');
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('run')).toBeDisabled();
  await key.fill('000102030405060708090a0b0c0d0eg');
  await expect(page.getByTestId('key-note')).toHaveText("key: 'g' at position 31 is not a hex digit (0-9, a-f)");
  await page.getByTestId('plaintext').fill('00112233445566778899aabbccddeeff\n0011');
  await expect(page.getByTestId('plaintext-note')).toHaveText('plaintext line 2: AES blocks are 32 hex digits, got 4');
  await shoot(page, 'first-page-bad-input');
  // Corrected input runs again, from the keyboard.
  await key.fill('000102030405060708090a0b0c0d0e0f');
  await page.getByTestId('plaintext').fill('00112233445566778899aabbccddeeff');
  await key.press('Enter');
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
});

test('streams several blocks, each checked against sim-core', async ({ page }) => {
  await page.goto('./');
  await page
    .getByTestId('plaintext')
    .fill(
      ['00112233445566778899aabbccddeeff', '000102030405060708090a0b0c0d0e0f', 'ffffffffffffffffffffffffffffffff'].join(
        '\n',
      ),
    );
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-2')).toBeVisible();
  await expect(page.getByTestId('result').locator('td.match')).toHaveCount(3);
  await expect(page.getByTestId('cycles')).toContainText('3 blocks in');
  await page.getByTestId('timeline-fold').locator('summary').click();
  await expect(page.getByTestId('timeline').locator('rect')).toHaveCount(33);
  await shoot(page, 'first-page-three-blocks');
});

test('a link with an invalid configuration says why and still works', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu3-lut-online-ecb&key=000102030405060708090a0b0c0d0e0f');
  await expect(page.getByTestId('url-problems')).toContainText('URL parameter "config": architecture: LU-3');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
  await shoot(page, 'first-page-bad-link');
});

test('a unified 3-in-1 core decrypts FIPS-197 C.3 with a 256-bit key', async ({ page }) => {
  await page.goto('./?config=aes3in1-encdec-lu1-lut-banked-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('key').fill('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
  await page.getByTestId('direction').getByLabel('decrypt').check();
  await page.getByTestId('plaintext').fill('8ea2b7ca516745bfeafc49904b496089');
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText('00112233445566778899aabbccddeeff');
  await expect(page.getByTestId('result')).toContainText('matches ✓');
  await shoot(page, 'unified-3in1-decrypt');
});

test('a 256-bit core opened without a key starts from FIPS-197 C.3’s key; back on a 128-bit core, C.1’s', async ({
  page,
}) => {
  const c3Key = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
  await page.goto('./?config=aes256-encdec-lu1-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.getByTestId('key')).toHaveValue(c3Key);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText('8ea2b7ca516745bfeafc49904b496089');
  // The picker to a 128-bit core: the example key follows; a typed key would stay, refused.
  await page.getByTestId('config').selectOption('aes128-enc-lu1-lut-online-all');
  await expect(page.getByTestId('key')).toHaveValue('000102030405060708090a0b0c0d0e0f');
  await page.getByTestId('key').fill('2b7e151628aed2a6abf7158809cf4f3c');
  await page.getByTestId('config').selectOption('aes256-encdec-lu1-lut-online-all');
  await expect(page.getByTestId('key')).toHaveValue('2b7e151628aed2a6abf7158809cf4f3c');
  await expect(page.getByTestId('key-note')).toHaveText('key: expected 64 hex digits, got 32');
});

test('an offline core runs with its round keys loaded by the page', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu1-lut-offline-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('key').fill('2b7e151628aed2a6abf7158809cf4f3c');
  await page.getByTestId('plaintext').fill('6bc1bee22e409f96e93d7e117393172a');
  await page.getByTestId('run').click();
  // SP 800-38A F.1.1, ECB-AES128 block 1
  await expect(page.getByTestId('output-0')).toHaveText('3ad77bb40d7a3660a89ecaf32466ef97');
});

test('a pipelined core shows blocks overlapping in time', async ({ page }) => {
  await page.goto('./?config=aes128-enc-pp5-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('plaintext').fill(Array.from({ length: 5 }, (_, i) => `${i}`.repeat(32)).join('\n'));
  await page.getByTestId('run').click();
  // Three rows until asked for; the summary speaks for all.
  await expect(page.getByTestId('result').locator('td.match')).toHaveCount(3);
  await expect(page.getByTestId('more-outputs')).toContainText('all 5 match sim-core ✓');
  await page.getByTestId('more-outputs-toggle').click();
  await expect(page.getByTestId('result').locator('td.match')).toHaveCount(5);
  await page.getByTestId('timeline-fold').locator('summary').click();
  // five blocks in flight: 5 x 11 cells, all within 11 + 4 cycles
  await expect(page.getByTestId('timeline').locator('rect')).toHaveCount(55);
  await shoot(page, 'pp5-five-blocks');
});

test('offers the run as a VCD waveform with the core ports', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
  // The waveform is folded until asked for.
  await page.getByTestId('waveform-fold').locator('summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vcd').click()]);
  expect(download.suggestedFilename()).toBe('aes128-enc-lu1-lut-online-all.vcd');
  const vcd = fs.readFileSync((await download.path())!, 'utf8');
  expect(vcd).toMatch(/\$timescale\s+1ns\s+\$end/);
  for (const port of ['clk_i', 'in_valid_i', 'out_valid_o', 'probe_valid_o'])
    expect(vcd).toMatch(new RegExp(`\\$var wire\\s+\\d+ \\S+ ${port}`));
  // The ciphertext is on out_data_o in the cycle out_valid_o rises (VCD binary, MSB first).
  const bits = BigInt(`0x${fips197Ciphertext}`).toString(2);
  expect(vcd).toMatch(new RegExp(`b0*${bits} `));
});
