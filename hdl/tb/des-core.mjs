// Runner of the Triple DES core bench (hdl/tb/des_core_tb.sv, des_core_tb.cpp), modeled on
// rc6-core.mjs: builds one Verilator model per core shape into build/tb/des/ (cached by a hash
// of the sources, the shape and the Verilator version), then for each shape
//   - runs NIST's TDES known answers for ECB (vectors/nist/tdes/TECB*.rsp, CAVS 11.1: the
//     variable-key, variable-text, permutation, substitution-table KATs and the three
//     multi-block message tests, one per keying option), encrypting plaintext to ciphertext and
//     decrypting ciphertext to plaintext as its direction allows, each record's key into the
//     next of the core's banks in turn; the expected results are the files' own;
//   - streams blocks of every bank under random back-pressure and input gaps, with keys
//     changed mid-stream (a bank rewritten while blocks of the others go on), and checks every
//     result, tag and slot, in order, against the golden model, sim-core's TripleDes, through
//     sim-core/examples/golden_blocks.rs (`tdes` lines; hdl/tb/golden-blocks.mjs);
//   - measures cycles a block without feedback (a stream of independent blocks), with feedback
//     (each result the next input in the cycle it appears: CBC's wait) and over s streams each
//     with its own feedback (multi-stream CBC: 16 streams for PP-16), against Chodowiec et
//     al.'s figures (Sec. 4: 48 cycles a block in CBC for the basic iterative
//     architecture; 16 streams in flight in the extended one, 48 cycles a block each, so 3
//     cycles a block over them) and against 48/k and the pipeline depth;
//   - measures the key's latency: cycles from a key handshake to the first in which a block
//     can enter (1: PC-1 on the way into the bank, the round keys on the fly).
//
//   node hdl/tb/des-core.mjs              every shape, one line each, and the table
//   node hdl/tb/des-core.mjs --only unified-LU-1-3in1,unified-PP-16-3in1
//   node hdl/tb/des-core.mjs --lint       also verilator --lint-only -Wall on each shape
//   node hdl/tb/des-core.mjs --yosys      also synth_ecp5 of LU-1 and PP-16
// Exits non-zero if any check fails.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { command } from '../../scripts/lib/cli.mjs';
import { pool, run } from '../../scripts/lib/run.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { verilatedBench } from './verilated-bench.mjs';
import { renderTop } from '../top.mjs';
import { coreSources, hdlDir, verilatorWaivers } from '../cores.mjs';
import { ensureGolden, startGolden, under } from './golden-blocks.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..');
const vectorDir = path.join(repoRoot, 'vectors', 'nist', 'tdes');
const defaultOutDir = path.join(repoRoot, 'build', 'tb', 'des');

const dirs = { enc: 0, dec: 1, unified: 2 };
const archs = { LU: 0, PP: 1 };
const keyLens = { 64: 0, 128: 1, 192: 2, '3in1': 3 };
const rounds = 48;

/**
 * Chodowiec et al., Sec. 4 and 6: cycles a block with feedback (CBC), and over
 * `streams` independent streams each with its own feedback (multi-stream CBC).
 *   LU-1   the basic iterative architecture (Fig. 6): one DES round iterated 48 times, "48
 *          clock cycles, exactly as many as the number of the cipher rounds".
 *   PP-16  the extended architecture (Fig. 7): single DES unrolled with a register after every
 *          round, "up to 16 independent data streams"; 16 blocks each 48 cycles, so 3 cycles a
 *          block over the streams (their "around 1.5 Gbit/s": 64 bits / 3 cycles at 72 MHz).
 */
export const chodowiec = {
  'LU-1': { fb: 48, streams: 1, perBlock: 48 },
  'PP-16': { fb: 48, streams: 16, perBlock: 3 },
};

/** The shapes the bench builds: both directions and unified, every k dividing 16, the key lengths, 4 and 16 banks. */
export const desShapes = [
  { dir: 'unified', arch: 'LU', k: 1, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 16, keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 1, keyLen: 192 },
  { dir: 'dec', arch: 'LU', k: 1, keyLen: 128 },
  { dir: 'enc', arch: 'PP', k: 16, keyLen: '3in1' },
  { dir: 'dec', arch: 'PP', k: 16, keyLen: 64 },
  { dir: 'unified', arch: 'LU', k: 2, keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 4, keyLen: '3in1' },
  { dir: 'unified', arch: 'LU', k: 16, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 2, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 4, keyLen: '3in1', banks: 16 },
  { dir: 'enc', arch: 'PP', k: 8, keyLen: '3in1' },
].map((s) => ({ banks: 4, ...s, name: shapeName({ banks: 4, ...s }) }));

