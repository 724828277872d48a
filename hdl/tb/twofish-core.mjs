// Runner of the Twofish core bench (hdl/tb/twofish_core_tb.sv, twofish_core_tb.cpp), modeled
// on serpent-core.mjs: builds one Verilator model per core shape into build/tb/twofish/
// (cached by a hash of the sources, the shape and the Verilator version), then for each shape
//   - runs every Crypto++ vector line its key sizes allow (vectors/twofish/, read through
//     vectors/known-answers.mjs), encrypting plaintext to ciphertext and decrypting
//     ciphertext to plaintext as its direction allows; the expected results are the file's;
//   - streams blocks under random back-pressure and random input gaps, with keys changed
//     mid-stream, and checks every result, tag and slot, in order, against the golden model,
//     sim-core's Twofish, through sim-core/examples/golden_blocks.rs (one child process for
//     the whole run; Twofish is not in the WebAssembly build's cipher list the Serpent bench
//     uses);
//   - measures cycles a block without feedback (steady state of a stream) and with feedback
//     (each result offered as the next input in the cycle it appears), against Elbirt et
//     al.'s Twofish rows of Tables 2 and 3;
//   - measures the key-setup latency: after each key handshake, the cycles until the core
//     takes a key or a block again (20 computing the S-boxes in logic, 256 filling tables).
// Offline shapes get their store from golden_blocks (`twofish roundkeys <key>`: the 40
// subkeys in ten blocks, key_bank_i 0..9, then the S-box key, handshake 10); one shape has
// the zero key's baked in.
//
//   node hdl/tb/twofish-core.mjs              every shape, one line each, and the table
//   node hdl/tb/twofish-core.mjs --only enc-LU-1-logic,dec-LU-1-logic
//   node hdl/tb/twofish-core.mjs --lint       also verilator --lint-only -Wall on each shape
//   node hdl/tb/twofish-core.mjs --yosys      also synth_ecp5 of enc LU-1 (logic, tables)
//                                             and SP-1-1 tables: LUT4, FF, LUT RAM, DP16KD
// Exits non-zero if any check fails. Builds golden_blocks (cargo, release) if it is missing
// or older than sim-core's sources.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { command } from '../../scripts/lib/cli.mjs';
import { pool, run } from '../../scripts/lib/run.mjs';
import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { verilatedBench } from './verilated-bench.mjs';
import { ensureGolden, startGolden, under } from './golden-blocks.mjs';
import { coreSources, hdlDir } from '../cores.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..');
const defaultOutDir = path.join(repoRoot, 'build', 'tb', 'twofish');

const dirs = { enc: 0, dec: 1, unified: 2 };
const archs = { LU: 0, PP: 1, SP: 2 };
const keyLens = { 128: 0, 192: 1, 256: 2, '3in1': 3 };
const sboxes = { logic: 0, tables: 1 };
const rounds = 16;

/** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): Twofish cycles a block. */
export const elbirt = {
  'LU-1': { nfb: 16, fb: 16 },
  'LU-2': { nfb: 8, fb: 8 },
  'LU-4': { nfb: 4, fb: 4 },
  'LU-8': { nfb: 2, fb: 2 },
  'PP-2': { nfb: 8, fb: 16 },
  'PP-4': { nfb: 4, fb: 16 },
  'PP-8': { nfb: 2, fb: 16 },
  'SP-1-1': { nfb: 16, fb: 32 },
  'SP-2-1': { nfb: 8, fb: 32 },
  'SP-4-1': { nfb: 4, fb: 32 },
  'SP-8-1': { nfb: 2, fb: 32 },
};

// The 128-bit all-zero key of the vectors, whose subkeys and S one offline shape has baked in.
const bakedKey = new Uint8Array(16);

