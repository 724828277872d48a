// "Fit in the browser" in Build for board: YoWASP's Yosys, nextpnr-ice40 and icepack in a worker
// on the lab's smallest iCE40 core, its figures checked against what the same flow gives under
// Node (board/tests/fit-flow.test.mjs, beside registry/synthesis.json's native ones), and the
// .bin it saves; a Stop in the middle leaves the dialog ready for the next fit. The times and
// the bytes the tools cost are printed (the first fit fetches them).
// CS_FIT_MEASURE=<config id> fits that core as well and prints its times (not part of npm test).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from './screenshots';

const lab = 'simon64128-enc-bs1-lut-online-all';
/** What the YoWASP flow gives for its ECB form (board/tests/fit-flow.test.mjs `expected`). */
const expected = { luts: 1060, ffs: 1063, ebr: 1, dsp: 0, fmaxMHz: 22.57 };
/** nextpnr's Fmax moves with its placement seed by about this much either way. */
const seedSpread = 0.15;
/** The iCE40UP5K's bitstream: icepack writes this many bytes for every design. */
const up5kBitstreamBytes = 104_090;

async function openDialog(page: Page, id: string) {
  await page.goto(`./?config=${id}`);
  await page.getByTestId('board-export-open').click();
  const dialog = page.getByTestId('board-export-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /iCEBreaker/ }).check();
  await expect(dialog.getByTestId('board-export-folder')).toBeVisible();
  return dialog;
}

/** Seconds from the click to each step's start (as the status names it) and to the result. */
async function fit(page: Page, timeout: number) {
  const dialog = page.getByTestId('board-export-dialog');
  const status = dialog.getByTestId('board-fit-status');
  const result = dialog.getByTestId('board-fit-figures').or(dialog.getByTestId('board-fit-error'));
  const steps = { synth: 'Yosys: synthesis', pnr: 'nextpnr-ice40: place and route', pack: 'icepack: the bitstream' };
  const started = Date.now();
  await dialog.getByTestId('board-fit-run').click();
  const at: Record<string, number> = {};
  while (!(await result.isVisible())) {
    if (Date.now() - started > timeout) throw new Error(`no result in ${timeout / 1000} s`);
    const text = (await status.textContent()) ?? '';
    for (const [step, title] of Object.entries(steps))
      if (!(step in at) && text.includes(title)) at[step] = (Date.now() - started) / 1000;
    await page.waitForTimeout(100);
  }
  at.done = (Date.now() - started) / 1000;
  return at;
}

test('fits the SIMON bit-serial core on the iCEBreaker in the page and saves its bitstream', async ({ page }) => {
  test.setTimeout(170_000);
  const dialog = await openDialog(page, lab);
  await expect(
    dialog.getByRole('heading', { name: `Build ${lab.replace(/-all$/, '-ecb')} for a board` }),
  ).toBeVisible();
  const at = await fit(page, 150_000);
  await expect(dialog.getByTestId('board-fit-error')).toHaveCount(0);
  const status = await dialog.getByTestId('board-fit-status').textContent();
  console.log(`# ${lab} in Chromium: ${JSON.stringify(at)} s from the click; ${status}`);
  await expect(dialog.getByTestId('board-fit-luts')).toHaveText(String(expected.luts.toLocaleString('en')));
  await expect(dialog.getByTestId('board-fit-ffs')).toHaveText(String(expected.ffs.toLocaleString('en')));
  await expect(dialog.getByTestId('board-fit-ebr')).toHaveText(String(expected.ebr));
  await expect(dialog.getByTestId('board-fit-dsp')).toHaveText(String(expected.dsp));
  const fmax = Number((await dialog.getByTestId('board-fit-fmax').textContent())!.replace(' MHz', ''));
  expect(Math.abs(fmax - expected.fmaxMHz)).toBeLessThanOrEqual(expected.fmaxMHz * seedSpread);
  // The log, on demand.
  await dialog.getByTestId('board-fit-log-toggle').click();
  await expect(dialog.getByTestId('board-fit-log')).toContainText('Max frequency for clock');
  await dialog.getByTestId('board-fit-figures').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'board-fit-icebreaker.png') });

  const [saved] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('board-fit-download').click()]);
  expect(saved.suggestedFilename()).toBe(`cipherscope-icebreaker-${lab.replace(/-all$/, '-ecb')}.bin`);
  const fs = await import('node:fs');
  const bytes = fs.readFileSync((await saved.path())!);
  expect(bytes.length).toBe(up5kBitstreamBytes);
  // iCE40 bitstreams open with the sync word 7E AA 99 7E after a 0xFF 0x00 comment block.
  expect(bytes.includes(Buffer.from([0x7e, 0xaa, 0x99, 0x7e]))).toBe(true);
});

test('a Stop in the middle of a fit leaves the dialog ready for the next', async ({ page }) => {
  const dialog = await openDialog(page, lab);
  await dialog.getByTestId('board-fit-run').click();
  await expect(dialog.getByTestId('board-fit-status')).toContainText('Yosys: synthesis', { timeout: 45_000 });
  await dialog.getByTestId('board-fit-stop').click();
  await expect(dialog.getByTestId('board-fit-status')).toHaveText('Stopped: the tools were ended, nothing was kept.');
  await expect(dialog.getByTestId('board-fit-stop')).toHaveCount(0);
  await expect(dialog.getByTestId('board-fit-run')).toBeEnabled();
  await expect(dialog.getByTestId('board-export-download')).toBeEnabled();
  // The next fit starts again from the tools.
  await dialog.getByTestId('board-fit-run').click();
  await expect(dialog.getByTestId('board-fit-status')).toContainText('Loading the FPGA tools');
  await dialog.getByTestId('board-fit-stop').click();
  await expect(dialog.getByTestId('board-fit-run')).toBeEnabled();
});

test('measures another core (CS_FIT_MEASURE)', async ({ page }) => {
  const id = process.env.CS_FIT_MEASURE;
  test.skip(!id, 'set CS_FIT_MEASURE=<config id> to measure it');
  test.setTimeout(1_800_000);
  const dialog = await openDialog(page, id!);
  const at = await fit(page, 1_700_000);
  const shown = await dialog.getByTestId('board-fit').textContent();
  console.log(`# ${id} in Chromium: ${JSON.stringify(at)} s from the click; ${shown}`);
});