function shapeName({ dir, arch, k, keyLen, banks }) {
  return `${dir}-${arch}-${k}-${keyLen}${banks !== 4 ? `-${banks}banks` : ''}`;
}

/** Cycles a block we expect: without feedback, with, and over the streams of the streams test. */
export function expectedTiming({ arch, k }, s = 1) {
  const fb = arch === 'LU' ? rounds / k : rounds;
  // A stream's period over s streams: the loop holds one block (LU) or k (PP), served in turn.
  const perStream = fb * Math.max(1, s / (arch === 'LU' ? 1 : k));
  return { nfb: rounds / k, fb, perBlock: rounds / k, perStream };
}

/** Streams of the multi-stream measurement: 16 for PP-16 (the paper's), k for PP-k, 2 for LU. */
const streamsOf = (shape) => (shape.arch === 'PP' ? Math.max(shape.k, 2) : 2);

/** RTL of the family, packages first: its core's manifest (hdl/ciphers.mjs coreFiles), the shared plumbing included. */
export function desSources() {
  return coreSources('des').map((f) => path.join(hdlDir, f));
}

const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

const parameters = (shape) => [
  `-GKeyLenSel=${keyLens[shape.keyLen]}`,
  `-GDirSel=${dirs[shape.dir]}`,
  `-GArchSel=${archs[shape.arch]}`,
  `-GK=${shape.k}`,
  `-GNumBanks=${shape.banks}`,
];

const model = verilatedBench({ cipher: 'des', sources: desSources });

/**
 * NIST's TDES ECB known answers: [{ file, keys: [k1, k2, k3] (hex), plaintext, ciphertext }]
 * with multi-block messages as they are (hex, whole blocks). A KAT's KEYs is K1 = K2 = K3.
 */
export function readVectors() {
  const files = [
    'TECBvarkey',
    'TECBvartext',
    'TECBinvperm',
    'TECBpermop',
    'TECBsubtab',
    'TECBMMT1',
    'TECBMMT2',
    'TECBMMT3',
  ];
  const records = [];
  for (const file of files) {
    let record = null;
    for (const line of fs.readFileSync(path.join(vectorDir, `${file}.rsp`), 'utf8').split('\n')) {
      const m = line.trim().match(/^(\w+) = ([0-9a-fA-F]+)$/);
      if (!m) continue;
      const [, field, value] = m;
      if (field === 'COUNT') {
        record = { file, keys: [] };
        records.push(record);
      } else if (field === 'KEYs') record.keys = [value, value, value];
      else if (/^KEY[123]$/.test(field)) record.keys[Number(field[3]) - 1] = value;
      else if (field === 'PLAINTEXT') record.plaintext = value.toLowerCase();
      else if (field === 'CIPHERTEXT') record.ciphertext = value.toLowerCase();
    }
  }
  return records;
}

/**
 * The key bundle a shape takes for keys K1, K2, K3 (hex): the shortest the keys allow (8 bytes
 * when all equal, 16 when K3 = K1, else 24) on a 3-in-1 core, its own length on a fixed one
 * (null if the keys do not fit it).
 */
function bundleFor(shape, [k1, k2, k3]) {
  const shortest = k1 === k2 && k2 === k3 ? 8 : k1 === k3 ? 16 : 24;
  const bytes = shape.keyLen === '3in1' ? shortest : shape.keyLen / 8;
  if (bytes < shortest) return null;
  return Buffer.from([k1, k2, k3].slice(0, bytes / 8).join(''), 'hex');
}

const keyCode = { 16: 0, 24: 1, 8: 2 };
const keyLine = (bundle, bank) => `key ${hex(bundle).padEnd(64, '0')} ${keyCode[bundle.length]} ${bank}`;
const keySizes = (shape) => (shape.keyLen === '3in1' ? [8, 16, 24] : [shape.keyLen / 8]);
const directions = (shape) => (shape.dir === 'unified' ? [0, 1] : [shape.dir === 'dec' ? 1 : 0]);

