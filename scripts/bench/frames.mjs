// Frame timing in a Playwright page, as the Chromium benchmarks measure it: requestAnimationFrame
// intervals, the longest main-thread task, and their figures. Used by lab-in-chromium.mjs and
// finalists-in-chromium.mjs, each with its own threshold for a late frame.

/** The middle value of `xs` (of an even count, the upper of the two); `xs` is left as it is. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** The `q` quantile of `xs` (0 ≤ q ≤ 1): the value at rank ⌊q·n⌋ of the sorted values, the last at most. */
export const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** Resolves after two animation frames of `page`: what was rendered before is on screen. */
export const twoFrames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Records frames on `page`'s main thread from now; resolves to `stop()`, which ends the
 * recording and resolves to what it saw: `frames`, each [when it ended, its interval] in
 * milliseconds (page time, as performance.now()), the `intervals` alone, and `longestTaskMs`,
 * the longest task over 50 ms (0 if none).
 */
export async function recordFrames(page) {
  await page.evaluate(() => {
    // Long tasks (over 50 ms) name what blocks the main thread when a frame is late.
    window.csLongest = 0;
    window.csObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.csLongest = Math.max(window.csLongest, e.duration);
    });
    window.csObserver.observe({ type: 'longtask' });
    window.csFrames = [];
    let last = performance.now();
    const tick = (now) => {
      window.csFrames.push([now, now - last]);
      last = now;
      window.csFramesId = requestAnimationFrame(tick);
    };
    window.csFramesId = requestAnimationFrame(tick);
  });
  return async () => {
    const { frames, longestTaskMs } = await page.evaluate(() => {
      cancelAnimationFrame(window.csFramesId);
      window.csObserver.disconnect();
      return { frames: window.csFrames, longestTaskMs: window.csLongest };
    });
    return { frames, intervals: frames.map(([, ms]) => ms), longestTaskMs };
  };
}

/**
 * The figures of frame `intervals` (milliseconds): how many, p95, the worst, and the share of
 * late frames, those over `lateAfterMs` (each benchmark says when a frame is late).
 */
export const frameFigures = (intervals, lateAfterMs) => ({
  frames: intervals.length,
  p95Ms: quantile(intervals, 0.95),
  worstMs: Math.max(...intervals),
  lateShare: intervals.filter((f) => f > lateAfterMs).length / intervals.length,
});
