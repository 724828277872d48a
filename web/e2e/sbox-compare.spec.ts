// S-box implementations compared (issue #8, item 6): LU-1 AES-128 encryption's six prebuilt
// S-boxes, their ECP5-85F figures as registry/synthesis.json has them (or the command that
// measures them), their latency, and the toggle activity the page measures on the six real
// models, equal to the same count made in Node over the same models' VCDs. Twofish's two
// (issue #24): its own names, latency and words, the key setup registry/measured.json holds
// for each, and their toggles.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { screenshotDir } from './screenshots';
import { checkBars } from './bars';
import { expectChoiceRows } from './implementation-panel';
import { implementationChoices, registryFile } from './registry';

const root = path.resolve(import.meta.dirname, '..', '..');
const synthesis = registryFile('synthesis.json');
const sboxes = ['lut', 'bram', 'lutram', 'cf', 'cfp', 'bp'];
const idOf = (sbox: string) => `aes128-enc-lu1-${sbox}-online-all`;
const latencies: Record<string, string> = { lut: '0', bram: '1', lutram: '0', cf: '0', cfp: '5', bp: '0' }; // hdl/doc/sboxes.md
const whole = (x: number) => Math.round(x).toLocaleString('en');

/**
 * The toggle figures in Node: each built model run as the worker runs it (sim/run.ts), its VCD
 * counted by the page's own modules. sim-core and the models are loaded here as
 * src/test-support/built.ts loads them (which imports JSON, which this loader does not).
 */
async function nodeFigures(ids: readonly string[] = sboxes.map(idOf)) {
  const simCore = await import('../../build/sim-core/sim_core_wasm.js');
  simCore.initSync({ module: fs.readFileSync(path.join(root, 'build', 'sim-core', 'sim_core_wasm_bg.wasm')) });
  const { openWasmModel } = await import('../../hdl/harness/node-loader.mjs');
  const openBuiltModel = (id: string) =>
    openWasmModel({
      wasmModule: path.join(root, 'build', 'models', id, 'wasm', 'model.mjs'),
      wasmBinary: path.join(root, 'build', 'models', id, 'wasm', 'model.wasm'),
    });
  const { runWorkload } = await import('../src/sim/run');
  const { parseVcd } = await import('../src/waveform/vcd');
  const { measureToggles } = await import('../src/sbox-compare/measure');
  const { toggleWorkload } = await import('../src/sbox-compare/workload');
  const out = new Map<string, { perCycle: number; perBlock: number; sboxPerBlock: number; cyclesPerBlock: number }>();
  for (const id of ids) {
    const config = simCore.parseConfiguration(id);
    const w = toggleWorkload(simCore, config);
    if (!w.ok) throw new Error(w.error);
    const run = runWorkload(await openBuiltModel(id), { ...w.workload, maxCycles: w.maxCycles, vcd: true });
    // The cipher's nets from its plug-in's own module (the plug-in index imports JSON).
    const { implementation } = await import(`../src/ciphers/${config.cipher}/implementation`);
    const m = measureToggles(simCore, run, parseVcd(run.vcd!), implementation.nets);
    out.set(id, {
      perCycle: m.togglesPerCycle,
      perBlock: m.togglesPerBlock,
      sboxPerBlock: m.sboxTogglesPerBlock,
      cyclesPerBlock: m.cyclesPerBlock,
    });
  }
  return out;
}

