// A layout that holds (issue #46, item 4): at a projector's 1280×720 and 1366×768 (the
// sweep's), a 150 % zoom (853×480 CSS px at 1.5 device pixels a pixel) and a phone's 390×844,
// in both themes, no view is wider than the screen: the lab on every prebuilt cipher's default
// core (run, its waveform and round timeline open) and on the deepest pipelines, the lessons'
// index, a lesson, presenter mode and the finalists. The datapath's text is at least 14 px on a
// projector and a phone (it pans when wider than its panel), presenter slides open at their
// heading, tables and chart titles fit a 150 % zoom, a deep pipeline's waveform keeps room for
// its waves, lesson search knows a cipher's other names, and Enter runs what Run does.
// Screenshots: build/screenshots/layout-*.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import path from 'node:path';
import { screenshotDir, shoot } from './screenshots';
import { registryFile } from './registry';

// Independent pages: the tests share the workers.
test.describe.configure({ mode: 'parallel' });

interface Size {
  name: string;
  options: BrowserContextOptions & { viewport: { width: number; height: number } };
}

const sizes: Size[] = [
  { name: '1280x720', options: { viewport: { width: 1280, height: 720 } } },
  { name: '150pct', options: { viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5 } },
  { name: '1366x768', options: { viewport: { width: 1366, height: 768 } } },
  {
    name: '390x844',
    options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
];
const projector = sizes[0];
/**
 * The sizes npm test checks: 1366×768 only in `npm run sweep` (CS_SWEEP=1), as it lies between
 * the projector's 1280×720 and the zoomed and phone screens npm test checks.
 */
const checked = sizes.filter((size) => process.env.CS_SWEEP === '1' || size.name !== '1366x768');
const themes = ['light', 'dark'] as const;

const cipherIds: string[] = registryFile('ciphers.json').ciphers.map((c: { id: string }) => c.id);
const configIds: string[] = registryFile('configurations.json').configurations.map((c: { id: string }) => c.id);
/** A configuration's cipher: the longest cipher id its id starts with (simon128128 → simon128). */
const cipherOf = (id: string) => [...cipherIds].sort((a, b) => b.length - a.length).find((c) => id.startsWith(c)) ?? '';
/** Each cipher's default core: its first configuration in registry/configurations.json. */
const defaultCores = cipherIds.map((c) => ({ cipher: c, id: configIds.find((id) => cipherOf(id) === c)! }));
/** The deepest pipelines: the most register stages of their cipher, the widest mode tables and datapaths. */
const deepCores = [
  'des3in1-encdec-pp16-lut-banked-all',
  'aes128-enc-sp10m3-cfp-online-all',
  'serpent128-enc-pp32-lut-online-all',
];
const presenterLesson = '12-triple-des-and-aes-in-ipsec';
/** The lesson whose core choice, a select of long titles, was wider than a phone. */
const lessonShown = '10-twofish-key-dependent-sboxes';

async function open(browser: Browser, size: Size): Promise<Page> {
  const context = await browser.newContext({ ...size.options, colorScheme: 'light' });
  return context.newPage();
}

/** The page is exactly as wide as the screen; if not, the elements past its right edge say why. */
async function fits(page: Page, size: Size, what: string) {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past: string[] = [];
    // Inside a box that scrolls or clips it, an element or a text is no wider than that box.
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !clipped(el))
        past.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} to ${Math.round(box.right)}`);
    }
    // A word too long for its line overflows its element's box: its text says where.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > width + 1 && node.parentElement && !clipped(node.parentElement))
        past.push(`"${(node.textContent ?? '').trim().slice(0, 40)}" to ${Math.round(right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 6) };
  });
  expect(found.scrollWidth, `${what} at ${size.name}: wider than the screen (${found.past.join('; ')})`).toBe(
    size.options.viewport.width,
  );
}

/**
 * Check the page fits, and shoot it, in each theme (the System choice follows the emulated
 * scheme): the whole page, or (`whole` false or 'light') the screen in the themes not shot whole,
 * to keep the spec quick on the lab's long pages.
 */
