// The finalists compared (?finalists): every figure on the page is registry/finalists.mjs's
// rule applied in Node to the registry files (the rule hdl/doc/finalists.md is written by);
// the mode toggle moves the points and the Pareto front; a filter hides a cipher and survives
// a reload through the URL; a point is reached with Tab, shows its tooltip and opens its core
// in the lab with Enter; Elbirt et al.'s tables stand apart, on their XCV1000; Dandalis et al.'s
// key setup of the five finalists sits beside the lab's cores; both themes, at a projector's
// 1280×720, with screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir, shoot } from './screenshots';
import type { LabPoint, ThroughputMode } from '../src/finalists/data';
import {
  elbirtFastest,
  fastestPerCipher,
  labPoints,
  modeNames,
  placementSpread,
  throughputModes,
  unplotted,
  winners,
} from '../../registry/finalists.mjs';
import { keySetupCores } from '../../hdl/key-setup-cores.mjs';
import { markEarlierInputs } from '../../registry/earlier-inputs.mjs';

const registry = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'registry', file), 'utf8'));
const ciphers = registry('ciphers.json');
const ids: string[] = registry('configurations.json').configurations.map((c: { id: string }) => c.id);
type Mode = ThroughputMode;
type Point = LabPoint;
const points = labPoints(
  ciphers,
  ids,
  registry('measured.json'),
  markEarlierInputs(registry('synthesis.json'), registry('synthesis-stale.json')),
) as unknown as Point[];
const spread = placementSpread(registry('synthesis.json'))!;
const whole = (n: number) => Math.round(n).toLocaleString('en');

/** The Pareto front by its definition: the points no other point beats on both LUT4 and throughput. */
function front(shown: Point[], mode: Mode): string[] {
  const beats = (q: Point, p: Point) =>
    q.luts <= p.luts && q.mbps[mode] >= p.mbps[mode] && (q.luts < p.luts || q.mbps[mode] > p.mbps[mode]);
  return shown
    .filter((p) => !shown.some((q) => beats(q, p)))
    .sort((a, b) => a.luts - b.luts)
    .map((p) => p.id);
}

const plotted = (page: Page) =>
  page
    .locator('[data-testid^="point-"]')
    .evaluateAll((as) =>
      as.map((a) => [a.getAttribute('data-testid')!.slice(6), Number(a.getAttribute('data-mbps'))] as const),
    );

async function open(page: Page, search = '') {
  await page.goto(`./?finalists${search}`);
  await expect(page.getByRole('heading', { name: 'The AES finalists compared' })).toBeVisible();
  await expect(page.locator('[data-testid^="point-"]').first()).toBeVisible();
}

