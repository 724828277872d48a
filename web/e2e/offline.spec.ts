// Offline use: the lab is loaded once from the static server, its service worker stores the
// app shell and the configuration that ran; then the network goes away and the page is
// reloaded: the same configuration still runs, and one never used says why it cannot.
// A new build on the server is announced in the status line and taken by a reload; storage
// that is full is said in the status line too.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/lib/serve.mjs';
import { shoot } from './screenshots';

const fips197Ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';
const unusedConfiguration = 'aes128-enc-pp5-lut-online-all';

async function runFips197(page: Page) {
  await expect(page.getByTestId('status')).toHaveText(/Ready/);
  await page.getByTestId('run').click();
  await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);
  await expect(page.getByTestId('result')).toContainText('matches ✓');
}

test('once loaded, the lab runs offline; a configuration never used says it needs the network', async ({
  page,
  context,
}) => {
  await page.goto('./');
  // The service worker is active and controls the page.
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null,
  );
  await runFips197(page);
  await expect(page.getByTestId('offline-status')).toHaveText('Available offline, this configuration included.');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-status')).toHaveText(
    'You are offline; this configuration runs from its stored copy.',
  );
  await runFips197(page);
  await shoot(page, 'offline-run');

  // A configuration never used on this device: a clear message, not a blank page or a hang.
  await page.getByTestId('config').selectOption(unusedConfiguration);
  await expect(page.getByTestId('error')).toContainText(
    `You are offline, and ${unusedConfiguration} has not run on this device before`,
  );
  await expect(page.getByTestId('offline-status')).toContainText('this configuration has not run on this device yet');
  await expect(page.getByTestId('run')).toBeDisabled();
  await shoot(page, 'offline-unused-configuration');

  // Back to the stored one: it runs again.
  await page.getByTestId('config').selectOption('aes128-enc-lu1-lut-online-all');
  await runFips197(page);
});

/** A copy of the built site that this test alone serves, so it can put a "new build" on it. */
async function serveCopyOfSite() {
  const built = path.resolve(import.meta.dirname, '..', '..', 'build', 'web');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherscope-offline-'));
  for (const entry of fs.readdirSync(built)) {
    if (entry === 'models') fs.symlinkSync(path.join(built, entry), path.join(dir, entry));
    else fs.cpSync(path.join(built, entry), path.join(dir, entry), { recursive: true });
  }
  const { server, url } = await serveStatic(dir, 4620 + test.info().workerIndex);
  return { dir, url, close: () => (server.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}

const cacheList = (page: Page) => page.evaluate(() => caches.keys());

test('a new build is announced in the status line; the reload drops the old shell and keeps the models', async ({
  page,
}) => {
  page.on('dialog', (dialog) => {
    throw new Error(`no dialogs, yet one said: ${dialog.message()}`);
  });
  const site = await serveCopyOfSite();
  try {
    await page.goto(site.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByTestId('offline-status')).toHaveText('Available offline, this configuration included.');
    const before = await cacheList(page);
    const shell = before.find((name) => name.includes(' shell '));
    expect(before).toHaveLength(2);
    const version = shell!.split(' ').at(-1)!;

    // The server gets a new build: a sw.js with another version.
    const worker = path.join(site.dir, 'sw.js');
    fs.writeFileSync(worker, fs.readFileSync(worker, 'utf8').replaceAll(version, 'next-build-0001'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByTestId('offline-status')).toHaveText('A new version of the lab is ready. Reload');
    await shoot(page, 'offline-new-version');

    await Promise.all([page.waitForEvent('load'), page.getByTestId('offline-reload').click()]);
    await expect(page.getByTestId('offline-status')).toHaveText('Available offline, this configuration included.');
    const after = await cacheList(page);
    expect(after).toContain(shell!.replace(version, 'next-build-0001'));
    expect(after).not.toContain(shell);
    // The model did not change: its two files stay stored (beside the last models/index.json read).
    const models = before.find((name) => name.includes(' models'))!;
    expect(after).toContain(models);
    const stored = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      models,
    );
    expect(stored.filter((p) => /\/model\.(mjs|wasm)$/.test(p))).toHaveLength(2);
    await runFips197(page);
  } finally {
    site.close();
  }
});

test('storage too small for the lab is said in the status line, and the lab still runs online', async ({
  page,
  baseURL,
}) => {
  // Chromium's quota for this origin, shrunk below the app shell's size.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 50_000 });
  await page.goto('./');
  await expect(page.getByTestId('offline-status')).toHaveText(
    "Not available offline: the lab could not be stored for offline use: the browser's storage for this site is full (free some space or allow more, then reload).",
  );
  await runFips197(page);
  await shoot(page, 'offline-storage-full');
});
