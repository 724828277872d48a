// `npm start` serves the lab before every simulator is built: models/index.json lists those
// still building, and the page shows them so (not choosable, no run button that fails), then
// picks each up by itself once the index lists it as ready. Played here on a copy of the built
// site whose index says two models, the default one included, are still building.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../../scripts/lib/serve.mjs';
import { shoot } from './screenshots';

const root = path.resolve(import.meta.dirname, '..', '..');
const registry: { default: string; configurations: { id: string }[] } = JSON.parse(
  fs.readFileSync(path.join(root, 'registry', 'configurations.json'), 'utf8'),
);

const fips197Ciphertext = '69c4e0d86a7b0430d8cdb78070b4c55a';
const defaultId = registry.default;
const otherId = 'aes128-enc-pp5-lut-online-all';
const total = registry.configurations.length;
/**
 * The prebuilt simulators the built site has, as the page counts them: npm test's build leaves
 * out the paper rows no lesson opens, and a model built on demand before (build-on-demand.spec)
 * is on the site too but is not one of the registry's.
 */
const builtOnSite = (): number => {
  const prebuilt = new Set(registry.configurations.map((c) => c.id));
  const ready = JSON.parse(fs.readFileSync(path.join(root, 'build', 'web', 'models', 'index.json'), 'utf8')).ready;
  return Object.keys(ready).filter((id) => prebuilt.has(id)).length;
};

interface Index {
  ready: Record<string, Record<string, string>>;
  building: string[];
}

/** A copy of the built site with `building` taken out of its models, as npm start has it mid-build. */
async function serveHalfBuiltSite(building: string[]) {
  const built = path.join(root, 'build', 'web');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherscope-building-'));
  fs.cpSync(built, dir, { recursive: true });
  const indexFile = path.join(dir, 'models', 'index.json');
  const full: Index = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
  const write = (waiting: string[]) => {
    const ready = Object.fromEntries(Object.entries(full.ready).filter(([id]) => !waiting.includes(id)));
    for (const id of waiting) fs.rmSync(path.join(dir, 'models', id), { recursive: true, force: true });
    fs.writeFileSync(indexFile, JSON.stringify({ ready, building: waiting }));
  };
  write(building);
  const { server, url } = await serveStatic(dir, 4640 + test.info().workerIndex);
  return {
    url,
    /** The model of `id` lands, as npm start publishes it: its files, then the index. */
    land(id: string, stillBuilding: string[]) {
      fs.cpSync(path.join(built, 'models', id), path.join(dir, 'models', id), { recursive: true });
      write(stillBuilding);
    },
    close: () => (server.close(), fs.rmSync(dir, { recursive: true, force: true })),
  };
}

test('simulators still building are shown so, and each is taken up by itself once built', async ({ page }) => {
  test.skip(!registry.configurations.some((c) => c.id === otherId), `${otherId} is not prebuilt`);
  const site = await serveHalfBuiltSite([defaultId, otherId]);
  const built = builtOnSite();
  try {
    await page.goto(site.url);
    await expect(page.getByTestId('status')).toHaveText(
      `The simulator of ${defaultId} is still being built; it loads here by itself when it is ready.`,
    );
    await expect(page.getByTestId('run')).toBeDisabled();
    await expect(page.getByTestId('config-building')).toHaveText(
      `${built - 2} of ${total} simulators are ready; 2 are still being built and can be chosen as each is done.`,
    );
    // Those the site has no simulator of (npm test builds none of the paper rows no lesson opens)
    // are counted apart, not as ready.
    if (built < total)
      await expect(page.getByTestId('config-unbuilt')).toHaveText(
        `${total - built} of ${total} simulators are not built on this site (marked so); choosing one says how to build it.`,
      );
    else await expect(page.getByTestId('config-unbuilt')).toHaveCount(0);
    const other = page.getByTestId('config').locator(`option[value="${otherId}"]`);
    await expect(other).toBeDisabled();
    await expect(other).toContainText('(building…)');
    await expect(page.getByTestId('axes-verdict')).toContainText('its simulator is still being built');
    await shoot(page, 'building-default-model');

    // The default model lands: the page loads it without a reload, and it runs.
    site.land(defaultId, [otherId]);
    await expect(page.getByTestId('status')).toHaveText(/Ready/, { timeout: 20_000 });
    await expect(page.getByTestId('config-building')).toContainText(`${built - 1} of ${total} simulators are ready`);
    await page.getByTestId('run').click();
    await expect(page.getByTestId('output-0')).toHaveText(fips197Ciphertext);

    // The last one lands: nothing is building, the note goes and the configuration can be chosen.
    site.land(otherId, []);
    await expect(page.getByTestId('config-building')).toHaveCount(0, { timeout: 20_000 });
    await expect(other).toBeEnabled();
    await expect(other).not.toContainText('building');
    await page.getByTestId('config').selectOption(otherId);
    await expect(page.getByTestId('status')).toHaveText(/Ready/);
  } finally {
    site.close();
  }
});
