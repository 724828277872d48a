// SIMON in the lab (Beaulieu et al. 2013; Aysu, Gulcan and Schaumont 2014): the bit-serial
// SIMON 64/128 core, bs1, one bit of a round a cycle. Appendix B's vector runs on the RTL and
// matches the paper and sim-core; the occupancy chart says the core is bit-serial, zooms to one
// round of 32 cycles, and its cells say which bit of which round each cycle computes (round 1,
// bit 0 … bit 31, then round 2, bit 0); the datapath draws one register and w-bit operations,
// and the register's words x and y after a round are sim-core's trace's. Screenshots at
// 1280×720 and 390×844.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, openLab, selectHeld, shootDatapathThemes, stepUntilHeld } from './block-state';
import { screenshotDir, shoot } from './screenshots';

const bs1 = 'simon64128-encdec-bs1-lut-online-all';
// Appendix B, SIMON 64/128, in the lab's (the paper's) byte order: x then y, k3 … k0.
const key = '1b1a1918131211100b0a090803020100';
const plaintext = '656b696c20646e75';
const ciphertext = '44c8fc20b9dfa07a';
const lu1of128 = 'simon128128-encdec-lu1-lut-online-all';
const label = (r: number, step: string) => `round[${String(r).padStart(2, ' ')}].${step}`;

/** Hover the occupancy chart's cell of run cycle `cycle` in stage 0; returns what the status line says of it. */
async function hoverCycle(page: Page, cycle: number): Promise<string> {
  const canvas = page.getByTestId('occupancy').locator('canvas');
  const range = page.getByTestId('occupancy-range');
  const from = Number(await range.getAttribute('data-from'));
  const to = Number(await range.getAttribute('data-to'));
  const left = Number(await canvas.getAttribute('data-plot-left'));
  const width = Number(await canvas.getAttribute('data-plot-width'));
  const rowHeight = Number(await canvas.getAttribute('data-row-height'));
  const box = (await canvas.boundingBox())!;
  const x = left + ((cycle + 0.5 - from) / (to - from)) * width;
  await page.mouse.move(box.x + x, box.y + rowHeight / 2);
  return (await page.getByTestId('occupancy-hover').textContent()) ?? '';
}