/** The shapes the bench builds. */
export const twofishShapes = [
  { dir: 'enc', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 1, sbox: 'tables', keyLen: '3in1' },
  { dir: 'unified', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
  { dir: 'dec', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 2, sbox: 'logic', keyLen: 128 },
  { dir: 'enc', arch: 'LU', k: 4, sbox: 'logic', keyLen: 192 },
  { dir: 'enc', arch: 'LU', k: 8, sbox: 'logic', keyLen: 256 },
  { dir: 'enc', arch: 'PP', k: 2, sbox: 'logic', keyLen: '3in1' },
  { dir: 'enc', arch: 'PP', k: 8, sbox: 'logic', keyLen: '3in1' },
  { dir: 'enc', arch: 'SP', k: 1, m: 1, sbox: 'logic', keyLen: '3in1' },
  // Elbirt et al.'s SP-4-1 and SP-8-1 rows (4 and 2 NFB, 32 FB).
  { dir: 'enc', arch: 'SP', k: 4, m: 1, sbox: 'logic', keyLen: 128 },
  { dir: 'enc', arch: 'SP', k: 8, m: 1, sbox: 'logic', keyLen: 128 },
  { dir: 'unified', arch: 'SP', k: 2, m: 1, sbox: 'tables', keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 4, sbox: 'logic', keyLen: '3in1', schedule: 'offline', baked: true },
].map((s) => ({ m: 0, schedule: 'online', baked: false, ...s, name: shapeName(s) }));

function shapeName({ dir, arch, k, m, sbox, schedule, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${sbox}${schedule === 'offline' ? '-offline' : ''}${baked ? '-baked' : ''}`;
}

/** Cycles a block we expect (16 register passes, 32 in SP-k-1). */
export function expectedTiming({ arch, k, m }) {
  if (arch === 'LU') return { nfb: rounds / k, fb: rounds / k };
  return { nfb: rounds / k, fb: rounds * (arch === 'SP' ? 1 + m : 1) };
}

/** Key-setup latency in cycles: the subkeys (20 h pairs), or the tables (256 addresses). */
export const expectedKeySetup = ({ schedule, sbox }) => (schedule === 'offline' ? 0 : sbox === 'tables' ? 256 : 20);

/** RTL of the family, packages first: its core's manifest (hdl/ciphers.mjs coreFiles), the shared plumbing included. */
export function twofishSources() {
  return coreSources('twofish').map((f) => path.join(hdlDir, f));
}

/**
 * Run a command; resolve with { code, stdout, stderr }, never reject: a failed or missing
 * command is a problem to report for its shape (code -1 if it could not start).
 */
const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/**
 * A key's store blocks from the golden model (`Twofish::round_keys`) as 32 hex digits each, in
 * a block's byte order: the 10 subkey blocks (K_4b..K_4b+3), then the S-box key S_0..S_3, the
 * eleven blocks the offline store's handshakes 0..10 take.
 */
const storeBlocksHex = (golden, key) => under(golden, 'twofish', key).roundKeys();

/** The -G parameters of a shape (a baked shape's subkeys from the golden model). */
async function parameters(shape, golden) {
  const g = [
    `-GKeyLenSel=${keyLens[shape.keyLen]}`,
    `-GDirSel=${dirs[shape.dir]}`,
    `-GArchSel=${archs[shape.arch]}`,
    `-GK=${shape.k}`,
    `-GM=${shape.m}`,
    `-GSBoxSel=${sboxes[shape.sbox]}`,
    `-GScheduleSel=${shape.schedule === 'offline' ? 1 : 0}`,
  ];
  if (shape.baked) {
    const blocks = await storeBlocksHex(golden, bakedKey);
    g.push(`-GSubkeys=1280'h${blocks.slice(0, 10).join('')}`);
    g.push(`-GSBoxKey=128'h${blocks[10]}`);
  }
  return g;
}

const model = verilatedBench({ cipher: 'twofish', sources: twofishSources });

/** verilator --lint-only -Wall of one shape (with the probe names compiled in, as models are). */
export async function lintShape(shape, golden) {
  return model.lint(await parameters(shape, golden));
}

/** Build (or reuse) the bench model of one shape; resolves to the binary's path. */
async function buildShape(shape, outDir, verilatorVersion, golden) {
  return model.build(shape.name, await parameters(shape, golden), outDir, verilatorVersion);
}

/** Twofish's published known answers (vectors/known-answers.mjs): { key, plaintext, ciphertext } as hex. */
export function readVectors() {
  const file = knownAnswerFiles.twofish;
  return readKnownAnswers('twofish', fs.readFileSync(path.join(repoRoot, file.path), 'utf8'));
}

const keyCode = (key) => ({ 16: 0, 24: 1, 32: 2 })[key.length];

/** Script lines that give a shape a key: one handshake online, eleven offline. */
async function keyLines(golden, shape, key) {
  if (shape.schedule === 'online') return [`key ${hex(key).padEnd(64, '0')} ${keyCode(key)} 0`];
  const blocks = await storeBlocksHex(golden, key);
  return blocks.map((k, i) => `key ${k}${'0'.repeat(32)} ${keyCode(key)} ${i}`);
}

const keySizes = (shape) => (shape.keyLen === '3in1' ? [16, 24, 32] : [shape.keyLen / 8]);
const directions = (shape) => (shape.dir === 'unified' ? [0, 1] : [shape.dir === 'dec' ? 1 : 0]);

/** Build the script of one shape and what each output must be (the golden model's results, or a vector's). */
async function scriptOf(shape, seed, golden) {
  const lines = [];
  const expected = []; // per `run`: [{ tag, slot, data }] in order
  const chains = []; // per `chain`: { n, data }
  let tag = 1;
  const rng = xorshift32(seed);
  let batch = [];
  const block = (cipher, decrypt, input) => {
    const slot = rng.next() & 0xff;
    lines.push(`block ${input} ${tag} ${slot} ${decrypt}`);
    batch.push({ tag, slot, data: decrypt ? cipher.decrypt(input) : cipher.encrypt(input) });
    tag = (tag + 1) & 0xffffff;
  };
  const runLine = (ready, offer) => {
    lines.push(`run ${ready} ${offer} ${rng.next() & 0x7fffffff}`);
    expected.push(batch);
    batch = [];
  };
  let vectorRuns = 0;

  // A baked shape answers with its built-in subkeys and S before any key handshake.
  if (shape.baked) {
    const cipher = under(golden, 'twofish', bakedKey);
    for (const decrypt of directions(shape)) block(cipher, decrypt, hex(rng.bytes(16)));
    runLine(100, 100);
  }

  // 1. Every vector line the shape's key sizes allow, in each direction it has, expecting the
  //    line's own plaintext and ciphertext.
  for (const v of readVectors().filter((x) => keySizes(shape).includes(x.key.length / 2))) {
    lines.push(...(await keyLines(golden, shape, Buffer.from(v.key, 'hex'))));
    const line = { encrypt: () => v.ciphertext, decrypt: () => v.plaintext };
    for (const decrypt of directions(shape)) block(line, decrypt, decrypt ? v.ciphertext : v.plaintext);
    runLine(100, 100);
    vectorRuns++;
  }

  // 2. A stream under back-pressure, with keys changed mid-stream (the core drains the blocks
  //    of the previous key before it takes the next: key_ready_o).
  for (let segment = 0; segment < 6; segment++) {
    const sizes = keySizes(shape);
    const key = rng.bytes(sizes[segment % sizes.length]);
    lines.push(...(await keyLines(golden, shape, key)));
    const cipher = under(golden, 'twofish', key);
    const dirsOf = directions(shape);
    for (let b = 0; b < 40; b++) block(cipher, dirsOf[rng.next() % dirsOf.length], hex(rng.bytes(16)));
  }
  runLine(60, 70);

  // 3. Cycles a block without feedback: a long stream, every port always ready.
  const key = rng.bytes(keySizes(shape).at(-1));
  lines.push(...(await keyLines(golden, shape, key)));
  const cipher = under(golden, 'twofish', key);
  const dirsOf = directions(shape);
  for (let b = 0; b < 160; b++) block(cipher, dirsOf[0], hex(rng.bytes(16)));
  runLine(100, 100);
  const nfbRun = expected.length - 1;

  // 4. With feedback: each result the next input, in the cycle it appears.
  const n = 6;
  for (const decrypt of dirsOf) {
    let data = hex(rng.bytes(16));
    const start = data;
    for (let i = 0; i < n; i++) data = await (decrypt ? cipher.decrypt(data) : cipher.encrypt(data));
    lines.push(`chain ${n} ${decrypt} ${start}`);
    chains.push({ n, decrypt, data });
  }
  for (const want of expected) for (const w of want) w.data = await w.data;
  return { script: lines.join('\n') + '\n', expected, chains, nfbRun, vectorRuns: vectorRuns + (shape.baked ? 1 : 0) };
}

/** Check one shape's output against its script. */
function check(shape, stdout, { expected, chains, nfbRun, vectorRuns }) {
  const problems = [];
  const runs = [];
  let current = [];
  const chainResults = [];
  const keySetups = new Set();
  let stages = null;
  for (const line of stdout.split('\n')) {
    const [op, ...f] = line.split(' ');
    if (op === 'out') current.push({ tag: Number(f[0]), slot: Number(f[1]), data: f[2], cycle: Number(f[3]) });
    else if (op === 'chain') chainResults.push({ first: Number(f[0]), last: Number(f[1]), data: f[2] });
    else if (op === 'keysetup') keySetups.add(Number(f[0]));
    else if (op === 'stages') stages = f;
    else if (op === 'error') problems.push(`bench: ${f.join(' ')}`);
    if (op === 'out' && expected[runs.length] && current.length === expected[runs.length].length) {
      runs.push(current);
      current = [];
    }
  }
  let vectors = 0;
  let blocks = 0;
  expected.forEach((want, r) => {
    const got = runs[r] ?? [];
    if (got.length !== want.length) problems.push(`run ${r}: ${got.length} of ${want.length} results`);
    want.forEach((w, i) => {
      const g = got[i];
      if (!g) return;
      if (g.tag !== w.tag || g.slot !== w.slot || g.data !== w.data) {
        if (problems.length < 8)
          problems.push(
            `run ${r} result ${i}: tag ${g.tag} slot ${g.slot} ${g.data}, expected tag ${w.tag} slot ${w.slot} ${w.data}`,
          );
      } else if (r < vectorRuns) vectors++;
      else blocks++;
    });
  });
  const nfbCycles = runs[nfbRun]?.map((o) => o.cycle) ?? [];
  // Steady state: the last whole periods of the stream. A loop of k registers takes k
  // blocks in back to back, then none until the first of them leaves, so outputs come in
  // bursts of `inFlight`; a window of whole bursts averages them exactly.
  const inFlight = shape.arch === 'LU' ? 1 : shape.k * (shape.arch === 'SP' ? 1 + shape.m : 1);
  const window = Math.floor(nfbCycles.length / 2 / inFlight) * inFlight;
  const nfb = window > 0 ? (nfbCycles.at(-1) - nfbCycles.at(-1 - window)) / window : NaN;
  const fbs = chains.map((c, i) => {
    const got = chainResults[i];
    if (!got) {
      problems.push(`chain ${i}: no result`);
      return NaN;
    }
    if (got.data !== c.data) problems.push(`chain ${i} (decrypt ${c.decrypt}): ${got.data}, expected ${c.data}`);
    return (got.last - got.first) / (c.n - 1);
  });
  const fb = Math.max(...fbs);
  const want = expectedTiming(shape);
  if (nfb !== want.nfb) problems.push(`${nfb} cycles a block without feedback, expected ${want.nfb}`);
  if (fbs.some((x) => x !== want.fb))
    problems.push(`${fbs.join('/')} cycles a block with feedback, expected ${want.fb}`);
  const paper = elbirt[`${shape.arch}-${shape.k}${shape.arch === 'SP' ? `-${shape.m}` : ''}`];
  if (paper && (paper.nfb !== nfb || paper.fb !== fb))
    problems.push(`Elbirt et al. give ${paper.nfb} NFB / ${paper.fb} FB`);
  const keySetup = [...keySetups];
  const wantSetup = expectedKeySetup(shape);
  if (keySetup.length !== 1 || keySetup[0] !== wantSetup)
    problems.push(`key setup took ${keySetup.join('/') || 'no'} cycles, expected ${wantSetup}`);
  return {
    passed: problems.length === 0,
    problems,
    blocks,
    vectors,
    nfb,
    fb,
    stages,
    paper,
    keySetup: keySetup.join('/'),
  };
}

/**
 * Build and run the bench for each shape (two at a time). Resolves to
 * [{ shape, passed, problems, blocks, vectors, nfb, fb, keySetup, stages, paper, lint? }] in order.
 */
export async function runTwofishBenches({ outDir = defaultOutDir, shapes = twofishShapes, lint = false } = {}) {
  await ensureGolden();
  const golden = startGolden();
  fs.mkdirSync(outDir, { recursive: true });
  const version = (await capture('verilator', ['--version'])).stdout.trim();
  try {
    return await pool(shapes, 2, async (shape, i) => {
      const entry = { shape, passed: false, problems: [] };
      try {
        if (lint) {
          entry.lint = await lintShape(shape, golden);
          if (!entry.lint.ok) entry.problems.push(`lint:\n${entry.lint.output}`);
        }
        const binary = await buildShape(shape, outDir, version, golden);
        const plan = await scriptOf(shape, 0x2f15 + i, golden);
        const { code, stdout, stderr } = await model.run(binary, plan.script);
        const problems = entry.problems;
        Object.assign(entry, check(shape, stdout, plan));
        entry.problems = [...problems, ...entry.problems];
        if (code !== 0) entry.problems.push(`bench exited ${code}: ${tail(stderr || stdout, 5)}`);
      } catch (error) {
        entry.problems.push(error.message);
      }
      entry.passed = entry.problems.length === 0;
      return entry;
    });
  } finally {
    golden.close();
  }
}

const ecp5Cells = {
  luts: (t) => t === 'LUT4',
  muxes: (t) => t === 'PFUMX' || t === 'L6MUX21',
  ffs: (t) => t === 'TRELLIS_FF',
  lutram: (t) => t === 'TRELLIS_DPR16X4',
  bram: (t) => t === 'DP16KD',
};

/** The bench as hdl/tests/lib/core-bench.mjs runs it: a shape checks 400 random blocks. */
export const twofishBench = { cipher: 'Twofish', run: runTwofishBenches, minBlocks: 400 };

/** synth_ecp5 of a shape: LUT4, slice muxes, FFs, LUT RAM and block RAM. */
export async function synthEcp5(shape, { outDir = defaultOutDir } = {}) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const top = `cs_twofish_${shape.name.replaceAll('-', '_')}`;
  const wrapper = path.join(dir, `${top}.sv`);
  const ns = shape.arch === 'LU' ? 1 : shape.k * (shape.arch === 'SP' ? 2 : 1);
  fs.writeFileSync(
    wrapper,
    `// Generated by hdl/tb/twofish-core.mjs for the Yosys check: ${shape.name}. (Yosys 0.23 casts no
// integers to enums: the parameters are named.)
module ${top} (
  input logic clk_i, input logic rst_ni,
  input logic key_valid_i, output logic key_ready_o, input logic [255:0] key_i,
  input logic [1:0] key_len_i, input logic [7:0] key_bank_i,
  input logic in_valid_i, output logic in_ready_o, input logic [127:0] in_data_i,
  input logic [23:0] in_tag_i, input logic in_decrypt_i, input logic [3:0] in_bank_i, input logic [7:0] in_slot_i,
  output logic out_valid_o, input logic out_ready_i, output logic [127:0] out_data_o,
  output logic [23:0] out_tag_o, output logic [7:0] out_slot_o,
  output logic [${ns - 1}:0] probe_valid_o, output logic [${ns * 24 - 1}:0] probe_tag_o,
  output logic [${ns * 8 - 1}:0] probe_round_o
);
  twofish_core #(
    .KeyLen(twofish_pkg::KeyLen${shape.keyLen}),
    .Direction(twofish_pkg::${{ enc: 'DirEncrypt', dec: 'DirDecrypt', unified: 'DirUnified' }[shape.dir]}),
    .Arch(twofish_pkg::${{ LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline', SP: 'ArchSubPipeline' }[shape.arch]}),
    .K(${shape.k}), .M(${shape.m}),
    .SBox(twofish_pkg::${shape.sbox === 'tables' ? 'SBoxTables' : 'SBoxLogic'}),
    .KeySchedule(twofish_pkg::KeyScheduleOnline)
  ) u_core (.*);
endmodule
`,
  );
  const stat = path.join(dir, `${shape.name}.ecp5.json`);
  fs.rmSync(stat, { force: true });
  const script = `read_verilog -sv ${[...twofishSources(), wrapper].join(' ')}; synth_ecp5 -top ${top}; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const { code, stdout, stderr } = await capture('yosys', ['-q', '-p', script]);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0 || !fs.existsSync(stat)) return { ok: false, message: tail(stderr || stdout), seconds };
  const cells = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
  const sum = (pick) => Object.entries(cells).reduce((s, [t, n]) => s + (pick(t) ? n : 0), 0);
  const warnings = (stderr + stdout).split('\n').filter((l) => /warning|error/i.test(l));
  return {
    ok: true,
    luts: sum(ecp5Cells.luts),
    muxes: sum(ecp5Cells.muxes),
    ffs: sum(ecp5Cells.ffs),
    lutram: sum(ecp5Cells.lutram),
    bram: sum(ecp5Cells.bram),
    warnings,
    seconds,
  };
}

/** The shapes --yosys synthesises (128-bit keys, encryption, online). */
export const yosysShapes = [
  { dir: 'enc', arch: 'LU', k: 1, m: 0, sbox: 'logic', keyLen: 128, name: 'enc-LU-1-logic-128' },
  { dir: 'enc', arch: 'LU', k: 1, m: 0, sbox: 'tables', keyLen: 128, name: 'enc-LU-1-tables-128' },
  { dir: 'enc', arch: 'SP', k: 1, m: 1, sbox: 'tables', keyLen: 128, name: 'enc-SP-1-1-tables-128' },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = command({
    invocation: 'node hdl/tb/twofish-core.mjs',
    summary:
      "The Twofish core bench (hdl/tb/twofish_core_tb.sv, twofish_core_tb.cpp): one Verilator model per core shape, built into build/tb/twofish/ (cached by a hash of the sources, the shape and the Verilator version); checks Crypto++'s vectors, a stream under back-pressure with keys changed mid-stream against the golden model (sim-core through golden_blocks), the cycles a block with and without feedback against Elbirt et al.'s Twofish rows of Tables 2 and 3, and the key-setup cycles. Exits non-zero if any check fails.",
    options: {
      only: { type: 'string', value: 'names', description: 'comma-separated shape names (default: every shape)' },
      lint: { type: 'boolean', description: 'also run verilator --lint-only -Wall on each shape' },
      yosys: {
        type: 'boolean',
        description: 'also synthesise enc LU-1 (logic, tables) and SP-1-1 tables with synth_ecp5',
      },
    },
    examples: ['node hdl/tb/twofish-core.mjs', 'node hdl/tb/twofish-core.mjs --only enc-LU-1-logic --lint'],
  });
  const wanted = values.only?.split(',');
  const shapes = wanted ? twofishShapes.filter((s) => wanted.includes(s.name)) : twofishShapes;
  if (wanted && shapes.length !== wanted.length) {
    console.error(`unknown shape; the shapes are: ${twofishShapes.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  const results = await runTwofishBenches({ shapes, lint: values.lint });
  console.log('shape                               vectors  blocks  NFB (Elbirt)  FB (Elbirt)  key setup  stages');
  for (const r of results) {
    failed ||= !r.passed;
    const paper = r.paper ? [` (${r.paper.nfb})`, ` (${r.paper.fb})`] : ['', ''];
    console.log(
      `${r.passed ? 'PASS' : 'FAIL'} ${r.shape.name.padEnd(30)} ${String(r.vectors ?? 0).padStart(7)}  ${String(r.blocks ?? 0).padStart(6)}  ${`${r.nfb}${paper[0]}`.padEnd(12)}  ${`${r.fb}${paper[1]}`.padEnd(11)}  ${String(r.keySetup ?? '?').padEnd(9)}  ${r.stages?.[0] ?? '?'}`,
    );
    for (const p of r.problems) console.log(`     ${p.split('\n').join('\n     ')}`);
  }
  if (values.yosys) {
    for (const shape of yosysShapes) {
      const r = await synthEcp5(shape);
      failed ||= !r.ok;
      const figures = r.ok
        ? `LUT4 ${r.luts} (+${r.muxes} slice muxes), FF ${r.ffs}, LUT RAM ${r.lutram} DPR16X4, DP16KD ${r.bram}`
        : r.message;
      console.log(
        `${r.ok ? 'OK  ' : 'FAIL'} yosys ecp5 ${shape.name.padEnd(24)} ${figures}  (${r.seconds.toFixed(0)} s)`,
      );
      if (r.ok && r.warnings.length) console.log(`     ${r.warnings.join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
