// Serpent in the lab (#23 item 7): a Serpent core beside an AES core in the side-by-side view
// (each gives sim-core's result of its own cipher; cycles, cycles per block and the per-mode
// table are sim-core's prediction: AES LU-1 eleven cycles a block, Serpent PP-8 four, 32 in
// feedback modes, Elbirt et al. 2000 Tables 2–3), and the datapath view of the Serpent PP-8
// stepping a block through its rounds: each register's state, the round's S-box S(i mod 8),
// key mixing and LT equal sim-core's trace and round keys. Screenshots at 1280×720 (a
// projector) and 390×844 (a phone), light and dark.
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, selectHeld, stepUntilHeld, word } from './block-state';
import { predictRun } from './predict';
import { screenshotDir } from './screenshots';

const key = '000102030405060708090a0b0c0d0e0f';
const plaintext = '00112233445566778899aabbccddeeff';
const fips197Ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';
const aes = 'aes128-enc-lu1-lut-online-all';
const serpent = 'serpent128-enc-pp8-lut-online-all';
const blocks = 8;
const digits = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
const xor = (a: string, b: string) => hexOf(bytes(a).map((x, i) => x ^ bytes(b)[i]));
const subscript = (n: number) => String(n).replace(/\d/g, (d) => '₀₁₂₃₄₅₆₇₈₉'[Number(d)]);

const viewports = [
  { name: '1280', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1, isMobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true },
];

/** Screenshots `<name>-<part>-<screen>-<theme>.png` of each part (a test id) scrolled to the top, after `act`. */
async function screenshotsOf(
  browser: Browser,
  url: string,
  name: string,
  parts: string[],
  act: (page: Page) => Promise<void>,
) {
  for (const screen of viewports)
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ ...screen, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByTestId('status')).toHaveText(/Ready/);
      await act(page);
      // Nothing wider than the screen: no sideways scrolling.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${screen.name} px scrolls sideways`).toBeLessThanOrEqual(0);
      // The stepping toast (two seconds) would cover what the picture is of.
      await expect(page.getByTestId('step-toast')).toHaveCount(0, { timeout: 5_000 });
      for (const part of parts) {
        await page.getByTestId(part).evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${part}-${screen.name}-${theme}.png`) });
      }
      await context.close();
    }
}

test('a Serpent core beside an AES core: each gives its own cipher’s result, at sim-core’s predicted cycles', async ({
  page,
  browser,
}) => {
  const simCore = await loadSimCore();
  const serpentCiphertext = hexOf(simCore.cipherBlocks('serpent', bytes(key), bytes(plaintext), false));
  const predicted = {
    a: await predictRun(aes, { mode: 'ecb', blocks }),
    b: await predictRun(serpent, { mode: 'ecb', blocks }),
  };
  await page.goto(`./?config=${aes}&compare=${serpent}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.getByTestId('key')).toHaveValue(key);
  await page.getByTestId('plaintext').fill(Array(blocks).fill(plaintext).join('\n'));
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/);
  // From the keyboard: Tab from the picker to "Run both", Enter.
  await page.getByTestId('compare-config').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('compare-run')).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('compare-agreement')).toHaveText(
    `Two ciphers, so two different results: each core gives sim-core's AES and Serpent result for all ${blocks} blocks ✓`,
  );
  await expect(page.getByTestId('compare-a-output')).toHaveText(fips197Ciphertext);
  await expect(page.getByTestId('compare-b-output')).toHaveText(serpentCiphertext);
  for (const side of ['a', 'b'] as const) {
    const cycles = digits(await page.getByTestId(`compare-${side}-cycles`).textContent());
    expect(cycles, `side ${side}'s cycles`).toBe(predicted[side].cycles);
    await expect(page.getByTestId(`compare-${side}-cpb`)).toHaveText(
      String(Math.round((predicted[side].cycles / blocks) * 100) / 100),
    );
    await expect(page.getByTestId(`compare-${side}-workload`)).toHaveText(`ECB encryption, ${blocks} blocks`);
    await expect(page.getByTestId(`compare-${side}`).locator('canvas')).toBeVisible();
  }
  // One cycle axis: both charts span the longer run (AES LU-1's).
  for (const side of ['a', 'b'])
    await expect(page.getByTestId(`compare-${side}`).getByTestId('occupancy-range')).toHaveText(
      new RegExp(`^Cycles 0–${predicted.a.cycles - 1}\\b`),
    );
  // The per-mode table: sim-core's cycles per block (Elbirt et al.: LU-1 11; PP-8 4, 32 with feedback).
  const rate = (id: string, mode: string) =>
    simCore.predictTiming(id).modes.find((m: { mode: string; decrypt: boolean }) => m.mode === mode && !m.decrypt)
      .cyclesPerBlock;
  expect([rate(aes, 'ecb'), rate(serpent, 'ecb'), rate(serpent, 'cbc')]).toEqual([11, 4, 32]);
  for (const mode of ['ecb', 'cbc'])
    await expect(page.getByTestId(`compare-mode-${mode}-encrypt`)).toContainText(
      new RegExp(`${rate(aes, mode)}\\s*${rate(serpent, mode)}$`),
    );

  await screenshotsOf(
    browser,
    `./?config=${aes}&compare=${serpent}`,
    'serpent-beside-aes',
    ['compare-agreement', 'compare-b'],
    async (p) => {
      await p.getByTestId('plaintext').fill(Array(blocks).fill(plaintext).join('\n'));
      await expect(p.getByTestId('compare-status')).toHaveText(/Ready/);
      await p.getByTestId('compare-run').click();
      await expect(p.getByTestId('compare-agreement')).toContainText('✓');
    },
  );
});

