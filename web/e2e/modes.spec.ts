// Throughput per mode: the feedback wall of Elbirt et al. (Tables 2 and 3) as the lab shows
// it for PP-5, measured on the RTL and predicted by sim-core.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir, shoot } from './screenshots';
import { checkBars } from './bars';
import { cipherOfId } from '../../registry/ciphers.mjs';

// The committed figures the chart reads, read here too so nothing below is hard-coded.
const registry = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'registry', file), 'utf8'));
const synthesis = registry('synthesis.json');
const measured = registry('measured.json');
const published = registry('published.json');
const ciphers = registry('ciphers.json');
// A configuration's figure on the reference device, and its Fmax.
const reference = (id: string) => synthesis.configurations[id]?.['ecp5-85f'];
const fmaxOf = (id: string): number | undefined => reference(id)?.fmaxMHz;

test('PP-5 shows CTR at 2.2 and CBC encryption at 11 cycles per block, measured and predicted', async ({ page }) => {
  await page.goto('./?config=aes128-enc-pp5-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const row = (mode: string, direction: string) => page.getByTestId(`mode-${mode}-${direction}`);
  await expect(row('ctr', 'encrypt').locator('td.measured')).toHaveText('2.2');
  await expect(row('cbc', 'encrypt').locator('td.measured')).toHaveText('11');
  await expect(row('cbc', 'encrypt')).toContainText('yes');
  // Five interleaved chains fill the five round stages again (Swankoski et al.).
  await expect(row('interleavedCbc', 'encrypt').locator('td.measured')).toHaveText('2.2');
  await expect(row('cbc', 'encrypt').locator('.bar')).toHaveCount(5);
  await shoot(page, 'modes-pp5');
});

test('a configuration that is not prebuilt shows predictions, labelled as such', async ({ page }) => {
  await page.goto('./?config=aes128-enc-sp5m2-lut-online-all');
  await expect(page.getByTestId('modes-predicted-only')).toContainText('not prebuilt');
  await expect(page.getByTestId('throughput-no-figures')).toContainText('not prebuilt, so nothing was synthesised');
  await expect(page.getByTestId('mode-ctr-encrypt')).toContainText('2.2');
  await expect(page.getByTestId('build-on-demand')).toContainText('npm run model -- aes128-enc-sp5m2-lut-online-all');
});

test('runs SP 800-38A F.2.1 (CBC-AES128 encryption) on PP-5 and checks every block', async ({ page }) => {
  await page.goto('./?config=aes128-enc-pp5-lut-online-all&key=2b7e151628aed2a6abf7158809cf4f3c');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('mode').selectOption('cbc');
  await page.getByTestId('iv').fill('00010203 04050607 08090a0b 0c0d0e0g');
  await expect(page.getByTestId('iv-note')).toContainText("IV: 'g'");
  await expect(page.getByTestId('run')).toBeDisabled();
  await page.getByTestId('iv').fill('000102030405060708090a0b0c0d0e0f');
  await page
    .getByTestId('plaintext')
    .fill(
      [
        '6bc1bee22e409f96e93d7e117393172a',
        'ae2d8a571e03ac9c9eb76fac45af8e51',
        '30c81c46a35ce411e5fbc1191a0a52ef',
        'f69f2445df4f9b17ad2b417be66c3710',
      ].join('\n'),
    );
  await page.getByTestId('run').click();
  const expected = [
    '7649abac8119b246cee98e9b12e9197d',
    '5086cb9b507219ee95db113a917678b2',
    '73bed6b8e3c1743b7116e69e22229516',
    '3ff1caa1681fac09120eca307586e1a7',
  ];
  await page.getByTestId('more-outputs-toggle').click();
  for (const [i, c] of expected.entries()) await expect(page.getByTestId(`output-${i}`)).toHaveText(c);
  await expect(page.getByTestId('more-outputs')).toContainText('all 4 match sim-core ✓');
  // CBC encryption waits for each result: 4 blocks of 11 cycles, one at a time.
  await shoot(page, 'modes-cbc-pp5');
});

/** The mode panel alone, in the current theme. */
const shootModes = (page: Page, name: string) =>
  page.getByTestId('modes').screenshot({ path: path.join(screenshotDir, `${name}.png`) });

for (const scheme of ['light', 'dark'] as const) {
  test(`LU-1 in Gbit/s at its ECP5-85F Fmax, 128 × Fmax ÷ measured cycles, Elbirt et al. beside it (${scheme})`, async ({
    page,
  }) => {
    const id = 'aes128-enc-lu1-lut-online-all';
    const fmax = fmaxOf(id)!;
    expect(fmax).toBeGreaterThan(0);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`./?config=${id}`);
    await expect(page.getByTestId('status')).toHaveText(/Ready/);
    const panel = page.getByTestId('modes');
    await expect(panel.getByTestId('throughput-fmax')).toHaveText(`${fmax} MHz`);
    await expect(panel.getByTestId('legend-ours')).toContainText(
      'ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case',
    );
    // Every measured mode: the chart's value and the table's, from the JSON files.
    const modes = measured.configurations[id].modes.filter(
      (m: { mode: string; direction: string }) => !(m.direction === 'decrypt' && ['ctr', 'ofb'].includes(m.mode)),
    );
    expect(modes.length).toBeGreaterThan(5);
    for (const m of modes) {
      const gbps = ((128 * fmax) / m.cyclesPerBlock / 1000).toFixed(3);
      await expect(panel.getByTestId(`gbps-${m.mode}-${m.direction}`)).toHaveText(gbps);
      await expect(panel.getByTestId(`mode-${m.mode}-${m.direction}`).locator('td.gbps')).toHaveText(gbps);
    }
    // The paper's LU-1 row, labelled with its authors, year, device and clock, as published.
    const row = published.rows.find(
      (r: { source: string; label: string }) => r.source === 'elbirt2000' && r.label === 'Rijndael LU-1',
    );
    const legend = panel.getByTestId('legend-paper');
    await expect(legend).toHaveCount(1);
    await expect(legend).toContainText('Elbirt et al. 2000, Xilinx Virtex');
    await expect(legend).toContainText(`Rijndael LU-1, ${row.clockMHz} MHz`);
    for (const kind of ['stream', 'feedback']) {
      const bar = panel.getByTestId(`bar-paper-${kind}`);
      await expect(bar.getByTestId('gbps-paper')).toHaveText((row.throughputMbps[kind] / 1000).toFixed(3));
      await expect(bar).toContainText(`${row.clockMHz} MHz`);
      await expect(bar).toContainText('Elbirt et al. 2000');
    }
    // The iCE40UP5K cannot hold it: said, not hidden.
    await expect(panel.getByTestId('synthesis-ice40-up5k')).toContainText('does not fit');
    // A figure measured before the RTL or the flow last changed says so (synthesis-stale.json).
    const earlier: string[] = registry('synthesis-stale.json').configurations[id] ?? [];
    for (const device of Object.keys(synthesis.devices)) {
      if (!synthesis.configurations[id][device]) continue;
      const line = panel.getByTestId(`synthesis-${device}`);
      if (earlier.includes(device)) await expect(line).toContainText('from earlier inputs');
      else await expect(line).not.toContainText('from earlier inputs');
    }
    await expect(panel.getByTestId('synthesis-earlier')).toHaveCount(earlier.length ? 1 : 0);
    if (earlier.includes('ecp5-85f'))
      await expect(panel.getByTestId('legend-ours')).toContainText('from earlier inputs');
    await panel.getByTestId('throughput-chart').scrollIntoViewIfNeeded();
    await shootModes(page, `throughput-lu1-${scheme}`);
  });
}

