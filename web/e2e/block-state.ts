// A block's state as the cipher specs read it (hex, bytes, the ciphers' 32-bit words) and
// stepping the lab until block 1 sits in a register, shared by the RC6, Serpent and Twofish
// datapath specs.
import { expect, type Page } from '@playwright/test';

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
    await expect(page.getByTestId('datapath-svg')).toHaveAttribute('data-cycle', String(i + 1));
  }
  throw new Error(`block 1 in no register within ${max} cycles`);
}
