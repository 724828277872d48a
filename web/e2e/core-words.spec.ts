// Every prebuilt configuration speaks of its own cipher (issue #42): one page opens cores of
// registry/configurations.json the served site has a simulator of through the picker (npm run
// sweep, CS_SWEEP=1: every one; npm test: the default, then each core that brings a direction,
// architecture kind or key schedule its cipher has not shown yet, scripts/lib/covering.mjs: a
// core's words come from its cipher's data and those three), runs the example block, opens
// every folded section (the round timeline, the waveform, the side-by-side view with itself,
// the board export dialog) and reads every word it shows: text, SVG text and tooltips
// (<title>, title, aria-label). A core that is not AES may not speak of AES's steps or
// FIPS-197; a 64-bit cipher may not call its CFB "CFB-128" (SP 800-38A: CFB-n feeds back the
// whole n-bit block); every heading starts with a capital, as a heading made from an axis name
// ("multiplier") must too; the round timeline numbers every round its block is in.
// One page and one block a core keep it to a few minutes on two cores. Screenshots: the
// README's lab (the default core after its run, 1280×720) and a 64-bit and a multiplier core at
// 1280 px and 390 px.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shoot } from './screenshots';
import { builtInWasm } from '../../scripts/lib/wasm-tier.mjs';
import { covering } from '../../scripts/lib/covering.mjs';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'registry', file), 'utf8'));
const configurations: { default: string; configurations: { id: string; tier?: string }[] } =
  read('configurations.json');
const ciphers: { ciphers: { id: string; blockBits: number; keySizes: { token: string }[] }[] } = read('ciphers.json');

/** The cipher a configuration id starts with (`des3in1-…` is Triple DES). */
function cipherOf(id: string) {
  const first = id.split('-')[0];
  const cipher = ciphers.ciphers.find((c) => c.keySizes.some((k) => first === `${c.id}${k.token}`));
  if (!cipher) throw new Error(`${id}: no cipher of registry/ciphers.json`);
  return cipher;
}

/** What a core's words depend on beyond its cipher: its direction, architecture kind and key schedule. */
function wordAxes(config: {
  cipher: string;
  direction: string;
  architecture: { kind: string };
  keySchedule: string;
}): string[] {
  const { cipher, direction, architecture, keySchedule } = config;
  return [`${cipher} ${direction}`, `${cipher} ${architecture.kind}`, `${cipher} ${keySchedule}`];
}

/** FIPS-197's steps and the standard itself: words about AES alone. */
const aesWords = /AddRoundKey|SubBytes|ShiftRows|MixColumns|FIPS-197/g;
/** CFB of a 128-bit block, on a cipher whose block is not 128 bits. */
const cfb128 = /CFB-128/g;

/**
 * Every word the page (or its part `root`) shows about its core, one string a run of text:
 * text nodes (SVG text and <title> tooltips included) and the title, aria-label, alt and
 * placeholder attributes. The pickers' lists of every configuration are left out: they name
 * every core, not this one.
 */
function shownWords(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const out: string[] = [];
    const top = document.querySelector(selector)!;
    const skip = (el: Element | null) => !el || el.closest('select, option, script, style, noscript') !== null;
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    let run = '';
    let parent: Node | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (skip(node.parentElement)) continue;
      // React writes `CFB-{bits}` as two text nodes: neighbours under one parent are one run.
      if (node.parentNode !== parent && run) {
        out.push(run);
        run = '';
      }
      parent = node.parentNode;
      run += node.textContent ?? '';
    }
    if (run) out.push(run);
    for (const el of top.querySelectorAll('[title], [aria-label], [alt], [placeholder]')) {
      if (skip(el)) continue;
      for (const name of ['title', 'aria-label', 'alt', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  }, root);
}

/**
 * Headings (h1–h4, column headings, legends) that start with a small letter. A configuration
 * id heads the side-by-side table's columns, and sim-core is written so: those may.
 */
function lowerCaseHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('h1, h2, h3, h4, th[scope="col"], legend')]
      .map((h) => (h.textContent ?? '').trim())
      .filter((t) => /^[a-z]/.test(t) && !/^[a-z0-9]+(-[a-z0-9]+){5}$/.test(t) && !t.startsWith('sim-core')),
  );
}

/** Each match of `pattern` in `texts`, with a little of the text around it. */
function found(texts: string[], pattern: RegExp): string[] {
  return texts.flatMap((t) =>
    [...t.matchAll(pattern)].map((m) => `"…${t.slice(Math.max(0, m.index - 50), m.index + m[0].length + 50)}…"`),
  );
}

