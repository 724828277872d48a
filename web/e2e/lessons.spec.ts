// The lessons (issue #7): every finished lesson walked through in Chromium, each exercise
// answered wrong (the lab disagrees and a hint opens) and right (the lab's run agrees), the
// progress kept across a reload, the lab opened on the lesson's configuration, presenter
// mode stepped from the keyboard with its share link and QR code, malformed lesson links,
// and a lesson opened offline. The right answers below are the papers' and FIPS-197's
// figures: the test passes only if the lab, running the RTL, computes them too.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { screenshotDir, shoot } from './screenshots';

/** Every exercise of the finished lessons, with its right answer and a wrong one. */
const answers: Record<string, Record<string, { right: string; wrong: string }>> = {
  '01-an-aes-round': {
    subbytes: { right: 'ca', wrong: '10' },
    shiftrows: { right: '53', wrong: 'ca' },
    mixcolumns: { right: '5f', wrong: '63' },
    addroundkey: { right: '89', wrong: 'd6' },
    'lu1-cycles': { right: '11', wrong: '10' },
  },
  '02-the-sbox': {
    'bram-cycles': { right: '10', wrong: '11' },
    'cf-comb-cycles': { right: '11', wrong: '10' },
    'cfp-latency': { right: '50', wrong: '55' },
    'cfp-stream': { right: '10', wrong: '50' },
    'imix2-stream': { right: '11', wrong: '10' },
  },
  '03-loop-unrolling': {
    'lu1-latency': { right: '11', wrong: '10' },
    'lu2-ecb': { right: '6', wrong: '5' },
    'lu5-cbc': { right: '3', wrong: '11' },
    'lu1-throughput': { right: '294.4', wrong: '320' },
    'lu5-throughput': { right: '238.9', wrong: '1165.8' },
  },
  '04-pipelining': {
    'pp2-ecb': { right: '5.5', wrong: '11' },
    'pp5-latency': { right: '11', wrong: '2.2' },
    'pp5-cbc': { right: '11', wrong: '2.2' },
    'pp5-cbc-throughput': { right: '232.7', wrong: '1165.8' },
    'pp5-interleaved': { right: '2.2', wrong: '11' },
    'sp21-cbc': { right: '21', wrong: '5.25' },
    'sp11-ecb': { right: '11', wrong: '10.5' },
    'sp21-throughput': { right: '905.3', wrong: '949.1' },
  },
  '05-modes-of-operation': {
    'pp5-ctr': { right: '2.2', wrong: '11' },
    'pp5-ofb': { right: '11', wrong: '2.2' },
    'pp5-cfb-decrypt': { right: '2.2', wrong: '11' },
    'pp5-three-chains': { right: '3.67', wrong: '2.2' },
    'ext-cbc-one-stream': { right: '21', wrong: '11' },
    'ext-two-streams': { right: '11', wrong: '21' },
    'ext-cbc-decrypt': { right: '11', wrong: '21' },
  },
  '06-key-schedules': {
    'round-key-byte': { right: 'd6', wrong: 'd7' },
    'setup-online': { right: '1', wrong: '11' },
    'setup-decrypt': { right: '11', wrong: '1' },
    'setup-bram': { right: '21', wrong: '11' },
    'setup-offline': { right: '11', wrong: '1' },
    'three-in-one-256': { right: '15', wrong: '14' },
    'three-in-one-bram-192': { right: '12', wrong: '13' },
  },
  '07-inner-round-pipelining': {
    'rom-latency': { right: '41', wrong: '40' },
    'rom-ecb': { right: '1', wrong: '41' },
    'cf-latency': { right: '81', wrong: '41' },
    'cf-throughput': { right: '66455', wrong: '58280' },
    'rom-cbc-throughput': { right: '1376', wrong: '56420' },
    'cf-cbc-throughput': { right: '719.4', wrong: '1400' },
    'rom-interleaved': { right: '1', wrong: '41' },
    'cf-streams': { right: '5.0625', wrong: '1' },
  },
  '08-simulation-to-board': {
    'static-timing': { right: '547', wrong: '521' },
    'measured-clock': { right: '605', wrong: '577' },
    'key-size-256': { right: '15', wrong: '11' },
    'ice40-throughput': { right: '153.6', wrong: '0.092' },
    'offline-handshakes': { right: '11', wrong: '1' },
  },
  '09-serpent-32-small-sboxes': {
    'lu1-ecb': { right: '32', wrong: '33' },
    'pp8-ecb': { right: '4', wrong: '32' },
    'pp8-cbc': { right: '32', wrong: '4' },
    'pp32-latency': { right: '32', wrong: '1' },
    'lu8-cbc': { right: '4', wrong: '32' },
    'pp32-ecb-throughput': { right: '4.864', wrong: '1.94' },
    'pp32-cbc-throughput': { right: '152', wrong: '4864' },
    'lu8-cbc-throughput': { right: '444.8', wrong: '151.9' },
    'pp32-interleaved': { right: '1', wrong: '32' },
  },
  // Elbirt et al.'s Twofish rows and Tables 4 and 5, and each S-box option's key setup: 6 cycles
  // encrypting with the S-boxes in logic (the subkeys beside the rounds), 21 when the core also
  // decrypts, 257 with tables.
  '10-twofish-key-dependent-sboxes': {
    'lu1-ecb': { right: '16', wrong: '17' },
    'sp11-ecb': { right: '16', wrong: '32' },
    'sp11-cbc': { right: '32', wrong: '16' },
    'pp4-cbc': { right: '16', wrong: '4' },
    'pp8-cbc': { right: '16', wrong: '2' },
    'sp81-ecb': { right: '2', wrong: '32' },
    'sp11-cbc-throughput': { right: '119.6', wrong: '239.2' },
    'lu1-cbc-throughput': { right: '104', wrong: '119.6' },
    'sp81-ecb-throughput': { right: '1.587', wrong: '1.2' },
    'setup-lut': { right: '6', wrong: '21' },
    'setup-bram': { right: '257', wrong: '256' },
    'setup-sp81-bram': { right: '257', wrong: '2048' },
    'setup-decrypt': { right: '21', wrong: '6' },
  },
  // Elbirt et al.'s RC6 rows and Tables 4 and 5, the multiplier on DSP blocks, and the key setup:
  // the first block 47 cycles after the key, the schedule two steps a cycle beside the rounds.
  '11-rc6-multiplying-in-hardware': {
    'lu1-dsp-cbc': { right: '20', wrong: '21' },
    'lu1-ecb': { right: '20', wrong: '21' },
    'pp2-ecb': { right: '10', wrong: '20' },
    'pp2-inflight': { right: '2', wrong: '1' },
    'pp2-cbc': { right: '20', wrong: '10' },
    'sp11-cbc': { right: '40', wrong: '20' },
    'sp11-cbc-decrypt': { right: '20', wrong: '40' },
    'sp102-ecb': { right: '2', wrong: '60' },
    'sp102-ecb-throughput': { right: '2.4', wrong: '2.0' },
    'pp2-cbc-throughput': { right: '126.7', wrong: '253' },
    'setup-online': { right: '47', wrong: '67' },
    'setup-256': { right: '47', wrong: '133' },
    'setup-offline': { right: '11', wrong: '47' },
  },
  // Chodowiec et al.'s Triple DES: the basic core's 48 cycles in CBC, 121.3 Mbit/s at their
  // 91 MHz (their 116 counts megabits of 2^20 bits), Rijndael's 11 cycles, PP-16 with one stream
  // and with 16.
  '12-triple-des-and-aes-in-ipsec': {
    'key-setup': { right: '1', wrong: '48' },
    'lu1-cbc': { right: '48', wrong: '16' },
    'lu1-throughput': { right: '121.3', wrong: '116' },
    'aes-cbc': { right: '11', wrong: '10' },
    'pp16-one-stream': { right: '48', wrong: '3' },
    'pp16-sixteen-streams': { right: '3', wrong: '48' },
  },
  // Dandalis et al.'s key-setup latency of the five finalists: MARS's 246 cycles (245 busy), the
  // 376 of a 4-block packet behind a new key, its 32 and 16 cycles a block, PP-3's key setup the
  // same 246; the encrypting core beside its key setup 224; AES encrypt-only 1 and Serpent
  // encrypt/decrypt 34.
  '13-key-setup-latency': {
    'mars-setup': { right: '246', wrong: '245' },
    'mars-enc-setup': { right: '224', wrong: '246' },
    'mars-packet': { right: '376', wrong: '128' },
    'mars-lu1-cbc': { right: '32', wrong: '16' },
    'mars-pp3-ecb': { right: '16', wrong: '32' },
    'mars-pp3-setup': { right: '246', wrong: '82' },
    'aes-enc-setup': { right: '1', wrong: '11' },
    'serpent-encdec-setup': { right: '34', wrong: '1' },
  },
  // The capstone: Serpent PP-32's 1 cycle a block, AES SP-10-3's 18.982 Gbit/s at 148.30 MHz
  // and its 41 cycles in CBC, AES LU-1's 10, Serpent LU-8's 763.2 Mbit/s at 23.85 MHz in CBC,
  // RC6's 47-cycle key setup.
  '14-choosing-aes-the-finalists-in-hardware': {
    'serpent-pp32-ecb': { right: '1', wrong: '32' },
    'aes-sp103-ecb-throughput': { right: '18.982', wrong: '1.898' },
    'aes-sp103-cbc': { right: '41', wrong: '1' },
    'aes-lu1-cbc': { right: '10', wrong: '11' },
    'serpent-lu8-cbc-throughput': { right: '763.2', wrong: '444.2' },
    'rc6-setup': { right: '47', wrong: '133' },
  },
  '15-how-small-can-a-block-cipher-be': {
    'bs1-cycles': { right: '1408', wrong: '44' },
    'bs1-128-cycles': { right: '4352', wrong: '4224' },
    'pp4-ecb': { right: '11', wrong: '44' },
    'pp4-cbc': { right: '44', wrong: '11' },
    'bs1-latency': { right: '1,408 cycles', wrong: '44' },
    'bs1-decrypt-setup': { right: '1281', wrong: '41' },
    'bs1-icebreaker': { right: '545.5 kbit/s', wrong: '272.7' },
  },
};

