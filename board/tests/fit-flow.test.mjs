// The in-browser flow (board/export/fit-flow.mjs, what the page's worker runs) under Node, with
// the same YoWASP packages the page loads, on the lab's smallest iCE40 core: its iCEBreaker
// project through Yosys 0.55, nextpnr-ice40 0.8 and icepack, compared with the native flow's
// figures in registry/synthesis.json (Yosys 0.23, nextpnr 0.4).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { boardById } from '../boards.mjs';
import { runFitFlow, pnrArgs, synthArgs } from '../export/fit-flow.mjs';
import { chipDatabaseFor, loadIce40Tools } from '../export/yowasp-tools.mjs';
import { yosysScript } from '../export/makefile.mjs';
import synthesis from '../../registry/synthesis.json' with { type: 'json' };

const CORE = 'simon64128-enc-bs1-lut-online-all';
const require = createRequire(import.meta.url);
const bundleUrl = (pkg) =>
  pathToFileURL(require.resolve(pkg, { paths: [new URL('../../web/', import.meta.url).pathname] }));

/**
 * What the YoWASP flow gives for CORE's ECB form on the iCEBreaker (seed 1), measured 2026-12-02.
 * Yosys 0.55 maps it to 1,060 LUT4 where the native flow's Yosys 0.23 gives 1,102 for the same
 * RTL and script (registry/synthesis.json records 1,104, measured before): its ABC script and
 * iCE40 mapping changed between the two, so the LUT4 count is checked against this flow's own
 * figure; the flip-flops and block RAMs equal the native ones. nextpnr 0.8's Fmax (22.57 MHz)
 * is below nextpnr 0.4's 29.45 MHz: another placer and timing model, not the seed's spread.
 */
const expected = { luts: 1060, ffs: 1063, ebr: 1, dsp: 0, fmaxMHz: 22.57 };
/** nextpnr's Fmax moves with its placement seed by about this much either way. */
const seedSpread = 0.15;

test("the flow runs the Makefile's Yosys script with its default parameters", () => {
  const board = boardById('icebreaker');
  const layout = {
    rtl: ['a.sv', 'b.sv'],
    includes: ['hdl/x/y.svh'],
    constraints: [{ file: 'icebreaker.pcf', type: 'PCF' }],
  };
  const [flag, script] = synthArgs(board, layout, 64);
  assert.equal(flag, '-p');
  const make = yosysScript(board, 'a.sv b.sv', 64, { json: 'cipherscope.json', includeDirs: ['hdl/x'] });
  // The Makefile's script with $(CLOCK_HZ) and the like replaced by their defaults.
  assert.equal(
    script.replace(/; tee -q -o stat.json stat -json$/, ''),
    make
      .replace('$(CLOCK_HZ)', '12000000')
      .replace('$(BAUD)', '115200')
      .replace('$(LED_ACTIVE_LOW)', '1')
      .replace('$(BLOCK_BITS)', '64'),
  );
  assert.deepEqual(pnrArgs(board, layout).slice(0, 5), ['--up5k', '--package', 'sg48', '--pcf', 'icebreaker.pcf']);
  assert.equal(chipDatabaseFor(pnrArgs(board, layout)), 'chipdb-5k.bin');
});

