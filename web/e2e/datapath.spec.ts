// The datapath view: registers light up as the real RTL is stepped, the selected block's AES
// state is FIPS-197 Appendix C.1's for the round the simulator reports, and composite-field
// cores show their S-box's steps (S({53}) = {ed}, FIPS-197 §5.1.1).
import { expect, test, type Page } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { shoot } from './screenshots';

const key = '000102030405060708090a0b0c0d0e0f';
const plaintext = '00112233445566778899aabbccddeeff';

/** Press `s` until `register` holds a block, at most `max` cycles. Each cycle is read once the
 * datapath draws it (a full pipeline's block stays one cycle in a register). */
async function stepUntilBusy(page: Page, register: string, max = 20) {
  const bar = page.getByTestId(`register-${register}`);
  const svg = page.getByTestId('datapath-svg');
  for (let i = 0; i < max; i++) {
    if ((await bar.getAttribute('data-block')) !== null) return bar;
    await page.keyboard.press('s');
    await expect(page.getByTestId('step-cycle')).toHaveText(new RegExp(`^Cycle ${i}\\b`));
    await expect(svg).toHaveAttribute('data-cycle', String(i));
  }
  throw new Error(`${register} held no block within ${max} cycles`);
}

test('registers light up and the selected block shows its FIPS-197 C.1 state round by round', async ({ page }) => {
  const simCore = await loadSimCore();
  const trace: { round: number; step: string; state: string }[] = simCore.cipherTrace('aes', key, plaintext, false);
  // The register after AddRoundKey holds round r's result: round[r + 1].start, or the output.
  const expected = (round: number) =>
    trace.find((t) => (round < 10 ? t.round === round + 1 && t.step === 'start' : t.step === 'output'))!.state;

  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.getByTestId('key')).toHaveValue(key);
  await expect(page.getByTestId('datapath-svg')).toBeVisible();
  await page.locator('h1').click();

  const bar = await stepUntilBusy(page, 'r1.ark');
  await expect(bar).toHaveAttribute('data-block', '1');
  await expect(bar).toHaveClass(/busy/);
  await expect(bar.locator('rect')).toHaveClass(/block-0/);
  const round = Number(await bar.getAttribute('data-round'));
  // The simulator's own report in the step table agrees.
  await expect(page.getByTestId('step-stages').locator('tbody tr td').nth(2)).toHaveText(String(round));

  // Select the block from the keyboard: focus the register, Enter.
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(bar).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('state-hex')).toHaveText(expected(round));
  await expect(page.getByTestId('state-heading')).toHaveText(`block 1: r1.ark, round ${round}`);

  // Step to round 1's result: FIPS-197 C.1 round[2].start, byte s[0,1] = 85 (column-major, §3.4).
  for (let r = round; r < 1; r++) await page.keyboard.press('s');
  await expect(bar).toHaveAttribute('data-round', '1');
  await expect(page.getByTestId('state-hex')).toHaveText('89d810e8855ace682d1843d8cb128fe4');
  await expect(page.getByTestId('state-label')).toHaveText('round[ 2].start');
  await expect(page.getByTestId('state-cell-0-1')).toHaveText('85');
  await expect(page.getByTestId('state-cell-1-0')).toHaveText('d8');
  await page.keyboard.press('s');
  await expect(bar).toHaveAttribute('data-round', '2');
  await expect(page.getByTestId('state-hex')).toHaveText(expected(2));
  await shoot(page, 'datapath-lu1');

  // The output leaves from the round register in the cycle it holds round 10, then the block is gone.
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r1.ark, round 10');
  await expect(page.getByTestId('state-hex')).toHaveText('69c4e0d86a7b0430d8cdb78070b4c55a');
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');
  await expect(bar).not.toHaveAttribute('data-block');
  await expect(page.getByTestId('state-hex')).toHaveText('69c4e0d86a7b0430d8cdb78070b4c55a');
});

test('a composite-field core shows its S-box inside out: S(0x53) = 0xed', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu1-cf-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const panel = page.getByTestId('sbox-internals');
  await expect(panel).toBeVisible();
  await page.getByTestId('sbox-byte').fill('53');
  await expect(page.getByTestId('sbox-result')).toHaveText('S(0x53) = 0xed');
  // {53}⁻¹ = {ca} in GF(2⁸) before the affine map (FIPS-197 §5.1.1's example).
  await expect(page.getByTestId('sbox-step-5')).toContainText('0xca → 0xed');

  // The panel follows the selected block: byte s[0,0] entering round 1 is 00, S(00) = 63.
  await page.locator('h1').click();
  const bar = await stepUntilBusy(page, 'r1.ark');
  await bar.click();
  await expect(page.getByTestId('state-hex')).toHaveText('00102030405060708090a0b0c0d0e0f0');
  await expect(page.getByTestId('sbox-result')).toHaveText('S(0x00) = 0x63');
  await page.getByTestId('state-cell-1-0').click();
  await expect(page.getByTestId('sbox-result')).toHaveText('S(0x10) = 0xca');
  await shoot(page, 'datapath-composite');
});

test('the pipelined composite S-box: a block inside it shows each byte at that stage', async ({ page }) => {
  await page.goto('./?config=aes128-enc-sp10m3-cfp-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.locator('[data-testid^="register-"]')).toHaveCount(81);
  await page.locator('h1').click();
  const bar = await stepUntilBusy(page, 'r1.sbox3');
  await bar.click();
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r1.sbox3, round 1');
  await expect(page.getByTestId('state-label')).toHaveText('S-box stage 3 of round[ 1].start');
  await expect(page.getByTestId('sbox-step-3')).toHaveClass(/held/);
  await expect(page.getByTestId('sbox-step-3')).toContainText('r1.sbox3 now');
  await shoot(page, 'datapath-cfp-pipeline');
});
