// The lab itself in Debian's Chromium, served as the static site `npm run build` makes
// (issue #8's speed targets; benchmarks, not tests):
//   first simulated cycle ≤ 1.5 s after navigation (a fresh browser context: nothing cached)
//   main-thread frames ≤ 16 ms at p95 while simulating (requestAnimationFrame intervals
//   between the page's cipherscope:run-start and run-end marks, web/src/sim/simulator.ts;
//   also reported: from the click to the result drawn, which adds sending the blocks and
//   checking and drawing the result)
//   occupancy redraw ≤ 50 ms for 1,000,000 cycles (the chart's own performance.measure)
//   stepping back ≤ 100 ms at any cycle of a 1,000,000-cycle run (issue #46: b, Shift+B and
//   the scrubber, from the key or the input event to the panel's new cycle)
// The page marks `cipherscope:simulator-ready` when a model has run its first cycles
// (web/src/sim/simulator.ts) and measures `cipherscope:occupancy-draw` per redraw
// (web/src/components/OccupancyChart.tsx).
import { chromium } from '@playwright/test';
import { serveStatic } from '../lib/serve.mjs';
import { webOut } from '../lib/web.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { median, twoFrames, recordFrames, frameFigures } from './frames.mjs';
import { measuredEcbCycles } from '../lib/synth-targets.mjs';
import runs from './lab-runs.json' with { type: 'json' };
import measured from '../../registry/measured.json' with { type: 'json' };

/** A frame is late over 17 ms: longer than one of the display's frames (60 Hz, 16.7 ms). */
const lateAfterMs = 17;

/** Milliseconds from navigation to the first simulated cycles, in `runs` fresh contexts. */
async function firstCycle(browser, url, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    const handle = await page.waitForFunction(
      () => performance.getEntriesByName('cipherscope:simulator-ready')[0]?.startTime ?? null,
      null,
      { timeout: 60_000 },
    );
    times.push(await handle.jsonValue());
    await context.close();
  }
  return { medianMs: median(times), worstMs: Math.max(...times), runs };
}

/**
 * Frame intervals on the page's main thread from now until `stop()`, and its longest task;
 * `stop()` also figures the frames while the lab simulated, between the page's
 * cipherscope:run-start and run-end marks (null when no frame fell inside the run).
 */
async function recordRunFrames(page) {
  const stop = await recordFrames(page);
  return async () => {
    const { frames, intervals, longestTaskMs } = await stop();
    const { start, end } = await page.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name).at(-1)?.startTime ?? null;
      return { start: mark('cipherscope:run-start'), end: mark('cipherscope:run-end') };
    });
    // A frame belongs to the simulation when it ends inside the run and began after its start.
    const simulating = frames
      .filter(([t, dt]) => start !== null && end !== null && t - dt >= start && t <= end)
      .map(([, dt]) => dt);
    return {
      ...frameFigures(intervals, lateAfterMs),
      longestTaskMs,
      whileSimulating: simulating.length ? { ...frameFigures(simulating, lateAfterMs), runMs: end - start } : null,
    };
  };
}

/**
 * Frames of the lab page doing nothing, for a second: the display's own cadence (60 Hz in
 * headless Chromium, so 16.7 ms a frame), the floor any "while simulating" figure sits on.
 */
async function idleFrames(page, url) {
  await page.goto(url);
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 60_000 });
  const stop = await recordRunFrames(page);
  await page.waitForTimeout(1000);
  const { whileSimulating: _, longestTaskMs: __, ...frames } = await stop();
  return frames;
}

/**
 * Milliseconds from a stepping key (or a scrubber move to `to`) to the frame after the stepping
 * panel shows its new cycle (so the charts marking it have drawn), measured in the page.
 */
function timedMove(page, move) {
  return page.evaluate(async ({ key, to }) => {
    const status = document.querySelector('[data-testid="step-cycle"]');
    const before = status.textContent;
    const changed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(status, { childList: true, subtree: true, characterData: true });
    });
    const started = performance.now();
    if (key) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
    else {
      // As a drag does: React hears the input event of the range's new value.
      const scrubber = document.querySelector('[data-testid="step-scrubber"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(scrubber, String(to));
      scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const late = new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`the stepping panel still says "${before}" after 60 s`)), 60_000),
    );
    await Promise.race([changed, late]);
    // The charts draw the cycle in effects after the panel's text: two frames more hold them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - started;
  }, move);
}

/**
 * Stepping back through the run on the page: the scrubber to the run's last cycle (the session
 * simulates every cycle once), then back one, back ten and scrubbed to cycles across the run.
 */
async function stepBack(page) {
  const last = Number(await page.getByTestId('step-scrubber').getAttribute('max'));
  const reachMs = await timedMove(page, { to: last });
  const times = [];
  // Each move changes the cycle shown (the figure waits for the change): 1–10 tenths back, less a few.
  for (let i = 1; i <= 10; i++) {
    const to = Math.max(20, Math.round(last * (1 - i / 10)) - 17 * i);
    times.push(await timedMove(page, { to }));
    times.push(await timedMove(page, { key: 'b' }));
    times.push(await timedMove(page, { key: 'B' }));
  }
  return { cycles: last + 1, reachMs, medianMs: median(times), worstMs: Math.max(...times), moves: times.length };
}

/** Run `blocks` random blocks on `configId`, recording frames while the lab simulates. */
async function simulate(page, url, configId, randomBlocks) {
  await page.goto(`${url}?config=${configId}`);
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('random').fill(String(randomBlocks));
  const stop = await recordRunFrames(page);
  await page.getByTestId('run').click();
  await page
    .getByText(/match sim-core|matches/)
    .first()
    .waitFor({ timeout: 300_000 });
  await page.getByTestId('occupancy').waitFor();
  // One more frame so the result's own render counts.
  await twoFrames(page);
  return stop();
}

/** Zoom the occupancy chart step by step; each redraw's own measure. */
async function redraws(page, steps) {
  await page.evaluate(() => performance.clearMeasures('cipherscope:occupancy-draw'));
  const canvas = page.getByTestId('occupancy').locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, i < steps / 2 ? -300 : 300);
    await twoFrames(page);
  }
  const measures = await page.evaluate(() =>
    performance.getEntriesByName('cipherscope:occupancy-draw').map((m) => ({ ms: m.duration, cycles: m.detail })),
  );
  const ms = measures.map((m) => m.ms);
  return {
    redraws: ms.length,
    cycles: Math.max(...measures.map((m) => m.cycles)),
    medianMs: median(ms),
    worstMs: Math.max(...ms),
  };
}

export async function labInChromium({ defaultConfig }) {
  const { server, url } = await serveStatic(webOut, 4391);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const result = { firstCycle: await firstCycle(browser, `${url}?config=${defaultConfig}`, 5) };
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    result.idle = await idleFrames(page, url);
    // The default core's blocks that fill the long run's cycles (LU-1's 11 cycles a block:
    // 90,910 blocks are 1,000,010 cycles); the lab runs one block besides the random ones.
    const blocks = Math.ceil(runs.longRun.cycles / measuredEcbCycles(measured, defaultConfig));
    result.longRun = {
      config: defaultConfig,
      blocks,
      ...(await simulate(page, url, defaultConfig, blocks - 1)),
    };
    result.stepBack = await stepBack(page);
    result.occupancyRedraw = await redraws(page, 12);
    // Up to 256 blocks the run also records a waveform, which the page reads and draws.
    const { config, blocks: waveformBlocks } = runs.waveformRun;
    result.waveformRun = { config, blocks: waveformBlocks, ...(await simulate(page, url, config, waveformBlocks - 1)) };
    await context.close();
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
