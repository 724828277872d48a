// The board export (node --test board/tests/export.test.mjs): real bitstreams from the
// exported Makefile for the iCEBreaker, the ULX3S 85F and the Tang Nano 9K (cached by a hash of the exported
// folder, so a second run skips them), byte-identical zips, the vendor projects Edalize
// writes, the FuseSoC core file, and `npm run export`'s messages for bad input.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { run, versionOf } from '../../scripts/lib/run.mjs';
import { boardById, listBoards, PORTS } from '../boards.mjs';
import { zipProject } from '../export/zip.mjs';
import { pathProblem } from '../export/paths.mjs';
import { vendorBackend, openFlow } from '../export/flows.mjs';
import { fmaxLines, criticalPath, doesNotPlace } from '../export/nextpnr-log.mjs';
import { countResources, fitScript } from '../export/fit-synth.mjs';
import { yosysScript } from '../export/makefile.mjs';
import { seed as figureSeed } from '../../scripts/lib/figures/tools.mjs';
import { boardLayout } from '../../scripts/lib/export.mjs';
import { boardFormId, defaultChoice } from '../export/choice.mjs';
import synthesis from '../../registry/synthesis.json' with { type: 'json' };
import registry from '../../registry/configurations.json' with { type: 'json' };
import ciphers from '../../registry/ciphers.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cacheDir = path.join(root, 'build', 'export', 'bitstreams');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-export-test-'));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The board default configuration, as the iCEBreaker's board file gives it: what the bitstream tests build. */
const DEFAULT_EXPORT_CONFIG = boardById('icebreaker').documentedCores.exportDefault;
const DEFAULT_CONFIG = DEFAULT_EXPORT_CONFIG;

test('board/README.md names the default configuration the exporter uses', () => {
  const readme = fs.readFileSync(path.join(root, 'board', 'README.md'), 'utf8');
  assert.match(readme, new RegExp(`Default configuration for board exports: \`${DEFAULT_EXPORT_CONFIG}\``));
});

/** `npm run export -- ...args` as a child process: { code, stdout, stderr }. */
function exportCli(args) {
  return run('node', [path.join(root, 'scripts', 'export.mjs'), ...args], { cwd: root, check: false });
}

/** Every file under `dir`, as a Map of '/'-separated relative path → bytes. */
function readTree(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else files.set(path.relative(dir, p).split(path.sep).join('/'), new Uint8Array(fs.readFileSync(p)));
    }
  };
  walk(dir);
  return files;
}

/**
 * The bitstream's cache key: the bytes of every exported file the Makefile reads (the RTL,
 * cs_top.sv, the constraints), the Makefile's rules (its comments left out) and the tools'
 * versions. The README, the manifest, the host script and the FuseSoC and vendor files do
 * not change the bitstream.
 */
function buildHash(files, tools) {
  const hash = createHash('sha256');
  for (const tool of tools) hash.update(`${tool}\0`);
  for (const p of [...files.keys()].sort()) {
    let bytes = files.get(p);
    if (p === 'Makefile')
      bytes = text(bytes)
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .join('\n');
    else if (!/^[^/]+\.(pcf|lpf|cst|sdc|sv)$/.test(p) && !p.startsWith('hdl/')) continue;
    hash.update(`${p}\0`).update(bytes).update('\0');
  }
  return hash.digest('hex');
}

const text = (bytes) => Buffer.from(bytes).toString('utf8');

/** Export one board's default project to a fresh folder; the folder's files. */
async function exportFolder(boardId, config = DEFAULT_CONFIG, extra = []) {
  const out = path.join(scratch, `${boardId}-${config}-${extra.length}`);
  const r = await exportCli(['--board', boardId, '--config', config, '--out', out, ...extra]);
  assert.equal(r.code, 0, `export failed:\n${r.stdout}\n${r.stderr}`);
  return { out, files: readTree(out) };
}

// ---- real bitstreams ---------------------------------------------------------------------------

const prebuilt = registry.configurations.map((c) => c.id);

/**
 * What the board dialog downloads first for a lab core (board/export/choice.mjs, the function
 * BoardExportDialog calls): its board and the form of the core it preselects.
 */
function dialogChoice(configId) {
  return defaultChoice({ synthesis, configId, boards: listBoards(), prebuilt });
}

// `npm run export` checks the fit by a Yosys synthesis for the board's family (38 to 125 s a
// family, cold) before it writes the project. npm test runs that check on the iCEBreaker's
// bitstream export and the design that does not fit; the other exports here skip it, and
// `npm run sweep` (CS_SWEEP=1) runs them with it: 256 s of the fresh clone's board layer
// (2026-11-27), a synthesis that proves no more than the iCEBreaker's does of the export.
const sweep = process.env.CS_SWEEP === '1';
const fitCheckInSweep = sweep ? [] : ['--no-fit-check'];