async function bothThemes(page: Page, size: Size, name: string, whole: boolean | 'light' = true) {
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await fits(page, size, `${name} (${theme})`);
    if (whole === true || whole === theme) await shoot(page, `layout-${size.name}-${name}-${theme}`);
    else await page.screenshot({ path: screenshotPath(`layout-${size.name}-${name}-${theme}`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const screenshotPath = (name: string) => path.join(screenshotDir, `${name}.png`);

/** The datapath's smallest text as rendered, px: its font size times the SVG's scale, and its glyph box's height. */
async function datapathText(page: Page) {
  return page.getByTestId('datapath-svg').evaluate((svg: SVGSVGElement) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const texts = [...svg.querySelectorAll('text')].filter((t) => (t.textContent ?? '').trim() !== '');
    return {
      count: texts.length,
      fontPx: Math.min(...texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
      boxPx: Math.min(...texts.map((t) => t.getBoundingClientRect().height)),
    };
  });
}

async function ready(page: Page) {
  await expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout: 30_000 });
}

for (const size of checked) {
  test.describe(size.name, () => {
    test(`the lab on each cipher's default core, run, fits ${size.name} in both themes; its datapath's text is at least 14 px`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const page = await open(browser, size);
      for (const { cipher, id } of defaultCores) {
        await page.goto(`./?config=${id}`);
        await ready(page);
        await page.getByTestId('run').click();
        // A bit-serial core's run is thousands of cycles a block (SIMON 128/128's took over
        // the default 5 s on a loaded machine): the wait is for its result, not a speed test.
        await expect(page.getByTestId('result')).toContainText('✓', { timeout: 30_000 });
        await page.getByTestId('timeline-fold').locator('summary').click();
        await page.getByTestId('waveform-fold').locator('summary').click();
        await expect(page.getByTestId('waveform-region')).toBeVisible();
        // Three cycles in: registers hold blocks, their numbers drawn on them.
        await page.getByTestId('run').focus();
        for (let i = 0; i < 3; i++) await page.keyboard.press('s');
        if (await page.getByTestId('datapath-svg').count()) {
          const text = await datapathText(page);
          expect(text.count).toBeGreaterThan(5);
          // At least 14 px on a projector and a phone alike (a phone pans the datapath).
          expect(text.fontPx, `${id}: the datapath's smallest text`).toBeGreaterThanOrEqual(13.99);
          expect(text.boxPx).toBeGreaterThanOrEqual(14);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await bothThemes(page, size, `lab-${cipher}`, 'light');
      }
      await page.context().close();
    });

    test(`the deepest pipelines' mode tables and datapaths fit ${size.name}`, async ({ browser }) => {
      const page = await open(browser, size);
      for (const id of deepCores) {
        await page.goto(`./?config=${id}`);
        await ready(page);
        await expect(page.getByTestId('modes').locator('.utilization').first()).toBeVisible();
        await fits(page, size, id);
        // The mode table's Busy column stays inside its panel.
        const [table, panel] = await Promise.all([
          page.getByTestId('modes').locator('table').boundingBox(),
          page.getByTestId('modes').boundingBox(),
        ]);
        if (size.options.viewport.width > 600)
          expect(table!.x + table!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
      }
      await shoot(page, `layout-${size.name}-deep-pipeline`);
      await page.context().close();
    });

    test(`the lessons' index, a lesson, presenter mode and the finalists fit ${size.name} in both themes`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await open(browser, size);
      await page.goto('./?lessons');
      await expect(page.getByTestId('lesson-index')).toBeVisible();
      await bothThemes(page, size, 'lessons', 'light');

      await page.goto(`./?lesson=${lessonShown}`);
      await expect(page.getByTestId('lesson-title')).toBeVisible();
      await expect(page.getByTestId('widget-config').first()).toBeVisible();
      await bothThemes(page, size, 'lesson', 'light');

      await page.goto(`./?lesson=${presenterLesson}&present`);
      await expect(page.getByTestId('slide-title')).toBeVisible();
      await bothThemes(page, size, 'presenter', false);

      await page.goto('./?finalists');
      await expect(page.locator('[data-testid^="point-"]').first()).toBeVisible();
      // The axis titles are whole, inside their charts.
      for (const title of await page.locator('.finalists-axis-title').all()) {
        const [t, svg] = await Promise.all([
          title.boundingBox(),
          title.evaluate((e) => {
            const r = (e as SVGTextElement).ownerSVGElement!.getBoundingClientRect();
            return { x: r.x, right: r.right };
          }),
        ]);
        expect(t!.x, `${await title.textContent()}`).toBeGreaterThanOrEqual(svg.x);
        expect(t!.x + t!.width, `${await title.textContent()}`).toBeLessThanOrEqual(svg.right + 0.5);
      }
      // From 853 px up the tables fit their panels; a phone's scroll inside them.
      if (size.options.viewport.width > 600)
        for (const scroller of await page.locator('.finalists-table-scroll, .table-scroll').all())
          expect(await scroller.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
      await bothThemes(page, size, 'finalists', 'light');
      await page.context().close();
    });

    test(`presenter slides open at their heading at ${size.name}, under a toolbar of one row`, async ({ browser }) => {
      const page = await open(browser, size);
      await page.goto(`./?lesson=${presenterLesson}&present`);
      const presenter = page.getByTestId('presenter');
      await expect(presenter).toHaveAttribute('data-step', '1');
      const bar = page.locator('.presenter-bar');
      const { height } = size.options.viewport;
      // The toolbar is one row from a 150 % zoom up (a phone's buttons take a second).
      if (size.options.viewport.width > 600) {
        const tops = await bar
          .locator(':scope > *')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(8);
      }
      const headingInView = async () => {
        const [b, h] = [await bar.boundingBox(), await page.getByTestId('slide-title').boundingBox()];
        return h!.y >= b!.y + b!.height - 1 && h!.y + h!.height <= height;
      };
      let slides = 0;
      for (;;) {
        const step = Number(await presenter.getAttribute('data-step'));
        const position = (await page.getByTestId('presenter-position').textContent()) ?? '';
        if (position.startsWith(`Slide ${slides + 1}/`)) {
          slides++;
          await expect.poll(headingInView, { message: `${position}: its heading in view` }).toBe(true);
        } else {
          // A later step: the block it reveals starts in view, under the toolbar (once the
          // scroll to it has ended: on a loaded machine it is still moving when the step shows).
          const blockInView = async () => {
            const [b, block] = [await bar.boundingBox(), await page.locator('.reveal.current').boundingBox()];
            return block!.y >= b!.y + b!.height - 1 && block!.y < height;
          };
          await expect.poll(blockInView, { message: `${position}: the revealed block in view` }).toBe(true);
        }
        if (await page.getByTestId('presenter-next').isDisabled()) break;
        await page.keyboard.press('ArrowRight');
        await expect(presenter).toHaveAttribute('data-step', String(step + 1));
      }
      expect(slides).toBeGreaterThan(1);
      await page.context().close();
    });
  });
}

test('every lesson opens presenter mode at its first heading at 150 % zoom', async ({ browser }) => {
  const size = sizes[1];
  const page = await open(browser, size);
  await page.goto('./?lessons');
  // The index lists the lessons once they are read: wait for the first card before counting.
  await expect(page.locator('[data-testid^="lesson-card-"]').first()).toBeVisible();
  const slugs = await page
    .locator('[data-testid^="lesson-card-"]')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.replace('lesson-card-', '')));
  expect(slugs.length).toBeGreaterThan(10);
  for (const slug of slugs) {
    await page.goto(`./?lesson=${slug}&present`);
    await expect(page.getByTestId('slide-title')).toBeVisible();
    const h = await page.getByTestId('slide-title').boundingBox();
    const b = await page.locator('.presenter-bar').boundingBox();
    expect(h!.y, slug).toBeGreaterThanOrEqual(b!.y + b!.height - 1);
    expect(h!.y + h!.height, slug).toBeLessThanOrEqual(size.options.viewport.height);
  }
  await page.context().close();
});

test("a deep pipeline's waveform keeps most of its width for the waves", async ({ browser }) => {
  const page = await open(browser, projector);
  await page.goto(`./?config=${deepCores[0]}`);
  await ready(page);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('result')).toContainText('✓');
  await page.getByTestId('waveform-fold').locator('summary').click();
  const region = page.getByTestId('waveform-region');
  await expect(region).toBeVisible();
  const widths = await region.evaluate((r) => ({
    grid: r.querySelector('.wave-grid')!.getBoundingClientRect().width,
    plot: r.querySelector('.wave-plot')!.getBoundingClientRect().width,
    tag: r.querySelector('[data-testid="wave-value-probe_tag_o"]')?.getBoundingClientRect().width ?? 0,
  }));
  console.log(`waveform at 1280: ${Math.round(widths.plot)} of ${Math.round(widths.grid)} px for the waves`);
  // The tag bus of every stage ends in an ellipsis at a 128-bit bus's width; the waves keep the
  // rest (they had about 170 px of 827, the value column taking the whole bus).
  expect(widths.tag).toBeGreaterThan(0);
  expect(widths.tag).toBeLessThanOrEqual(18.5 * 17 + 1);
  expect(widths.plot).toBeGreaterThanOrEqual(300);
  await shoot(page, 'layout-1280x720-deep-waveform');
  await page.context().close();
});

