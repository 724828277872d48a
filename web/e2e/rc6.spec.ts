// RC6 in the lab (issue #24): LU-1 with Elbirt et al.'s squarer run on its RTL (the ciphertext
// sim-core's, the occupancy chart, the waveform's out_data_o, the per-mode table's measured 20
// cycles a block, Elbirt et al. Table 2), its datapath (part Q on the squarer, R, F, the round
// register r1.out, entered through the pre-whitening and left through the post-whitening) with
// block 1 stepped through its first rounds, each register's words A, B, C, D equal to sim-core's
// trace, and the multiplier comparison panel's three LU-1 cores (squarer, * on DSP blocks,
// array multiplier) with the key setup registry/measured.json holds, the MULT18X18D each
// takes and their toggles. The unified SP-1-1 draws its inner register r1.quad. Screenshots
// at 1280×720.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, openLab, selectHeld, stepUntilHeld, word } from './block-state';
import { expectChoiceRows } from './implementation-panel';
import { implementationChoices, registryFile } from './registry';
import { screenshotDir, shoot } from './screenshots';

const rc6 = 'rc6128-enc-lu1-sq-online-all';
const idOf = (token: string) => `rc6128-enc-lu1-${token}-online-all`;
const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));
const label = (r: number, step: string) => `round[${String(r).padStart(2, ' ')}].${step}`;

test('RC6 LU-1 with the squarer: its run, occupancy, waveform and throughput; block 1 through r1.out as sim-core traces it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const simCore = await loadSimCore();
  const { key, plaintext } = await openLab(page, rc6, { key: /^[0-9a-f]{32}$/, block: /^[0-9a-f]{32}$/ });
  const ciphertext = hexOf(simCore.cipherBlocks('rc6', bytes(key), bytes(plaintext), false));

  // Run one block on the RTL: sim-core's ciphertext, the occupancy chart, the waveform.
  await page.getByTestId('plaintext').fill(plaintext);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(ciphertext);
  const chart = page.getByTestId('occupancy');
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  const cycles = Number(
    (await page.getByTestId('cycles').textContent())!.match(/in ([\d,]+) cycles/)![1].replace(/,/g, ''),
  );
  // The key setup (the block taken 47 cycles after the handshake, hdl/doc/rc6.md) and 20 rounds
  // come first.
  expect(cycles).toBeGreaterThan(47 + 20);
  await page.getByTestId('waveform-fold').locator('summary').click();
  const waveform = page.getByTestId('waveform');
  await expect(waveform).toBeVisible();
  await waveform.getByTestId('wave-name-out_valid_o').click();
  await waveform.getByTestId('waveform-region').press('n');
  await expect(waveform.getByTestId('wave-value-out_valid_o')).toHaveText('1');
  await expect(waveform.getByTestId('wave-value-out_data_o')).toHaveText(ciphertext);
  // Throughput: the per-mode table measured on the RTL, 20 cycles a block with or without
  // feedback (Elbirt et al. Table 2, LU-1), equal to sim-core's prediction.
  const modes = page.getByTestId('modes');
  for (const mode of ['ecb', 'cbc'])
    await expect(modes.getByTestId(`mode-${mode}-encrypt`).locator('td.measured')).toHaveText('20');
  await expect(modes.getByTestId('mode-ecb-encrypt').locator('td').nth(4)).toHaveText('20');

  // The datapath: Q on the squarer, R, F, one round register, the whitenings outside the loop.
  await expectDrawn(page, {
    registers: ['r1.out'],
    texts: [
      'f(B), f(D) ⋘ 5',
      't, u: squarer',
      'A⊕t ⋘ u, C⊕u ⋘ t',
      '+ S[2i], S[2i+1]',
      'new block + S₀, S₁',
      'loop: 20 passes of 1 round',
    ],
    exitDetail: 'post-whitening + S₄₂, S₄₃',
    keySchedule: '132 iterations, two a cycle',
  });

  const trace = simCore.cipherTrace('rc6', key, plaintext, false) as { round: number; step: string; state: string }[];
  const at = (r: number, step: string) => trace.find((t) => t.round === r && t.step === step)!.state;
  await page.locator('h1').click();
  // Past the key setup: the block is taken 47 cycles after the handshake (hdl/doc/rc6.md).
  const held = await stepUntilHeld(page, 300);
  await selectHeld(page, held, 'r1.out', 1);
  // Rounds 1 to 3: r1.out holds the state after part F, the words A, B, C, D.
  for (let r = 1; r <= 3; r++) {
    if (r > 1) await page.keyboard.press('s');
    await expect(held).toHaveAttribute('data-round', String(r));
    await expect(page.getByTestId('state-heading')).toHaveText(`block 1: r1.out, round ${r}`);
    await expect(page.getByTestId('state-label')).toHaveText(label(r, 'perm'));
    await expect(page.getByTestId('state-hex')).toHaveText(at(r, 'perm'));
    for (const [p, name] of ['A', 'B', 'C', 'D'].entries()) {
      await expect(page.getByTestId(`state-word-${p}`)).toContainText(name);
      await expect(page.getByTestId(`state-word-${p}`)).toContainText(word(at(r, 'perm'), p));
    }
    if (r === 2) {
      await shoot(page, 'rc6-datapath-lu1-round2-1280');
      await expect(page.getByTestId('step-toast')).toHaveCount(0, { timeout: 5_000 });
      await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(screenshotDir, 'rc6-datapath-lu1-round2-1280x720.png') });
    }
  }
  // To the output: round 20 in r1.out is the state before the post-whitening; the block
  // leaves as sim-core's ciphertext, whitened on the way out.
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText(ciphertext);
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: r1.out, round 20');
  await expect(page.getByTestId('state-hex')).toHaveText(at(20, 'perm'));
  expect(at(20, 'perm')).not.toBe(ciphertext);
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');
});