/**
 * The bitstream tests: each builds what the dialog offers first on its board, one board of
 * each open flow (icestorm, Trellis, Apicula). npm test builds one, the iCEBreaker's
 * (icestorm: the exported Makefile end to end, fit check included); the ULX3S 85F's (Trellis,
 * 91 s of the board layer on 2026-12-03, whose Yosys and nextpnr-ecp5 `npm run synth` runs on
 * every figure) and the Tang Nano 9K's (Apicula, 193 s of the fresh clone's board layer,
 * 2026-11-27) are `npm run sweep`'s, as are the other exports' fit checks (above). The iCEBreaker's lab core is one
 * the dialog opens on that board; the ULX3S 85F and the Tang Nano 9K build the form the dialog
 * preselects there for the iCEBreaker's core (block-RAM S-boxes: its 85F `make` took 76 s,
 * the default core's LUT S-boxes, 11,141 TRELLIS_COMB, 317 s). `npm run sweep`
 * (CS_SWEEP=1) also builds the 85F's bitstream of the lab's default core, which the dialog
 * opens on that board.
 */
const bitstreamCases = [
  {
    boardId: 'icebreaker',
    labCore: 'aes128-enc-lu1-bram-online-all',
    opensOn: true,
    minBytes: 100_000,
    fitCheck: true,
  },
  {
    boardId: 'ulx3s-85f',
    labCore: 'aes128-enc-lu1-bram-online-all',
    opensOn: false,
    minBytes: 50_000,
    sweepOnly: true,
  },
  { boardId: 'ulx3s-85f', labCore: registry.default, opensOn: true, minBytes: 50_000, sweepOnly: true },
  // gowin_pack writes the .fs as ASCII bits
  {
    boardId: 'tang-nano-9k',
    labCore: 'aes128-enc-lu1-bram-online-all',
    opensOn: false,
    minBytes: 1_000_000,
    sweepOnly: true,
  },
];

test("the bitstream tests build the dialog's first choice", () => {
  for (const { boardId, labCore, opensOn } of bitstreamCases) {
    const choice = dialogChoice(labCore);
    if (opensOn) assert.equal(choice.board, boardId, `${labCore}: the dialog opens on ${choice.board}`);
    assert.equal(choice.config, boardFormId(labCore));
    assert.equal(choice.fitsNone, false, labCore);
  }
  assert.equal(dialogChoice('aes128-enc-lu1-bram-online-all').config, DEFAULT_EXPORT_CONFIG);
});

/** nextpnr's utilisation lines for the logic cells: "ICESTORM_LC: 2280/ 5280 43%". */
function utilisation(log) {
  return [
    ...log.matchAll(
      /^Info:\s+(ICESTORM_LC|TRELLIS_COMB|TRELLIS_FF|ICESTORM_RAM|DP16KD|LUT4|DFF|BSRAM):\s+(\d+)\/\s*(\d+)/gm,
    ),
  ]
    .map((m) => `${m[1]} ${m[2]}/${m[3]}`)
    .filter((line, i, all) => all.indexOf(line) === i);
}

for (const { boardId, labCore, minBytes, sweepOnly, fitCheck } of bitstreamCases) {
  const config = dialogChoice(labCore).config;
  test(
    `${boardId}: the exported Makefile builds the dialog's choice (${config}) into a bitstream that meets the board clock`,
    { timeout: 45 * 60_000, skip: sweepOnly && !sweep && 'npm run sweep builds it' },
    async (t) => {
      const board = boardById(boardId);
      const flow = openFlow(board);
      const { out, files } = await exportFolder(boardId, config, fitCheck ? [] : fitCheckInSweep);
      // Any change to what the Makefile reads, or to the tools, builds again.
      const tools = await Promise.all([
        versionOf('yosys', ['-V']),
        versionOf(flow.pnr.tool),
        versionOf(flow.pack.tool, ['--version']),
      ]);
      const hash = buildHash(files, tools);
      const cached = path.join(cacheDir, `${boardId}-${hash.slice(0, 24)}`);
      const bitstreamName = flow.bitstream;
      if (!fs.existsSync(path.join(cached, 'done.json'))) {
        const started = Date.now();
        const r = await run('make', [], { cwd: out, check: false });
        const seconds = Math.round((Date.now() - started) / 1000);
        const log = fs.existsSync(path.join(out, 'build', 'nextpnr.log'))
          ? fs.readFileSync(path.join(out, 'build', 'nextpnr.log'), 'utf8')
          : '';
        assert.equal(
          r.code,
          0,
          `make failed after ${seconds} s:\n${(r.stderr || r.stdout).split('\n').slice(-20).join('\n')}\n${log
            .split('\n')
            .filter((l) => /ERROR|utilisation|LC:|COMB/.test(l))
            .join('\n')}`,
        );
        fs.rmSync(cached, { recursive: true, force: true });
        fs.mkdirSync(cached, { recursive: true });
        for (const f of [bitstreamName, 'nextpnr.log'])
          fs.copyFileSync(path.join(out, 'build', f), path.join(cached, f));
        fs.writeFileSync(
          path.join(cached, 'done.json'),
          JSON.stringify({ board: boardId, config, hash, tools, seconds }, null, 2),
        );
        t.diagnostic(`${boardId}: bitstream built in ${seconds} s`);
      } else {
        const done = JSON.parse(fs.readFileSync(path.join(cached, 'done.json'), 'utf8'));
        t.diagnostic(`${boardId}: bitstream cached (built in ${done.seconds} s)`);
      }
      const size = fs.statSync(path.join(cached, bitstreamName)).size;
      assert.ok(size >= minBytes, `${bitstreamName} is ${size} bytes`);
      const bitstream = fs.readFileSync(path.join(cached, bitstreamName));
      assert.ok(
        bitstream.some((b) => b !== 0 && b !== 0xff),
        `${bitstreamName} is all zeros or ones`,
      );

      const log = fs.readFileSync(path.join(cached, 'nextpnr.log'), 'utf8');
      assert.doesNotMatch(log, /^ERROR:/m);
      assert.match(log, /Program finished normally|Routing complete/);
      const fmax = fmaxLines(log);
      assert.ok(fmax.length > 0, 'nextpnr reports no Max frequency line');
      const boardMhz = board.clock.hz / 1e6;
      for (const f of fmax) {
        assert.ok(f.mhz >= boardMhz, `${f.clock}: Fmax ${f.mhz} MHz below the board's ${boardMhz} MHz`);
        assert.ok(
          Math.abs(f.target - boardMhz) < 0.01,
          `${f.clock}: nextpnr constrained to ${f.target} MHz, not the board's ${boardMhz}`,
        );
      }
      t.diagnostic(
        `${boardId} ${config}: Fmax ${fmax.map((f) => `${f.mhz} MHz`).join(', ')} (board ${boardMhz} MHz), ${utilisation(log).join(', ')}, ${size} bytes`,
      );
    },
  );
}

