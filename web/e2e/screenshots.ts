// Screenshots land in build/screenshots/ so a person can look at what the tests saw.
import path from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve(import.meta.dirname, '..', '..', 'build', 'screenshots');

/**
 * The whole page, one image pixel a CSS pixel: a long page at a phone's two device pixels a
 * pixel took 1.56 s to shoot at device scale (scripts/TOOLCHAIN.md), and the e2e run shoots
 * hundreds. PNG, so that any image viewer (and the one the project's sessions have) opens it.
 */
export function shoot(page: Page, name: string) {
  return page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true, scale: 'css' });
}