test('every point, the front and both tables are the registry files read by registry/finalists.mjs', async ({
  page,
}) => {
  await open(page);
  expect(points.length).toBeGreaterThan(20);
  const onPage = new Map(await plotted(page));
  expect([...onPage.keys()].sort()).toEqual(points.map((p) => p.id).sort());
  for (const p of points) expect(onPage.get(p.id)).toBeCloseTo(p.mbps.stream, 6);
  await expect(page.getByTestId('pareto-front')).toHaveAttribute('data-ids', front(points, 'stream').join(' '));
  // A prebuilt core without a point is named with why, not left out silently.
  const left = unplotted(ids, registry('measured.json'), registry('synthesis.json')) as {
    id: string;
    reason: string;
  }[];
  expect(points.length + left.length).toBe(ids.length);
  for (const u of left) await expect(page.getByTestId('finalists-unplotted')).toContainText(`${u.id}, ${u.reason}`);
  const aria = await page.getByTestId(`point-${points[0].id}`).getAttribute('aria-label');
  expect(aria).toContain(points[0].id);
  expect(aria).toContain(`${whole(points[0].luts)} LUT4`);
  expect(aria).toContain('Mbit/s');
  await expect(page.getByTestId('finalists-chart').getByTestId('x-axis-title')).toContainText(
    'block RAMs and multipliers are not counted',
  );
  await expect(page.getByTestId('finalists-chart').getByTestId('y-axis-title')).toContainText('Mbit/s');

  // The lab's table: hdl/doc/finalists.md's columns, each cipher's fastest in both modes.
  for (const { cipher, mode, point } of fastestPerCipher(ciphers, points)) {
    const row = page.getByTestId(`lab-fastest-${cipher.id}-${mode}`);
    await expect(row.locator('th')).toHaveText(cipher.name);
    await expect(row.locator('td').nth(0)).toHaveText((modeNames as Record<string, string>)[mode]);
    // A cipher none of whose cores is synthesised yet says so (its cores are among the unplotted above).
    if (!point) {
      await expect(row.locator('td').nth(1)).toHaveText('no prebuilt core with an ECP5-85F Fmax');
      continue;
    }
    await expect(row.locator('td').nth(1)).toHaveText(`${point.id} (${point.architecture})`);
    await expect(row.locator('td').nth(2)).toHaveText(whole(point.luts));
    await expect(row.locator('td').nth(3)).toHaveText(whole(point.ffs));
    await expect(row.locator('td').nth(6)).toHaveText(`${point.fmaxMHz.toFixed(1)}${point.earlierInputs ? ' †' : ''}`);
    await expect(row.locator('td').nth(7)).toHaveText((point.mbps[mode] / 1000).toFixed(3));
    await expect(row.locator('td').nth(8)).toHaveText(whole(point.tps[mode]));
    await expect(row.locator('td').nth(9)).toHaveText(
      `${point.keySetup} (${(point.keySetup / point.fmaxMHz).toFixed(2)} µs)`,
    );
  }
  for (const w of winners(fastestPerCipher(ciphers, points)))
    await expect(page.getByTestId('lab-winners').locator(`[data-mode="${w.mode}"]`)).toHaveText(
      `${(modeNames as Record<string, string>)[w.mode]}: ${w.first.cipher.name}, ${w.ratio!.toFixed(2)}× the next, ${w.second.cipher.name}: ${w.ratio! > spread.ratio ? 'wider than the placement spread, a result' : 'within the placement spread, no result'}`,
    );
  // How sure: the widest gap between nextpnr's two placers on one core, named.
  await expect(page.getByTestId('lab-spread')).toContainText(`up to ${spread.ratio.toFixed(2)}× (${spread.id}`);
  // A point whose ECP5-85F figure is from earlier inputs (synthesis-stale.json) is drawn hollow and says so.
  const earlier = points.filter((p) => p.earlierInputs);
  for (const p of points)
    await expect(page.getByTestId(`point-${p.id}`)).toHaveAttribute(
      'data-earlier-inputs',
      p.earlierInputs ? 'yes' : 'no',
    );
  if (earlier.length) {
    await expect(page.getByTestId('finalists-earlier')).toContainText(`${earlier.length} of ${points.length} cores`);
    expect(await page.getByTestId(`point-${earlier[0].id}`).getAttribute('aria-label')).toContain(
      'from earlier inputs',
    );
  } else await expect(page.getByTestId('finalists-earlier')).toHaveCount(0);

  // Elbirt et al.'s Tables 4 and 5 in their own panel, headed with their device.
  const panel = page.getByTestId('elbirt-panel');
  await expect(panel.getByRole('heading')).toContainText('Xilinx XCV1000, CLB slices');
  await expect(panel.locator('[data-testid^="point-"]')).toHaveCount(0);
  const elbirt = elbirtFastest(registry('published.json'), ciphers);
  await expect(panel.locator('tbody tr')).toHaveCount(elbirt.length);
  for (const b of elbirt) {
    const row = panel.getByTestId(`elbirt-${b.cipher.id}-${b.mode}`);
    await expect(row.locator('td').nth(3)).toHaveText(whole(b.row.slices));
    await expect(row.locator('td').nth(4)).toHaveText(whole(b.tps));
    // Each row opens its configuration in the lab and runs it (issue #44).
    await expect(row.getByTestId(`elbirt-row-link-${b.cipher.id}-${b.mode}`)).toHaveAttribute(
      'href',
      `?config=${encodeURIComponent(b.row.config[0])}&run`,
    );
  }
  // Their Tables 2 and 3 as a chart of its own, slices against throughput, in that panel.
  const theirs = registry('published.json').rows.filter(
    (r: { source: string; slices?: number; throughputMbps?: object }) =>
      r.source === 'elbirt2000' && r.slices !== undefined && r.throughputMbps !== undefined,
  );
  await expect(panel.getByTestId('elbirt-chart').locator('[data-testid^="elbirt-point-"]')).toHaveCount(theirs.length);
  await expect(panel.getByTestId('elbirt-chart').getByTestId('x-axis-title')).toContainText('CLB slices');
  const pp32 = theirs.find((r: { label: string }) => r.label === 'Serpent PP-32');
  await expect(panel.getByTestId('elbirt-point-Serpent PP-32')).toHaveAttribute(
    'data-mbps',
    String(pp32.throughputMbps.stream),
  );
  for (const w of winners(elbirt))
    await expect(page.getByTestId('elbirt-winners').locator(`[data-mode="${w.mode}"]`)).toContainText(
      `${w.first.cipher.name}, ${w.ratio!.toFixed(2)}× the next, ${w.second.cipher.name}`,
    );
});