test("nextpnr's critical path report: its first source, its last sink, logic and routing", () => {
  const log = `Info: Critical path report for clock 'clk_i' (posedge -> posedge):
Info:   clk-to-q  0.52  0.52 Source early.Q
Info: 9.00 ns logic, 9.00 ns routing
Info: Critical path report for clock 'clk_i' (posedge -> posedge):
Info:       type curr  total name
Info:   clk-to-q  0.96  0.96 Source u_core.rom.0.0.DOB2
Info:    routing  3.55  4.51 Net after_shift[386] (33,46) -> (87,44)
Info:                          Sink u_core.mix_LUT4_Z.C
Info:      logic  0.24  4.74 Source u_core.mix_LUT4_Z.F
Info:    routing  0.13  5.85 Net mix_d[386] (87,43) -> (87,43)
Info:                          Sink u_core.data_q_TRELLIS_FF_Q_61.DI
Info:      setup  0.00  5.85 Source u_core.data_q_TRELLIS_FF_Q_61.DI
Info: 1.43 ns logic, 4.43 ns routing
`;
  assert.deepEqual(criticalPath(log), {
    from: 'u_core.rom.0.0.DOB2',
    to: 'u_core.data_q_TRELLIS_FF_Q_61.DI',
    logicNs: 1.43,
    routingNs: 4.43,
  });
  assert.equal(criticalPath('Info: Program finished normally.'), null);
});

// ---- the zip and the folder --------------------------------------------------------------------

test('a zip is the same bytes every time, and holds exactly the folder export', async () => {
  const args = ['--board', 'arty-a7-35t', '--config', 'aes128-enc-lu1-lut-online-cbc', '--no-fit-check'];
  const zips = [];
  for (const n of [1, 2]) {
    const out = path.join(scratch, `twice-${n}.zip`);
    const r = await exportCli([...args, '--out', out]);
    assert.equal(r.code, 0, r.stderr);
    zips.push(fs.readFileSync(out));
  }
  assert.ok(zips[0].equals(zips[1]), 'two exports gave different zips');
  const folderOut = path.join(scratch, 'as-folder');
  const r = await exportCli([...args, '--out', folderOut]);
  assert.equal(r.code, 0, r.stderr);
  const folder = readTree(folderOut);

  const entries = unzipSync(new Uint8Array(zips[0]));
  const prefix = 'cipherscope-arty-a7-35t-aes128-enc-lu1-lut-online-cbc/';
  const names = Object.keys(entries);
  assert.deepEqual(names, [...names].sort(), 'entries not in path order');
  for (const name of names) {
    assert.ok(name.startsWith(prefix), `${name} is outside ${prefix}`);
    assert.equal(pathProblem(name), null, `${name}: ${pathProblem(name)}`);
    assert.ok(!path.posix.normalize(name).startsWith('..'));
  }
  assert.deepEqual(names.map((n) => n.slice(prefix.length)).sort(), [...folder.keys()].sort());
  for (const [p, bytes] of folder)
    assert.ok(Buffer.from(entries[prefix + p]).equals(Buffer.from(bytes)), `${p} differs between zip and folder`);
  assert.equal(zips[0].readUInt16LE(10), 0, 'DOS time field is not 00:00:00');
  assert.equal(zips[0].readUInt16LE(12), (0 << 9) | (1 << 5) | 1, 'DOS date is not 1980-01-01');
});