test('RC6: its three multipliers compared by its own names and words, the key setup measured on each RTL, their toggles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const choices = implementationChoices('rc6');
  expect(choices.map((c) => c.token)).toEqual(['sq', 'dsp', 'arr']);
  await page.goto(`./?config=${rc6}`);
  const panel = page.getByTestId('sbox-compare');
  // A heading in sentence case, from the cipher's implementation axis (issue #42).
  await expect(panel.getByRole('heading', { name: 'Multiplier implementations compared', exact: true })).toBeVisible();
  const keySetups = await expectChoiceRows(panel, choices, 'sq', idOf);
  // The same 132 mixing steps whatever the multiplier, the block taken during the third pass.
  expect(keySetups).toEqual([47, 47, 47]);
  await expect(panel.locator('thead')).toContainText('Multiplier latency (cycles)');
  await expect(panel.locator('thead')).toContainText('…in multiplier nets');
  // Multiplier blocks on the ECP5-85F, a column named after its block: * takes six
  // MULT18X18D (registry/synthesis.json), the squarer and the array multiplier none.
  const synthesis = registryFile('synthesis.json').configurations;
  expect(synthesis[idOf('dsp')]['ecp5-85f'].dsps).toBe(6);
  await expect(panel.getByTestId('sbox-dsps-head')).toHaveText('MULT18X18D');
  for (const [token, dsps] of [
    ['sq', '0'],
    ['dsp', '6'],
    ['arr', '0'],
  ])
    await expect(panel.getByTestId(`sbox-row-${token}`).getByTestId('sbox-dsps')).toHaveText(dsps);
  await expect(panel.getByTestId('sbox-intro')).toContainText("RC6's multiplier options: f(x) = x(2x + 1)");
  await expect(panel.getByTestId('sbox-intro')).toContainText('hdl/doc/rc6.md');
  await expect(panel.getByTestId('sbox-proxy')).toContainText(
    "Swankoski et al.'s figures are for AES's S-boxes, not RC6's",
  );
  await expect(panel).not.toContainText(/SubBytes|ShiftRows|MixColumns|AddRoundKey/);

  await panel.getByTestId('sbox-measure').click();
  await expect(panel.getByTestId('sbox-status')).toHaveText(/^Measured: 64 blocks/, { timeout: 90_000 });
  await expect(panel.getByTestId('sbox-error')).toHaveCount(0);
  const perBlock = new Map<string, { all: number; own: number }>();
  for (const { token } of choices) {
    const row = panel.getByTestId(`sbox-row-${token}`);
    await expect(row.getByTestId('sbox-cpb')).toHaveText('20');
    const all = number(await row.getByTestId('sbox-per-block').textContent());
    const own = number(await row.getByTestId('sbox-sbox-per-block').textContent());
    // A share of the multipliers' own: more than none, less than all.
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(all);
    perBlock.set(token, { all, own });
  }
  // The squarer's named rows switch the most; the rest of the cores alike (within rounding).
  expect(perBlock.get('sq')!.own).toBeGreaterThan(perBlock.get('arr')!.own);
  expect(perBlock.get('arr')!.own).toBeGreaterThan(perBlock.get('dsp')!.own);
  const rest = (t: string) => perBlock.get(t)!.all - perBlock.get(t)!.own;
  for (const t of ['dsp', 'arr']) expect(Math.abs(rest(t) - rest('sq'))).toBeLessThanOrEqual(1);
  await expect(panel.getByTestId('sbox-legend-sbox')).toHaveText(
    "toggles in the multipliers' own nets, f(B)'s and f(D)'s, and their products",
  );
  const chart = panel.getByTestId('sbox-chart');
  for (const { token } of choices)
    await expect(chart.getByTestId(`sbox-bar-${token}`)).toContainText(
      `${perBlock.get(token)!.all.toLocaleString('en')} (multiplier nets ${perBlock.get(token)!.own.toLocaleString('en')})`,
    );
  await panel.screenshot({ path: path.join(screenshotDir, 'sbox-compare-rc6-light.png') });
  await panel.getByTestId('sbox-table').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, 'sbox-compare-rc6-1280x720.png') });
});

test('the datapath of the unified RC6 SP-1-1: the inner register r1.quad after part Q, whitening either way, the offline table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?config=rc6256-encdec-sp1m1-sq-offline-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expectDrawn(page, {
    registers: ['r1.quad', 'r1.out'],
    texts: ['f(B|A), f(D|C) ⋘ 5', '⊕ ⋘ or − S, ⋙', '+ S, turn or ⊕ t, u', 'new block ± S₀,₁ / S₄₂,₄₃'],
    exitDetail: 'whitening + S₄₂,₄₃ / − S₀,₁',
    keySchedule: 'Offline: the table S[0..43] in registers',
  });
  await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: path.join(screenshotDir, 'rc6-datapath-sp1m1-1280x720.png') });
});