test('bit-serial SIMON 64/128: Appendix B on the RTL, one bit of a round a cycle in the occupancy chart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const simCore = await loadSimCore();
  expect(hexOf(simCore.cipherBlocks('simon64', bytes(key), bytes(plaintext), false))).toBe(ciphertext);
  await openLab(page, bs1);

  // The datapath: one register, w-bit operations, the bit-serial row.
  await expectDrawn(page, {
    registers: ['r1.out'],
    texts: ['S¹x, S⁸x, S²x', 'S¹x & S⁸x', 'AND, 1 bit a cycle', '⊕ y ⊕ S²x ⊕ kᵢ', 'x‖y shifts by 1', 'new block x‖y'],
    keySchedule: 'Online: the key’s m = 4 words are k₀ … k₃',
  });
  await expect(page.getByTestId('datapath-svg')).toContainText('Bit-serial: 1 bit of rounds 1–44 a cycle');

  // Appendix B on the RTL, ECB: the paper's ciphertext.
  await page.getByTestId('key').fill(key);
  await page.getByTestId('mode').selectOption('ecb');
  await page.getByTestId('plaintext').fill(plaintext);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(ciphertext, { timeout: 60_000 });
  await expect(page.getByTestId('more-outputs')).toContainText('✓');

  // The occupancy chart of the one register: bit-serial, 32 cycles a round.
  const occupancy = page.getByTestId('occupancy');
  const serial = page.getByTestId('occupancy-serial');
  await expect(serial).toHaveAttribute('data-cycles-per-round', '32');
  await expect(serial).toContainText("one bit of a round's 32-bit word a cycle");
  await expect(serial).toContainText('one round takes 32 cycles');
  await page.getByTestId('occupancy-one-round').click();
  const range = page.getByTestId('occupancy-range');
  await expect
    .poll(async () => Number(await range.getAttribute('data-to')) - Number(await range.getAttribute('data-from')))
    .toBeLessThan(40);
  const first = Math.ceil(Number(await range.getAttribute('data-from'))) + 1;
  // Round 1's 32 cycles, bit 0 to bit 31, then round 2 from bit 0: one bit a cycle.
  expect(await hoverCycle(page, first)).toMatch(/: block 1, round 1, bit 0 of 32 \(cycle 1 of the round's 32\)$/);
  expect(await hoverCycle(page, first + 1)).toMatch(/round 1, bit 1 of 32 \(cycle 2 of the round's 32\)$/);
  expect(await hoverCycle(page, first + 31)).toMatch(/round 1, bit 31 of 32 \(cycle 32 of the round's 32\)$/);
  expect(await hoverCycle(page, first + 32)).toMatch(/round 2, bit 0 of 32 \(cycle 1 of the round's 32\)$/);
  expect(await hoverCycle(page, first - 1)).toMatch(/r1\.out: empty$/);
  await occupancy.scrollIntoViewIfNeeded();
  await shoot(page, 'simon-bs1-occupancy');
  await occupancy.screenshot({ path: path.join(screenshotDir, 'simon-bs1-occupancy-chart.png') });

  // The datapath, stepped ten cycles at a time past the decryptor's key setup (1,281 cycles)
  // until block 1 is in r1.out: the register's words after its round, and the note that it
  // computes the round one bit a cycle.
  await page.locator('h1').click();
  const held = page.locator('[data-testid^="register-"][data-block="1"]');
  // Each step waits for the cycle shown to move: presses that outrun the stepper would be
  // carried out after the loop, moving block 1 into another round while it is being read.
  const drawing = page.getByTestId('datapath-svg');
  for (let i = 0; i < 200 && (await held.count()) === 0; i++) {
    const shown = (await drawing.getAttribute('data-cycle')) ?? '';
    await page.keyboard.press('Shift+S');
    await expect(drawing).not.toHaveAttribute('data-cycle', shown);
  }
  await selectHeld(page, held, 'r1.out');
  const round = Number(await held.getAttribute('data-round'));
  const trace = simCore.cipherTrace('simon64', key, plaintext, false) as {
    round: number;
    step: string;
    state: string;
  }[];
  const after = trace.find((t) => t.round === round && t.step === 'out')!.state;
  await expect(page.getByTestId('state-word-0')).toContainText(after.slice(0, 8));
  await expect(page.getByTestId('state-word-1')).toContainText(after.slice(8));
  await expect(page.getByTestId('datapath-serial-note')).toContainText(
    `computes round ${round} one bit a cycle over 32 cycles`,
  );
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, 'simon-bs1-datapath-1280x720.png') });

  // A block takes 44 rounds × 32 = 1,408 cycles: the whole run, zoomed out, says so.
  await page.getByTestId('occupancy-show-all').click();
  await expect(page.getByTestId('cycles')).toContainText('cycles');

  // On a phone: the same page, the chart zoomed to one round.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('occupancy-one-round').click();
  await occupancy.scrollIntoViewIfNeeded();
  await shoot(page, 'simon-bs1-occupancy-390');
  await occupancy.screenshot({ path: path.join(screenshotDir, 'simon-bs1-occupancy-chart-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("SIMON 128/128 LU-1's datapath: block 1 round by round, its 64-bit words x and y and the round's steps as sim-core traces them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const simCore = await loadSimCore();
  const key128 = '0f0e0d0c0b0a09080706050403020100';
  const pt128 = '63736564207372656c6c657661727420';
  await openLab(page, lu1of128);
  await page.getByTestId('key').fill(key128);
  await page.getByTestId('mode').selectOption('ecb');
  await page.getByTestId('plaintext').fill(pt128);
  const trace = simCore.cipherTrace('simon128', key128, pt128, false) as {
    round: number;
    step: string;
    state: string;
  }[];
  expect(trace.at(-1)!.state).toBe('49681b1e1e54fe3f65aa832af84e0bbc');
  const roundKeys = hexOf(simCore.cipherRoundKeys('simon128', bytes(key128)));
  await expectDrawn(page, {
    registers: ['r1.out'],
    texts: ['Round unit 1: rounds 1–68', 'AND, 64 bits', 'rotations: wiring', 'loop: 68 passes of 1 round'],
    keySchedule: 'Online: the key’s m = 2 words are k₀ … k₁',
  });
  await page.locator('h1').click();
  // The key handshake and the decryptor's key setup (66 steps a word a cycle), then block 1 in r1.out.
  const held = await stepUntilHeld(page, 120);
  await selectHeld(page, held, 'r1.out');
  const bar = page.getByTestId('register-r1.out');
  for (let r = 1; r <= 3; r++) {
    if (r > 1) await page.keyboard.press('s');
    await expect(bar).toHaveAttribute('data-round', String(r));
    const state = trace.find((t) => t.round === r && t.step === 'out')!.state;
    await expect(page.getByTestId('state-label')).toHaveText(`${label(r, 'out')}, key k${'₀₁₂'[r - 1]}`);
    await expect(page.getByTestId('state-word-0')).toContainText(state.slice(0, 16));
    await expect(page.getByTestId('state-word-1')).toContainText(state.slice(16));
    await expect(page.getByTestId('simon-round-steps-caption')).toContainText(
      `round key k${'₀₁₂'[r - 1]} = ${roundKeys.slice(32 * (r - 1), 32 * (r - 1) + 16)}`,
    );
    await expect(page.getByTestId('simon-round-step-6')).toContainText(state.slice(0, 16));
    await expect(page.getByTestId('simon-round-step-7')).toContainText(state);
    if (r === 2) await shootDatapathThemes(page, 'simon128-datapath-lu1-round2', 'simon-round-steps');
  }
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText('49681b1e1e54fe3f65aa832af84e0bbc');
});

test('the finalists view: SIMON 64/128 and 128/128 in the legend as lightweight ciphers, not AES finalists; the bit-serial kind among the filters', async ({
  page,
}) => {
  await page.goto('./?finalists');
  const legend = page.getByTestId('cipher-filter');
  for (const name of ['SIMON 64/128', 'SIMON 128/128']) {
    const entry = legend.locator('label', { hasText: name });
    await expect(entry).toContainText('(lightweight, not a finalist)');
    await expect(entry).toHaveAttribute('title', /^not an AES finalist: a lightweight cipher built for hardware/);
    await expect(entry.locator('path.marker')).toHaveCount(1);
  }
  // The finalists carry no such words.
  await expect(legend.locator('label', { hasText: 'Serpent' })).not.toContainText('lightweight');
  await expect(page.getByTestId('finalists-lightweight')).toContainText(
    'SIMON 64/128 and SIMON 128/128: lightweight, not AES finalists.',
  );
  await expect(page.getByTestId('kind-filter').getByLabel('BS')).toBeChecked();
  await legend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'simon-finalists-legend-1280x720.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await legend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'simon-finalists-legend-390x844.png') });
});

test('side by side: SIMON 64/128 bit-serial beside LU-1, the same outputs, 32 times the cycles a block; CFB-64 in the mode table', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLab(page, bs1);
  await page.getByTestId('key').fill(key);
  await page.getByTestId('mode').selectOption('ecb');
  await page.getByTestId('plaintext').fill(`${plaintext}\n0123456789abcdef`);
  await page.getByTestId('compare-config').selectOption('simon64128-encdec-lu1-lut-online-all');
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/, { timeout: 30_000 });
  await page.getByTestId('compare-run').click();
  await expect(page.getByTestId('compare-agreement')).toHaveText('Both cores give the same 2 output blocks ✓', {
    timeout: 60_000,
  });
  const digits = (t: string | null) => Number((t ?? '').replace(/[^\d.]/g, ''));
  const serialCycles = digits(await page.getByTestId('compare-a-cycles').textContent());
  const parallelCycles = digits(await page.getByTestId('compare-b-cycles').textContent());
  // Two blocks, after each core's decryptor key setup: bs1 1,281 + 2 × 1,408 and more; LU-1 41 + 2 × 44.
  expect(serialCycles).toBeGreaterThan(1281 + 2 * 1408);
  expect(parallelCycles).toBeLessThan(200);
  // Both charts know their core: the bit-serial one says so, the LU-1 one does not.
  await expect(page.getByTestId('compare-a').getByTestId('occupancy-serial')).toHaveCount(1);
  await expect(page.getByTestId('compare-b').getByTestId('occupancy-serial')).toHaveCount(0);
  await expect(page.getByTestId('compare-modes')).toContainText('CFB-64');
  await expect(page.getByTestId('compare-modes')).not.toContainText('CFB-128');
  await page.getByTestId('compare-result').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'simon-compare-bs1-lu1-1280x720.png') });
});

test('compose by axis: SIMON 64/128, architecture bs<w>, w from its serialBits, the bit-serial core prebuilt', async ({
  page,
}) => {
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('axis-cipher').selectOption('simon64');
  await expect(page.getByTestId('axis-sbox')).toHaveValue('lut');
  await expect(page.getByTestId('axis-architecture').locator('option')).toHaveText([
    'LU-k: k rounds unrolled',
    'PP-k: k pipelined rounds',
    'bs<w>: bit-serial, w bits of a round a cycle',
  ]);
  await page.getByTestId('axis-direction').selectOption('encdec');
  await page.getByTestId('axis-architecture').selectOption('bs');
  await expect(page.getByTestId('axes')).toContainText('w (bits a cycle)');
  await expect(page.getByTestId('axis-k').locator('option')).toHaveText(['1']);
  await expect(page.getByTestId('axes-verdict')).toContainText(`${bs1}: prebuilt`);
  await expect(page.getByTestId('config')).toHaveValue(bs1);
  await expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout: 30_000 });
  await page.getByTestId('axes').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'simon-axes-bs1-1280x720.png') });
  // Back to LU: k again, LU-1 of SIMON 64/128 prebuilt.
  await page.getByTestId('axis-architecture').selectOption('lu');
  await expect(page.getByTestId('axes-verdict')).toContainText('simon64128-encdec-lu1-lut-online-all: prebuilt');
});