test("the build's bundle of vendor scripts gives the web app the same zip as npm run export", async () => {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject, writeVendorBundle, vendorBundleFile } = await import('../../scripts/lib/export.mjs');
  const { vendorFromBundle } = await import('../export/project.mjs');
  await writeVendorBundle(listBoards());
  const bundle = JSON.parse(fs.readFileSync(vendorBundleFile, 'utf8'));
  const simCore = await loadSimCore();
  const board = boardById('de10-lite');
  const config = simCore.parseConfiguration('aes128-enc-lu1-lut-online-cbc');
  const fromBundle = await makeProject({
    simCore,
    board,
    config,
    vendor: null,
    vendorInput: vendorFromBundle(bundle, board, config.cipher),
  });
  const out = path.join(scratch, 'bundle-check.zip');
  const r = await exportCli(['--board', 'de10-lite', '--config', config.id, '--out', out, '--no-fit-check']);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(
    Buffer.from(zipProject(fromBundle.folder, fromBundle.files)).equals(fs.readFileSync(out)),
    'the zips differ',
  );
});

test('the zip writer refuses paths that leave the folder', () => {
  for (const bad of ['../x', '/etc/passwd', 'a/../../b', 'a//b', 'C:/x', 'a\\b', './a', '']) {
    assert.throws(() => zipProject('p', new Map([[bad, 'x']])), /zip entry/, bad);
  }
  assert.throws(() => zipProject('a/b', new Map([['x', 'y']])), /zip folder/);
});

// ---- what a project holds ----------------------------------------------------------------------

/** The ports of cs_board_top, each bit of a vector by name (led_o[0], led_o[1]). */
function topPorts() {
  const sv = fs.readFileSync(path.join(root, 'hdl', 'rtl', 'board', 'cs_board_top.sv'), 'utf8');
  const header = sv.slice(sv.indexOf(') ('), sv.indexOf(');', sv.indexOf(') (')));
  const ports = [];
  for (const m of header.matchAll(/(input|output)\s+logic\s*(?:\[(\d+):0\])?\s*(\w+)/g)) {
    if (m[2]) for (let i = 0; i <= Number(m[2]); i++) ports.push(`${m[3]}[${i}]`);
    else ports.push(m[3]);
  }
  return ports.sort();
}

test('the board files and the board top agree on the ports', () => {
  assert.deepEqual(topPorts(), [...PORTS].sort());
});

/** Files a vendor project script names, relative to the script's folder. */
const namedFiles = {
  vivado: (tcl) => [...tcl.matchAll(/^(?:read_verilog -sv|read_xdc)\s+\{([^}]+)\}/gm)].map((m) => m[1]),
  quartus: (tcl) => [...tcl.matchAll(/^(?:set_global_assignment -name \w+_FILE|source)\s+(\S+)/gm)].map((m) => m[1]),
};

/** Port names a constraint line places, per constraint file type. */
const placedPorts = {
  xdc: (t) => [...t.matchAll(/PACKAGE_PIN \S+ .*\[get_ports \{ (\S+) \}\]/g)].map((m) => m[1]),
  tclSource: (t) => [...t.matchAll(/^set_location_assignment \S+ -to \{([^}]+)\}/gm)].map((m) => m[1]),
};

for (const boardId of ['arty-a7-35t', 'basys3', 'de10-lite']) {
  test(
    `${boardId}: Edalize's ${vendorBackend(boardById(boardId)).title} project names only files the export has, and its constraints place every port`,
    { timeout: 15 * 60_000 },
    async () => {
      const board = boardById(boardId);
      const backend = vendorBackend(board);
      const { files } = await exportFolder(boardId, DEFAULT_CONFIG, fitCheckInSweep);
      const manifest = JSON.parse(text(files.get('board.json')));
      assert.equal(manifest.config, DEFAULT_CONFIG);
      assert.deepEqual(manifest.parameters, {
        ClockHz: board.clock.hz,
        Baud: 115200,
        LedActiveLow: board.ledActiveLow ? 1 : 0,
        BlockBits: 128,
      });
      const scripts = [...files.keys()].filter((p) => p.startsWith(`${backend.name}/`));
      assert.ok(
        scripts.includes(`${backend.name}/Makefile`) && scripts.includes(`${backend.name}/cipherscope.tcl`),
        `Edalize wrote ${scripts.join(', ')}`,
      );
      const tcl = text(files.get(`${backend.name}/cipherscope.tcl`));
      const named = namedFiles[backend.name](tcl);
      assert.ok(
        named.length >= manifest.files.filter((f) => f.path.endsWith('.sv')).length,
        `the project names only ${named.length} files`,
      );
      for (const name of named) {
        const inExport = path.posix.normalize(path.posix.join(backend.name, name));
        assert.ok(files.has(inExport), `${backend.name}/cipherscope.tcl names ${name}, which the export lacks`);
      }
      for (const f of files.keys())
        if (f.endsWith('.sv')) assert.ok(named.includes(`../${f}`), `${f} is not in the ${backend.title} project`);
      for (const [name, value] of Object.entries(manifest.parameters)) {
        assert.match(tcl, new RegExp(`${name}[= ]${value}\\b`), `${name}=${value} is not set in the project`);
      }
      assert.match(tcl, /cs_board_top/);
      const ports = [];
      for (const [p, bytes] of files) {
        const type = p.endsWith('.xdc') ? 'xdc' : p === `${board.id}.tcl` ? 'tclSource' : null;
        if (type) ports.push(...placedPorts[type](text(bytes)));
      }
      assert.deepEqual(ports.sort(), topPorts());
    },
  );
}