/** Build the script of one shape and what each output must be (the golden model's results, or a vector's). */
async function scriptOf(shape, seed, golden) {
  const lines = [];
  const expected = []; // per `run`: [{ tag, slot, data }] in order (data a promise until the end)
  const chains = []; // per `chain`: { n, decrypt, data }
  let streamsPlan;
  let tag = 1;
  const rng = xorshift32(seed);
  let batch = [];
  const block = (cipher, decrypt, input, bank) => {
    const slot = rng.next() & 0xff;
    lines.push(`block ${input} ${tag} ${slot} ${decrypt} ${bank}`);
    batch.push({ tag, slot, data: decrypt ? cipher.decrypt(input) : cipher.encrypt(input) });
    tag = (tag + 1) & 0xffffff;
  };
  const runLine = (ready, offer) => {
    lines.push(`run ${ready} ${offer} ${rng.next() & 0x7fffffff}`);
    expected.push(batch);
    batch = [];
  };
  const randomBundle = (bytes) => Buffer.from(rng.bytes(bytes));

  // 1. Every NIST record the shape's key lengths allow, in each direction it has, each
  //    record's key in the next bank in turn (a bank is rewritten once its blocks are out).
  let bank = 0;
  let vectorBlocks = 0;
  for (const v of readVectors()) {
    const bundle = bundleFor(shape, v.keys);
    if (!bundle) continue;
    lines.push(keyLine(bundle, bank));
    const blocks = (text) => text.match(/.{16}/g);
    const pt = blocks(v.plaintext);
    const ct = blocks(v.ciphertext);
    for (const decrypt of directions(shape)) {
      pt.forEach((p, i) => {
        const want = { encrypt: () => ct[i], decrypt: () => p };
        block(want, decrypt, decrypt ? ct[i] : p, bank);
        vectorBlocks++;
      });
    }
    bank = (bank + 1) % shape.banks;
  }
  runLine(100, 100);
  const vectorRuns = [0, 1];

  // 2. A stream under back-pressure over every bank, with keys changed mid-stream: a new key
  //    into some bank every 25 blocks (it waits for that bank's blocks in flight; the other
  //    banks' blocks go on behind it in the queue, as the harness orders them).
  const bankKeys = [];
  const dirsOf = directions(shape);
  const sizes = keySizes(shape);
  for (let b = 0; b < shape.banks; b++) {
    bankKeys[b] = randomBundle(sizes[b % sizes.length]);
    lines.push(keyLine(bankKeys[b], b));
  }
  for (let i = 0; i < 300; i++) {
    if (i % 25 === 24) {
      const b = rng.next() % shape.banks;
      bankKeys[b] = randomBundle(sizes[rng.next() % sizes.length]);
      lines.push(keyLine(bankKeys[b], b));
    }
    const b = rng.next() % shape.banks;
    block(under(golden, 'tdes', bankKeys[b]), dirsOf[rng.next() % dirsOf.length], hex(rng.bytes(8)), b);
  }
  runLine(60, 70);

  // 3. Cycles a block without feedback: a long stream, every port always ready.
  const key = randomBundle(sizes.at(-1));
  lines.push(keyLine(key, 0));
  const cipher = under(golden, 'tdes', key);
  for (let b = 0; b < 160; b++) block(cipher, dirsOf[0], hex(rng.bytes(8)), 0);
  runLine(100, 100);
  const nfbRun = expected.length - 1;

  // 4. With feedback: each result the next input, in the cycle it appears.
  const n = 6;
  for (const decrypt of dirsOf) {
    let data = hex(rng.bytes(8));
    const start = data;
    for (let i = 0; i < n; i++) data = await (decrypt ? cipher.decrypt(data) : cipher.encrypt(data));
    lines.push(`chain ${n} ${decrypt} 0 ${start}`);
    chains.push({ n, decrypt, data });
  }

  // 5. Multi-stream feedback: s streams, each result fed back to its own stream.
  {
    const s = streamsOf(shape);
    const per = 4;
    const decrypt = dirsOf[0];
    const starts = Array.from({ length: s }, () => hex(rng.bytes(8)));
    const finals = [];
    for (const start of starts) {
      let data = start;
      for (let i = 0; i < per; i++) data = await (decrypt ? cipher.decrypt(data) : cipher.encrypt(data));
      finals.push(data);
    }
    lines.push(`streams ${s} ${per} ${decrypt} 0 ${starts.join(' ')}`);
    streamsPlan = { s, per, finals };
  }

  // 6. The key's latency: a handshake, then the cycles until a block can enter.
  const setupKey = randomBundle(sizes.at(-1));
  lines.push(`setup ${hex(setupKey).padEnd(64, '0')} ${keyCode[setupKey.length]} 1`);

  for (const want of expected) for (const w of want) w.data = await w.data;
  return { script: lines.join('\n') + '\n', expected, chains, streamsPlan, nfbRun, vectorRuns, vectorBlocks };
}

