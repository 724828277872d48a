// "Build for board…": the dialog driven by keyboard, the zip it saves read back with fflate,
// and that zip compared byte for byte with the one `npm run export` writes for the same board
// and configuration. The reference is made here in Node by the command's own pieces
// (scripts/lib/export.mjs makeProject, the build's vendor scripts bundle, zip.mjs):
// board/tests/export.test.mjs shows those give the command's zip; the fit check and set-up
// the command runs first do not change the bytes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { screenshotDir } from './screenshots';

const root = path.resolve(import.meta.dirname, '..', '..');
/** What npm run synth measured (registry/synthesis.json), which the dialog quotes. */
const figures = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'synthesis.json'), 'utf8')).configurations;
const grouped = (n: number) => n.toLocaleString('en');

/** The zip `npm run export -- --board <board> --config <id> [--key <key>]` writes. */
async function referenceZip(boardId: string, id: string, key?: string): Promise<Uint8Array> {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject, vendorBundleFile } = await import('../../scripts/lib/export.mjs');
  const { vendorFromBundle } = await import('../../board/export/project.mjs');
  const { zipProject } = await import('../../board/export/zip.mjs');
  const { boardById } = await import('../../board/boards.mjs');
  const simCore = await loadSimCore();
  const registry = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'configurations.json'), 'utf8'));
  const title = registry.configurations.find((c: { id: string }) => c.id === id)?.title;
  const board = boardById(boardId);
  const bundle = JSON.parse(fs.readFileSync(vendorBundleFile, 'utf8'));
  const config = simCore.parseConfiguration(id);
  const project = await makeProject({
    simCore,
    board,
    config,
    title,
    key,
    vendor: null,
    vendorInput: vendorFromBundle(bundle, board, config.cipher),
  });
  return zipProject(project.folder, project.files);
}

/** The view a reader has (not the full page): the dialog is fixed in the viewport. */
const shootView = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

async function openByKeyboard(page: Page) {
  const opener = page.getByTestId('board-export-open');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('board-export-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function download(page: Page) {
  const button = page.getByTestId('board-export-download');
  await expect(button).toBeEnabled();
  await button.focus();
  const [saved] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { name: saved.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync((await saved.path())!)) };
}