test('the manifest lists every other file with its SHA-256, and the folder every file once', async () => {
  const { files } = await exportFolder('icebreaker', 'aes128-enc-lu1-lut-offline-ecb', [
    '--key',
    '000102030405060708090a0b0c0d0e0f',
    '--no-fit-check',
  ]);
  const manifest = JSON.parse(text(files.get('board.json')));
  assert.equal(manifest.offlineKey, '000102030405060708090a0b0c0d0e0f');
  assert.deepEqual(
    manifest.files.map((f) => f.path),
    [...files.keys()].filter((p) => p !== 'board.json').sort(),
  );
  for (const f of manifest.files) {
    assert.equal(createHash('sha256').update(files.get(f.path)).digest('hex'), f.sha256, f.path);
    assert.equal(files.get(f.path).length, f.bytes, f.path);
  }
  // The RTL is the repository's, unchanged.
  for (const f of manifest.files.filter((x) => x.path.startsWith('hdl/'))) {
    assert.ok(
      fs.readFileSync(path.join(root, f.path)).equals(Buffer.from(files.get(f.path))),
      `${f.path} differs from the repository's`,
    );
  }
  // FIPS-197 C.1's key: round key 10 is 13111d7fe3944a17f307a78b4d2b30c5.
  assert.match(text(files.get('cs_top.sv')), /13111d7fe3944a17f307a78b4d2b30c5/);
  assert.match(text(files.get('README.md')), /offline key schedule/);
  for (const p of [
    'Makefile',
    'README.md',
    'cipherscope.core',
    'cs_top.sv',
    'icebreaker.pcf',
    'host/cs_host.py',
    'host/requirements.txt',
    'host/ciphers.json',
    'host/vectors/README.md',
    'host/vectors/nist/aesavs/ECBVarTxt128.rsp',
  ]) {
    assert.ok(files.has(p), `the project lacks ${p}`);
  }
});

/** Extensions of the files a project holds or make writes, for names in running text. */
const fileExtensions = 'md|sv|py|txt|json|rsp|pcf|lpf|xdc|cst|sdc|tcl|core|log|bit|bin|fs|sof';

/**
 * The files a markdown text names: relative link targets; code spans that read as a path
 * (no spaces; a '/' or a file extension; not a device under /dev or a version number); and,
 * in running text, words ending in the extension of a project file. Fenced blocks are
 * commands, not names, and URLs are not files of the project: both are left out.
 */
function namedPaths(markdown) {
  let body = markdown.replace(/```[\s\S]*?```/g, '');
  const names = [];
  for (const m of body.matchAll(/\]\(([^)\s]+)\)/g)) if (!/^[a-z]+:|^#/.test(m[1])) names.push(m[1]);
  body = body.replace(/\]\([^)\s]+\)/g, ']').replace(/https?:\/\/\S+/g, '');
  for (const m of body.matchAll(/`([^`\n]+)`/g)) {
    const t = m[1];
    if (!/^[\w.-]+(\/[\w.-]*)*$/.test(t) || /^\d+(\.\d+)+$/.test(t)) continue;
    if (t.includes('/') || /\.[A-Za-z]{1,5}$/.test(t)) names.push(t);
  }
  const prose = body.replace(/`[^`\n]*`/g, '');
  const word = new RegExp(
    `(?<![\\w/.:-])((?:\\.\\.\\/)*[\\w-]+(?:\\/[\\w.-]+)*\\.(?:${fileExtensions}))(?![\\w/])`,
    'g',
  );
  for (const m of prose.matchAll(word)) names.push(m[1]);
  return [...new Set(names)];
}

/**
 * Why `name`, named in the project file `from`, is not in the project (`files`), or null: a
 * path relative to that file's folder or to the project's, a folder (ending in '/') some file
 * is in, a bare file name some file has, or an output of `make` under build/.
 */