test('SP-10-3 (block-RAM S-boxes) in Gbit/s beside Swankoski et al. on both their devices', async ({ page }) => {
  const id = 'aes128-enc-sp10m3-bram-online-all';
  const fmax = fmaxOf(id)!;
  await page.goto(`./?config=${id}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const panel = page.getByTestId('modes');
  await expect(panel.getByTestId('gbps-ecb-encrypt')).toHaveText(((128 * fmax) / 1 / 1000).toFixed(3));
  await expect(panel.getByTestId('legend-paper')).toHaveCount(2);
  await expect(panel.getByTestId('bar-paper-stream')).toHaveCount(2);
  await shootModes(page, 'throughput-sp10m3');
});

test('a prebuilt core that nextpnr did not place draws no bars and says why', async ({ page }) => {
  // A core the sweep measured but neither placer legalised (the composite-field full pipeline today).
  const id = Object.keys(measured.configurations).find((c) => reference(c)?.placed === false);
  test.skip(id === undefined, 'every prebuilt core in registry/synthesis.json placed');
  await page.goto(`./?config=${id}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const note = page.getByTestId('throughput-not-placed');
  await expect(note).toContainText('nextpnr did not place it');
  await expect(note).toContainText(reference(id!).reason.slice(0, 60));
  await expect(page.getByTestId('throughput-chart')).toHaveCount(0);
  await expect(page.getByTestId('modes').locator('td.gbps')).toHaveCount(0);
  await shootModes(page, 'throughput-not-placed');
});

test('a prebuilt configuration without synthesis figures draws no bars and names the command', async ({ page }) => {
  // A prebuilt configuration the sweep has not reached yet (none once `npm run synth` has run to
  // the end) whose simulator the site has (npm test builds none of the paper rows no lesson opens).
  const ready = (await (await page.request.get('models/index.json')).json()).ready;
  const id = Object.keys(measured.configurations).find((c) => reference(c) === undefined && c in ready);
  test.skip(id === undefined, 'every prebuilt configuration the site has has figures in registry/synthesis.json');
  await page.goto(`./?config=${id}`);
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const note = page.getByTestId('throughput-no-figures');
  await expect(note).toContainText(`npm run synth -- --figures ${id}`);
  // …and lists those of its own cipher that have figures, to switch to.
  const cipher = cipherOfId(ciphers, id!)!.cipher.id;
  const withFigures = Object.keys(synthesis.configurations).filter(
    (c) => fmaxOf(c) !== undefined && cipherOfId(ciphers, c)?.cipher.id === cipher,
  );
  if (withFigures.length > 0) await expect(note.getByTestId('throughput-with-figures')).toHaveText(withFigures);
  else await expect(note).toContainText('No configuration has figures yet');
  await expect(page.getByTestId('throughput-chart')).toHaveCount(0);
  await expect(page.getByTestId('modes').locator('td.gbps')).toHaveCount(0);
  await shootModes(page, 'throughput-no-figures');
});

/** A projector, the same at 150 % page zoom, a phone. */
const barScreens = [
  { name: '1280', viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
  { name: '150pct', viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 },
  { name: '390', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
] as const;

for (const screen of barScreens) {
  test(`the throughput chart at ${screen.name}: as wide as its panel, text of 14 px or more, nothing overlapping, light and dark`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: screen.viewport,
      deviceScaleFactor: screen.deviceScaleFactor,
    });
    const page = await context.newPage();
    // Elbirt et al. well under ours; Swankoski et al.'s bars four times ours, the longest.
    for (const [id, name] of [
      ['aes128-enc-lu1-lut-online-all', 'lu1'],
      ['aes128-enc-sp10m3-bram-online-all', 'sp10m3'],
    ]) {
      await page.goto(`./?config=${id}`);
      await expect(page.getByTestId('status')).toHaveText(/Ready/);
      const chart = page.getByTestId('modes').getByTestId('throughput-chart');
      for (const theme of ['light', 'dark'] as const) {
        await page
          .getByTestId('theme-picker')
          .getByLabel(theme === 'light' ? 'Light' : 'Dark')
          .check();
        const m = await checkBars(chart);
        // As wide as the panel's text column: its box, not a fixed 960 px scaled down.
        expect(m.svg.x1 - m.svg.x0).toBeGreaterThanOrEqual(m.box - 0.5);
        // Every value begins with its number (the table's, above).
        await expect(chart.getByTestId('gbps-ecb-encrypt')).toHaveText(/^\d+\.\d{3}$/);
        if (screen.name === '390') await expect(chart).toHaveAttribute('data-arrangement', 'stacked');
        await page.screenshot({
          path: path.join(screenshotDir, `bars-throughput-${name}-${screen.name}-${theme}.png`),
        });
      }
    }
    await context.close();
  });
}

test('presenter mode: the throughput widget’s chart writes in the slide’s 18 px type', async ({ page }) => {
  await page.goto('./?lesson=04-pipelining&present');
  const chart = page.getByTestId('presenter').getByTestId('throughput-chart');
  for (let i = 0; i < 60 && !(await chart.first().isVisible()); i++) {
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(150);
  }
  await expect(chart.first()).toBeVisible({ timeout: 30_000 });
  await checkBars(chart.first(), { min: 18 });
  await page.screenshot({ path: path.join(screenshotDir, 'bars-throughput-presenter-04.png') });
});
