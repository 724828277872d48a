// "Run it on the board" in Build for board, end to end against the simulated board: the
// Verilator model of cs_board_top with the configuration's core behind board/sim's UART
// bridge (real 8N1 bit timing, a TCP socket), as the board layer runs cs_host.py against it
// (board/tests/board-sim.test.mjs). The page gets a stand-in navigator.serial whose one port's
// readable and writable carry bytes to and from that socket through this test (a USB-UART
// cable, as far as the page can tell); everything else is the page's own code. Also: the
// cable pulled mid-run (the bridge killed), a wrong board (an echoing device; a board of
// another block size), and a browser without Web Serial.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshotDir } from './screenshots';
import { Cable } from './serial-cable';

/** The lab's iterative core with block-RAM S-boxes; the dialog opens its ECB form on the iCEBreaker. */
const lab = 'aes128-enc-lu1-bram-online-all';
const id = 'aes128-enc-lu1-bram-online-ecb';
/** A lab core of 8-byte blocks, whose dialog the 16-byte board above must refuse. */
const otherBlock = 'simon64128-enc-bs1-lut-online-all';

// One board build for the file (cached in build/board-sim and the machine's cache).
test.describe.configure({ mode: 'serial' });
let bridge = '';
test.beforeAll(async () => {
  test.setTimeout(20 * 60_000); // a first build compiles Verilator's output
  const { buildBoardSim } = await import('../../board/sim/build.mjs');
  ({ bridge } = await buildBoardSim(id));
});

const children = new Set<ChildProcess>();
const servers = new Set<net.Server>();
const cables = new Set<Cable>();
test.afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
  for (const server of servers) server.close();
  servers.clear();
  for (const cable of cables) cable.stop();
  cables.clear();
});

/** Start a simulated board; resolves with its TCP port and process once it listens. */
async function startBoard(): Promise<{ port: number; child: ChildProcess }> {
  const { startBridge } = await import('../../board/sim/start.mjs');
  return startBridge(bridge, children);
}