function missing(files, from, name) {
  const dir = path.posix.dirname(from);
  const candidates = [path.posix.normalize(path.posix.join(dir, name)), path.posix.normalize(name)];
  const paths = [...files.keys()];
  const found = candidates.some((c) =>
    name.endsWith('/') ? paths.some((p) => p.startsWith(c.endsWith('/') ? c : `${c}/`)) : files.has(c),
  );
  if (found) return null;
  if (!name.includes('/') && paths.some((p) => path.posix.basename(p) === name)) return null;
  if (name.startsWith('build/') && /^BUILD := build$/m.test(text(files.get('Makefile')))) return null;
  return `${from} names ${name}, which the project lacks`;
}

test('every file a README or other markdown file in the project names is in the project, on every board', async (t) => {
  const { loadSimCore } = await import('../../scripts/lib/sim-core.mjs');
  const { makeProject } = await import('../../scripts/lib/export.mjs');
  const simCore = await loadSimCore();
  const cases = [
    ['aes128-enc-lu1-bram-online-ecb', undefined],
    ['aes3in1-encdec-lu1-bram-banked-all', undefined],
    ['aes128-enc-lu1-lut-offline-ecb', '000102030405060708090a0b0c0d0e0f'],
    // Serpent: known-answers.json and its README row, and vendor scripts of its own file list.
    ['serpent128-enc-lu1-lut-online-all', undefined],
    ['serpent256-enc-pp8-lut-offline-all', '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'],
    // Triple DES: 64-bit blocks (BlockBits 64), NIST's TDES files copied beside known-answers.json.
    ['des3in1-encdec-lu1-lut-banked-all', undefined],
    // MARS: Crypto++'s mars.txt records as known answers, two implementation parameters.
    ['mars128-encdec-pp3-bram-online-all', undefined],
  ];
  let checked = 0;
  let projects = 0;
  for (const board of listBoards()) {
    for (const [id, key] of cases) {
      projects++;
      const { files } = await makeProject({ simCore, board, config: simCore.parseConfiguration(id), key });
      const markdown = [...files.keys()].filter((p) => p.endsWith('.md'));
      assert.deepEqual(
        markdown,
        ['PROTOCOL.md', 'host/vectors/README.md', 'README.md'].filter((p) => files.has(p)),
      );
      assert.ok(
        Buffer.from(files.get('PROTOCOL.md')).equals(fs.readFileSync(path.join(root, 'board', 'PROTOCOL.md'))),
        `${board.id}: PROTOCOL.md is not the repository's`,
      );
      const readme = text(files.get('README.md'));
      assert.ok(namedPaths(readme).includes('PROTOCOL.md'), 'the README names PROTOCOL.md');
      for (const from of markdown) {
        const names = namedPaths(text(files.get(from)));
        assert.ok(names.length > 0, `${from} names no file`);
        for (const name of names) assert.equal(missing(files, from, name), null);
        checked += names.length;
      }
      // The serial port is the board's own, in the README and the Makefile alike.
      const port = board.uart.port.linux;
      assert.ok(readme.includes(`make test PORT=${port}`), `${board.id}: the README's make test uses ${port}`);
      assert.ok(text(files.get('Makefile')).includes(`make test PORT=${port}`), `${board.id}: the Makefile's hint`);
      for (const other of ['/dev/ttyUSB0', '/dev/ttyUSB1'].filter((p) => p !== port))
        assert.ok(!readme.includes(`PORT=${other}`), `${board.id}: the README says PORT=${other}`);
      // nextpnr places with the seed the lab's figures were placed with, so `make` rebuilds them.
      if (openFlow(board)) {
        const makefile = text(files.get('Makefile'));
        assert.match(makefile, new RegExp(`^SEED \\?= ${figureSeed}$`, 'm'), `${board.id}: the Makefile's SEED`);
        assert.match(makefile, / --seed \$\(SEED\) /, `${board.id}: nextpnr is not given the seed`);
      }
    }
  }
  t.diagnostic(`${checked} file names in ${projects} projects' markdown, all present`);
});

test('the names check reads links and paths, and refuses what a project lacks', () => {
  assert.deepEqual(
    namedPaths(
      "See [PROTOCOL.md](PROTOCOL.md) and [x](https://e.org/y.md); `host/` `a.sv` `make test` `/dev/ttyUSB0` `0.23` `cs_board_top`\n```sh\nmake build/x.bit\n```\nthe board/PROTOCOL.md of the repository, https://e.org/z.py, the maker's .lpf, 3.0.x",
    ),
    ['PROTOCOL.md', 'host/', 'a.sv', 'board/PROTOCOL.md'],
  );
  const files = new Map([
    ['Makefile', new TextEncoder().encode('BUILD := build\n')],
    ['host/cs_host.py', new Uint8Array()],
    ['host/vectors/a.txt', new Uint8Array()],
  ]);
  assert.equal(missing(files, 'host/vectors/README.md', '../cs_host.py'), null);
  assert.equal(missing(files, 'host/vectors/README.md', 'a.txt'), null);
  assert.equal(missing(files, 'PROTOCOL.md', 'cs_host.py'), null);
  assert.equal(missing(files, 'README.md', 'host/'), null);
  assert.equal(missing(files, 'README.md', 'build/nextpnr.log'), null);
  assert.match(missing(files, 'README.md', 'PROTOCOL.md'), /README.md names PROTOCOL.md, which the project lacks/);
  assert.match(missing(files, 'README.md', 'vivado/'), /lacks/);
});