test('LU-1 lists its six S-boxes with their synthesis figures, measures their toggles as Node does, in both themes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`./?config=${idOf('lut')}`);
  const panel = page.getByTestId('sbox-compare');
  await expect(panel.getByRole('heading', { name: 'S-box implementations compared' })).toBeVisible();
  await expect(panel.locator('tbody tr')).toHaveCount(6);
  // The registry's names, in its order (sbox-compare/variants.test.ts spells them out).
  await expect(panel.locator('tbody th a')).toHaveText(implementationChoices('aes').map((c) => c.name));
  await expect(panel.getByTestId('sbox-row-lut')).toContainText('(this core)');
  // No AES core uses a multiplier block: no column of zeros.
  await expect(panel.getByTestId('sbox-dsps-head')).toHaveCount(0);

  for (const sbox of sboxes) {
    const row = panel.getByTestId(`sbox-row-${sbox}`);
    await expect(row.getByTestId('sbox-latency')).toHaveText(latencies[sbox]);
    const figure = synthesis.configurations[idOf(sbox)]?.['ecp5-85f'];
    if (figure) {
      await expect(row.getByTestId('sbox-luts')).toHaveText(figure.luts.toLocaleString('en'));
      await expect(row.getByTestId('sbox-ffs')).toHaveText(figure.ffs.toLocaleString('en'));
      await expect(row.getByTestId('sbox-brams')).toHaveText(figure.brams.toLocaleString('en'));
      await expect(row.getByTestId('sbox-fmax')).toHaveText(
        figure.fmaxMHz === undefined ? 'does not fit' : String(figure.fmaxMHz),
      );
    } else {
      await expect(row.getByTestId('sbox-no-synthesis')).toHaveText(
        `not measured yet — npm run synth -- --figures ${idOf(sbox)}`,
      );
    }
  }
  // LU-1 with LUT S-boxes has its figures (the first the sweep measured): the flow is named.
  expect(synthesis.configurations[idOf('lut')]['ecp5-85f'].fmaxMHz).toBeGreaterThan(0);
  await expect(panel.getByTestId('sbox-flow')).toContainText(
    'ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case',
  );

  // Measure, by keyboard: the six models one after another in a worker of the panel's own.
  const expected = nodeFigures();
  await panel.getByTestId('sbox-measure').focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('sbox-measure')).toBeDisabled();
  await expect(panel.getByTestId('sbox-status')).toContainText('Measuring');
  await expect(panel.getByTestId('sbox-status')).toHaveText(/^Measured: 64 blocks/, { timeout: 180_000 });
  await expect(panel.getByTestId('sbox-error')).toHaveCount(0);

  const figures = await expected;
  for (const sbox of sboxes) {
    const row = panel.getByTestId(`sbox-row-${sbox}`);
    const f = figures.get(idOf(sbox))!;
    expect(f.perBlock).toBeGreaterThan(0);
    await expect(row.getByTestId('sbox-per-block')).toHaveText(whole(f.perBlock));
    await expect(row.getByTestId('sbox-per-cycle')).toHaveText(whole(f.perCycle));
    await expect(row.getByTestId('sbox-sbox-per-block')).toHaveText(whole(f.sboxPerBlock));
    await expect(row.getByTestId('sbox-cpb')).toHaveText(String(f.cyclesPerBlock));
  }
  // What the RTL shows: LUT-RAM switches as the LUT S-box does, the composite S-boxes do not,
  // and the combinational composite field costs more toggles per block than the table.
  const lut = figures.get(idOf('lut'))!;
  expect(figures.get(idOf('lutram'))!.perBlock).toBe(lut.perBlock);
  for (const composite of ['cf', 'cfp']) expect(figures.get(idOf(composite))!.perBlock).not.toBe(lut.perBlock);
  expect(figures.get(idOf('cf'))!.perBlock).toBeGreaterThan(lut.perBlock);
  // The chart: one bar per S-box, its value the table's.
  const chart = panel.getByTestId('sbox-chart');
  for (const sbox of sboxes)
    await expect(chart.getByTestId(`sbox-bar-${sbox}`)).toContainText(whole(figures.get(idOf(sbox))!.perBlock));

  await panel.getByTestId('sbox-chart').scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(screenshotDir, 'sbox-compare-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await panel.screenshot({ path: path.join(screenshotDir, 'sbox-compare-dark.png') });

  // Legible at a projector (1280 × 720) and on a phone (390 px), dark and light: text of
  // 14 px or more, none on another, nothing cut off; the values whole on the phone too.
  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 720 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await checkBars(chart, { fillsBox: true });
      for (const sbox of sboxes)
        await expect(chart.getByTestId(`sbox-bar-${sbox}`)).toContainText(whole(figures.get(idOf(sbox))!.perBlock));
      await page.screenshot({ path: path.join(screenshotDir, `bars-sbox-${name}-${scheme}.png`) });
    }
  }
  await expect(chart).toHaveAttribute('data-arrangement', 'stacked');
});

const twofishId = (sbox: string) => `twofish128-enc-lu1-${sbox}-online-all`;
const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