/** The words of `id`'s page (or its part `root`) that are not its cipher's, and its headings in small letters. */
async function foreignWords(page: Page, id: string, root?: string): Promise<string[]> {
  const cipher = cipherOf(id);
  const texts = await shownWords(page, root);
  const problems = cipher.id === 'aes' ? [] : found(texts, aesWords).map((w) => `AES's words on ${id}: ${w}`);
  if (cipher.blockBits !== 128) problems.push(...found(texts, cfb128).map((w) => `128-bit CFB on ${id}: ${w}`));
  problems.push(...(await lowerCaseHeadings(page)).map((h) => `a heading in small letters on ${id}: "${h}"`));
  return [...new Set(problems)];
}

/**
 * The rounds the round timeline holds that it leaves unnumbered: every round a block is in (its
 * cells' tooltips) is written on the chart at least once (Triple DES's 48, not 1 to 9).
 */
function unnumberedRounds(page: Page): Promise<number[]> {
  return page.getByTestId('timeline').evaluate((svg) => {
    const held = new Set(
      [...svg.querySelectorAll('rect > title')].map((t) => Number(/round (\d+)/.exec(t.textContent ?? '')?.[1])),
    );
    const numbered = new Set([...svg.querySelectorAll('text.cell-label')].map((t) => Number(t.textContent)));
    return [...held].filter((r) => !numbered.has(r)).sort((a, b) => a - b);
  });
}

/** Opens a <details> fold if it is there and closed. */
async function unfold(page: Page, testId: string) {
  const fold = page.getByTestId(testId);
  if ((await fold.count()) === 0) return;
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open))) await fold.locator('summary').click();
}

/** Chooses `id`, runs its example block and opens every folded section. */
async function openAndRun(page: Page, id: string) {
  await page.getByTestId('compare-config').selectOption('');
  await page.getByTestId('config').selectOption(id);
  await expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout: 30_000 });
  await page.getByTestId('run').click();
  await expect(page.getByTestId('more-outputs')).toContainText('✓', { timeout: 30_000 });
  // The run's details render after its result: on a loaded machine, not yet when the ✓ shows.
  await expect(page.getByTestId('timeline-fold')).toBeAttached();
  await unfold(page, 'timeline-fold');
  await unfold(page, 'waveform-fold');
  await expect(page.getByTestId('timeline')).toBeVisible();
  // The side-by-side view with the core itself: its table of every mode, no second run.
  await page.getByTestId('compare-config').selectOption(id);
  await expect(page.getByTestId('compare-modes')).toBeVisible();
}

/** Opens the board export dialog, reads it, and closes it. */
async function boardExportWords(page: Page, id: string): Promise<string[]> {
  await page.getByTestId('board-export-open').click();
  const dialog = page.getByTestId('board-export-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('board-export-fit')).toBeVisible();
  const problems = await foreignWords(page, id, '[data-testid="board-export-dialog"]');
  await page.getByTestId('board-export-close').click();
  await expect(dialog).toHaveCount(0);
  return problems;
}

test('every prebuilt core speaks of its own cipher: no AES words on other ciphers, no CFB-128 on 64-bit blocks', async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  // Every configuration the registry lists, each once (their number grows with each cipher added),
  // that the site has a simulator of: npm test builds every one but a paper's row no lesson opens,
  // the sweep every one; npm test reads a covering set of them (wordAxes).
  const ids = configurations.configurations.map((c) => c.id);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids).size).toBe(ids.length);
  const index = await page.request.get('models/index.json');
  expect(index.ok(), 'the site has models/index.json').toBe(true);
  const ready = new Set(Object.keys((await index.json()).ready));
  const expected: { id: string }[] = builtInWasm(configurations.configurations);
  const missing = expected.filter((c) => !ready.has(c.id));
  expect(
    missing.map((c) => c.id),
    'configurations the site should have a simulator of',
  ).toEqual([]);
  const opened = [configurations.default, ...ids.filter((id) => id !== configurations.default && ready.has(id))];
  const simCore = await loadSimCore();
  const order =
    process.env.CS_SWEEP === '1' ? opened : covering(opened, (id: string) => wordAxes(simCore.parseConfiguration(id)));
  await page.goto('./');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const problems: string[] = [];
  const started = Date.now();
  for (const id of order) {
    await openAndRun(page, id);
    problems.push(...(await foreignWords(page, id)));
    const unnumbered = await unnumberedRounds(page);
    if (unnumbered.length > 0)
      problems.push(`rounds the timeline of ${id} leaves unnumbered: ${unnumbered.join(', ')}`);
    problems.push(...(await boardExportWords(page, id)));
    if (id.startsWith('des3in1-encdec-lu1') || id.startsWith('rc6128-enc-lu1-sq')) {
      await shoot(page, `core-words-${id}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, `core-words-${id}-390`);
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  }
  console.log(
    `${order.length} of ${ids.length} cores opened, run and read in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const distinct = [...new Set(problems)];
  expect(distinct, distinct.join('\n')).toEqual([]);
});