async function answer(card: Locator, text: string) {
  await card.getByTestId('exercise-input').fill(text);
  await card.getByTestId('exercise-check').click();
}

/** Rows of a paper's table the live measurement must give (the lab's cycles per block, NFB and FB). */
const liveRows: Record<string, Record<string, [string, string | null]>> = {
  '02-the-sbox': { IMix_Reg_2: ['11', null] },
  '03-loop-unrolling': { 'Rijndael LU-2': ['6', '6'] },
  '06-key-schedules': { 'Rijndael basic iterative, 192-bit key': ['12', '12'] },
  '07-inner-round-pipelining': {
    'Inner-round pipelined, Combinatorial byte substitution, offline key scheduling': ['1', null],
  },
  '04-pipelining': {
    'Rijndael PP-2': ['5.5', '11'],
    'Rijndael SP-1-1': ['11', '21'],
    'Rijndael SP-5-1': ['2.2', '21'],
  },
  // Elbirt et al.'s Serpent rows, Tables 2 and 3: every one the lab prebuilds.
  '09-serpent-32-small-sboxes': {
    'Serpent LU-1': ['32', '32'],
    'Serpent LU-8': ['4', '4'],
    'Serpent PP-8': ['4', '32'],
    'Serpent PP-32': ['1', '32'],
  },
  // Elbirt et al.'s Twofish rows the lab prebuilds.
  '10-twofish-key-dependent-sboxes': {
    'Twofish LU-1': ['16', '16'],
    'Twofish SP-1-1': ['16', '32'],
  },
  // Elbirt et al.'s RC6 rows the lab prebuilds with a 128-bit key.
  '11-rc6-multiplying-in-hardware': {
    'RC6 LU-1': ['20', '20'],
    'RC6 PP-2': ['10', '20'],
  },
};

