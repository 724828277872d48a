import type { Page } from '@playwright/test';

/** Resolves once the page has stopped scrolling (the lab scrolls its result into view, smoothly). */
export async function scrolled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 250);
      }),
  );
}

/** The top of the page, as a visitor first sees it: the page and its sticky input panel (it scrolls on its own) at their tops. */
export async function scrollToTops(page: Page) {
  await scrolled(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const el of document.querySelectorAll('*')) if (el.scrollTop > 0) el.scrollTop = 0;
  });
}