/** A device that sends back every byte it gets (a loopback plug, or a board of something else). */
async function startEcho(): Promise<number> {
  const server = net.createServer((s) => s.pipe(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.add(server);
  return (server.address() as net.AddressInfo).port;
}

/** A cable for this test, plugged into the page. */
async function cableFor(page: Page): Promise<Cable> {
  const cable = new Cable();
  await cable.start();
  cables.add(cable);
  await cable.plugInto(page);
  return cable;
}

async function openDialog(page: Page, config: string) {
  await page.goto(`./?config=${config}`);
  await page.getByTestId('board-export-open').click();
  const dialog = page.getByTestId('board-export-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('board-export-folder')).toBeVisible();
  await expect(dialog.getByTestId('board-run')).toBeVisible();
  return dialog;
}

const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

test('runs the known answers and measures throughput on the simulated board', async ({ page }) => {
  test.setTimeout(180_000);
  const cable = await cableFor(page);
  const { port } = await startBoard();
  cable.target = () => port;
  const dialog = await openDialog(page, lab);
  await expect(dialog.getByRole('heading', { name: `Build ${id} for a board` })).toBeVisible();
  const run = dialog.getByTestId('board-run');
  await expect(run.getByTestId('board-run-answers')).toBeDisabled();

  await run.getByTestId('board-run-connect').click();
  // The simulated board's clock and bit rate (board/sim/build.mjs simClockHz, simBaud).
  await expect(run.getByTestId('board-run-status')).toHaveText(
    'Connected: protocol 2, 16-byte blocks, clock 1.8432 MHz, 115,200 baud.',
  );
  await expect(run.getByTestId('board-run-clock')).toHaveText('1.8432 MHz its answer to I');

  await run.getByTestId('board-run-answers').click();
  await expect(run.getByTestId('board-run-known')).toContainText('Known answers: PASS', { timeout: 60_000 });
  const known = (await run.getByTestId('board-run-known').textContent())!;
  expect(known).toMatch(/PASS, \d+ passed, 0 failed/);
  expect(Number(known.match(/(\d+) passed/)![1])).toBeGreaterThan(0);

  await run.getByTestId('board-run-count').selectOption('256');
  const started = Date.now();
  await run.getByTestId('board-run-measure').click();
  await expect(run.getByTestId('board-run-link')).toContainText('results ok', { timeout: 120_000 });
  await expect(run.getByTestId('board-run-cycles').first()).toHaveText(
    /^[\d.]+ T: 256 blocks in [\d,]+ cycles, checksum ok$/,
  );
  await expect(run.getByTestId('board-run-mbps').first()).toHaveText(/^[\d.]+ Mbit\/s at 1\.8432 MHz$/);
  await expect(run.getByTestId('board-run-lab-cycles').first()).toContainText('measured on the RTL');
  await expect(run.getByTestId('board-run-lab-mbps').first()).toHaveText(/^[\d.]+ Mbit\/s at 12 MHz$/);
  await expect(run.getByTestId('board-run-clock-note')).toBeVisible();
  await expect(run.getByTestId('board-run-message')).toHaveCount(0);
  const figures = await run.getByTestId('board-run-figures').innerText();
  console.log(`# ${id} on the simulated board (${(Date.now() - started) / 1000} s to measure):\n${known}\n${figures}`);

  // The panel from its heading, as a reader scrolls to it.
  await run.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, 'board-run-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await run.getByTestId('board-run-known').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shoot(page, 'board-run-390');
  // Nothing wider than the phone's screen, the figures table included: every column shows.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const table = run.locator('.board-run-table');
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('a cable pulled mid-run says so, and the panel connects again', async ({ page }) => {
  test.setTimeout(180_000);
  const cable = await cableFor(page);
  const first = await startBoard();
  cable.target = () => first.port;
  const dialog = await openDialog(page, lab);
  const run = dialog.getByTestId('board-run');
  await run.getByTestId('board-run-connect').click();
  await expect(run.getByTestId('board-run-status')).toContainText('Connected');
  await run.getByTestId('board-run-count').selectOption('4096');
  await run.getByTestId('board-run-measure').click();
  await expect(run.getByTestId('board-run-status')).toContainText('Measuring throughput');
  await expect(run.getByTestId('board-run-stop')).toBeVisible();
  await page.waitForTimeout(300);
  first.child.kill('SIGKILL');
  await expect(run.getByTestId('board-run-message')).toContainText(
    /The port closed: the serial port \(USB 0403:6010\) failed \(The device has been lost\.\): the cable was pulled or the board lost power\. Plug it in and Connect again\./,
    { timeout: 15_000 },
  );
  await expect(run.getByTestId('board-run-connect')).toBeEnabled();
  await expect(run.getByTestId('board-run-answers')).toBeDisabled();
  await expect(run.getByTestId('board-run-status')).toHaveText('Not connected.');
  await shoot(page, 'board-run-cable-pulled');

  // Plugged in again: the next board answers.
  const second = await startBoard();
  cable.target = () => second.port;
  await run.getByTestId('board-run-connect').click();
  await expect(run.getByTestId('board-run-status')).toContainText('Connected');
  await run.getByTestId('board-run-answers').click();
  await expect(run.getByTestId('board-run-known')).toContainText('Known answers: PASS', { timeout: 60_000 });
});

test('Stop ends a run and leaves the board connected', async ({ page }) => {
  test.setTimeout(120_000);
  const cable = await cableFor(page);
  const { port } = await startBoard();
  cable.target = () => port;
  const run = (await openDialog(page, lab)).getByTestId('board-run');
  await run.getByTestId('board-run-connect').click();
  await expect(run.getByTestId('board-run-status')).toContainText('Connected');
  await run.getByTestId('board-run-count').selectOption('4096');
  await run.getByTestId('board-run-measure').click();
  await run.getByTestId('board-run-stop').click();
  await expect(run.getByTestId('board-run-message')).toHaveText(
    'Stopped measuring throughput. The board finishes what it had; the next run starts afresh.',
  );
  // The board lost its place in the middle of a command; I finds it again.
  await run.getByTestId('board-run-answers').click();
  await expect(run.getByTestId('board-run-known')).toContainText('Known answers: PASS', { timeout: 60_000 });
});

test('a device that is not a CipherScope board gets a clear message', async ({ page }) => {
  const cable = await cableFor(page);
  const echo = await startEcho();
  cable.target = () => echo;
  const run = (await openDialog(page, lab)).getByTestId('board-run');
  await run.getByTestId('board-run-connect').click();
  await expect(run.getByTestId('board-run-message')).toHaveText(
    /^Wrong board: the board answered I with 49: not a CipherScope board speaking protocol version 2 \(another device on this port, another baud rate, or another bitstream\)\.$/,
    { timeout: 15_000 },
  );
  await expect(run.getByTestId('board-run-connect')).toBeEnabled();
});

test("a board built for another configuration's block size is refused", async ({ page }) => {
  const cable = await cableFor(page);
  const { port } = await startBoard();
  cable.target = () => port;
  const run = (await openDialog(page, otherBlock)).getByTestId('board-run');
  await run.getByTestId('board-run-connect').click();
  await expect(run.getByTestId('board-run-message')).toContainText(
    /^Wrong board: the board moves 16-byte blocks and simon64128-enc-bs1-lut-online-ecb has 8-byte ones: its bitstream was built for another configuration\./,
  );
  await expect(run.getByTestId('board-run-connect')).toBeEnabled();
});

test('a browser without Web Serial says it is not supported', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serial', { configurable: true, get: () => undefined });
  });
  const run = (await openDialog(page, lab)).getByTestId('board-run');
  await expect(run.getByTestId('board-run-unsupported')).toHaveText(
    /^Web Serial is not supported in this browser: use a Chromium-based browser .* or the host script \(python3 host\/cs_host\.py in the project\)\.$/,
  );
  await expect(run.getByTestId('board-run-connect')).toBeDisabled();
});
