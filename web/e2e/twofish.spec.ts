// The datapath view of Twofish SP-1-1 (Elbirt et al. 2000, Sec. 5.4): one round slice, the
// key-dependent S-boxes, the inner register r1.sbox, MDS, PHT, the round's subkeys, the mix
// and swap, and the round register r1.f, entered through the input whitening and left
// through the output whitening. Block 1 is stepped through its first rounds: each register's
// state equals sim-core's trace (the inner register the round's input, the round register the
// state after the round), and the ciphertext sim-core's. A screenshot at 1280×720.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, openLab, selectHeld, stepUntilHeld, word } from './block-state';
import { screenshotDir, shoot } from './screenshots';

const twofish = 'twofish128-enc-sp1m1-lut-online-all';
const xor = (a: string, b: string) => hexOf(bytes(a).map((x, i) => x ^ bytes(b)[i]));
const label = (r: number, step: string) => `round[${String(r).padStart(2, ' ')}].${step}`;

test('the datapath of Twofish SP-1-1: block 1 through r1.sbox and r1.f, its state as sim-core traces it', async ({
  page,
}) => {
  const simCore = await loadSimCore();
  const { key, plaintext } = await openLab(page, twofish, { key: /^[0-9a-f]{32}$/, block: /^[0-9a-f]{32}$/ });
  const trace = simCore.cipherTrace('twofish', key, plaintext, false) as {
    round: number;
    step: string;
    state: string;
  }[];
  const at = (r: number, step: string) => trace.find((t) => t.round === r && t.step === step)!.state;
  const whitening = hexOf(simCore.cipherRoundKeys('twofish', bytes(key))).slice(0, 32);
  expect(at(1, 'in_white')).toBe(xor(plaintext, whitening));

  await expectDrawn(page, {
    registers: ['r1.sbox', 'r1.f'],
    texts: ['S-boxes s₀–s₃', 'MDS', 'PHT', '+ K₂ᵣ₊₈, K₂ᵣ₊₉', '⊕ F, rotate, swap', 'new block ⊕ K₀–K₃'],
    exitDetail: 'output whitening ⊕ K₄–K₇',
  });
  await page.locator('h1').click();

  // The key setup first (the block taken 6 cycles after the handshake, while the subkeys are
  // computed), then block 1 enters round 1 whitened: the inner register.
  const held = await stepUntilHeld(page, 300);
  await selectHeld(page, held, 'r1.sbox', 1);

  // Rounds 1 to 3: r1.sbox holds the round's input (with its S-box bytes), r1.f the state after it.
  for (let r = 1; r <= 3; r++) {
    for (const [name, expected, text] of [
      [
        'r1.sbox',
        r === 1 ? at(1, 'in_white') : at(r - 1, 'mix'),
        `${label(r === 1 ? 1 : r - 1, r === 1 ? 'in_white' : 'mix')} + S-box bytes`,
      ],
      ['r1.f', at(r, 'mix'), label(r, 'mix')],
    ] as const) {
      if (name === 'r1.f' || r > 1) await page.keyboard.press('s');
      const bar = page.getByTestId(`register-${name}`);
      await expect(bar).toHaveAttribute('data-block', '1');
      await expect(bar).toHaveAttribute('data-round', String(r));
      await expect(page.getByTestId('state-heading')).toHaveText(`block 1: ${name}, round ${r}`);
      await expect(page.getByTestId('state-label')).toHaveText(text);
      await expect(page.getByTestId('state-hex')).toHaveText(expected);
      for (let p = 0; p < 4; p++) {
        await expect(page.getByTestId(`state-word-${p}`)).toContainText(`Z${p}`);
        await expect(page.getByTestId(`state-word-${p}`)).toContainText(word(expected, p));
      }
      if (r === 2 && name === 'r1.f') {
        await shoot(page, 'twofish-datapath-sp1m1-round2-1280');
        // What a projector shows: the datapath scrolled to the top of a 1280×720 screen.
        await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: path.join(screenshotDir, 'twofish-datapath-sp1m1-round2-1280x720.png') });
      }
    }
  }

  // To the output: round 16 leaves r1.f as sim-core's ciphertext, whitened on the way out.
  await page.keyboard.press('o');
  const ciphertext = hexOf(simCore.cipherBlocks('twofish', bytes(key), bytes(plaintext), false));
  expect(trace.at(-1)!.state).toBe(ciphertext);
  await expect(page.getByTestId('step-outputs')).toContainText(ciphertext);
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r1.f, round 16');
  await expect(page.getByTestId('state-hex')).toHaveText(at(16, 'mix'));
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');
});

test('the datapath of the unified Twofish PP-4: four round units, each its own r<u>.f, whitening either way', async ({
  page,
}) => {
  await page.goto('./?config=twofish256-encdec-pp4-lut-offline-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expectDrawn(page, {
    registers: ['r1.f', 'r2.f', 'r3.f', 'r4.f'],
    texts: ['Round unit 4: rounds 4, 8, 12, 16', 'enc./dec. rotations', 'new block ⊕ K₀–₃ / K₄–₇'],
    exitDetail: 'whitening ⊕ K₄–₇ / K₀–₃',
    keySchedule: 'Offline: registers K₀–K₃₉',
  });
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, 'twofish-datapath-pp4-1280x720.png') });
});