test('opens the iCEBreaker core on the iCEBreaker in its ECB form, and saves the zip npm run export writes', async ({
  page,
}) => {
  // The lab's iterative core with block-RAM S-boxes: its ECB form is what the board tests build
  // for the iCEBreaker (board/tests/export.test.mjs), measured placed and routed there.
  const lab = 'aes128-enc-lu1-bram-online-all';
  const id = 'aes128-enc-lu1-bram-online-ecb';
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`./?config=${lab}`);
  await page.getByTestId('board-export').screenshot({ path: path.join(screenshotDir, 'board-export-panel-light.png') });
  const dialog = await openByKeyboard(page);
  await expect(dialog.getByRole('heading', { name: `Build ${id} for a board` })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /iCEBreaker/ })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /iCEBreaker/ })).toBeFocused();
  await expect(dialog.getByTestId('board-export-ecb')).toBeChecked();
  await expect(dialog.getByTestId('board-export-mark-icebreaker')).toHaveText('fits');
  await expect(dialog.getByTestId('board-export-fit-verdict')).toContainText('Fits the iCEBreaker.');
  await expect(dialog.getByTestId('board-export-folder')).toHaveText(`cipherscope-icebreaker-${id}/`);
  await expect(dialog.getByTestId('board-export-make')).toContainText('make test PORT=/dev/ttyUSB1');
  await expect(dialog.getByTestId('board-export-port')).toContainText("the FT2232H's UART is usually /dev/ttyUSB1");
  await expect(dialog.getByTestId('board-export-fit')).toContainText('Fit in the browser” below runs Yosys');
  await expect(dialog.getByTestId('board-export-anyway')).toHaveCount(0);
  await shootView(page, 'board-export-icebreaker-light');

  const { name, bytes } = await download(page);
  const folder = `cipherscope-icebreaker-${id}`;
  expect(name).toBe(`${folder}.zip`);
  await expect(page.getByTestId('board-export-status')).toHaveText(
    `Saved ${name} (${Math.round(bytes.length / 1024)} KiB).`,
  );

  const entries = unzipSync(bytes);
  const manifest = JSON.parse(new TextDecoder().decode(entries[`${folder}/board.json`]));
  expect(manifest).toMatchObject({
    format: 'cipherscope-board-export/1',
    board: 'icebreaker',
    config: id,
    offlineKey: null,
  });
  expect(entries[`${folder}/cs_top.sv`]).toBeDefined();
  expect(entries[`${folder}/PROTOCOL.md`]).toBeDefined();
  expect(Object.keys(entries).length).toBe(Number(await dialog.getByTestId('board-export-count').textContent()));
  const hdl = Object.keys(entries).filter((p) => p.startsWith(`${folder}/hdl/`));
  // The mode wrapper, the shared plumbing and the core its manifest lists (hdl/ciphers.mjs
  // coreFiles), the include files they read (coreIncludes), and the board top.
  const { coreFiles, coreIncludes } = await import('../../hdl/ciphers.mjs');
  const board = fs.readdirSync(path.join(root, 'hdl', 'rtl', 'board')).filter((f) => f.endsWith('.sv'));
  expect(hdl.map((p) => p.slice(folder.length + 1)).sort()).toEqual(
    [...coreFiles('aes'), ...coreIncludes('aes')]
      .map((f: string) => `hdl/${f}`)
      .concat(board.map((f) => `hdl/rtl/board/${f}`))
      .sort(),
  );
  for (const p of hdl) {
    expect(Buffer.from(entries[p]).equals(fs.readFileSync(path.join(root, p.slice(folder.length + 1)))), p).toBe(true);
  }
  expect(
    Buffer.from(bytes).equals(Buffer.from(await referenceZip('icebreaker', id))),
    'the zip differs from npm run export',
  ).toBe(true);
});

test("opens the lab's default core on the ULX3S 85F in its ECB form; the lab's form waits for 'anyway'", async ({
  page,
}) => {
  // The lab's default: LU-1 with table S-boxes, every mode. Its ECB form needs 8,292 LUT4 on
  // the iCE40UP5K with the board top level (registry/synthesis.json), the iCEBreaker has
  // 5,280; on the ULX3S 85F it fits and meets the 25 MHz clock.
  const lab = 'aes128-enc-lu1-lut-online-all';
  const id = 'aes128-enc-lu1-lut-online-ecb';
  const lu1 = figures[lab];
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('./');
  const dialog = await openByKeyboard(page);
  await expect(dialog.getByRole('radio', { name: /ULX3S 85F/ })).toBeChecked();
  await expect(dialog.getByTestId('board-export-ecb')).toBeChecked();
  await expect(dialog.getByTestId('board-export-none')).toHaveCount(0);
  await expect(dialog.getByTestId('board-export-mark-icebreaker')).toHaveText('too big');
  await expect(dialog.getByTestId('board-export-mark-ulx3s-85f')).toHaveText('fits');
  await expect(dialog.getByTestId('board-export-mark-tang-nano-9k')).toHaveText('unverified');
  await expect(dialog.getByTestId('board-export-fit-verdict')).toContainText(
    `The core fits. ${grouped(lu1['ecp5-85f'].luts + 2759)} LUT4`,
  );
  await expect(dialog.getByTestId('board-export-make')).toContainText('make test PORT=/dev/ttyUSB0');
  await expect(dialog.getByTestId('board-export-port')).toContainText("the FT231X's UART is usually /dev/ttyUSB0");
  await expect(dialog.getByTestId('board-export-download')).toBeEnabled();
  await shootView(page, 'board-export-ulx3s-dark');
  const { name, bytes } = await download(page);
  expect(name).toBe(`cipherscope-ulx3s-85f-${id}.zip`);
  expect(
    Buffer.from(bytes).equals(Buffer.from(await referenceZip('ulx3s-85f', id))),
    'the zip differs from npm run export',
  ).toBe(true);

  // The lab's own form: no figure measures a core with every mode at run time.
  await dialog.getByTestId('board-export-lab-form').check();
  await expect(dialog.getByRole('heading', { name: `Build ${lab} for a board` })).toBeVisible();
  await expect(dialog.getByTestId('board-export-fit-verdict')).toContainText(
    'Unverified: its ECB form fits; this core also carries every mode at run time',
  );
  await expect(dialog.getByTestId('board-export-download')).toBeDisabled();
  await expect(page.getByTestId('board-export-status')).toHaveText(/Unverified on this board/);
  await shootView(page, 'board-export-unverified-dark');
  await dialog.getByTestId('board-export-anyway').check();
  await expect(dialog.getByTestId('board-export-download')).toBeEnabled();

  // On the iCEBreaker, even its ECB form is too big: "anyway" again, named as --no-fit-check.
  await dialog.getByTestId('board-export-ecb').check();
  await dialog.getByRole('radio', { name: /iCEBreaker/ }).check();
  await expect(dialog.getByTestId('board-export-fit-verdict')).toHaveText(`Does not fit. ${lu1['ice40-up5k'].reason}.`);
  await expect(dialog.getByTestId('board-export-download')).toBeDisabled();
  await expect(page.getByTestId('board-export-status')).toHaveText(/Too large for this board/);
  await expect(dialog.getByTestId('board-export-fit')).toContainText('--no-fit-check');
});

