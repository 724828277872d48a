// Export any figure (issue #46, item 2): each chart and diagram as SVG and PNG at 2×, each table
// as CSV, the waveform also as WaveDrom JSON, captioned with the configuration, the cycles
// shown and the paper's row, light whatever the page's theme. The files are read back as a
// report's author would: the SVG opened in the browser, the PNG's size, the CSV's rows.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from './screenshots';

/** Open `figure`'s Export menu, press `button`, and return the downloaded file's name and bytes. */
async function exported(page: Page, figure: string, button: string) {
  const menu = page.getByTestId(`export-${figure}`);
  await menu.scrollIntoViewIfNeeded();
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    menu.getByTestId(`export-${figure}-${button}`).click(),
  ]);
  const file = path.join(screenshotDir, 'exports', download.suggestedFilename());
  await download.saveAs(file);
  await menu.locator('summary').click();
  return { name: download.suggestedFilename(), file, bytes: fs.readFileSync(file) };
}

/** A PNG's width and height (its IHDR chunk, PNG §11.2.2). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const defaultId = 'aes128-enc-lu1-lut-online-all';

test('the lab: occupancy, datapath, round timeline, throughput and waveform as files, captioned, light in the dark theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./?run');
  await expect(page.getByTestId('cycles')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('timeline-fold').locator('summary').click();
  await page.getByTestId('waveform-fold').locator('summary').click();
  await page.locator('h1').click();
  for (let i = 0; i < 4; i++) await page.keyboard.press('s');
  await expect(page.getByTestId('step-cycle')).toHaveText(/^Cycle 3\b/);

  // SVG: the drawing with its caption, the page's CSS written into it, a white ground.
  const datapath = await exported(page, 'datapath', 'svg');
  expect(datapath.name).toBe(`${defaultId}-datapath.svg`);
  const svg = datapath.bytes.toString('utf8');
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`The datapath of ${defaultId}, cycle 3`);
  expect(svg).toContain('Elbirt et al.');
  expect(svg).not.toContain('class=');
  expect(svg).not.toMatch(/\sstyle=/);
  expect(svg).toMatch(/<rect width="100%" height="100%" fill="#fff(fff)?"/);
  // Opened on its own, as a browser shows a downloaded SVG.
  const viewer = await page.context().newPage();
  await viewer.goto(pathToFileURL(datapath.file).href);
  await expect(viewer.locator('svg').first()).toBeVisible();
  await viewer.screenshot({ path: path.join(screenshotDir, 'export-datapath-svg-opened.png') });
  await viewer.close();

  const timeline = await exported(page, 'timeline', 'svg');
  expect(timeline.bytes.toString('utf8')).toContain('cycle 3 framed');
  const throughput = await exported(page, 'throughput-chart', 'svg');
  expect(throughput.bytes.toString('utf8')).toContain('<svg');

  // PNG at twice the drawing's size: the occupancy canvas re-drawn for print, caption under it.
  const canvasWidth = await page
    .getByTestId('occupancy')
    .locator('canvas')
    .evaluate((c) => c.clientWidth);
  const occupancy = await exported(page, 'occupancy', 'png');
  expect(occupancy.name).toBe(`${defaultId}-occupancy.png`);
  expect(pngSize(occupancy.bytes).width).toBe(2 * canvasWidth);
  const datapathPng = pngSize((await exported(page, 'datapath', 'png')).bytes);
  const datapathWidth = await page.getByTestId('datapath-svg').evaluate((s) => s.getBoundingClientRect().width);
  expect(datapathPng.width).toBe(2 * Math.ceil(datapathWidth));

  // The mode table as CSV: the caption first, then its header and a row per mode.
  const modes = (await exported(page, 'modes', 'csv')).bytes.toString('utf8').split('\r\n');
  expect(modes[0]).toContain(`Cycles per block in each mode of ${defaultId}`);
  expect(modes[1]).toMatch(/^Mode,Direction,/);
  expect(modes.some((line) => line.startsWith('ECB,encrypt,'))).toBe(true);

  // The canvas charts in vectors too: drawn again through an SVG context, light.
  const occupancySvg = (await exported(page, 'occupancy', 'svg')).bytes.toString('utf8');
  expect(occupancySvg).toContain('Pipeline occupancy of');
  expect(occupancySvg).toContain('>r1.ark<');
  const waveSvg = await exported(page, 'waveform', 'svg');
  expect(waveSvg.bytes.toString('utf8')).toContain('>out_valid_o<');
  const viewerWave = await page.context().newPage();
  await viewerWave.goto(pathToFileURL(waveSvg.file).href);
  await viewerWave.screenshot({ path: path.join(screenshotDir, 'export-waveform-svg-opened.png') });
  await viewerWave.close();

  // The waveform: a PNG with the signals' names, and WaveDrom JSON of the cycles shown.
  expect(pngSize((await exported(page, 'waveform', 'png')).bytes).width).toBeGreaterThan(2 * 300);
  const wave = JSON.parse((await exported(page, 'waveform', 'WaveDrom-JSON')).bytes.toString('utf8'));
  const outValid = wave.signal.find((s: { name: string }) => s.name.endsWith('out_valid_o'));
  expect(outValid.wave).toMatch(/^0\.*1/);
  const clock = wave.signal.find((s: { name: string }) => s.name.endsWith('clk_i'));
  expect(clock.wave).toMatch(/^p\.+$/);
  expect(wave.foot.text).toContain(`Waveform of ${defaultId}`);
});

test('the finalists view and the S-box table: charts as SVG, tables as CSV', async ({ page }) => {
  await page.goto('./?finalists');
  const chart = await exported(page, 'finalists-chart', 'svg');
  expect(chart.bytes.toString('utf8')).toContain('<svg');
  const fastest = (await exported(page, 'lab-fastest', 'csv')).bytes.toString('utf8').split('\r\n');
  expect(fastest[0]).toContain('Fastest prebuilt core per cipher');
  expect(fastest.length).toBeGreaterThan(4);
  const elbirt = (await exported(page, 'elbirt-fastest', 'csv')).bytes.toString('utf8');
  expect(elbirt).toContain('Tables 4 and 5');

  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const sbox = (await exported(page, 'sbox-table', 'csv')).bytes.toString('utf8').split('\r\n');
  expect(sbox[0]).toContain(`S-box implementations compared of ${defaultId}`);
  expect(sbox.length).toBeGreaterThan(4);
});
