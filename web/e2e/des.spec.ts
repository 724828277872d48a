// The datapath view of Triple DES (FIPS 46-3, SP 800-67; Chodowiec et al., Figs. 6,
// 7): LU-1, one DES round iterated 48 times with its register r1.out, entered through IP and
// left through FP, and PP-16, sixteen round units each running three rounds a block. Block 1
// is stepped through its first rounds and across the end of E_K1: the register's halves L, R
// and the round's steps equal sim-core's trace, and the ciphertext sim-core's. Screenshots at
// 1280×720 in both themes.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, openLab, selectHeld, shootDatapathThemes, stepUntilHeld } from './block-state';
import { screenshotDir } from './screenshots';

const lu1 = 'des3in1-encdec-lu1-lut-banked-all';
const pp16 = 'des3in1-encdec-pp16-lut-banked-all';
const label = (r: number, step: string) => `round[${String(r).padStart(2, ' ')}].${step}`;

test('the datapath of Triple DES LU-1: block 1 through r1.out, round by round, as sim-core traces it', async ({
  page,
}) => {
  const simCore = await loadSimCore();
  await page.emulateMedia({ colorScheme: 'light' });
  const { key, plaintext } = await openLab(page, lu1, { key: /^([0-9a-f]{16}){1,3}$/, block: /^[0-9a-f]{16}$/ });
  const trace = simCore.cipherTrace('des', key, plaintext, false) as { round: number; step: string; state: string }[];
  const at = (r: number, step: string) => trace.find((t) => t.round === r && t.step === step)!.state;

  await expectDrawn(page, {
    registers: ['r1.out'],
    texts: [
      'E',
      '⊕ Kₙ',
      'S1–S8',
      'P',
      'L ⊕ f, swap',
      'except 16, 32, 48',
      'new block → IP',
      'loop: 48 passes of 1 round',
    ],
    exitDetail: 'FP = IP⁻¹ on the way out',
    keySchedule: 'Banked: 4 banks of K1, K2, K3',
  });
  await page.locator('h1').click();

  // The key handshake, then block 1 enters through IP and leaves round 1 in r1.out.
  const held = await stepUntilHeld(page, 20);
  await selectHeld(page, held, 'r1.out');

  const bar = page.getByTestId('register-r1.out');
  for (let r = 1; r <= 17; r++) {
    if (r > 1) await page.keyboard.press('s');
    await expect(bar).toHaveAttribute('data-round', String(r));
    await expect(page.getByTestId('state-heading')).toHaveText(`block 1: r1.out, round ${r}`);
    const operation = r <= 16 ? 'E_K1' : 'D_K2';
    await expect(page.getByTestId('state-label')).toHaveText(
      `${label(r, 'out')}, ${operation} ${r <= 16 ? r : r - 16}/16`,
    );
    await expect(page.getByTestId('des-round-steps-caption')).toContainText('of key bank 0');
    const state = at(r, 'out');
    await expect(page.getByTestId('state-hex')).toHaveText(state);
    await expect(page.getByTestId('state-word-0')).toContainText('L');
    await expect(page.getByTestId('state-word-0')).toContainText(state.slice(0, 8));
    await expect(page.getByTestId('state-word-1')).toContainText(state.slice(8));
    await expect(page.getByTestId('des-round-step-4')).toContainText(at(r, 'f'));
    await expect(page.getByTestId('des-round-step-6')).toContainText(state);
    if (r === 16) {
      await expect(page.getByTestId('des-round-steps-caption')).toContainText('without the swap');
      await expect(page.getByTestId('des-round-step-6')).toContainText('not swapped (the last round of E_K1)');
    }
    if (r === 2) {
      await shootDatapathThemes(page, 'des-datapath-lu1-round2', 'des-round-steps');
    }
  }

  // To the output: round 48 leaves r1.out, FP on the way out makes sim-core's ciphertext.
  await page.keyboard.press('o');
  const ciphertext = hexOf(simCore.cipherBlocks('des', bytes(key), bytes(plaintext), false));
  expect(trace.at(-1)!.state).toBe(ciphertext);
  await expect(page.getByTestId('step-outputs')).toContainText(ciphertext);
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r1.out, round 48');
  await expect(page.getByTestId('state-label')).toHaveText(`IP(${label(48, 'fp')}), E_K3 16/16`);
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');
});

test('the datapath of Triple DES PP-16: sixteen round units, three passes, the last never swapping', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`./?config=${pp16}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expectDrawn(page, {
    registers: Array.from({ length: 16 }, (_, u) => `r${u + 1}.out`),
    texts: [
      'Round unit 1: rounds 1, 17, 33',
      'Round unit 16: rounds 16, 32, 48',
      'L ⊕ f, no swap',
      'loop: 3 passes of 16 rounds',
    ],
  });
  await page.locator('h1').click();
  await selectHeld(page, await stepUntilHeld(page, 20), 'r1.out');
  for (let i = 0; i < 4; i++) await page.keyboard.press('s');
  await expect(page.getByTestId('register-r5.out')).toHaveAttribute('data-block', '1');
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r5.out, round 5');
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, 'des-datapath-pp16-1280x720.png') });
});