test("FuseSoC sets up every target of the project's core file", { timeout: 10 * 60_000 }, async () => {
  for (const boardId of ['icebreaker', 'de10-lite']) {
    const { out, files } = await exportFolder(boardId, 'aes128-enc-lu1-lut-online-ecb', ['--no-fit-check']);
    const core = text(files.get('cipherscope.core'));
    const name = core.match(/^name: (\S+)$/m)[1];
    const targets = [...core.slice(core.indexOf('\ntargets:\n')).matchAll(/^ {2}(\w+):$/gm)]
      .map((m) => m[1])
      .filter((t) => t !== 'default');
    assert.ok(targets.length >= 1, `no targets in ${core}`);
    for (const target of targets) {
      const buildRoot = path.join(scratch, `fusesoc-${boardId}-${target}`);
      const r = await run(
        'fusesoc',
        ['--cores-root', out, 'run', '--setup', '--target', target, '--build-root', buildRoot, name],
        { cwd: scratch, check: false },
      );
      assert.equal(r.code, 0, `fusesoc ${target}: ${r.stdout}\n${r.stderr}`);
    }
  }
});

// ---- bad input ---------------------------------------------------------------------------------

test('npm run export names the problem with bad input and writes nothing', async (t) => {
  const out = path.join(scratch, 'never');
  const cases = [
    [
      ['--board', 'nosuchboard', '--config', DEFAULT_CONFIG],
      /unknown board 'nosuchboard'; the boards: icebreaker .*arty-a7-35t/,
    ],
    [
      ['--board', 'icebreaker', '--config', 'aes128-enc-lu3-lut-online-ecb'],
      /invalid configuration 'aes128-enc-lu3-lut-online-ecb': architecture: LU-3: .*not a multiple of 3/,
    ],
    [
      ['--board', 'icebreaker', '--config', 'aes128-enc-lu1-lut-offline-ecb'],
      /offline key schedule.*needs --key <hex> \(128 bits\)/,
    ],
    [
      [
        '--board',
        'icebreaker',
        '--config',
        'aes128-enc-lu1-lut-offline-ecb',
        '--key',
        '0123456789abcdef0123456789abcde',
      ],
      /31 hex digits, an odd number/,
    ],
    [['--board', 'icebreaker', '--config', 'aes128-enc-lu1-lut-offline-ecb', '--key', 'zz'], /not hexadecimal/],
    [
      ['--board', 'icebreaker', '--config', 'aes128-enc-lu1-lut-offline-ecb', '--key', '00'.repeat(24)],
      /192 bits; .* takes a 128-bit key/,
    ],
    [
      ['--board', 'icebreaker', '--config', DEFAULT_CONFIG, '--key', '00'.repeat(16)],
      /--key is only for offline key schedules/,
    ],
    [['--board', 'icebreaker'], /--config is missing/],
  ];
  for (const [args, message] of cases) {
    const r = await exportCli([...args, ...(args.includes('--config') ? ['--out', out] : [])]);
    assert.equal(r.code, 1, `${args.join(' ')} exited with ${r.code}`);
    assert.match(r.stderr, message, args.join(' '));
    assert.ok(!fs.existsSync(out), `${args.join(' ')} wrote ${out}`);
  }
  const full = path.join(scratch, 'full');
  fs.mkdirSync(full);
  fs.writeFileSync(path.join(full, 'keep.txt'), 'mine');
  const r = await exportCli(['--board', 'icebreaker', '--config', DEFAULT_CONFIG, '--out', full]);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /--out .*full exists and is not empty/);
  assert.deepEqual(fs.readdirSync(full), ['keep.txt']);
  t.diagnostic(`${cases.length + 1} bad inputs refused`);
});

test("a design that does not fit is refused with checkFit's message", async () => {
  // PP-2 with block-RAM S-boxes: 41 EBR, over the iCEBreaker's 30, in a 56 s synthesis (the
  // unified LU-1 with LUT S-boxes, over on LUT4, took 167 s); cached after the first run.
  const out = path.join(scratch, 'too-big');
  const r = await exportCli(['--board', 'icebreaker', '--config', 'aes128-enc-pp2-bram-online-ecb', '--out', out]);
  assert.equal(r.code, 1, r.stdout);
  assert.match(
    r.stderr,
    /aes128-enc-pp2-bram-online-ecb needs [\d,]+ LUT4, [\d,]+ FFs and \d+ EBR; the iCEBreaker \(iCE40UP5K\) has 5,280 LUT4, 5,280 FFs and 30 EBR: too many EBR/,
  );
  assert.match(r.stderr, /--no-fit-check/);
  assert.ok(!fs.existsSync(out));
});