test('a core that fits no board says so and names a prebuilt core that does', async ({ page }) => {
  // LU-5: five rounds unrolled, 13.5 MHz on the LFE5U-85F (the ULX3S runs at 25 MHz), too big
  // for the 25F boards and the iCEBreaker; no figure for the others.
  const lab = 'aes128-enc-lu5-lut-online-all';
  await page.goto(`./?config=${lab}`);
  const dialog = await openByKeyboard(page);
  const none = dialog.getByTestId('board-export-none');
  await expect(none).toContainText('No board here fits aes128-enc-lu5-lut-online-ecb');
  await expect(none).toContainText('aes128-enc-lu1-bram-online-all');
  await expect(none).toContainText('iCEBreaker, ULX3S 85F, ULX3S 25F, OrangeCrab r0.2 25F');
  for (const board of ['icebreaker', 'ulx3s-25f', 'orangecrab-25f'])
    await expect(dialog.getByTestId(`board-export-mark-${board}`)).toHaveText('too big');
  await expect(dialog.getByTestId('board-export-mark-ulx3s-85f')).toHaveText('too slow');
  await expect(dialog.getByTestId('board-export-download')).toBeDisabled();
  await expect(dialog.getByTestId('board-export-anyway')).toBeVisible();
  await shootView(page, 'board-export-none-light');
  await page.keyboard.press('Escape');

  // A core no figure measures (a single-mode CBC core: the registry measures ECB forms).
  await page.goto('./?config=aes128-enc-lu1-bram-online-cbc');
  const unmeasured = await openByKeyboard(page);
  await expect(unmeasured.getByTestId('board-export-none')).toContainText(
    'No figure in registry/synthesis.json measures aes128-enc-lu1-bram-online-cbc',
  );
  await expect(unmeasured.getByTestId('board-export-none')).toContainText('aes128-enc-lu1-bram-online-all');
  await expect(unmeasured.getByRole('radio', { name: /iCEBreaker/ })).toBeChecked();
  await expect(unmeasured.getByTestId('board-export-mark-icebreaker')).toHaveText('unverified');
  await expect(unmeasured.getByTestId('board-export-download')).toBeDisabled();
  await unmeasured.getByTestId('board-export-anyway').check();
  await expect(unmeasured.getByTestId('board-export-download')).toBeEnabled();
});

