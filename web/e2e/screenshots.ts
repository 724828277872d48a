// Screenshots land in build/screenshots/ so a person can look at what the tests saw.
import path from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve(import.meta.dirname, '..', '..', 'build', 'screenshots');

export function shoot(page: Page, name: string) {
  return page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}
