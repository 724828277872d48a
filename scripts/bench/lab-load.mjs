// Issue #47's figures of the lab in Debian's Chromium, on the static site `npm run build` makes
// (benchmarks, not tests):
//   first result ≤ 0.5 s under Chromium's 4× CPU throttle (a classroom laptop): from navigation
//     to the first simulated block shown, for a share link of the default core (`?config=…&run`),
//     on a cold load (a fresh context: no HTTP cache, no service worker) and a warm one (the
//     service worker has kept the site, and V8 its compiled code); median of 5 each
//   no main-thread task over 50 ms during a run, for every model the site has, with the waveform
//     open (a run of 256 blocks records and draws one)
//   peak memory under 256 MB on a 1,000,000-block run of the largest model: the JS and
//     WebAssembly heaps of the page and the simulator's worker (ArrayBuffers counted), and the
//     resident size of the lab's renderer process, all of that and the browser's own besides
// The page marks `cipherscope:first-result` when a run's result is first shown (App.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { serveStatic } from '../lib/serve.mjs';
import { webOut } from '../lib/web.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { median, recordFrames, twoFrames } from './frames.mjs';

/** The CPU slowdown Chromium emulates for a classroom laptop. */
const throttle = 4;
const waveformBlocks = 256;

/** A page of `context` with the CPU throttled `rate` times. */
async function throttledPage(context, rate) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** What the page evaluates to wait for its first result: a promise of the mark's time. */
const firstResultMark = `new Promise((resolve) => {
  const name = 'cipherscope:first-result';
  const seen = performance.getEntriesByName(name)[0];
  if (seen) return resolve(seen.startTime);
  new PerformanceObserver((list, observer) => {
    const mark = list.getEntriesByName(name)[0];
    if (mark) observer.disconnect(), resolve(mark.startTime);
  }).observe({ type: 'mark' });
})`;

/**
 * Milliseconds from navigation to `cipherscope:first-result` on a fresh `page` at `url`. The page
 * is asked through the DevTools protocol alone: Playwright's waitForFunction sends the page its
 * injected script (330 KB) and polls, 47 ms of the main thread at 4× throttle in the middle of
 * the first render, which no visitor's page does.
 */
