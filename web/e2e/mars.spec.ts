// MARS in the lab (Burwick et al., MARS submission 1999; Dandalis, Prasanna and Rolim, CHES
// 2000, Sec. 4.1): LU-1, one round of each of the three layers reused, with its one register
// `loop` in front of the round logic, a block entering with K₀…K₃ added and leaving with
// K₃₆…K₃₉ subtracted; block 1 is stepped past the 245-cycle key setup and through the forward
// mixing into the keyed core, the register's words D0–D3 and the round's steps equal to
// sim-core's trace, and the ciphertext sim-core's. PP-3, a stage a layer (`mix_in`, `core`,
// `mix_out`), is stepped until it holds three blocks, one a stage, each block's words equal
// to sim-core's trace of it. The picker offers MARS its own axes; the per-mode table and the
// compare view run both cores. Screenshots at 1280×720.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { bytes, expectDrawn, hexOf, openLab, selectHeld, shootDatapathThemes, word } from './block-state';
import { registryFile } from './registry';
import { screenshotDir } from './screenshots';

const measured = registryFile('measured.json');
const synthesis = registryFile('synthesis.json');
const lu1 = 'mars128-encdec-lu1-lut-online-all';
const pp3 = 'mars128-encdec-pp3-bram-online-all';
const label = (r: number, step: string) => `round[${String(r).padStart(2, ' ')}].${step}`;
type Trace = { round: number; step: string; state: string }[];

/** Step (ten cycles at a time, then one) until a register holds block `block`; returns it. */
async function stepUntilHeld(page: Page, block: number, max: number) {
  const held = page.locator(`[data-testid^="register-"][data-block="${block}"]`);
  const svg = page.getByTestId('datapath-svg');
  // Before the first step the drawing has no cycle: the first shown is cycle 0.
  for (let cycle = Number((await svg.getAttribute('data-cycle')) ?? -1); cycle < max;) {
    if ((await held.count()) > 0) return held;
    // Ten at a time while the key setup runs (245 cycles, hdl/doc/mars.md), up to cycle 239, then one.
    const ten = cycle < 239;
    await page.keyboard.press(ten ? 'Shift+S' : 's');
    cycle += ten ? 10 : 1;
    await expect(svg).toHaveAttribute('data-cycle', String(cycle));
  }
  throw new Error(`block ${block} in no register within ${max} cycles`);
}

/** Step one cycle at a time until `done`, at most `max` cycles. */
async function stepUntil(page: Page, done: () => Promise<boolean>, max: number) {
  const svg = page.getByTestId('datapath-svg');
  for (let i = 0; i < max; i++) {
    if (await done()) return;
    const cycle = Number((await svg.getAttribute('data-cycle')) ?? -1);
    await page.keyboard.press('s');
    await expect(svg).toHaveAttribute('data-cycle', String(cycle + 1));
  }
  if (!(await done())) throw new Error(`not done within ${max} cycles`);
}

/** The state a register holds before round r: after the key addition, or after round r − 1. */
const before = (trace: Trace, r: number) =>
  trace.find((t) => (r === 1 ? t.round === 1 && t.step === 'k_add' : t.round === r - 1 && t.step === 'out'))!.state;

async function expectWords(page: Page, state: string) {
  await expect(page.getByTestId('state-hex')).toHaveText(state);
  for (let p = 0; p < 4; p++) {
    await expect(page.getByTestId(`state-word-${p}`)).toContainText(`D${p}`);
    await expect(page.getByTestId(`state-word-${p}`)).toContainText(word(state, p));
  }
}