test("Dandalis et al.'s key setup of the five finalists, each beside the lab's cores as npm run timing measured them", async ({
  page,
}) => {
  await open(page);
  const measured = registry('measured.json').configurations;
  const rows = registry('published.json').rows.filter(
    (r: { source: string; keySetupLatencyUs?: number }) =>
      r.source === 'dandalis2000' && r.keySetupLatencyUs !== undefined,
  );
  expect(rows.map((r: { cipher: string }) => r.cipher).sort()).toEqual(['aes', 'mars', 'rc6', 'serpent', 'twofish']);
  const table = page.getByTestId('finalists-key-setup');
  await table.scrollIntoViewIfNeeded();
  for (const row of rows) {
    await expect(table.locator(`tr[data-label="${row.label}"]`).first()).toContainText(row.table);
    for (const id of keySetupCores(row, ids)) {
      const t = measured[id].timing.find(
        (x: { direction: string; keyBits: number }) => x.direction !== 'decrypt' && x.keyBits === row.keyBits,
      );
      const line = table.locator(`tr[data-config="${id}"]`);
      await expect(line.getByTestId('lab-key-setup')).toHaveText(String(t.keySetup));
      await expect(line.getByTestId('lab-block')).toHaveText(String(t.feedback));
    }
  }
  await expect(page.getByRole('link', { name: 'Lesson 13' })).toHaveAttribute('href', '?lesson=13-key-setup-latency');
  await table.screenshot({ path: path.join(screenshotDir, 'finalists-key-setup.png') });
});

test('the mode toggle moves the points and the front; it is in the URL', async ({ page }) => {
  await open(page);
  expect(throughputModes).toEqual(['stream', 'feedback']);
  await page.getByTestId('mode-toggle').getByLabel('feedback', { exact: true }).check();
  await expect(page).toHaveURL(/\?finalists&mode=feedback$/);
  await expect(page.getByTestId('finalists-chart').locator('svg')).toHaveAttribute('data-mode', 'feedback');
  const onPage = new Map(await plotted(page));
  for (const p of points) expect(onPage.get(p.id)).toBeCloseTo(p.mbps.feedback, 6);
  expect(front(points, 'feedback')).not.toEqual(front(points, 'stream'));
  await expect(page.getByTestId('pareto-front')).toHaveAttribute('data-ids', front(points, 'feedback').join(' '));
  await page.reload();
  await expect(page.getByTestId('mode-toggle').getByLabel('feedback', { exact: true })).toBeChecked();
});

test("a filter hides a cipher's points, redraws the front, and survives a reload", async ({ page }) => {
  await open(page);
  const serpent = points.filter((p) => p.cipher.id === 'serpent');
  expect(serpent.length).toBeGreaterThan(0);
  await page.getByTestId('cipher-filter').getByLabel('Serpent').uncheck();
  await expect(page).toHaveURL(/ciphers=aes,twofish,rc6,mars,des/);
  for (const p of serpent) await expect(page.getByTestId(`point-${p.id}`)).toHaveCount(0);
  const rest = points.filter((p) => p.cipher.id !== 'serpent');
  await expect(page.locator('[data-testid^="point-"]')).toHaveCount(rest.length);
  await expect(page.getByTestId('pareto-front')).toHaveAttribute('data-ids', front(rest, 'stream').join(' '));

  await page.getByTestId('kind-filter').getByLabel('SP').uncheck();
  const noSp = rest.filter((p) => !p.architecture.startsWith('SP'));
  await expect(page.locator('[data-testid^="point-"]')).toHaveCount(noSp.length);
  await page.reload();
  await expect(page.getByTestId('cipher-filter').getByLabel('Serpent')).not.toBeChecked();
  await expect(page.getByTestId('kind-filter').getByLabel('SP')).not.toBeChecked();
  await expect(page.locator('[data-testid^="point-"]')).toHaveCount(noSp.length);
  await expect(page.getByTestId('url-problems')).toHaveCount(0);
});

test('a bad parameter is reported by name and ignored', async ({ page }) => {
  await open(page, '&mode=cbc&ciphers=aes,blowfish&zoom=3');
  const problems = page.getByTestId('url-problems');
  await expect(problems).toContainText('"mode"');
  await expect(problems).toContainText('blowfish');
  await expect(problems).toContainText('"zoom"');
  await expect(page.locator('[data-testid^="point-"]')).toHaveCount(points.filter((p) => p.cipher.id === 'aes').length);
  await expect(page.getByTestId('mode-toggle').getByLabel('non-feedback')).toBeChecked();
});