async function timeFirstResult(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url);
  const answer = cdp.send('Runtime.evaluate', { expression: firstResultMark, awaitPromise: true, returnByValue: true });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no first result from ${url} in 120 s`)), 120_000);
  });
  const { result } = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  return result.value;
}

/** The first result of a share link, cold and warm, `runs` times each, under `rate`× throttle. */
async function firstResult(browser, url, runs, rate) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    cold.push(await timeFirstResult(await throttledPage(fresh, rate), url));
    await fresh.close();
    // Warm: a first visit installs the service worker and waits until it keeps the site
    // (the page says "Available offline"); the timed visit is a new page of that profile.
    const kept = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const first = await kept.newPage();
    await first.goto(url);
    await first.getByText('Available offline').first().waitFor({ timeout: 120_000 });
    await first.close();
    warm.push(await timeFirstResult(await throttledPage(kept, rate), url));
    await kept.close();
  }
  const figures = (ms) => ({ medianMs: median(ms), worstMs: Math.max(...ms), runs: ms.length });
  return { rate, cold: figures(cold), warm: figures(warm) };
}

/** The models the site has ({ id: { 'model.wasm': revision } }, scripts/lib/site-models.mjs). */
function siteModels() {
  const index = JSON.parse(fs.readFileSync(path.join(webOut, 'models', 'index.json'), 'utf8'));
  return Object.keys(index.ready).sort();
}

/** The model of the site whose .wasm is largest. */
function largestSiteModel() {
  const size = (id) => fs.statSync(path.join(webOut, 'models', id, 'model.wasm')).size;
  return siteModels().reduce((a, b) => (size(b) > size(a) ? b : a));
}

/**
 * The longest main-thread task while `id` runs 256 blocks with the waveform open: a first run
 * gives the page a waveform to open, the second is timed, from its click to its result drawn.
 */
async function runLongestTask(page, url, id) {
  await page.goto(`${url}?config=${id}&random=${waveformBlocks - 1}&run`);
  await page.getByTestId('waveform-fold').locator('summary').click({ timeout: 300_000 });
  await page.getByTestId('waveform').waitFor({ timeout: 60_000 });
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 120_000 });
  await twoFrames(page);
  const stop = await recordFrames(page);
  await page.getByTestId('run').click();
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 300_000 });
  await page.getByTestId('waveform').waitFor({ timeout: 60_000 });
  await twoFrames(page);
  return (await stop()).longestTaskMs;
}

/** Resident set sizes of Chromium's renderer processes, by pid, in bytes. */
function rendererRss() {
  const sizes = new Map();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) sizes.set(pid, Number(rss[1]) * 1024);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return sizes;
}

/**
 * The JS heap and ArrayBuffers of the page and of its workers (the simulator's), each sampled
 * by `sample()` through the DevTools protocol: a worker is reached as a target of the page's
 * session (Target.setAutoAttach), its messages sent through Target.sendMessageToTarget.
 */
async function heapSampler(page) {
  const cdp = await page.context().newCDPSession(page);
  const workers = new Set();
  const pending = new Map();
  let next = 1;
  cdp.on(
    'Target.attachedToTarget',
    ({ sessionId, targetInfo }) => targetInfo.type === 'worker' && workers.add(sessionId),
  );
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => workers.delete(sessionId));
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { id, result } = JSON.parse(message);
    pending.get(id)?.(result);
    pending.delete(id);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const inWorker = (sessionId, method) =>
    new Promise((resolve) => {
      const id = next++;
      pending.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) }).catch(() => {
        pending.delete(id);
        resolve(undefined);
      });
    });
  // Runtime.getHeapUsage: usedSize is the JS heap, backingStorageSize the ArrayBuffers' bytes.
  const bytes = (usage) => (usage ? usage.usedSize + usage.backingStorageSize : 0);
  const peak = { page: 0, workers: 0 };
  return {
    peak,
    /** The bytes of the page's WebAssembly memories (sim-core's): they never shrink, so read once, last. */
    async pageWasmBytes() {
      const prototype = await cdp.send('Runtime.evaluate', { expression: 'WebAssembly.Memory.prototype' });
      const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.result.objectId });
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: objects.objectId,
        functionDeclaration: 'function () { return this.reduce((n, m) => n + m.buffer.byteLength, 0); }',
        returnByValue: true,
      });
      return result.value;
    },
    async sample() {
      peak.page = Math.max(peak.page, bytes(await cdp.send('Runtime.getHeapUsage')));
      const inWorkers = await Promise.all([...workers].map((s) => inWorker(s, 'Runtime.getHeapUsage')));
      peak.workers = Math.max(
        peak.workers,
        inWorkers.map(bytes).reduce((x, y) => x + y, 0),
      );
    },
  };
}

/**
 * The peak memory while `id` runs `blocks` random blocks: the JS heaps and ArrayBuffers of the
 * page and the simulator's worker (sampled every 100 ms, each its own peak: the sum bounds the
 * moment), the WebAssembly memories of sim-core on the page and of the simulator (their sizes at
 * the run's end, which are their peaks: a WebAssembly memory never shrinks; the page's
 * `cipherscope:run-end` mark carries the simulator's), their sum, and the largest renderer's
 * resident size (all of that and the browser's own).
 */
async function peakMemory(page, url, id, blocks) {
  const heaps = await heapSampler(page);
  await page.goto(`${url}?config=${id}&random=${blocks - 1}`);
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor({ timeout: 120_000 });
  let peak = Math.max(0, ...rendererRss().values());
  let sampling = Promise.resolve();
  const sampler = setInterval(() => {
    peak = Math.max(peak, ...rendererRss().values());
    sampling = sampling.then(() => heaps.sample()).catch(() => {});
  }, 100);
  const started = Date.now();
  try {
    await page.getByTestId('run').click();
    await page
      .getByText(/match sim-core|matches/)
      .first()
      .waitFor({ timeout: 900_000 });
  } finally {
    clearInterval(sampler);
  }
  const seconds = (Date.now() - started) / 1000;
  await sampling;
  await heaps.sample();
  const wasmBytes = await page.evaluate(
    () => performance.getEntriesByName('cipherscope:run-end').at(-1)?.detail?.memoryBytes ?? 0,
  );
  const simCoreBytes = await heaps.pageWasmBytes();
  const { page: pageHeapBytes, workers: workerHeapBytes } = heaps.peak;
  return {
    id,
    blocks,
    heapsBytes: pageHeapBytes + simCoreBytes + workerHeapBytes + wasmBytes,
    pageHeapBytes,
    simCoreBytes,
    workerHeapBytes,
    wasmBytes,
    peakBytes: peak,
    seconds,
  };
}

/**
 * Issue #47's lab figures: first result cold and warm at 4× throttle, the longest main-thread
 * task per model while it runs with the waveform open, and the peak memory of a million blocks
 * on the largest model. `onModel(id, ms)` hears each model's longest task as it is measured.
 */
export async function labLoad({ defaultConfig, onModel = () => {} }) {
  const { server, url } = await serveStatic(webOut, 4392);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const result = { firstResult: await firstResult(browser, `${url}?config=${defaultConfig}&run`, 5, throttle) };
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    result.longestTask = {};
    for (const id of siteModels()) {
      result.longestTask[id] = await runLongestTask(page, url, id);
      onModel(id, result.longestTask[id]);
    }
    await context.close();
    // A fresh context: a renderer that has run every model holds on to memory it freed.
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
    result.memory = await peakMemory(await fresh.newPage(), url, largestSiteModel(), 1_000_000);
    await fresh.close();
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}