/** Check one shape's output against its script. */
function check(shape, stdout, { expected, chains, streamsPlan, nfbRun, vectorRuns }) {
  const problems = [];
  const runs = [];
  let current = [];
  const chainResults = [];
  const streamResults = [];
  let streamsLine = null;
  let stages = null;
  let setup = null;
  for (const line of stdout.split('\n')) {
    const [op, ...f] = line.split(' ');
    if (op === 'out') current.push({ tag: Number(f[0]), slot: Number(f[1]), data: f[2], cycle: Number(f[3]) });
    else if (op === 'chain') chainResults.push({ first: Number(f[0]), last: Number(f[1]), data: f[2] });
    else if (op === 'stream') streamResults.push({ first: Number(f[1]), last: Number(f[2]), data: f[3] });
    else if (op === 'streams') streamsLine = { nth: Number(f[0]), last: Number(f[1]), outputs: Number(f[2]) };
    else if (op === 'stages') stages = f;
    else if (op === 'setup') setup = Number(f[0]);
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
      } else {
        blocks++;
        if (r >= vectorRuns[0] && r < vectorRuns[1]) vectors++;
      }
    });
  });
  // Steady state without feedback: the last whole bursts of the stream (a loop of k
  // registers takes k blocks back to back, then none until the first of them leaves).
  const nfbCycles = runs[nfbRun]?.map((o) => o.cycle) ?? [];
  const inFlight = shape.arch === 'LU' ? 1 : shape.k;
  const window = Math.floor(nfbCycles.length / 2 / inFlight) * inFlight;
  const nfb = window > 0 ? (nfbCycles.at(-1) - nfbCycles.at(-1 - window)) / window : NaN;
  const fbs = chains.map((c, i) => {
    const got = chainResults[i];
    if (!got) {
      problems.push(`chain ${i}: no result`);
      return NaN;
    }
    if (got.data !== c.data) problems.push(`chain ${i} (decrypt ${c.decrypt}): ${got.data}, expected ${c.data}`);
    else blocks += c.n;
    return (got.last - got.first) / (c.n - 1);
  });
  const fb = Math.max(...fbs);
  // Multi-stream: each stream's own period, and the cycles a block over all of them from the
  // s-th result (the first burst out) to the last.
  const { s, per, finals } = streamsPlan;
  streamResults.forEach((got, i) => {
    if (got.data !== finals[i]) problems.push(`stream ${i}: ${got.data}, expected ${finals[i]}`);
    else blocks += per;
  });
  if (streamResults.length !== s) problems.push(`${streamResults.length} of ${s} streams`);
  const perStream = Math.max(...streamResults.map((g) => (g.last - g.first) / (per - 1)));
  const perBlock = streamsLine ? (streamsLine.last - streamsLine.nth) / (s * per - s) : NaN;
  const want = expectedTiming(shape, s);
  if (perStream !== want.perStream)
    problems.push(`${perStream} cycles a block in each of ${s} streams, expected ${want.perStream}`);
  if (nfb !== want.nfb) problems.push(`${nfb} cycles a block without feedback, expected ${want.nfb}`);
  if (fbs.some((x) => x !== want.fb))
    problems.push(`${fbs.join('/')} cycles a block with feedback, expected ${want.fb}`);
  if (perBlock !== want.perBlock)
    problems.push(`${perBlock} cycles a block over ${s} streams, expected ${want.perBlock}`);
  const paper = chodowiec[`${shape.arch}-${shape.k}`];
  if (paper && (paper.fb !== fb || (paper.streams === s && paper.perBlock !== perBlock)))
    problems.push(`Chodowiec et al. give ${paper.fb} with feedback, ${paper.perBlock} over ${paper.streams} streams`);
  if (setup !== 1) problems.push(`key latency ${setup} cycles, expected 1`);
  return {
    passed: problems.length === 0,
    problems,
    blocks,
    vectors,
    nfb,
    fb,
    s,
    perStream,
    perBlock,
    stages,
    paper,
    setup,
  };
}