test(`${CORE} on the iCEBreaker through YoWASP: figures and a bitstream`, { timeout: 240_000 }, async () => {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject } = await import('../../scripts/lib/export.mjs');
  const simCore = await loadSimCore();
  const board = boardById('icebreaker');
  const config = simCore.parseConfiguration(CORE.replace(/-all$/, '-ecb'));
  const project = await makeProject({ simCore, board, config, vendor: null });
  const tools = await loadIce40Tools({
    yosysUrl: bundleUrl('@yowasp/yosys'),
    nextpnrUrl: bundleUrl('@yowasp/nextpnr-ice40'),
    chipDatabase: chipDatabaseFor(pnrArgs(board, project.layout)),
  });
  const steps = [];
  const started = Date.now();
  const r = await runFitFlow({
    board,
    blockBits: config.blockBits,
    layout: project.layout,
    files: project.files,
    tools,
    onStep: (s) => steps.push(s),
  });
  const native = synthesis.configurations[CORE]['ice40-up5k'];
  const figures = {
    luts: r.need.luts,
    ffs: r.need.ffs,
    lc: r.logicCells?.used,
    ebr: r.ebr?.used,
    dsp: r.dsp?.used,
    fmax: r.fmaxMHz,
  };
  console.log(
    `# ${CORE}: YoWASP ${JSON.stringify(figures)} in ${(Date.now() - started) / 1000} s ${JSON.stringify(r.seconds)}; native ${JSON.stringify({ luts: native.luts, ffs: native.ffs, lc: native.logicCells, fmax: native.fmaxMHz })}`,
  );
  assert.deepEqual(steps, ['synth', 'pnr', 'pack']);
  assert.equal(r.fits, true);
  assert.equal(r.need.luts, expected.luts);
  assert.equal(r.need.ffs, native.ffs);
  assert.equal(r.ebr.used, native.brams);
  assert.equal(r.dsp.used, expected.dsp);
  assert.ok(
    Math.abs(r.fmaxMHz - expected.fmaxMHz) <= expected.fmaxMHz * seedSpread,
    `Fmax ${r.fmaxMHz} MHz, ${expected.fmaxMHz} ± ${seedSpread * 100} % expected`,
  );
  assert.ok(
    r.fmax.every((f) => f.pass),
    "the core misses the board's 12 MHz",
  );
  assert.ok(r.bitstream instanceof Uint8Array && r.bitstream.length > 100_000, 'no bitstream');
});

// ---- what the page is told when a tool fails (stand-in tools, no WebAssembly) -------------------

/** A project of one file, enough for the flow's steps. */
function tinyProject() {
  const enc = (t) => new TextEncoder().encode(t);
  return {
    layout: { rtl: ['top.sv'], includes: [], constraints: [{ file: 'icebreaker.pcf', type: 'PCF' }] },
    files: new Map([
      ['top.sv', enc('module cs_board_top; endmodule')],
      ['icebreaker.pcf', enc('')],
    ]),
  };
}

/** YoWASP's Exit: a non-zero exit, with the tool's files. */
class Exit extends Error {
  constructor() {
    super('exit');
    this.code = 1;
    this.files = {};
  }
}

const say = (options, text) => options.stderr(new TextEncoder().encode(`${text}\n`));
const stat = (cells) => JSON.stringify({ design: { num_cells_by_type: cells } });
const yosysGives = (cells) => async (args, files) => ({ ...files, 'stat.json': stat(cells), 'cipherscope.json': '{}' });

test('a tool that fails is named with its ERROR lines; running out of memory is said as such', async () => {
  const board = boardById('icebreaker');
  const { layout, files } = tinyProject();
  const flow = (tools) => runFitFlow({ board, blockBits: 64, layout, files, tools, name: 'x-core' });
  await assert.rejects(
    flow({
      yosys: async (args, tree, options) => {
        say(options, 'ERROR: syntax error, unexpected TOK_ID in top.sv:3');
        throw new Exit();
      },
    }),
    (e) => e.step === 'synth' && e.kind === 'tool' && /^Yosys failed: ERROR: syntax error/.test(e.message),
  );
  await assert.rejects(
    flow({
      yosys: async () => {
        throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
      },
    }),
    (e) => e.kind === 'memory' && /^Yosys ran out of memory/.test(e.message),
  );
  await assert.rejects(
    flow({
      yosys: yosysGives({ SB_LUT4: 10 }),
      nextpnr: async (args, tree, options) => {
        say(options, 'ERROR: Unable to place cell u_x, no Bels remaining of type ICESTORM_LC');
        throw new Exit();
      },
    }),
    (e) =>
      e.step === 'pnr' &&
      e.kind === 'no-fit' &&
      /^does not place on the iCE40UP5K: nextpnr failed: ERROR: Unable to place/.test(e.message),
  );
});

test('a core Yosys counts too big for the board stops before nextpnr, saying what it needs', async () => {
  const board = boardById('icebreaker');
  const { layout, files } = tinyProject();
  const r = await runFitFlow({
    board,
    blockBits: 64,
    layout,
    files,
    name: 'x-core',
    tools: {
      yosys: yosysGives({ SB_LUT4: 8200, SB_DFF: 10 }),
      nextpnr: () => assert.fail('nextpnr ran'),
    },
  });
  assert.equal(r.fits, false);
  assert.match(
    r.reason,
    /^x-core needs 8,200 LUT4, 10 FFs and 0 EBR; the iCEBreaker \(iCE40UP5K\) has 5,280 LUT4.*too many LUT4$/,
  );
});
