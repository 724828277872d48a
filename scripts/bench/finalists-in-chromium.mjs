// The comparison view (?finalists) in Debian's Chromium, served as the static site `npm run
// build` makes (issue #26's targets; a benchmark, not a test):
//   every point drawn ≤ 50 ms, on the first load and on each redraw a filter makes (the
//   chart's own performance.measure `cipherscope:finalists-draw`, from the start of the render
//   that draws the points to its commit; web/src/finalists/ScatterChart.tsx)
//   frames at the display's rate while filtering: requestAnimationFrame intervals while the
//   cipher filters are toggled, against those of the idle page
import { chromium } from '@playwright/test';
import { serveStatic } from '../lib/serve.mjs';
import { webOut } from '../lib/web.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { median, twoFrames, recordFrames, frameFigures } from './frames.mjs';

const drawMeasure = 'cipherscope:finalists-draw';

/** The chart's draw measures so far: milliseconds, points drawn, and when each ended. */
const drawsOf = (page) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByName(name)
        .map((m) => ({ ms: m.duration, points: m.detail, endedAt: m.startTime + m.duration })),
    drawMeasure,
  );

/** The first draw of every point, in `loads` fresh contexts (nothing cached). */
async function firstDraw(browser, url, loads) {
  const draws = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, drawMeasure, {
      timeout: 60_000,
    });
    draws.push((await drawsOf(page))[0]);
    await context.close();
  }
  const ms = draws.map((d) => d.ms);
  const after = draws.map((d) => d.endedAt);
  return {
    loads,
    points: draws[0].points,
    medianMs: median(ms),
    worstMs: Math.max(...ms),
    // Also: from navigation to the points in the DOM (loading the page and its scripts included).
    afterNavigationMedianMs: median(after),
    afterNavigationWorstMs: Math.max(...after),
  };
}

/**
 * A frame is late when it took over 1.5 of the idle page's frames: the display showed a frame
 * without it (in headless Chromium the cadence is 60 Hz, 16.7 ms, with a little jitter).
 */
const lateAfterMs = (cadenceMs) => 1.5 * cadenceMs;

async function openView(page, url) {
  await page.goto(url);
  await page.locator('[data-testid^="point-"]').first().waitFor({ timeout: 60_000 });
  await twoFrames(page);
}

/** The idle view for a second: the display's own cadence, the floor of the filtering figures. */
async function idleFrames(page, url) {
  await openView(page, url);
  const stop = await recordFrames(page);
  await page.waitForTimeout(1000);
  const { intervals } = await stop();
  const cadenceMs = median(intervals);
  return { cadenceMs, ...frameFigures(intervals, lateAfterMs(cadenceMs)) };
}

/**
 * Toggle the cipher filters `toggles` times (each cipher off, then on again, in turn, as fast as
 * each redraw lands), recording frames throughout, and each redraw's own measure.
 */
async function filtering(page, url, toggles, cadenceMs) {
  await openView(page, url);
  const boxes = page.getByTestId('cipher-filter').locator('input[type="checkbox"]');
  const ciphers = await boxes.count();
  await page.evaluate((name) => performance.clearMeasures(name), drawMeasure);
  const stop = await recordFrames(page);
  for (let i = 0; i < toggles; i++) {
    await boxes.nth((i >> 1) % ciphers).click();
    // The redraw has landed when its measure is there.
    await page.waitForFunction(([name, n]) => performance.getEntriesByName(name).length >= n, [drawMeasure, i + 1]);
  }
  await twoFrames(page);
  const { intervals, longestTaskMs } = await stop();
  const draws = await drawsOf(page);
  const ms = draws.map((d) => d.ms);
  const points = draws.map((d) => d.points);
  return {
    toggles,
    frames: { ...frameFigures(intervals, lateAfterMs(cadenceMs)), longestTaskMs },
    redraws: {
      count: draws.length,
      fewestPoints: Math.min(...points),
      mostPoints: Math.max(...points),
      medianMs: median(ms),
      worstMs: Math.max(...ms),
    },
  };
}

export async function finalistsInChromium({ loads = 5, toggles = 20 } = {}) {
  const { server, url } = await serveStatic(webOut, 4392);
  const view = `${url}?finalists`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const result = { firstDraw: await firstDraw(browser, view, loads) };
    // A projector's 1280×720, as the e2e tests view it.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    result.idle = await idleFrames(page, view);
    result.filtering = await filtering(page, view, toggles, result.idle.cadenceMs);
    await context.close();
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
