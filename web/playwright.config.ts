// End-to-end tests in Debian's Chromium (never a downloaded browser), against the lab served
// as a static site by scripts/test.mjs, which sets CS_BASE_URL. Browser and flags: scripts/lib/chromium.mjs.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';

export default defineConfig({
  testDir: './e2e',
  outputDir: '../build/e2e-results',
  reporter: [['list'], ['json', { outputFile: '../build/e2e-report.json' }]],
  workers: 2,
  timeout: 60_000,
  use: {
    baseURL: process.env.CS_BASE_URL ?? 'http://localhost:4173/',
    // A classroom projector, light: every test's page and screenshots unless the test says otherwise.
    viewport: { width: 1280, height: 720 },
    colorScheme: 'light',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