test('lesson search finds a cipher by its other names: 3DES, TDEA, Rijndael', async ({ page }) => {
  const count = async (query: string) => {
    await page.getByTestId('lesson-search').fill(query);
    await expect(page.getByTestId('lesson-count')).toContainText(query);
    return Number(((await page.getByTestId('lesson-count').textContent()) ?? '').match(/^(\d+) of/)?.[1] ?? 0);
  };
  await page.goto('./?lessons');
  const tripleDes = await count('Triple DES');
  expect(tripleDes).toBeGreaterThan(0);
  expect(await count('3DES')).toBe(tripleDes);
  expect(await count('TDEA')).toBe(tripleDes);
  expect(await count('Rijndael')).toBeGreaterThan(0);
  await expect(page.getByTestId('lesson-card-01-an-aes-round')).toBeVisible();
});

test('Enter in the form runs what Run runs: with a core beside it, both', async ({ page }) => {
  await page.goto('./?config=aes128-enc-lu1-lut-online-all&compare=aes128-enc-pp10-lut-online-all');
  await ready(page);
  await expect(page.getByTestId('compare-status')).toHaveText(/Ready/, { timeout: 30_000 });
  await page.getByTestId('key').press('Enter');
  await expect(page.getByTestId('result')).toContainText('✓');
  await expect(page.getByTestId('compare-agreement')).toContainText('Both cores give the same 1 output block ✓');
  // Run's button does the same; changed inputs clear the pair's result until the next run.
  await page.getByTestId('plaintext').fill('000102030405060708090a0b0c0d0e0f');
  await expect(page.getByTestId('compare-result')).toHaveCount(0);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('compare-agreement')).toContainText('Both cores give the same 1 output block ✓');
});