/**
 * Key-setup tables (Dandalis et al.'s Tables 1–5) measured again, live: each row's lab core →
 * its key setup, its cycles a block with feedback and their ratio, on the RTL in the browser.
 */
const liveKeySetup: Record<string, Record<string, [string, string, string]>> = {
  '13-key-setup-latency': {
    'mars128-enc-lu1-lut-online-all': ['224', '32', '7.00'],
    'mars128-encdec-lu1-lut-online-all': ['246', '32', '7.69'],
    'rc6128-enc-lu1-sq-online-all': ['47', '20', '2.35'],
    'aes128-encdec-lu1-lut-online-all': ['11', '11', '1.00'],
    'serpent128-enc-lu1-lut-online-all': ['1', '32', '0.03'],
    'twofish128-enc-lu1-lut-online-all': ['6', '16', '0.38'],
    'twofish128-enc-lu1-bram-online-all': ['257', '16', '16.06'],
  },
};

/** Lessons whose throughput widget is measured again, live: its first core's cycles per block in some modes. */
const liveThroughput: Record<string, { shot: string; cells: Record<string, string>; interleaved: string }> = {
  '05-modes-of-operation': {
    shot: 'throughput-live-pp5',
    cells: { ctr: '2.2', cbc: '11' },
    interleaved: '(N = 5): 2.2',
  },
  '09-serpent-32-small-sboxes': {
    shot: 'throughput-live-serpent-pp32',
    cells: { ecb: '1', ctr: '1', cbc: '32', ofb: '32' },
    interleaved: '(N = 32): 1',
  },
};