test('MARS LU-1: its run and the datapath, block 1 through the loop register round by round as sim-core traces it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const simCore = await loadSimCore();
  const { key, plaintext } = await openLab(page, lu1, { key: /^[0-9a-f]{32}$/, block: /^[0-9a-f]{32}$/ });
  const ciphertext = hexOf(simCore.cipherBlocks('mars', bytes(key), bytes(plaintext), false));
  const trace = simCore.cipherTrace('mars', key, plaintext, false) as Trace;
  const at = (r: number, step: string) => trace.find((t) => t.round === r && t.step === step)!.state;
  expect(at(32, 'out')).toBe(ciphertext);

  // One block on the RTL, ECB: sim-core's ciphertext, after the key setup and 32 rounds.
  await page.getByTestId('mode').selectOption('ecb');
  await page.getByTestId('plaintext').fill(plaintext);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(ciphertext);
  const cycles = Number(
    (await page.getByTestId('cycles').textContent())!.match(/in ([\d,]+) cycles/)![1].replace(/,/g, ''),
  );
  expect(cycles).toBeGreaterThan(245 + 32);
  // The per-mode table: 32 cycles a block with or without feedback (Dandalis et al. 4.1),
  // predicted, and measured once `npm run timing` has measured this core.
  const modes = page.getByTestId('modes');
  for (const mode of ['ecb', 'cbc']) {
    await expect(modes.getByTestId(`mode-${mode}-encrypt`).locator('td').nth(4)).toHaveText('32');
    if (measured.configurations[lu1])
      await expect(modes.getByTestId(`mode-${mode}-encrypt`).locator('td.measured')).toHaveText('32');
  }
  // A prebuilt core before `npm run timing` and `npm run synth` have measured it.
  if (!measured.configurations[lu1])
    await expect(page.getByTestId('modes-predicted-only')).toContainText('prebuilt but not measured yet');
  if (!synthesis.configurations[lu1])
    await expect(page.getByTestId('throughput-no-figures')).toContainText(`npm run synth -- --figures ${lu1}`);

  // The datapath: one register in front of the round unit's three layers, the key words on
  // the way in and out.
  await expectDrawn(page, {
    registers: ['loop'],
    texts: [
      'fwd mix or bwd⁻¹',
      '1–8: S0, S1, ⋙ 24',
      'core, or undone',
      '9–24: * on DSP',
      'bwd mix or fwd⁻¹',
      'block + K₀₋₃ / K₃₆₋₃₉',
      'loop: 32 passes of 1 round',
    ],
    exitDetail: 'out: − K₃₆₋₃₉ / − K₀₋₃',
    keySchedule: '245 cycles in all, on an S-box port of its own',
  });

  await page.locator('h1').click();
  const held = await stepUntilHeld(page, 1, 300);
  await selectHeld(page, held, 'loop', 1);
  // Rounds 1 to 10: eight of forward mixing, then the keyed core; the register holds the
  // block before the round in progress.
  const place = (r: number) => (r <= 8 ? `fwd mix i=${r - 1}` : `core i=${r - 9}`);
  for (let r = 1; r <= 10; r++) {
    if (r > 1) await page.keyboard.press('s');
    await expect(held).toHaveAttribute('data-round', String(r));
    await expect(page.getByTestId('state-heading')).toHaveText(`block 1: loop, round ${r}`);
    await expect(page.getByTestId('state-label')).toHaveText(
      `${r === 1 ? label(1, 'k_add') : label(r - 1, 'out')} → ${place(r)}`,
    );
    await expectWords(page, before(trace, r));
    await expect(page.getByTestId('mars-round-step-1')).toContainText(before(trace, r));
    await expect(page.getByTestId('mars-round-step-2')).toContainText(at(r, r <= 8 ? 'f_mix' : 'core'));
    await expect(page.getByTestId('mars-round-steps-caption')).toContainText(
      r <= 8
        ? `forward mixing, the submission's round i = ${r - 1}`
        : `keyed core, the submission's round i = ${r - 9}`,
    );
    if (r === 9) {
      await expect(page.getByTestId('mars-round-steps-caption')).toContainText('under K₄ =');
      await shootDatapathThemes(page, 'mars-datapath-lu1-round9', 'mars-round-steps');
    }
  }

  // To the output: round 32 in the loop register is the state before the last backward
  // mixing round; the block leaves with K₃₆…K₃₉ subtracted as sim-core's ciphertext.
  await page.keyboard.press('o');
  await expect(page.getByTestId('step-outputs')).toContainText(ciphertext);
  await expect(page.getByTestId('state-heading')).toHaveText('block 1: loop, round 32');
  await expectWords(page, at(31, 'out'));
  await expect(page.getByTestId('mars-round-step-3')).toContainText(ciphertext);
  await page.keyboard.press('s');
  await expect(page.getByTestId('datapath-selection')).toContainText('Block 1 has left the core');
});