test('Twofish: its two S-box options by its own names and words, the key setup measured on each RTL, their toggles', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`./?config=${twofishId('lut')}`);
  const panel = page.getByTestId('sbox-compare');
  await expect(panel.getByRole('heading', { name: 'S-box implementations compared' })).toBeVisible();
  const choices = implementationChoices('twofish');
  expect(choices.map((c) => c.token)).toEqual(['lut', 'bram']);
  // Neither has a register in its S-boxes outside SP-k-1 (hdl/doc/twofish.md): latency 0.
  await expectChoiceRows(panel, choices, 'lut', twofishId);
  await expect(panel.getByTestId('sbox-key-setup-head')).toHaveText('Key setup (cycles, measured)');
  // Filling the tables costs key setup: the block-RAM row waits longer for its first block.
  expect(number(await panel.getByTestId('sbox-row-bram').getByTestId('sbox-key-setup').textContent())).toBeGreaterThan(
    number(await panel.getByTestId('sbox-row-lut').getByTestId('sbox-key-setup').textContent()),
  );
  // Its own parts, not AES's.
  await expect(panel.getByTestId('sbox-intro')).toContainText('the key-dependent S-boxes of both g functions');
  await expect(panel.getByTestId('sbox-intro')).toContainText('hdl/doc/twofish.md');
  await expect(panel.getByTestId('sbox-proxy')).toContainText(
    "Swankoski et al.'s figures are for AES's S-boxes, not Twofish's",
  );
  await expect(panel).not.toContainText(/SubBytes|ShiftRows|MixColumns|AddRoundKey/);

  const expected = nodeFigures(choices.map((c) => twofishId(c.token)));
  await panel.getByTestId('sbox-measure').click();
  await expect(panel.getByTestId('sbox-status')).toHaveText(/^Measured: 64 blocks/, { timeout: 90_000 });
  await expect(panel.getByTestId('sbox-error')).toHaveCount(0);
  const figures = await expected;
  for (const { token } of choices) {
    const row = panel.getByTestId(`sbox-row-${token}`);
    const f = figures.get(twofishId(token))!;
    await expect(row.getByTestId('sbox-per-block')).toHaveText(whole(f.perBlock));
    await expect(row.getByTestId('sbox-sbox-per-block')).toHaveText(whole(f.sboxPerBlock));
    await expect(row.getByTestId('sbox-cpb')).toHaveText(String(f.cyclesPerBlock));
    // A share of the S-boxes' own: more than none, less than all.
    const share = number(await row.getByTestId('sbox-sbox-per-block').textContent());
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(number(await row.getByTestId('sbox-per-block').textContent()));
  }
  await expect(panel.getByTestId('sbox-legend-sbox')).toHaveText(
    "toggles in the key-dependent S-boxes' own nets, both g functions'",
  );
  await expect(panel.getByTestId('sbox-legend-rest')).toHaveText(
    'the rest of the core: MDS, PHT, subkey addition, whitening, registers, key setup, control',
  );
  const chart = panel.getByTestId('sbox-chart');
  for (const { token } of choices)
    await expect(chart.getByTestId(`sbox-bar-${token}`)).toContainText(whole(figures.get(twofishId(token))!.perBlock));

  await panel.screenshot({ path: path.join(screenshotDir, 'sbox-compare-twofish-light.png') });
  // At a projector's 1280 × 720, the table and the chart in view, light and dark.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await checkBars(chart, { fillsBox: true });
    await page.screenshot({ path: path.join(screenshotDir, `sbox-compare-twofish-1280-${scheme}.png`) });
  }
});

test.describe('without the service worker (it would fetch the model past the route)', () => {
  test.use({ serviceWorkers: 'block' });
  test('a model that fails to load is said in its row; the others are measured', async ({ page }) => {
    test.setTimeout(120_000);
    await page.route('**/models/aes128-enc-lu1-bp-online-all/model.wasm', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto(`./?config=${idOf('cf')}`);
    const panel = page.getByTestId('sbox-compare');
    await expect(panel.getByTestId('sbox-row-cf')).toContainText('(this core)');
    await panel.getByTestId('sbox-measure').click();
    await expect(panel.getByTestId('sbox-status')).toHaveText(/^Measured/, { timeout: 90_000 });
    await expect(panel.getByTestId('sbox-row-bp').getByTestId('sbox-error')).toHaveText(
      `Could not measure: The simulator for ${idOf('bp')} is not built. Build it with: npm run model -- ${idOf('bp')}`,
    );
    await expect(panel.getByTestId('sbox-error')).toHaveCount(1);
    await expect(panel.getByTestId('sbox-per-block')).toHaveCount(5);
    await expect(panel.getByTestId('sbox-chart').locator('[data-testid^="sbox-bar-"]')).toHaveCount(5);
    // The page's own simulator is untouched.
    await expect(page.getByTestId('status')).toHaveText(/Ready/);
  });
});

test('choosing another configuration stops a measurement after its current step', async ({ page }) => {
  await page.goto(`./?config=${idOf('lut')}`);
  const panel = page.getByTestId('sbox-compare');
  await panel.getByTestId('sbox-measure').click();
  await expect(panel.getByTestId('sbox-status')).toContainText('Measuring');
  await page.getByTestId('config').selectOption('aes128-encdec-lu1-lut-online-all');
  // Two siblings now (LUT and block RAM), the button free again once the step in hand ends.
  await expect(panel.locator('tbody tr')).toHaveCount(2);
  await expect(panel.getByTestId('sbox-measure')).toBeEnabled({ timeout: 30_000 });
  await expect(panel.getByTestId('sbox-status')).not.toContainText('Measuring');
  await expect(panel.getByTestId('sbox-toggles-pending')).toHaveText(['–', '–']);
});

test('a configuration with no S-box sibling says so; one with two lists both', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu2-lut-online-all');
  const panel = page.getByTestId('sbox-compare');
  await expect(panel.locator('tbody tr')).toHaveCount(1);
  await expect(panel).toContainText('only this one is prebuilt with these settings');
  await page.goto('./?config=aes128-enc-sp10m3-cfp-online-all');
  await expect(panel.locator('tbody th a')).toHaveText(['block RAM', 'composite field, 5 stages']);
  await expect(panel.getByTestId('sbox-row-bram').getByTestId('sbox-latency')).toHaveText('1');
  await expect(panel.getByTestId('sbox-row-cfp').getByTestId('sbox-latency')).toHaveText('5');
  await page.goto('./?config=aes128-enc-lu1-lut-online-ecb');
  await expect(panel.getByTestId('sbox-none')).toContainText(
    'No prebuilt configuration differs from this one in the S-box alone',
  );
});