test('the datapath of Serpent PP-8: block 1 moves register to register, its state and round as sim-core traces them', async ({
  page,
  browser,
}) => {
  const simCore = await loadSimCore();
  // The round ends: sim-core's trace has every step of a round, its state last as "out".
  const trace = (
    simCore.cipherTrace('serpent', key, plaintext, false) as { round: number; step: string; state: string }[]
  ).filter((t) => t.step === 'out');
  const roundKeys = hexOf(simCore.cipherRoundKeys('serpent', bytes(key))).match(/.{32}/g)!;
  const stateAfter = (r: number) => (r === 0 ? plaintext : trace[r - 1].state);

  await page.goto(`./?config=${serpent}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  // Eight round registers r1.lt..r8.lt, each slice key mixing, its own S-box, LT.
  await expectDrawn(page, {
    registers: Array.from({ length: 8 }, (_, u) => `r${u + 1}.lt`),
    texts: ['S-boxes S₀', 'S-boxes S₃', 'S-boxes S₇', 'round 32: ⊕ K₃₂', 'new block'],
  });
  await page.locator('h1').click();

  await selectHeld(page, await stepUntilHeld(page, 10), 'r1.lt', 1);

  // Rounds 1 to 10: the block in r((r − 1) mod 8 + 1).lt, holding B_r = LT(S_{(r−1) mod 8}(B_{r−1} ⊕ K_{r−1})).
  for (let r = 1; r <= 10; r++) {
    if (r > 1) await page.keyboard.press('s');
    const name = `r${((r - 1) % 8) + 1}.lt`;
    const bar = page.getByTestId(`register-${name}`);
    await expect(bar).toHaveAttribute('data-block', '1');
    await expect(bar).toHaveAttribute('data-round', String(r));
    await expect(page.getByTestId('state-heading')).toHaveText(`block 1: ${name}, round ${r}`);
    await expect(page.getByTestId('state-label')).toHaveText(`round[${String(r).padStart(2, ' ')}].out`);
    await expect(page.getByTestId('state-hex')).toHaveText(stateAfter(r));
    for (let p = 0; p < 4; p++) await expect(page.getByTestId(`state-word-${p}`)).toContainText(word(stateAfter(r), p));
    await expect(page.getByTestId('round-steps-caption')).toContainText(
      `S${subscript((r - 1) % 8)} on each of the 32 bit columns`,
    );
    await expect(page.getByTestId('round-step-in')).toContainText(stateAfter(r - 1));
    await expect(page.getByTestId('round-step-1')).toContainText(`⊕ K${subscript(r - 1)} (key mixing)`);
    await expect(page.getByTestId('round-step-1')).toContainText(xor(stateAfter(r - 1), roundKeys[r - 1]));
    await expect(page.getByTestId('round-step-3')).toHaveClass(/held/);
    await expect(page.getByTestId('round-step-3')).toContainText(`in ${name} now`);
    await expect(page.getByTestId('round-step-3')).toContainText(stateAfter(r));
    if (r === 10) await shootDatapath(page, 'serpent-datapath-pp8-round10-1280');
  }

  // To the output: round 32 leaves from r8.lt with sim-core's ciphertext.
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText(trace[31].state);
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r8.lt, round 32');
  await expect(page.getByTestId('state-hex')).toHaveText(trace[31].state);
  await expect(page.getByTestId('round-step-3')).toContainText(`⊕ K₃₂ (final key mixing, no LT)`);
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');

  await screenshotsOf(browser, `./?config=${serpent}`, 'serpent-pp8', ['datapath', 'round-steps'], async (p) => {
    // Keys go to the stepper, not a field (on a phone the theme picker lies over the heading).
    await p.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const bar = await stepUntilHeld(p, 10);
    await bar.click();
    for (let r = 1; r < 5; r++) await p.keyboard.press('s');
    await expect(p.getByTestId('state-heading')).toHaveText('block 1: r5.lt, round 5');
  });
});

async function shootDatapath(page: Page, name: string) {
  await page.getByTestId('datapath').screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}
