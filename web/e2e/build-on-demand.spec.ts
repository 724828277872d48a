// Any configuration runs where `npm start` serves the lab (issue #44): a configuration that is
// not prebuilt is built by the server on demand (scripts/lib/build-service.mjs, the same
// buildModel and caches as `npm run model`), with its progress and a Stop, then loaded and run
// with no reload; a second tab asking for it waits for the same build; the timing the built
// simulator measures is sim-core's prediction. On a static host the page says it cannot build
// and prints the command. Played on a copy of the built site served with the build service, as
// npm start serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../scripts/lib/serve.mjs';
import { createBuildService } from '../../scripts/lib/build-service.mjs';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { keyLoads } from '../../hdl/harness/keys.mjs';
import { openWasmModel } from '../../hdl/harness/node-loader.mjs';
import { measureTiming } from '../../hdl/timing.mjs';
import { registryFile } from './registry';
import { shoot } from './screenshots';

const root = path.resolve(import.meta.dirname, '..', '..');
const prebuilt = new Set<string>(registryFile('configurations.json').configurations.map((c: { id: string }) => c.id));
// Not prebuilt: SIMON 64/128 LU-2, one of the quickest cores to build; and Serpent LU-2,
// whose build takes long enough to be stopped.
const builtId = 'simon64128-enc-lu2-lut-online-all';
const stoppedId = 'serpent128-enc-lu2-lut-online-all';

/** A copy of the built site, served with builds on demand as npm start serves it. */
async function serveWithBuilds() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherscope-on-demand-'));
  fs.cpSync(path.join(root, 'build', 'web'), dir, { recursive: true });
  // Neither is on the site, whatever earlier runs built (npm run build publishes every model
  // build/models holds): the page starts from "not built".
  const indexFile = path.join(dir, 'models', 'index.json');
  const index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  for (const id of [builtId, stoppedId]) {
    fs.rmSync(path.join(dir, 'models', id), { recursive: true, force: true });
    delete index.ready[id];
  }
  fs.writeFileSync(indexFile, JSON.stringify(index));
  const simCore = await loadSimCore();
  const api = createBuildService({ simCore, siteDir: dir });
  const { server, url } = await serveStatic(dir, 4680 + test.info().workerIndex, '127.0.0.1', { api });
  return {
    url,
    dir,
    close: () => {
      server.closeAllConnections();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const open = (page: Page, url: string, id: string) => page.goto(`${url}?config=${id}`);

test('a configuration that is not prebuilt is built by the server, then loads and runs; a second tab waits for the same build', async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  expect(prebuilt.has(builtId), `${builtId} is prebuilt: choose another`).toBe(false);
  const site = await serveWithBuilds();
  try {
    await open(page, site.url, builtId);
    const panel = page.getByTestId('build-on-demand');
    await expect(panel).toContainText(`No simulator of ${builtId} is built yet. This server can build it now`);
    await expect(page.getByTestId('axes-verdict')).toContainText('not prebuilt');
    await expect(page.getByTestId('error')).toHaveCount(0);
    await page.getByTestId('build-start').click();
    await expect(page.getByTestId('build-status')).toBeVisible();
    await shoot(page, 'build-on-demand');

    // A second tab on the same id joins the build rather than starting another.
    const other = await context.newPage();
    await open(other, site.url, builtId);

    // It lands: loaded without a reload and run, its results equal sim-core's.
    await expect(page.getByTestId('more-outputs')).toContainText('sim-core ✓', { timeout: 540_000 });
    await expect(page.getByTestId('build-on-demand')).toHaveCount(0);
    await expect(page.getByTestId('axes-verdict')).toHaveText(`${builtId}: built on this server, ready to run.`);
    await expect(other.getByTestId('status')).toHaveText(/Ready/, { timeout: 60_000 });
    await other.close();
    await shoot(page, 'build-on-demand-ran');

    // The simulator the server built, measured as npm run timing measures: sim-core's figures.
    const simCore = await loadSimCore();
    const model = await openWasmModel({
      wasmModule: path.join(site.dir, 'models', builtId, 'model.mjs'),
      wasmBinary: path.join(site.dir, 'models', builtId, 'model.wasm'),
    });
    const config = simCore.parseConfiguration(builtId);
    const [measured] = await measureTiming(model, config, keyLoads(config, simCore));
    const [predicted] = simCore.predictTiming(builtId).byKeySize;
    expect([measured.latency, measured.stream, measured.keySetup]).toEqual([
      predicted.latency,
      predicted.stream,
      predicted.keySetup,
    ]);
  } finally {
    site.close();
  }
});

test('Stop ends a build on the server, and the page offers to start it again', async ({ page }) => {
  test.setTimeout(120_000);
  expect(prebuilt.has(stoppedId)).toBe(false);
  const site = await serveWithBuilds();
  try {
    await open(page, site.url, stoppedId);
    await page.getByTestId('build-start').click();
    await expect(page.getByTestId('build-progress')).toBeVisible();
    await page.getByTestId('build-stop').click();
    await expect(page.getByTestId('build-status')).toHaveText(`The build of ${stoppedId} was stopped.`);
    await expect(page.getByTestId('build-start')).toHaveText('Build and run');
    await expect(page.getByTestId('run')).toBeDisabled();
    const builds = await (await fetch(new URL('api/builds', site.url))).json();
    expect(builds.builds.map((b: { id: string; state: string }) => [b.id, b.state])).toEqual([[stoppedId, 'stopped']]);
    const index = JSON.parse(fs.readFileSync(path.join(site.dir, 'models', 'index.json'), 'utf8'));
    expect(index.building).toEqual([]);
    expect(index.ready[stoppedId]).toBeUndefined();
  } finally {
    site.close();
  }
});

test('on a static host the page says it cannot build, and prints the command; typed ids are judged', async ({
  page,
}) => {
  await open(page, './', stoppedId);
  await expect(page.getByTestId('build-on-demand')).toHaveText(
    `No simulator of ${stoppedId} is built, and this page is served as a static site, which cannot build one. Build it where the lab is installed with npm run model -- ${stoppedId}, or open the lab from npm start, which builds what the page asks for.`,
  );
  await expect(page.getByTestId('build-start')).toHaveCount(0);

  // Any id can be typed: a bad one gets sim-core's reason, a good one is chosen.
  const id = page.getByTestId('axis-id');
  await id.fill('aes128-enc-lu3-lut-online-all');
  await id.press('Enter');
  await expect(page.getByTestId('axes-verdict')).toContainText('Nr = 10 is not a multiple of 3');
  await id.fill('serpent128-enc-pp4-lut-online-all');
  await id.press('Enter');
  await expect(page).toHaveURL(/config=serpent128-enc-pp4-lut-online-all/);
  await expect(page.getByTestId('axis-architecture')).toHaveValue('pp');
  await expect(page.getByTestId('build-on-demand')).toContainText('npm run model -- serpent128-enc-pp4-lut-online-all');
});
