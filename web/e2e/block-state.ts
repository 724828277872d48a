// A block's state as the cipher specs read it (hex, bytes, the ciphers' 32-bit words), the
// datapath as drawn, and stepping the lab until block 1 sits in a register and selecting it,
// shared by the cipher specs' datapath tests.
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { screenshotDir } from './screenshots';

export const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
export const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/**
 * Word p of a state as the ciphers' papers print their words (Serpent's X_p, Twofish's Z_p,
 * RC6's A–D): bytes 4p..4p+3 of the lab's order, most significant first.
 */
export const word = (hex: string, p: number) =>
  hex
    .slice(8 * p, 8 * p + 8)
    .match(/../g)!
    .reverse()
    .join('');

/**
 * Press `s` until block 1 sits in a register, at most `max` cycles (a core with a long key
 * setup needs more); returns that register.
 */
export async function stepUntilHeld(page: Page, max: number) {
  const held = page.locator('[data-testid^="register-"][data-block="1"]');
  for (let i = 0; i < max; i++) {
    if ((await held.count()) > 0) return held;
    await page.keyboard.press('s');
    await expect(page.getByTestId('datapath-svg')).toHaveAttribute('data-cycle', String(i));
  }
  throw new Error(`block 1 in no register within ${max} cycles`);
}

/**
 * The datapath drawn, not the note that it is not yet: exactly the register bars `registers`,
 * each of `texts` in the drawing, the exit's and the key schedule's words if given, and no
 * disagreement with the model. Returns the drawing.
 */
export async function expectDrawn(
  page: Page,
  drawn: { registers: readonly string[]; texts?: readonly string[]; exitDetail?: string; keySchedule?: string },
) {
  await expect(page.getByTestId('datapath-not-drawn')).toHaveCount(0);
  const svg = page.getByTestId('datapath-svg');
  await expect(svg).toBeVisible();
  await expect(page.locator('[data-testid^="register-"]')).toHaveCount(drawn.registers.length);
  for (const name of drawn.registers) await expect(page.getByTestId(`register-${name}`)).toHaveCount(1);
  for (const text of drawn.texts ?? []) await expect(svg).toContainText(text);
  if (drawn.exitDetail !== undefined)
    await expect(page.getByTestId('datapath-exit-detail')).toHaveText(drawn.exitDetail);
  if (drawn.keySchedule !== undefined)
    await expect(page.getByTestId('key-schedule-summary')).toContainText(drawn.keySchedule);
  await expect(page.getByTestId('datapath-problems')).toHaveCount(0);
  return svg;
}

/** Block 1's register `held` (stepUntilHeld's), checked to be `register` (in `round`, if given), selected from the keyboard. */
export async function selectHeld(page: Page, held: Locator, register: string, round?: number) {
  await expect(held).toHaveAttribute('data-testid', `register-${register}`);
  if (round !== undefined) await expect(held).toHaveAttribute('data-round', String(round));
  await held.focus();
  await page.keyboard.press('Enter');
  await expect(held).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Open the lab on `config` and read the key and the first block it offers, each checked
 * against its pattern when given.
 */
export async function openLab(page: Page, config: string, patterns: { key?: RegExp; block?: RegExp } = {}) {
  await page.goto(`./?config=${config}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const key = await page.getByTestId('key').inputValue();
  const plaintext = (await page.getByTestId('plaintext').inputValue()).trim().split(/\s+/)[0];
  if (patterns.key) expect(key).toMatch(patterns.key);
  if (patterns.block) expect(plaintext).toMatch(patterns.block);
  return { key, plaintext };
}

/**
 * Screenshots `<name>-1280x720.png` of the datapath in the light theme, `<name>-dark-…` in the
 * dark, and `<name>-steps-dark-…` of the round's steps (test id `steps`); then back to light,
 * the focus off the page's controls.
 */
export async function shootDatapathThemes(page: Page, name: string, steps: string) {
  const shot = (suffix: string) => page.screenshot({ path: path.join(screenshotDir, `${name}${suffix}-1280x720.png`) });
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await shot('');
  await page.getByTestId('theme-picker').getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await shot('-dark');
  await page.getByTestId(steps).evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await shot('-steps-dark');
  await page.getByTestId('theme-picker').getByLabel('Light').check();
  await page.locator('h1').click();
}