test('keyboard: Tab reaches a point, its tooltip shows its figures, Enter opens it in the lab', async ({ page }) => {
  await open(page, '&ciphers=rc6');
  let focused = '';
  for (let i = 0; i < 40 && !focused.startsWith('point-'); i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');
  }
  expect(focused).toMatch(/^point-rc6/);
  const p = points.find((q) => q.id === focused.slice(6))!;
  const tooltip = page.getByTestId('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(p.id);
  await expect(page.getByTestId('tooltip-luts')).toHaveText(whole(p.luts));
  await expect(page.getByTestId('tooltip-fmax')).toHaveText(`${p.fmaxMHz.toFixed(1)} MHz`);
  await expect(page.getByTestId('tooltip-tps')).toHaveText(`${whole(p.tps.stream)} bit/s per LUT4`);
  await shoot(page, 'finalists-tooltip');
  await page.keyboard.press('Enter');
  // The lab opens that configuration; once its simulator runs, it adds the key and block to the link.
  await expect(page).toHaveURL(new RegExp(`\\?config=${p.id}(&|$)`));
  await expect(page.getByTestId('config')).toHaveValue(p.id);
});

test('hovering a point shows its tooltip', async ({ page }) => {
  await open(page);
  // The fastest core: at the top of the chart, under no other point.
  const p = points.reduce((a, b) => (b.mbps.stream > a.mbps.stream ? b : a));
  await page.getByTestId(`point-${p.id}`).hover();
  await expect(page.getByTestId('tooltip')).toContainText(p.id);
});

/** Every text on the page is at least 14 px, the chart's texts do not touch, and nothing is wider than `width`. */
async function checkLegible(page: Page, width = 1280) {
  const small = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (own && parseFloat(getComputedStyle(el).fontSize) < 14) out.push(`${el.tagName}: ${el.textContent}`);
    }
    return out;
  });
  expect(small).toEqual([]);
  const boxes = await page
    .locator('.finalists-chart text')
    .evaluateAll((ts) => ts.map((t) => t.getBoundingClientRect()).map((r) => [r.left, r.top, r.right, r.bottom]));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const overlap = a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
      expect(overlap, `chart texts ${i} and ${j} overlap`).toBe(false);
    }
  // Nothing wider than the screen: the 1280 px projector, or a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a phone's 390 px: both charts fit, short axis titles, decade ticks, texts legible and apart", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  await checkLegible(page, 390);
  await expect(page.getByTestId('finalists-chart').getByTestId('x-axis-title')).toHaveText('LUT4 (log scale)');
  await expect(page.getByTestId('elbirt-chart').getByTestId('y-axis-title')).toHaveText('Mbit/s as published');
  await shoot(page, 'finalists-390');
});

test('light and dark themes at 1280×720, and the way in from the lab and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./');
  await page.getByTestId('finalists-link').click();
  await expect(page).toHaveURL(/\?finalists$/);
  await expect(page.locator('[data-testid^="point-"]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await checkLegible(page);
  const desFill = () =>
    page
      .locator('[data-testid^="point-des"] path')
      .first()
      .evaluate((e) => getComputedStyle(e).fill);
  const light = await desFill();
  await shoot(page, 'finalists-light');

  await page.getByTestId('theme-picker').getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await desFill()).not.toBe(light);
  await checkLegible(page);
  await shoot(page, 'finalists-dark');

  await page.getByTestId('back-to-lab').click();
  await expect(page).not.toHaveURL(/finalists/);
  await expect(page.getByTestId('finalists-link')).toBeVisible();
});

test("a design of Elbirt et al.'s the lab has opens from their chart, runs, and the lab names its row", async ({
  page,
}) => {
  await page.goto('./?finalists');
  const rows = registry('published.json').rows.filter(
    (r: { source: string; config: string[]; throughputMbps?: object }) =>
      r.source === 'elbirt2000' && r.throughputMbps !== undefined,
  );
  const linked = rows.filter((r: { config: string[] }) => r.config.length > 0);
  const links = page.getByTestId('elbirt-chart').locator('a[data-testid^="elbirt-link-"]');
  await expect(links).toHaveCount(linked.length);
  await page.getByTestId('elbirt-link-RC6 LU-1').click();
  await expect(page).toHaveURL(/config=rc6128-enc-lu1-sq-online-all/);
  await expect(page.getByTestId('paper-row').first()).toHaveText(
    'Elbirt et al. 2000, Tables 2 and 3, RC6 LU-1: the paper 20 cycles a block without feedback, 20 with (88.5 Mbit/s at 13.8 MHz); this RTL 20 and 20.',
  );
  // The link runs it: the result is on the page without pressing Run.
  await expect(page.getByTestId('more-outputs')).toContainText('sim-core ✓', { timeout: 30_000 });
});