/**
 * Build and run the bench for each shape (one Verilator build at a time: `lanes`). Resolves to
 * [{ shape, passed, problems, blocks, vectors, nfb, fb, s, perStream, perBlock, setup, stages, paper, lint? }].
 */
export async function runDesBenches({ outDir = defaultOutDir, shapes = desShapes, lint = false, lanes = 1 } = {}) {
  await ensureGolden();
  const golden = startGolden();
  fs.mkdirSync(outDir, { recursive: true });
  const version = (await capture('verilator', ['--version'])).stdout.trim();
  try {
    return await pool(shapes, lanes, async (shape, i) => {
      const entry = { shape, passed: false, problems: [] };
      try {
        if (lint) {
          entry.lint = await model.lint(parameters(shape));
          if (!entry.lint.ok) entry.problems.push(`lint:\n${entry.lint.output}`);
          const top = await lintModeTop(shape, { outDir });
          if (!top.ok) entry.problems.push(`lint of cs_top (cs_mode + des_core):\n${top.output}`);
          entry.lint.ok &&= top.ok;
        }
        const binary = await model.build(shape.name, parameters(shape), outDir, version);
        const plan = await scriptOf(shape, 0xde5 + i, golden);
        const { code, stdout, stderr } = await model.run(binary, plan.script);
        Object.assign(entry, check(shape, stdout, plan));
        if (code !== 0) entry.problems.push(`bench exited ${code}: ${tail(stderr || stdout, 5)}`);
        if (lint && !entry.lint.ok) entry.problems.push('lint failed');
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

/** The bench as hdl/tests/lib/core-bench.mjs runs it: a shape checks 500 results or more. */
export const desBench = { cipher: 'Triple DES', run: runDesBenches, minBlocks: 500 };

/** synth_ecp5 of a shape: LUT4, slice muxes, FFs. */
export async function synthEcp5(shape, { outDir = defaultOutDir } = {}) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const top = `cs_des_${shape.name.replaceAll('-', '_')}`;
  const wrapper = path.join(dir, `${top}.sv`);
  const ns = shape.arch === 'LU' ? 1 : shape.k;
  fs.writeFileSync(
    wrapper,
    `// Generated by hdl/tb/des-core.mjs for the Yosys check: ${shape.name}. (Yosys 0.23 casts no
// integers to enums: the parameters are named.)
module ${top} (
  input logic clk_i, input logic rst_ni,
  input logic key_valid_i, output logic key_ready_o, input logic [255:0] key_i,
  input logic [1:0] key_len_i, input logic [7:0] key_bank_i,
  input logic in_valid_i, output logic in_ready_o, input logic [63:0] in_data_i,
  input logic [23:0] in_tag_i, input logic in_decrypt_i, input logic [3:0] in_bank_i, input logic [7:0] in_slot_i,
  output logic out_valid_o, input logic out_ready_i, output logic [63:0] out_data_o,
  output logic [23:0] out_tag_o, output logic [7:0] out_slot_o,
  output logic [${ns - 1}:0] probe_valid_o, output logic [${ns * 24 - 1}:0] probe_tag_o,
  output logic [${ns * 8 - 1}:0] probe_round_o
);
  des_core #(
    .KeyLen(des_pkg::KeyLen${shape.keyLen}),
    .Direction(des_pkg::${{ enc: 'DirEncrypt', dec: 'DirDecrypt', unified: 'DirUnified' }[shape.dir]}),
    .Arch(des_pkg::${{ LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline' }[shape.arch]}),
    .K(${shape.k}),
    .NumBanks(${shape.banks})
  ) u_core (.*);
endmodule
`,
  );
  const stat = path.join(dir, `${shape.name}.ecp5.json`);
  fs.rmSync(stat, { force: true });
  const script = `read_verilog -sv ${[...desSources(), wrapper].join(' ')}; synth_ecp5 -top ${top}; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const { code, stdout, stderr } = await capture('yosys', ['-q', '-p', script]);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0 || !fs.existsSync(stat)) return { ok: false, message: tail(stderr || stdout), seconds };
  const cells = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
  const sum = (pick) => Object.entries(cells).reduce((n, [t, c]) => n + (pick(t) ? c : 0), 0);
  const warnings = (stderr + stdout).split('\n').filter((l) => /warning|error/i.test(l));
  // An identifier Yosys could not resolve becomes an undriven wire: the netlist is wrong.
  const fatal = warnings.filter((l) => /implicitly declared|no driver/i.test(l));
  if (fatal.length) return { ok: false, message: fatal.join('\n'), seconds };
  return {
    ok: true,
    luts: sum((t) => t === 'LUT4'),
    muxes: sum((t) => t === 'PFUMX' || t === 'L6MUX21'),
    ffs: sum((t) => t === 'TRELLIS_FF'),
    rams: sum((t) => t === 'TRELLIS_DPR16X4' || t === 'DP16KD'),
    warnings,
    seconds,
  };
}

/**
 * The lab's generated top level `cs_top` (hdl/top.mjs renderTop) around this core: the mode
 * wrapper cs_mode with 64-bit blocks and the run-time mode (every mode, multi-stream CBC with
 * up to 64 chains) beside des_core, wired exactly as the lab wires every core. top.mjs has no
 * Triple DES entry yet (hdl/doc/des.md), so the text is rendered for an RC6 configuration with
 * 64-bit blocks and the core's module, parameters and latency are put in place of RC6's; the
 * port connections are top.mjs's own. Checks that a later step can put the core behind
 * cs_mode unchanged.
 */
export function modeTop(shape) {
  const text = renderTop({
    id: `des-${shape.name}`,
    cipher: 'rc6',
    mode: { kind: 'all' },
    blockBits: 64,
    registerStages: shape.arch === 'LU' ? 1 : shape.k,
    keySize: 128,
    direction: 'unified',
    architecture: { kind: 'LU', k: 1, m: 0 },
    sbox: 'squarer',
    keySchedule: 'online',
  });
  const arch = { LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline' }[shape.arch];
  const parameters = [
    `    .KeyLen   (des_pkg::KeyLen${shape.keyLen})`,
    `    .Direction(des_pkg::${{ enc: 'DirEncrypt', dec: 'DirDecrypt', unified: 'DirUnified' }[shape.dir]})`,
    `    .Arch     (des_pkg::${arch})`,
    `    .K        (${shape.k})`,
    `    .M        (0)`,
    `    .NumBanks (${shape.banks})`,
  ].join(',\n');
  const core = / {2}rc6_core #\(\n[\s\S]*?\n {2}\) u_core \(/;
  const latency = /rc6_arch_pkg::core_latency\([^)]*\)/;
  if (!core.test(text) || !latency.test(text))
    throw new Error('hdl/top.mjs renders cs_top differently: update modeTop');
  return text
    .replace(core, `  des_core #(\n${parameters}\n  ) u_core (`)
    .replace(latency, `des_arch_pkg::core_latency(des_pkg::${arch}, ${shape.k})`)
    .replace(
      /^\/\/ Generated by .*$/m,
      `// Generated by hdl/tb/des-core.mjs (modeTop) for ${shape.name}; do not edit.`,
    );
}

/** Write modeTop(shape) under outDir; resolves to its path and the files that go with it. */
function writeModeTop(shape, outDir) {
  const dir = path.join(outDir, 'cs_top', shape.name);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'cs_top.sv');
  fs.writeFileSync(file, modeTop(shape));
  return { file, sources: [...desSources(), file] };
}

/** verilator --lint-only -Wall of cs_top with cs_mode and des_core (probe names compiled in). */
export async function lintModeTop(shape, { outDir = defaultOutDir } = {}) {
  const { sources } = writeModeTop(shape, outDir);
  const r = await capture(
    'verilator',
    ['--lint-only', '-Wall', '-DCS_PROBE_NAMES', verilatorWaivers, ...sources, '--top-module', 'cs_top'],
    { cwd: repoRoot },
  );
  return { ok: r.code === 0, output: tail(r.stderr + r.stdout) };
}

/** Yosys 0.23 reads and elaborates cs_top with cs_mode and des_core (hdl/yosys.mjs's `accept`). */
export async function yosysModeTop(shape, { outDir = defaultOutDir } = {}) {
  const { sources } = writeModeTop(shape, outDir);
  const script = `read_verilog -sv ${sources.join(' ')}; hierarchy -check -top cs_top; proc; opt_clean; check -assert`;
  const r = await capture('yosys', ['-q', '-p', script]);
  const fatal = (r.stderr + r.stdout).split('\n').filter((l) => /ERROR|implicitly declared|no driver/i.test(l));
  return { ok: r.code === 0 && fatal.length === 0, output: tail(fatal.join('\n') || r.stderr + r.stdout) };
}

/** The shapes --yosys synthesises: Chodowiec et al.'s two, unified, 3-in-1 keys, four banks. */
export const yosysShapes = desShapes.filter((s) => ['unified-LU-1-3in1', 'unified-PP-16-3in1'].includes(s.name));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = command({
    invocation: 'node hdl/tb/des-core.mjs',
    summary:
      "The Triple DES core bench (hdl/tb/des_core_tb.sv, des_core_tb.cpp): one Verilator model per core shape, built into build/tb/des/ (cached by a hash of the sources, the shape and the Verilator version); checks NIST's TDES ECB known answers (vectors/nist/tdes/TECB*.rsp), a stream over the key banks under back-pressure with keys changed mid-stream against sim-core's TripleDes (sim-core/examples/golden_blocks.rs), the cycles a block without feedback, with feedback and over several streams against Chodowiec et al. (48 in CBC; 16 streams, 3 cycles a block, for Fig. 7's PP-16), and the key's latency. Exits non-zero if any check fails.",
    options: {
      only: { type: 'string', value: 'names', description: 'comma-separated shape names (default: every shape)' },
      lint: { type: 'boolean', description: 'also run verilator --lint-only -Wall on each shape' },
      yosys: { type: 'boolean', description: 'also synthesise LU-1 and PP-16 (unified, 3-in-1 keys), synth_ecp5' },
    },
    examples: ['node hdl/tb/des-core.mjs', 'node hdl/tb/des-core.mjs --only unified-LU-1-3in1 --lint'],
  });
  const wanted = values.only?.split(',');
  const shapes = wanted ? desShapes.filter((s) => wanted.includes(s.name)) : desShapes;
  if (wanted && shapes.length !== wanted.length) {
    console.error(`unknown shape; the shapes are: ${desShapes.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  const results = await runDesBenches({ shapes, lint: values.lint });
  console.log(
    '     shape                        blocks  vectors  NFB   FB (Chodowiec)  streams  per stream  per block (Chodowiec)  key  stages',
  );
  for (const r of results) {
    failed ||= !r.passed;
    const paper = r.paper ? [` (${r.paper.fb})`, ` (${r.paper.perBlock} over ${r.paper.streams})`] : ['', ''];
    console.log(
      `${r.passed ? 'PASS' : 'FAIL'} ${r.shape.name.padEnd(28)} ${String(r.blocks ?? 0).padStart(6)}  ${String(r.vectors ?? 0).padStart(7)}  ${String(r.nfb).padEnd(4)}  ${`${r.fb}${paper[0]}`.padEnd(14)}  ${String(r.s ?? '?').padStart(7)}  ${String(r.perStream).padStart(10)}  ${`${r.perBlock}${paper[1]}`.padEnd(21)}  ${String(r.setup ?? '?').padStart(3)}  ${r.stages?.[0] ?? '?'}`,
    );
    for (const p of r.problems) console.log(`     ${p.split('\n').join('\n     ')}`);
  }
  if (values.yosys) {
    for (const shape of yosysShapes) {
      const accept = await yosysModeTop(shape);
      failed ||= !accept.ok;
      console.log(
        `${accept.ok ? 'OK  ' : 'FAIL'} yosys accepts cs_top (cs_mode, 64-bit blocks) + des_core ${shape.name}`,
      );
      if (!accept.ok) console.log(`     ${accept.output.split('\n').join('\n     ')}`);
    }
    for (const shape of yosysShapes) {
      const r = await synthEcp5(shape);
      failed ||= !r.ok;
      const figures = r.ok ? `LUT4 ${r.luts} (+${r.muxes} slice muxes), FF ${r.ffs}, RAM ${r.rams}` : r.message;
      console.log(
        `${r.ok ? 'OK  ' : 'FAIL'} yosys ecp5 ${shape.name.padEnd(22)} ${figures}  (${r.seconds.toFixed(0)} s)`,
      );
      if (r.ok && r.warnings.length) console.log(`     ${r.warnings.join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