test('MARS PP-3: a stage a layer, each looping on its rounds, three blocks at work, each as sim-core traces it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const simCore = await loadSimCore();
  await openLab(page, pp3);
  await page.getByTestId('mode').selectOption('ecb');
  const key = await page.getByTestId('key').inputValue();
  // Four blocks, so that three are at work at once.
  const blocks = [0, 1, 2, 3].map((i) => `00112233445566778899aabbccddee${i.toString(16).padStart(2, '0')}`);
  await page.getByTestId('plaintext').fill(blocks.join('\n'));

  await expectDrawn(page, {
    registers: ['mix_in', 'core', 'mix_out'],
    texts: [
      'mix_in: forward mixing, or backward undone, rounds 1–8, then on when core is free',
      'core: keyed core, or undone, rounds 9–24, then on when mix_out is free',
      'mix_out: backward mixing, or forward undone, rounds 25–32, then out',
      'S in block RAM',
      'E: + K₂ᵢ₊₄, × K₂ᵢ₊₅',
      'loops 16 rounds',
    ],
  });
  for (const s of [0, 1, 2]) await expect(page.getByTestId(`stage-loop-${s}`)).toHaveCount(1);
  await expect(page.getByTestId('datapath')).toContainText('each stage looping on its own rounds');

  // Block 1 enters mix_in after the key setup; 24 cycles later it is in mix_out, block 2 in
  // the core (having waited in mix_in for the core stage, which sets the pace: 16 cycles a
  // block) and block 3 in mix_in.
  await page.locator('h1').click();
  await stepUntilHeld(page, 1, 300);
  await expect(page.getByTestId('register-mix_in')).toHaveAttribute('data-block', '1');
  // Block 2 follows into mix_in and reaches its 8th round while block 1 still has core rounds
  // to run: it stays in mix_in, round 8 computed again, until the core stage is free.
  const core = page.getByTestId('register-core');
  await stepUntil(page, async () => (await core.getAttribute('data-round')) === '20', 30);
  const mixIn = page.getByTestId('register-mix_in');
  await expect(mixIn).toHaveAttribute('data-block', '2');
  await expect(mixIn).toHaveAttribute('data-round', '8');
  await expect(core).toHaveAttribute('data-block', '1');
  await page.getByTestId('datapath-block').selectOption({ label: 'block 2' });
  await expect(page.getByTestId('mars-round-steps-caption')).toContainText(
    'the last of its layer: it goes into core in the first cycle core is free, and until then mix_in keeps the block',
  );
  await page.locator('h1').click();
  // Then block 2 moves into the core as block 1 moves on to mix_out, and block 3 enters.
  await stepUntil(page, async () => (await core.getAttribute('data-block')) === '2', 10);
  const expected = [
    { name: 'mix_out', block: 1, round: 25 },
    { name: 'core', block: 2, round: 9 },
    { name: 'mix_in', block: 3, round: 1 },
  ];
  for (const { name, block, round } of expected) {
    await expect(page.getByTestId(`register-${name}`)).toHaveAttribute('data-block', String(block));
    await expect(page.getByTestId(`register-${name}`)).toHaveAttribute('data-round', String(round));
  }
  for (const { name, block, round } of expected) {
    const trace = simCore.cipherTrace('mars', key, blocks[block - 1], false) as Trace;
    await page.getByTestId('datapath-block').selectOption({ label: `block ${block}` });
    await expect(page.getByTestId('state-heading')).toHaveText(`block ${block}: ${name}, round ${round}`);
    await expectWords(page, before(trace, round));
    if (block === 2) {
      await expect(page.getByTestId('mars-round-steps-caption')).toContainText('keyed core');
      await page.getByTestId('datapath').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: path.join(screenshotDir, 'mars-datapath-pp3-three-blocks-1280x720.png') });
    }
  }
  // The per-mode table: 16 cycles a block streaming, 32 with feedback (Dandalis et al. 4.1).
  const modes = page.getByTestId('modes');
  for (const [mode, cycles] of [
    ['ecb', '16'],
    ['cbc', '32'],
  ]) {
    await expect(modes.getByTestId(`mode-${mode}-encrypt`).locator('td').nth(4)).toHaveText(cycles);
    if (measured.configurations[pp3])
      await expect(modes.getByTestId(`mode-${mode}-encrypt`).locator('td.measured')).toHaveText(cycles);
  }
});

test("the picker offers MARS its own axes; the compare view runs LU-1 beside PP-3, sim-core's ciphertext on both", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const simCore = await loadSimCore();
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('axis-cipher').selectOption('mars');
  await expect(page.getByTestId('axes')).toContainText('S-box and multiplier');
  const options = (axis: string) =>
    page
      .getByTestId(`axis-${axis}`)
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(await options('sbox')).toEqual(['lut', 'bram', 'arr', 'bramarr']);
  expect(await options('k')).toEqual(['1', '3']);
  await page.getByTestId('axis-direction').selectOption('encdec');
  await page.getByTestId('axis-mode').selectOption('all');
  await expect(page.getByTestId('axes-verdict')).toContainText(`${lu1}: prebuilt, ready to run`);
  await expect(page.getByTestId('config')).toHaveValue(lu1);
  await page.getByTestId('axis-sbox').selectOption('bramarr');
  await expect(page.getByTestId('axes-verdict')).toContainText('mars128-encdec-lu1-bramarr-online-all');

  const key = '000102030405060708090a0b0c0d0e0f';
  const plaintext = '00112233445566778899aabbccddeeff';
  const ciphertext = hexOf(simCore.cipherBlocks('mars', bytes(key), bytes(plaintext), false));
  await page.goto(
    `./?config=${lu1}&compare=${pp3}&key=${key}&plaintext=${Array(4).fill(plaintext).join(',')}&mode=ecb`,
  );
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/);
  await page.getByTestId('compare-run').click();
  await expect(page.getByTestId('compare-agreement')).toHaveText('Both cores give the same 4 output blocks ✓', {
    timeout: 60_000,
  });
  for (const side of ['a', 'b']) await expect(page.getByTestId(`compare-${side}-output`)).toHaveText(ciphertext);
  // LU-1: 32 cycles a block; PP-3: 16 once streaming, 32 with feedback (measured, or sim-core's
  // prediction before `npm run timing` has measured the cores).
  const compare = page.getByTestId('compare');
  await expect(compare.getByTestId('compare-mode-ecb-encrypt')).toContainText(
    /32( \(predicted\))?\s*16( \(predicted\))?$/,
  );
  await expect(compare.getByTestId('compare-mode-cbc-encrypt')).toContainText(
    /32( \(predicted\))?\s*32( \(predicted\))?$/,
  );
  await page.getByTestId('compare').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'mars-compare-lu1-pp3-1280x720.png') });
});