test.describe('on a phone', () => {
  // Chromium's phone emulation: where the page is wider than the screen, the browser widens
  // the layout viewport to it, and a dialog centred there opened beside the screen.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the dialog opens inside a 390×844 screen', async ({ page }) => {
    await page.goto('./');
    const dialog = await openByKeyboard(page);
    await expect(dialog.getByRole('radio', { name: /ULX3S 85F/ })).toBeChecked();
    // boundingBox is in the screen's coordinates (the visual viewport).
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Nothing inside is wider than the dialog: no sideways scrolling to reach a board.
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBeLessThanOrEqual(0);
    for (const id of ['icebreaker', 'tang-nano-9k']) {
      const mark = (await dialog.getByTestId(`board-export-mark-${id}`).boundingBox())!;
      expect(mark.x + mark.width, id).toBeLessThanOrEqual(box.x + box.width);
    }
    await shootView(page, 'board-export-390');
    // The project's commands and the PORT note scroll into the screen; below them the fit and
    // board-run panels, and at the very bottom the download button, still inside the dialog.
    await dialog.getByTestId('board-export-port').scrollIntoViewIfNeeded();
    await expect(dialog.getByTestId('board-export-port')).toBeInViewport();
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await expect(dialog.getByTestId('board-export-download')).toBeInViewport();
    const button = (await dialog.getByTestId('board-export-download').boundingBox())!;
    expect(button.x).toBeGreaterThanOrEqual(box.x);
    expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
    await shootView(page, 'board-export-390-bottom');
  });
});

test('the dialog keeps the focus inside, closes with Escape and gives the focus back', async ({ page }) => {
  await page.goto('./');
  const dialog = await openByKeyboard(page);
  // The chosen board has the focus, so arrows change it.
  await expect(dialog.getByRole('radio', { name: /ULX3S 85F/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /ULX3S 25F/ })).toBeChecked();
  await expect(dialog.getByTestId('board-export-folder')).toHaveText(/^cipherscope-ulx3s-25f-/);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
      `Tab ${i + 1} left the dialog`,
    ).toBe(true);
  }
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
      `Shift+Tab ${i + 1} left the dialog`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('board-export-open')).toBeFocused();
  // Enter opens it again (the exporter is loaded once).
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('board-export-dialog')).toBeVisible();
});

test("an offline key schedule takes the page's key, and a wrong one is named, not exported", async ({ page }) => {
  const lab = 'aes128-enc-lu1-lut-offline-all';
  const id = 'aes128-enc-lu1-lut-offline-ecb';
  await page.goto(`./?config=${lab}&key=00112233`);
  let dialog = await openByKeyboard(page);
  await expect(dialog.getByTestId('board-export-error')).toHaveText(
    `Cannot make the project: the key is 32 bits; ${id} takes a 128-bit key (32 hex digits). Close this and change the Key field on the page.`,
  );
  await expect(dialog.getByTestId('board-export-download')).toBeDisabled();
  await shootView(page, 'board-export-bad-key-light');
  await page.keyboard.press('Escape');

  // SP 800-38A's key: its last round key is FIPS-197 Appendix A.1's d014f9a8c9ee2589e13f0cc8b6630ca6.
  const key = '2b7e151628aed2a6abf7158809cf4f3c';
  await page.getByTestId('key').fill(key);
  dialog = await openByKeyboard(page);
  await expect(dialog.getByTestId('board-export-key')).toContainText(key);
  await expect(dialog.getByRole('radio', { name: /ULX3S 85F/ })).toBeChecked();
  // The Artix-7 figures are Yosys estimates, neither placed nor timed: unverified.
  await dialog.getByRole('radio', { name: /Arty A7-35T/ }).check();
  await expect(dialog.getByTestId('board-export-make')).toContainText('AMD Vivado builds it through vivado/');
  await expect(dialog.getByTestId('board-export-fit-verdict')).toContainText("Unverified: by Yosys's estimate");
  await expect(dialog.getByTestId('board-export-download')).toBeDisabled();
  await dialog.getByTestId('board-export-anyway').check();
  await dialog.getByTestId('board-export-contents').scrollIntoViewIfNeeded();
  await shootView(page, 'board-export-arty-offline-light');
  const { name, bytes } = await download(page);
  const folder = `cipherscope-arty-a7-35t-${id}`;
  expect(name).toBe(`${folder}.zip`);
  const entries = unzipSync(bytes);
  expect(JSON.parse(new TextDecoder().decode(entries[`${folder}/board.json`]))).toMatchObject({
    board: 'arty-a7-35t',
    config: id,
    offlineKey: key,
  });
  expect(new TextDecoder().decode(entries[`${folder}/cs_top.sv`])).toContain('d014f9a8c9ee2589e13f0cc8b6630ca6');
  expect(entries[`${folder}/vivado/Makefile`]).toBeDefined();
  expect(
    Buffer.from(bytes).equals(Buffer.from(await referenceZip('arty-a7-35t', id, key))),
    'the zip differs from npm run export',
  ).toBe(true);
});