async function walkLesson(page: Page, slug: string) {
  await page.goto(`./?lesson=${slug}`);
  await expect(page.getByTestId('lesson-page')).toHaveAttribute('data-lesson', slug);
  const expected = answers[slug];
  // Every exercise on the page has answers here: a new exercise needs a test.
  const ids = await page
    .locator('[data-testid^="exercise-"].exercise')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-testid')!.slice('exercise-'.length)));
  expect(ids.sort()).toEqual(Object.keys(expected).sort());
  // Each live widget shows a run of the RTL, not an error.
  for (const measure of await page.getByTestId('widget-measure').all())
    await expect(measure).not.toContainText('Running', { timeout: 30_000 });
  await expect(page.locator('.widget-measure .error')).toHaveCount(0);

  for (const [id, { right, wrong }] of Object.entries(expected)) {
    const card = page.getByTestId(`exercise-${id}`);
    await card.scrollIntoViewIfNeeded();
    await answer(card, wrong);
    await expect(card.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong', { timeout: 30_000 });
    await expect(card.getByTestId('exercise-hints')).toContainText('Hint 1 of');
    if (id === Object.keys(expected)[0]) await card.screenshot({ path: screenshotPath(`lesson-${slug}-wrong`) });
    await answer(card, right);
    await expect(card.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right', { timeout: 30_000 });
    await expect(card).toHaveClass(/solved/);
  }
  // A paper's table measured again, live, on the RTL.
  for (const [label, [nfb, fb]] of Object.entries(liveRows[slug] ?? {})) {
    const table = page.getByTestId('widget-paper-table');
    if ((await table.getByTestId('paper-status').textContent())?.startsWith('Measured just now') !== true) {
      await table.getByTestId('paper-measure').click();
      await expect(table.getByTestId('paper-status')).toHaveText(/^Measured just now/, { timeout: 60_000 });
    }
    const row = table.locator(`tr[data-label="${label}"]`).first();
    await expect(row.getByTestId('lab-nfb')).toHaveText(nfb);
    await expect(row.getByTestId('lab-nfb')).toHaveClass(/live/);
    if (fb !== null) await expect(row.getByTestId('lab-fb')).toHaveText(fb);
    await table.screenshot({ path: screenshotPath(`paper-table-${slug}`) });
  }
  // The key-setup tables measured again, live: every table's button, then each core's row.
  const keySetups = liveKeySetup[slug];
  if (keySetups) {
    const tables = page.locator('[data-testid="widget-paper-table"][data-kind="key-setup"]');
    for (const table of await tables.all()) {
      await table.scrollIntoViewIfNeeded();
      await table.getByTestId('paper-measure').click();
      await expect(table.getByTestId('paper-status')).toHaveText(/^Measured just now/, { timeout: 60_000 });
    }
    for (const [config, [keySetup, block, ratio]] of Object.entries(keySetups)) {
      const row = tables.locator(`tr[data-config="${config}"]`);
      await expect(row.getByTestId('lab-key-setup')).toHaveText(keySetup);
      await expect(row.getByTestId('lab-key-setup')).toHaveClass(/live/);
      await expect(row.getByTestId('lab-block')).toHaveText(block);
      await expect(row.getByTestId('lab-ratio')).toHaveText(ratio);
    }
    const mars = tables.filter({ has: page.locator('tr[data-cipher="mars"]') });
    await mars.screenshot({ path: screenshotPath(`paper-table-${slug}-mars`) });
    await tables.nth(2).screenshot({ path: screenshotPath(`paper-table-${slug}-rijndael`) });
  }
  // The throughput table measured again, live, in every mode.
  const throughput = liveThroughput[slug];
  if (throughput) {
    const widget = page.getByTestId('widget-throughput');
    await widget.getByTestId('throughput-measure').click();
    await expect(widget.getByTestId('throughput-status')).toHaveText(/^Measured just now/, { timeout: 60_000 });
    for (const [mode, cpb] of Object.entries(throughput.cells))
      await expect(widget.getByTestId(`throughput-live-${mode}-encrypt`).locator('strong')).toHaveText(cpb);
    await expect(widget.getByTestId('throughput-live-interleavedCbc-encrypt')).toContainText(throughput.interleaved);
    await widget.screenshot({ path: screenshotPath(throughput.shot) });
  }
  await expect(page.getByTestId('lesson-progress')).toHaveText(
    `${Object.keys(expected).length} of ${Object.keys(expected).length} exercises solved ✓`,
  );
  await shoot(page, `lesson-${slug}`);
}

const screenshotPath = (name: string) => path.join(screenshotDir, `${name}.png`);

test.describe('lessons', () => {
  // Walking a lesson runs the RTL for every widget and exercise.
  test.describe.configure({ timeout: 180_000 });

  for (const slug of Object.keys(answers)) {
    test(`lesson ${slug}: every exercise answered wrong, then right, checked by running the lab`, async ({ page }) => {
      await walkLesson(page, slug);
    });
  }

  test('the area-throughput widget: AES SP-10-3 down to bit-serial SIMON, every figure from the registry, the unmeasured with their command', async ({
    page,
  }) => {
    const registry = (file: string) =>
      JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'registry', file), 'utf8'));
    const synthesis = registry('synthesis.json').configurations;
    await page.goto('./?lesson=15-how-small-can-a-block-cipher-be');
    const widget = page.getByTestId('widget-area-throughput');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget).toHaveAttribute('data-device', 'ecp5-85f');
    const rows = widget.locator('tr[data-testid^="area-row-"]');
    const ids = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-testid')!.slice('area-row-'.length)),
    );
    expect(ids[0]).toBe('aes128-enc-sp10m3-bram-online-all');
    expect(ids.at(-1)).toBe('simon64128-enc-bs1-lut-online-all');
    // Each row: the registry's LUT4 and Fmax where npm run synth measured the core, else the command.
    for (const id of ids) {
      const row = widget.getByTestId(`area-row-${id}`);
      const ecp5 = synthesis[id]?.['ecp5-85f'];
      if (ecp5?.fmaxMHz !== undefined) {
        await expect(row).toHaveAttribute('data-measured', 'yes');
        await expect(row.getByTestId('area-luts')).toHaveText(ecp5.luts.toLocaleString('en'));
        await expect(row.getByTestId('area-fmax')).toContainText(ecp5.fmaxMHz.toFixed(1));
        await expect(widget.getByTestId(`area-point-${id}`)).toHaveCount(1);
      } else {
        await expect(row.getByTestId('area-missing')).toContainText('not measured yet');
        await expect(row.getByTestId('area-command')).toHaveText(`npm run synth -- --figures ${id}`);
        await expect(widget.getByTestId(`area-point-${id}`)).toHaveCount(0);
      }
    }
    // AES SP-10-3's throughput: 128 bits × Fmax ÷ 1 cycle a block, in Mbit/s.
    const sp = synthesis['aes128-enc-sp10m3-bram-online-all']['ecp5-85f'].fmaxMHz;
    await expect(widget.getByTestId('area-row-aes128-enc-sp10m3-bram-online-all').getByTestId('area-mbps')).toHaveText(
      (128 * sp).toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    );
    await expect(widget.getByTestId('area-chart').locator('svg')).toBeVisible();
    await widget.screenshot({ path: screenshotPath('area-throughput-ecp5-1280x720') });
    // The iCE40UP5K: AES SP-10-3 does not fit the iCEBreaker's device, and says so beside its LUT4.
    await widget.getByTestId('area-device').selectOption('ice40-up5k');
    await expect(widget).toHaveAttribute('data-device', 'ice40-up5k');
    await expect(widget.getByTestId('area-row-aes128-enc-sp10m3-bram-online-all')).toContainText(
      'does not fit the iCE40UP5K',
    );
    await widget.getByTestId('area-mode').selectOption('feedback');
    await widget.screenshot({ path: screenshotPath('area-throughput-ice40-1280x720') });
    await page.setViewportSize({ width: 390, height: 844 });
    await widget.getByTestId('area-device').selectOption('ecp5-85f');
    await widget.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('area-throughput-390x844') });
    await widget.screenshot({ path: screenshotPath('area-throughput-widget-390x844') });
    await page.locator('figure[data-testid="widget-occupancy"]').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('lesson-15-occupancy-390x844') });
  });

  test("the throughput widget and the paper's table use our measured Fmax where npm run synth has one", async ({
    page,
  }) => {
    const registry = (file: string) =>
      JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'registry', file), 'utf8'));
    const id = 'aes128-enc-pp2-lut-online-all';
    const fmax: number = registry('synthesis.json').configurations[id]['ecp5-85f'].fmaxMHz;
    const cyclesOf = (cid: string, mode: string) =>
      (
        registry('measured.json').configurations[cid].modes as {
          mode: string;
          direction: string;
          cyclesPerBlock: number;
        }[]
      ).find((m) => m.mode === mode && m.direction === 'encrypt')!.cyclesPerBlock;
    const cpb = (mode: string) => cyclesOf(id, mode);
    // PP-5, the widget's first core: its Fmax where the sweep has reached it, else the command.
    const pp5 = 'aes128-enc-pp5-lut-online-all';
    const pp5Fmax: number | undefined = registry('synthesis.json').configurations[pp5]?.['ecp5-85f']?.fmaxMHz;
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('./?lesson=04-pipelining');
      const widget = page.getByTestId('widget-throughput');
      if (pp5Fmax === undefined)
        await expect(widget.getByTestId('throughput-no-figures')).toContainText(`npm run synth -- --figures ${pp5}`);
      else await expect(widget.getByTestId('throughput-fmax')).toHaveText(`${pp5Fmax} MHz`);
      await widget.getByTestId('widget-config').selectOption(id);
      await expect(widget.getByTestId('throughput-fmax')).toHaveText(`${fmax} MHz`);
      for (const mode of ['ecb', 'cbc'])
        await expect(widget.getByTestId(`gbps-${mode}-encrypt`)).toHaveText(
          ((128 * fmax) / cpb(mode) / 1000).toFixed(3),
        );
      await expect(widget.getByTestId('legend-paper')).toContainText(
        'Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3: Rijndael PP-2, 23.5 MHz',
      );
      await widget.getByTestId('throughput-chart').scrollIntoViewIfNeeded();
      await widget.screenshot({ path: screenshotPath(`throughput-widget-pp2-${scheme}`) });
    }
    const row = page.getByTestId('widget-paper-table').locator('tr[data-label="Rijndael PP-2"]');
    await expect(row.getByTestId('lab-fmax')).toHaveText(String(fmax));
    await expect(row.getByTestId('lab-mbps-fmax')).toHaveText(((128 * fmax) / cpb('ecb')).toFixed(1));
    const pp5Row = page.getByTestId('widget-paper-table').locator('tr[data-label="Rijndael PP-5"]');
    if (pp5Fmax === undefined) {
      await expect(pp5Row.getByTestId('lab-mbps-fmax')).toHaveText('–');
      await expect(pp5Row.getByTestId('lab-fmax')).toHaveCount(0);
    } else {
      await expect(pp5Row.getByTestId('lab-fmax')).toHaveText(String(pp5Fmax));
      await expect(pp5Row.getByTestId('lab-mbps-fmax')).toHaveText(((128 * pp5Fmax) / cyclesOf(pp5, 'ecb')).toFixed(1));
    }
    await page.getByTestId('widget-paper-table').screenshot({ path: screenshotPath('paper-table-fmax-dark') });
  });

  test('an answer that is not a number is said so, not judged', async ({ page }) => {
    await page.goto('./?lesson=03-loop-unrolling');
    const card = page.getByTestId('exercise-lu2-ecb');
    await answer(card, 'six');
    await expect(card.getByRole('alert')).toHaveText('“six” is not a number.');
    await expect(card.locator('[data-verdict]')).toHaveCount(0);
  });

  test('answers as people type them: a unit, thousands separators, higher or lower, a unit slip', async ({ page }) => {
    await page.goto('./?lesson=07-inner-round-pipelining');
    const verdictOf = (card: Locator) => card.locator('[data-verdict]');

    const latency = page.getByTestId('exercise-rom-latency');
    await latency.scrollIntoViewIfNeeded();
    await answer(latency, '41 MHz');
    await expect(latency.getByRole('alert')).toHaveText('“41 MHz”: the answer is in cycles, not MHz.');
    await expect(verdictOf(latency)).toHaveCount(0);
    await answer(latency, '40 cycles');
    await expect(verdictOf(latency)).toHaveAttribute('data-verdict', 'wrong', { timeout: 30_000 });
    await expect(verdictOf(latency)).toHaveText(
      'Not quite: the lab does not get 40 cycles. The right answer is higher. A hint is below.',
    );
    await answer(latency, '41 cycles');
    await expect(verdictOf(latency)).toHaveAttribute('data-verdict', 'right');
    await expect(verdictOf(latency)).toHaveText('Right. The lab computed 41 cycles.');

    const perBlock = page.getByTestId('exercise-rom-ecb');
    await answer(perBlock, '1 cycle per block');
    await expect(verdictOf(perBlock)).toHaveAttribute('data-verdict', 'right', { timeout: 30_000 });
    await expect(verdictOf(perBlock)).toHaveText('Right. The lab computed 1 cycle per block.');

    const throughput = page.getByTestId('exercise-cf-throughput');
    await throughput.scrollIntoViewIfNeeded();
    await answer(throughput, '1,5');
    await expect(throughput.getByRole('alert')).toHaveText(
      '“1,5” is ambiguous: write a decimal with a point (1.5); a comma separates thousands, in groups of three digits (66,455).',
    );
    await answer(throughput, '66.455');
    await expect(verdictOf(throughput)).toHaveAttribute('data-verdict', 'wrong', { timeout: 30_000 });
    await expect(verdictOf(throughput)).toHaveText(
      'Not quite: the lab does not get 66.455 Mbit/s. The right answer is higher. Did you mean Gbit/s? Your answer is 1/1,000 of the right one. A hint is below.',
    );
    await throughput.screenshot({ path: screenshotPath('exercise-unit-slip') });
    await answer(throughput, '66,455');
    await expect(verdictOf(throughput)).toHaveAttribute('data-verdict', 'right');
    await expect(verdictOf(throughput)).toHaveText('Right. The lab computed 66,455.04 Mbit/s.');
    await throughput.screenshot({ path: screenshotPath('exercise-thousands') });
  });

  test("a lesson's widgets: the occupancy chart follows its core and mode, the datapath steps the RTL", async ({
    page,
  }) => {
    await page.goto('./?lesson=03-loop-unrolling');
    const occupancy = page.getByTestId('widget-occupancy');
    await expect(occupancy.getByTestId('widget-cpb')).toHaveText('11 cycles per block', { timeout: 30_000 });
    await occupancy.getByTestId('widget-config').selectOption('aes128-enc-lu2-lut-online-all');
    await expect(occupancy).toHaveAttribute('data-config', 'aes128-enc-lu2-lut-online-all');
    await expect(occupancy.getByTestId('widget-cpb')).toHaveText('6 cycles per block', { timeout: 30_000 });

    // FIPS-197 Appendix C.1's ciphertext, out of the RTL one clock at a time.
    const datapath = page.getByTestId('widget-datapath');
    await datapath.scrollIntoViewIfNeeded();
    await datapath.getByTestId('step-output').click();
    await expect(datapath.getByTestId('step-outputs')).toContainText('block 1 out in cycle', { timeout: 30_000 });
    await expect(datapath.getByTestId('step-outputs')).toContainText('69c4e0d86a7b0430d8cdb78070b4c55a');
    await datapath.screenshot({ path: screenshotPath('lesson-datapath-stepped') });

    await page.goto('./?lesson=04-pipelining');
    const modes = page.getByTestId('widget-occupancy').nth(1);
    await expect(modes.getByTestId('widget-cpb')).toHaveText('2.2 cycles per block', { timeout: 30_000 });
    await modes.getByTestId('widget-mode').selectOption('cbc');
    await expect(modes).toHaveAttribute('data-mode', 'cbc');
    await expect(modes.getByTestId('widget-cpb')).toHaveText('11 cycles per block', { timeout: 30_000 });
  });

  test('the index lists, searches and keeps progress; a lesson opens the lab on its configuration', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByTestId('lessons-link').click();
    await expect(page.getByTestId('lesson-index')).toBeVisible();
    await expect(page.getByTestId('lesson-card-04-pipelining')).toContainText('not started');
    // The capstone is named above the list and opens from there.
    await expect(page.getByTestId('lesson-capstone').getByRole('link')).toHaveText(
      '14 Choosing AES: the finalists in hardware',
    );
    await page.keyboard.press('/');
    await expect(page.getByTestId('lesson-search')).toBeFocused();
    // A cipher's other names find its lessons (registry/ciphers.json's alsoCalled).
    const search = page.getByTestId('lesson-search');
    await search.fill('Triple DES');
    await expect(page.getByTestId('lesson-count')).toHaveText(/^[1-9]\d* of \d+ lessons match/);
    const tripleDes = (await page.getByTestId('lesson-count').textContent())!.replace(/ match .*/, ' match');
    for (const other of ['3DES', 'TDEA']) {
      await search.fill(other);
      await expect(page.getByTestId('lesson-count')).toHaveText(new RegExp(`^${tripleDes} “${other}”`));
    }
    await search.fill('');
    await page.keyboard.type('feedback wall');
    await expect(page.getByTestId('lesson-count')).toHaveText(/^1 of \d+ lessons match/);
    await expect(page).toHaveURL(/\?lessons=feedback(\+|%20)wall$/);
    await shoot(page, 'lessons-search');
    await page.getByTestId('lesson-card-04-pipelining').getByRole('link').click();
    await expect(page.getByTestId('lesson-title')).toContainText('Pipelining');
    await expect(page).toHaveURL(/\?lesson=04-pipelining$/);

    // Solve one exercise, then come back to the index (the browser's back button).
    const card = page.getByTestId('exercise-pp5-cbc');
    await answer(card, '11');
    await expect(card.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'right');
    await page.goBack();
    await expect(page.getByTestId('lesson-index')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('lesson-card-04-pipelining')).toContainText('started · 1 of 8 exercises');
    await shoot(page, 'lessons-index');

    // Open in the lab: the page's configuration and mode come from the lesson's front matter.
    await page.goto('./?lesson=04-pipelining');
    await page.getByTestId('open-in-lab').click();
    await expect(page).toHaveURL(/\?config=aes128-enc-pp5-lut-online-all&.*mode=cbc/);
    await expect(page.getByTestId('status')).toHaveText(/Ready/);
    await expect(page.getByTestId('config')).toHaveValue('aes128-enc-pp5-lut-online-all');
    await expect(page.getByTestId('mode')).toHaveValue('cbc');
  });

  test('presenter mode steps from the keyboard, shares a link with a QR code, and goes full screen', async ({
    page,
  }) => {
    await page.goto('./?lesson=04-pipelining&present');
    const presenter = page.getByTestId('presenter');
    await expect(presenter).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('slide-title')).toHaveText('More than one block in the loop');
    await expect(page.getByTestId('slide-block')).toHaveCount(1);
    // What presentation clickers send: →, PageDown and Space go on; ←, PageUp go back.
    for (const [key, step] of [
      ['ArrowRight', 2],
      ['PageDown', 3],
      [' ', 4],
      ['ArrowLeft', 3],
      ['PageUp', 2],
      ['PageDown', 3],
    ] as const) {
      await page.keyboard.press(key);
      await expect(presenter).toHaveAttribute('data-step', String(step));
    }
    await expect(page.getByTestId('slide-block')).toHaveCount(3);
    await expect(page).toHaveURL(/present=3$/);
    await shoot(page, 'presenter-step');
    // End, then Home, cross slides.
    await page.keyboard.press('End');
    await expect(page.getByTestId('slide-title')).toHaveText('What to take away');
    await page.keyboard.press('Home');
    await expect(presenter).toHaveAttribute('data-step', '1');
    // Step to the second slide: its first block only.
    let step = 1;
    while ((await page.getByTestId('slide-title').textContent()) !== 'The feedback-mode wall') {
      await page.keyboard.press('ArrowRight');
      await expect(presenter).toHaveAttribute('data-step', String(++step));
    }
    await expect(page.getByTestId('slide-block')).toHaveCount(1);
    await expect(page.getByTestId('presenter-position')).toHaveText(new RegExp(`^Slide 2/6 · step ${step}/\\d+$`));

    await page.getByTestId('presenter-share').click();
    const link = page.getByTestId('share-url');
    await expect(link).toHaveText(/\?lesson=04-pipelining&section=the-feedback-mode-wall$/);
    // The tests serve the lab on localhost: the panel says the class cannot open this link.
    await expect(page.getByTestId('share-localhost')).toContainText('this computer');
    const qr = page.getByTestId('qr');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('aria-label', `QR code of ${await link.textContent()}`);
    expect((await qr.locator('path').getAttribute('d'))!.length).toBeGreaterThan(1000);
    await shoot(page, 'presenter-share');
    // A real decoder reads the QR code on the screen back as the link (zbar-tools, installed by npm start).
    const zbarimg = ['/usr/bin/zbarimg', '/usr/local/bin/zbarimg'].find((f) => fs.existsSync(f));
    if (zbarimg || process.env.CI) {
      const file = screenshotPath('presenter-share-qr');
      await qr.screenshot({ path: file });
      const decoded = execFileSync(zbarimg ?? 'zbarimg', ['--quiet', '--raw', file], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
      expect(decoded).toBe(await link.textContent());
    }

    await page.getByTestId('presenter-fullscreen').click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
      .toBe('presenter');
    await expect(page.getByTestId('presenter-fullscreen')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('presenter-fullscreen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // The share link opens the same section on a student's machine, not in presenter mode.
    await page.goto((await link.getAttribute('href'))!);
    await expect(page.getByTestId('lesson-page')).toBeVisible();
    await expect(page.locator('#the-feedback-mode-wall')).toBeInViewport();
    await page.getByTestId('start-presenting').click();
    await expect(presenter).toHaveAttribute('data-step', '1');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lesson-page')).toBeVisible();
  });

  test('the Serpent lesson is in the index and presents its live widgets', async ({ page }) => {
    const slug = '09-serpent-32-small-sboxes';
    await page.goto('./?lessons');
    const card = page.getByTestId(`lesson-card-${slug}`);
    await expect(card).toContainText('Serpent: 32 small S-boxes');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`\\?lesson=${slug}$`));
    await page.getByTestId('start-presenting').click();
    const presenter = page.getByTestId('presenter');
    await expect(presenter).toHaveAttribute('data-step', '1');
    await expect(page.getByTestId('slide-title')).toHaveText('A small round, 32 times');
    // Each slide at its last step, as a projector shows it once everything is revealed.
    for (let slide = 1; ; slide++) {
      const title = (await page.getByTestId('slide-title').textContent()) ?? '';
      while ((await page.getByTestId('slide-title').textContent()) === title) {
        const step = Number(await presenter.getAttribute('data-step'));
        await page.keyboard.press('ArrowRight');
        if (Number(await presenter.getAttribute('data-step')) === step) break;
      }
      const last = (await page.getByTestId('slide-title').textContent()) === title;
      if (!last) await page.keyboard.press('ArrowLeft');
      await expect(page.getByTestId('slide-title')).toHaveText(title);
      for (const measure of await presenter.getByTestId('widget-measure').all())
        await expect(measure).not.toContainText('Running', { timeout: 30_000 });
      await expect(presenter.locator('.widget-measure .error')).toHaveCount(0);
      await page.screenshot({ path: screenshotPath(`presenter-${slug}-${slide}`) });
      if (last) break;
      await page.keyboard.press('ArrowRight');
    }
    await expect(page.getByTestId('slide-title')).toHaveText('What to take away');

    // The Serpent datapath, stepped on the RTL to block 1's exit after its 32 rounds.
    await page.keyboard.press('Escape');
    const datapath = page.getByTestId('widget-datapath');
    await datapath.scrollIntoViewIfNeeded();
    await datapath.getByTestId('step-output').click();
    await expect(datapath.getByTestId('step-outputs')).toContainText('block 1 out in cycle', { timeout: 30_000 });
    await datapath.screenshot({ path: screenshotPath(`lesson-${slug}-datapath`) });
  });

  test('a malformed lesson link says what is wrong', async ({ page }) => {
    await page.goto('./?lesson=99-nowhere');
    await expect(page.getByTestId('lesson-missing')).toContainText('There is no lesson “99-nowhere”.');
    await shoot(page, 'lesson-missing');
    await page.getByRole('link', { name: 'See every lesson' }).click();
    await expect(page.getByTestId('lesson-index')).toBeVisible();

    await page.goto('./?lesson=04-pipelining&present=999&colour=red');
    await expect(page.getByTestId('url-problems')).toContainText('URL parameter "colour" is not one the lessons read');
    await expect(page.getByTestId('url-problems')).toContainText('URL parameter "present": expected a step from 1 to');
    await expect(page.getByTestId('presenter')).toHaveAttribute('data-step', '1');
  });

  test('a lesson opened once works offline, its simulators included', async ({ page, context }) => {
    await page.goto('./?lesson=01-an-aes-round');
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null,
    );
    await expect(page.getByTestId('widget-cpb')).toHaveText('11 cycles per block');
    // The lesson's configuration is stored once its simulator has run.
    await expect(page.getByTestId('offline-status')).toHaveText('Available offline, this configuration included.');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('lesson-title')).toContainText('An AES round');
    await expect(page.getByTestId('widget-cpb')).toHaveText('11 cycles per block');
    await answer(page.getByTestId('exercise-lu1-cycles'), '11');
    await expect(page.getByTestId('exercise-lu1-cycles').locator('[data-verdict]')).toHaveAttribute(
      'data-verdict',
      'right',
    );
  });
});
