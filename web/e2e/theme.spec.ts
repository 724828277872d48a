// Light and dark themes: the choice changes the page's colours and the canvases' (the
// occupancy chart is redrawn with the dark theme's bubble colour), follows the device when
// set to System, and is remembered on this device across reloads.
import { expect, test, type Page } from '@playwright/test';
import { shoot } from './screenshots';

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** How many of the occupancy canvas's pixels have the colour `hex` (#rrggbb). */
const pixelsOf = (page: Page, hex: string) =>
  page
    .getByTestId('occupancy')
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, colour) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
      return n;
    }, hex);

// The bubble colour (an empty stage) of each theme, from styles.css.
const lightBubble = '#f1e4e4';
const darkBubble = '#4a3036';

test('the theme picker switches light and dark, follows the system, and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('./?config=aes128-enc-pp2-lut-online-all');
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  const picker = page.getByTestId('theme-picker');
  await expect(picker.getByLabel('System')).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await background(page);

  // A run, so there is a canvas whose bubbles (empty stages) take the theme's colour.
  await page.getByTestId('run').click();
  await expect(page.getByTestId('occupancy')).toBeVisible();
  // The chart is painted in an effect after the canvas is in the page: wait for the paint.
  await expect.poll(() => pixelsOf(page, lightBubble)).toBeGreaterThan(0);

  await picker.getByLabel('Dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await background(page);
  expect(dark).not.toBe(light);
  await expect.poll(() => pixelsOf(page, darkBubble)).toBeGreaterThan(0);
  expect(await pixelsOf(page, lightBubble)).toBe(0);
  await shoot(page, 'theme-dark');

  // Remembered on this device: a reload keeps the dark theme though the system is light.
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-picker').getByLabel('Dark')).toBeChecked();

  // System follows the device's scheme, and changes with it.
  await page.getByTestId('theme-picker').getByLabel('System').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(dark);
  await page.getByTestId('theme-picker').getByLabel('Light').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(light);
  await shoot(page, 'theme-light');
});