test('a Serpent core exports with the known answers its host script checks, with vendor scripts of its own RTL', async ({
  page,
}) => {
  // The lab's Serpent LU-1. Its ECB form needs 7,105 of the iCEBreaker's 5,280 logic cells
  // (nextpnr, board/README.md): whatever registry/synthesis.json says of Serpent, the
  // iCEBreaker is not marked "fits". On the ULX3S 85F the open flow builds it; the Diamond
  // and Vivado scripts are Edalize's for Serpent's file list.
  const lab = 'serpent128-enc-lu1-lut-online-all';
  const id = 'serpent128-enc-lu1-lut-online-ecb';
  await page.goto(`./?config=${lab}`);
  const dialog = await openByKeyboard(page);
  await expect(dialog.getByRole('heading', { name: `Build ${id} for a board` })).toBeVisible();
  await expect(dialog.getByTestId('board-export-mark-icebreaker')).not.toHaveText('fits');
  await dialog.getByRole('radio', { name: /ULX3S 85F/ }).check();
  await expect(dialog.getByTestId('board-export-error')).toHaveCount(0);
  const anyway = dialog.getByTestId('board-export-anyway');
  if ((await anyway.count()) > 0) await anyway.check(); // no figure yet, or one that does not fit
  const { name, bytes } = await download(page);
  const folder = `cipherscope-ulx3s-85f-${id}`;
  expect(name).toBe(`${folder}.zip`);
  const entries = unzipSync(bytes);
  const answers = JSON.parse(new TextDecoder().decode(entries[`${folder}/host/vectors/known-answers.json`]));
  expect(answers).toMatchObject({ config: id, cipher: 'serpent', keyBits: [128], bakedKey: null });
  const diamond = new TextDecoder().decode(entries[`${folder}/diamond/cipherscope.tcl`]);
  expect(diamond).toContain('hdl/rtl/serpent/serpent_pkg.sv');
  const hdl = Object.keys(entries).filter((p) => p.startsWith(`${folder}/hdl/`));
  const { coreFiles, coreIncludes } = await import('../../hdl/ciphers.mjs');
  const boardFiles = fs.readdirSync(path.join(root, 'hdl', 'rtl', 'board')).filter((f) => f.endsWith('.sv'));
  expect(hdl.length).toBe(coreFiles('serpent').length + coreIncludes('serpent').length + boardFiles.length);
  expect(
    Buffer.from(bytes).equals(Buffer.from(await referenceZip('ulx3s-85f', id))),
    'the zip differs from npm run export',
  ).toBe(true);

  // The Arty's only flow is Vivado: its scripts read Serpent's RTL, and the zip is the command's.
  await dialog.getByRole('radio', { name: /Arty A7-35T/ }).check();
  await expect(dialog.getByTestId('board-export-error')).toHaveCount(0);
  if ((await anyway.count()) > 0) await anyway.check();
  const arty = await download(page);
  const artyFolder = `cipherscope-arty-a7-35t-${id}`;
  const artyEntries = unzipSync(arty.bytes);
  expect(new TextDecoder().decode(artyEntries[`${artyFolder}/vivado/cipherscope.tcl`])).toContain(
    'hdl/rtl/serpent/serpent_pkg.sv',
  );
  expect(
    Buffer.from(arty.bytes).equals(Buffer.from(await referenceZip('arty-a7-35t', id))),
    'the Arty zip differs from npm run export',
  ).toBe(true);
});