test("the fit check synthesizes the configuration's own cipher's RTL", () => {
  // boardLayout(board, cipher) is the file list fitCheck hands Yosys: with AES's list a
  // Serpent core could not elaborate (npm run export failed with a TypeError before ab23a27).
  const board = boardById('icebreaker');
  for (const cipher of ['aes', 'serpent', 'des']) {
    const { rtl } = boardLayout(board, cipher);
    assert.ok(
      rtl.some((f) => f.startsWith(`hdl/rtl/${cipher}/`) && f.endsWith(`${cipher}_core.sv`)),
      cipher,
    );
    // The board top's BlockBits is the cipher's (PROTOCOL.md, version 2).
    assert.match(
      fitScript(board, rtl, 'stat.json', ciphers, cipher),
      new RegExp(`-set BlockBits ${cipher === 'des' ? 64 : 128} `),
    );
    const other = cipher === 'aes' ? 'serpent' : 'aes';
    assert.deepEqual(
      rtl.filter((f) => f.startsWith(`hdl/rtl/${other}/`)),
      [],
      `${cipher} lists ${other}'s RTL`,
    );
  }
});

test("the Makefile and the fit check synthesize with the board's command: -dsp where the part has multiplier blocks", () => {
  // The UP5K's eight SB_MAC16 take RC6's `*` (hdl/doc/rc6.md); the HX and LP parts have none.
  const icebreaker = boardById('icebreaker');
  const core = ['hdl/rtl/aes/aes_core.sv'];
  assert.match(yosysScript(icebreaker, '$(SOURCES)', 128), /; synth_ice40 -dsp -top /);
  assert.match(fitScript(icebreaker, core, 'stat.json', ciphers, 'aes'), /; synth_ice40 -dsp -top /);
  // A board without an open flow gets its family's command for the fit check.
  assert.match(
    fitScript(boardById('arty-a7-35t'), core, 'stat.json', ciphers, 'aes'),
    /; synth_xilinx -family xc7 -flatten -top /,
  );
  for (const board of listBoards().filter((b) => b.openFlow)) {
    assert.ok(yosysScript(board, '$(SOURCES)', 128).includes(`; ${board.openFlow.synth} -top `), board.id);
  }
});

test("cells are counted in each family's units", () => {
  assert.deepEqual(countResources('ice40', { SB_LUT4: 10, SB_DFFER: 3, SB_DFF: 1, SB_RAM40_4K: 2, SB_CARRY: 5 }), {
    luts: 10,
    ffs: 4,
    brams: 2,
  });
  assert.deepEqual(countResources('ecp5', { LUT4: 10, CCU2C: 2, TRELLIS_FF: 7, DP16KD: 3, PFUMX: 9 }), {
    luts: 14,
    ffs: 7,
    brams: 3,
  });
  assert.deepEqual(countResources('xilinx7', { LUT6: 5, LUT2: 1, FDRE: 4, FDSE: 1, RAMB18E1: 3, RAMB36E1: 1 }), {
    luts: 6,
    ffs: 5,
    brams: 3,
  });
  assert.deepEqual(
    countResources('max10', { fiftyfivenm_lcell_comb: 8, dffeas: 2, $__M9K_ALTSYNCRAM_SINGLEPORT_FULL: 4 }),
    { luts: 8, ffs: 2, brams: 4 },
  );
  assert.deepEqual(countResources('gowin', { LUT4: 3, LUT1: 1, ALU: 2, DFFE: 2, DPX9: 1, SPX9: 1 }), {
    luts: 6,
    ffs: 2,
    brams: 2,
  });
  // Multiplier blocks appear only where a design has them (RC6's `*`).
  assert.deepEqual(countResources('ecp5', { LUT4: 4, TRELLIS_FF: 2, MULT18X18D: 6 }), {
    luts: 4,
    ffs: 2,
    brams: 0,
    dsps: 6,
  });
  assert.deepEqual(countResources('ice40', { SB_LUT4: 1, SB_MAC16: 3 }).dsps, 3);
  for (const board of listBoards()) assert.ok(vendorBackend(board).title, board.id);
});

test("nextpnr's ways of saying a core does not place are each recognised, and a routed log is not", () => {
  const messages = [
    // nextpnr-ice40's packer, RC6 LU-1 with the DSP multiplier on the HX8K (scripts/TOOLCHAIN.md).
    'ERROR: Failed to expand region (0, 0) |_> (33, 33) of 8030 ICESTORM_LCs',
    'ERROR: Unable to place cell u_x, no BELs remaining to implement cell type ICESTORM_LC',
    "ERROR: Design uses 9000 LUT4s, which exceeds the device's 7680",
  ];
  for (const line of messages) assert.equal(doesNotPlace(`Info: Packing constants..\n${line}\nInfo: exiting`), line);
  assert.equal(doesNotPlace('Info: Program finished normally.\nInfo: Routing complete.'), null);
});
