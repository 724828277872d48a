// Runner of the RC6 core bench (hdl/tb/rc6_core_tb.sv, rc6_core_tb.cpp), modeled on
// serpent-core.mjs: builds one Verilator model per core shape into build/tb/rc6/ (cached by a
// hash of the sources, the shape and the Verilator version), then for each shape
//   - runs every Crypto++ vector line its key sizes allow (vectors/rc6/cryptopp-rc6val.dat,
//     read through vectors/known-answers.mjs), encrypting plaintext to ciphertext and
//     decrypting ciphertext to plaintext as its direction allows; the expected results are the
//     vector file's own;
//   - streams blocks back to back under random back-pressure and random input gaps, with keys
//     changed mid-stream, and checks every result, tag and slot, in order, against the golden
//     model, sim-core's Rc6, through sim-core/examples/golden_blocks.rs (RC6 is not in the
//     WebAssembly build yet): the runner spawns it once and asks it line by line;
//   - measures cycles a block without feedback (steady state of a stream) and with feedback
//     (each result offered as the next input in the cycle it appears), against Elbirt et al.'s
//     Tables 2 and 3 (RC6 rows) and against 20/k and the pipeline depth;
//   - measures the key setup (online shapes): cycles from a key handshake to the first cycle
//     a block can enter.
// Offline shapes get their 11 round-key blocks from golden_blocks (`rc6 roundkeys <key>`), one
// key handshake each (key_bank_i = block index); one shape has a key's round keys baked in.
//
//   node hdl/tb/rc6-core.mjs              every shape, one line each, and the table
//   node hdl/tb/rc6-core.mjs --only enc-LU-1-online-sq,dec-LU-1-online-sq
//   node hdl/tb/rc6-core.mjs --lint       also verilator --lint-only -Wall on each shape
//   node hdl/tb/rc6-core.mjs --yosys      also synth_ecp5 of enc LU-1 with each multiplier
// Exits non-zero if any check fails. Builds golden_blocks first (cargo, release) if it is
// missing or older than sim-core's RC6 sources.

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
const defaultOutDir = path.join(repoRoot, 'build', 'tb', 'rc6');

const dirs = { enc: 0, dec: 1, unified: 2 };
const archs = { LU: 0, PP: 1, SP: 2 };
const keyLens = { 128: 0, 192: 1, 256: 2, '3in1': 3 };
const muls = { sq: 0, star: 1, arr: 2 };
const rounds = 20;

/** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): RC6 cycles a block, every row. */
export const elbirt = {
  'LU-1': { nfb: 20, fb: 20 },
  'LU-2': { nfb: 10, fb: 10 },
  'LU-4': { nfb: 5, fb: 5 },
  'LU-5': { nfb: 4, fb: 4 },
  'LU-10': { nfb: 2, fb: 2 },
  'PP-2': { nfb: 10, fb: 20 },
  'PP-4': { nfb: 5, fb: 20 },
  'PP-5': { nfb: 4, fb: 20 },
  'PP-10': { nfb: 2, fb: 20 },
  'SP-1-1': { nfb: 20, fb: 40 },
  'SP-2-1': { nfb: 10, fb: 40 },
  'SP-4-1': { nfb: 5, fb: 40 },
  'SP-5-1': { nfb: 4, fb: 40 },
  'SP-10-1': { nfb: 2, fb: 40 },
  'SP-1-2': { nfb: 20, fb: 60 },
  'SP-2-2': { nfb: 10, fb: 60 },
  'SP-4-2': { nfb: 5, fb: 60 },
  'SP-5-2': { nfb: 4, fb: 60 },
  'SP-10-2': { nfb: 2, fb: 60 },
};

// The 128-bit all-zero key of the vectors, whose round keys one offline shape has baked in.
const bakedKey = new Uint8Array(16);

/** The shapes the bench builds: both multipliers, all directions, both schedules, Elbirt's kinds of rows. */
export const rc6Shapes = [
  { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
  { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'star' },
  { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'arr' },
  { dir: 'unified', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
  { dir: 'dec', arch: 'LU', k: 1, schedule: 'online', keyLen: 128, mul: 'sq' },
  { dir: 'enc', arch: 'LU', k: 2, schedule: 'online', keyLen: 192, mul: 'sq' },
  { dir: 'enc', arch: 'LU', k: 5, schedule: 'online', keyLen: 256, mul: 'sq' },
  { dir: 'enc', arch: 'LU', k: 10, schedule: 'online', keyLen: '3in1', mul: 'star' },
  { dir: 'enc', arch: 'PP', k: 2, schedule: 'online', keyLen: '3in1', mul: 'sq' },
  { dir: 'enc', arch: 'PP', k: 10, schedule: 'online', keyLen: '3in1', mul: 'star' },
  { dir: 'enc', arch: 'SP', k: 1, m: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
  // A full pipeline (no row of Elbirt et al.'s: it did not fit their device), for the exit buffer.
  { dir: 'enc', arch: 'PP', k: 20, schedule: 'online', keyLen: 128, mul: 'star' },
  { dir: 'unified', arch: 'SP', k: 2, m: 2, schedule: 'online', keyLen: '3in1', mul: 'star' },
  { dir: 'dec', arch: 'PP', k: 4, schedule: 'offline', keyLen: 128, mul: 'sq' },
  { dir: 'unified', arch: 'LU', k: 1, schedule: 'offline', keyLen: 128, mul: 'sq', baked: true },
  // The rest of Elbirt et al.'s 19 rows, so that every row's cycles are measured on the RTL.
  { dir: 'enc', arch: 'LU', k: 4, schedule: 'online', keyLen: 128, mul: 'sq' },
  { dir: 'enc', arch: 'PP', k: 5, schedule: 'online', keyLen: 128, mul: 'sq' },
  ...[2, 4, 5, 10].map((k) => ({ dir: 'enc', arch: 'SP', k, m: 1, schedule: 'online', keyLen: 128, mul: 'sq' })),
  ...[1, 4, 5, 10].map((k) => ({ dir: 'enc', arch: 'SP', k, m: 2, schedule: 'online', keyLen: 128, mul: 'sq' })),
].map((s) => ({ m: 0, baked: false, ...s, name: shapeName(s) }));

function shapeName({ dir, arch, k, m, schedule, mul, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${schedule}-${mul}${baked ? '-baked' : ''}`;
}

/** Cycles a block we expect, without and with feedback. */
export function expectedTiming({ arch, k, m }) {
  if (arch === 'LU') return { nfb: rounds / k, fb: rounds / k };
  return { nfb: rounds / k, fb: rounds * (arch === 'SP' ? 1 + m : 1) };
}

/** RTL of the family, packages first: its core's manifest (hdl/ciphers.mjs coreFiles), the shared plumbing included. */
export function rc6Sources() {
  return coreSources('rc6').map((f) => path.join(hdlDir, f));
}

/**
 * Run a command; resolve with { code, stdout, stderr }, never reject: a failed or missing
 * command is a problem to report for its shape (code -1 if it could not start).
 */
const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));

const hex = (bytes) => Buffer.from(bytes).toString('hex');
const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** A key's 11 round-key blocks (S[4b..4b+3]) as 32 hex digits each, in a block's byte order. */
const roundKeysHex = (golden, key) => under(golden, 'rc6', key).roundKeys();

/** The -G parameters of a shape (a baked shape's round keys from the golden model). */
async function parameters(shape, golden) {
  const g = [
    `-GKeyLenSel=${keyLens[shape.keyLen]}`,
    `-GDirSel=${dirs[shape.dir]}`,
    `-GArchSel=${archs[shape.arch]}`,
    `-GK=${shape.k}`,
    `-GM=${shape.m}`,
    `-GScheduleSel=${shape.schedule === 'offline' ? 1 : 0}`,
    `-GMulSel=${muls[shape.mul]}`,
  ];
  if (shape.baked) g.push(`-GRoundKeys=1408'h${(await roundKeysHex(golden, bakedKey)).join('')}`);
  return g;
}

const model = verilatedBench({ cipher: 'rc6', sources: rc6Sources });

/** verilator --lint-only -Wall of one shape (with the probe names compiled in, as models are). */
async function lintShape(shape, golden) {
  return model.lint(await parameters(shape, golden));
}

/** Build (or reuse) the bench model of one shape; resolves to the binary's path. */
async function buildShape(shape, outDir, verilatorVersion, golden) {
  return model.build(shape.name, await parameters(shape, golden), outDir, verilatorVersion);
}

/** RC6's published known answers (vectors/known-answers.mjs), hex. */
export function readVectors() {
  const file = knownAnswerFiles.rc6;
  return readKnownAnswers('rc6', fs.readFileSync(path.join(repoRoot, file.path), 'utf8'));
}

/** Script lines that give a shape a key: one handshake online, 11 round-key blocks offline. */
async function keyLines(golden, shape, key) {
  if (shape.schedule === 'online') {
    const code = { 16: 0, 24: 1, 32: 2 }[key.length];
    return [`key ${hex(key).padEnd(64, '0')} ${code} 0`];
  }
  return (await roundKeysHex(golden, key)).map((k, i) => `key ${k}${'0'.repeat(32)} 0 ${i}`);
}

const keySizes = (shape) =>
  shape.keyLen === '3in1' || shape.schedule === 'offline' ? [16, 24, 32] : [shape.keyLen / 8];
const directions = (shape) => (shape.dir === 'unified' ? [0, 1] : [shape.dir === 'dec' ? 1 : 0]);

/** Build the script of one shape and what each output must be (the golden model's results, or a vector's). */
async function scriptOf(shape, seed, golden) {
  const lines = [];
  const expected = []; // per `run`: [{ tag, slot, data }] in order (data a promise until the end)
  const chains = []; // per `chain`: { n, decrypt, data }
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

  // A baked shape answers with its built-in round keys before any key handshake.
  if (shape.baked) {
    const cipher = under(golden, 'rc6', bakedKey);
    for (const decrypt of directions(shape)) block(cipher, decrypt, hex(rng.bytes(16)));
    runLine(100, 100);
  }

  // 1. Every vector line the shape's key sizes allow, in each direction it has, expecting the
  //    line's own plaintext and ciphertext.
  const firstVectorRun = expected.length;
  const vectors = readVectors().filter((v) => keySizes(shape).includes(v.key.length / 2));
  for (const v of vectors) {
    lines.push(...(await keyLines(golden, shape, Buffer.from(v.key, 'hex'))));
    const line = { encrypt: () => v.ciphertext, decrypt: () => v.plaintext };
    for (const decrypt of directions(shape)) block(line, decrypt, decrypt ? v.ciphertext : v.plaintext);
    runLine(100, 100);
  }

  // 2. A stream under back-pressure, with keys changed mid-stream (the key waits for the
  //    blocks of the previous key to come out: RC6's table is shared).
  const dirsOf = directions(shape);
  for (let segment = 0; segment < 6; segment++) {
    const sizes = keySizes(shape);
    const key = rng.bytes(sizes[segment % sizes.length]);
    lines.push(...(await keyLines(golden, shape, key)));
    const cipher = under(golden, 'rc6', key);
    for (let b = 0; b < 40; b++) block(cipher, dirsOf[rng.next() % dirsOf.length], hex(rng.bytes(16)));
  }
  runLine(60, 70);

  // 3. Cycles a block without feedback: a long stream, every port always ready.
  const key = rng.bytes(keySizes(shape).at(-1));
  lines.push(...(await keyLines(golden, shape, key)));
  const cipher = under(golden, 'rc6', key);
  for (let b = 0; b < 120; b++) block(cipher, dirsOf[0], hex(rng.bytes(16)));
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

  // 5. The key setup's latency (online: the 132 iterations; offline: one block's write).
  const setupKey = rng.bytes(keySizes(shape).at(-1));
  lines.push(`setup ${hex(setupKey).padEnd(64, '0')} ${{ 16: 0, 24: 1, 32: 2 }[setupKey.length]}`);

  for (const want of expected) for (const w of want) w.data = await w.data;
  return {
    script: lines.join('\n') + '\n',
    expected,
    chains,
    nfbRun,
    vectorRuns: [firstVectorRun, firstVectorRun + vectors.length],
  };
}

/** Check one shape's output against its script. */
function check(shape, stdout, { expected, chains, nfbRun, vectorRuns }) {
  const problems = [];
  const runs = [];
  let current = [];
  const chainResults = [];
  let stages = null;
  let setup = null;
  for (const line of stdout.split('\n')) {
    const [op, ...f] = line.split(' ');
    if (op === 'out') current.push({ tag: Number(f[0]), slot: Number(f[1]), data: f[2], cycle: Number(f[3]) });
    else if (op === 'chain') chainResults.push({ first: Number(f[0]), last: Number(f[1]), data: f[2] });
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
  const nfbCycles = runs[nfbRun]?.map((o) => o.cycle) ?? [];
  // Steady state: the last whole periods of the stream. A loop of k registers takes k blocks
  // in back to back, then none until the first of them leaves, so outputs come in bursts of
  // `inFlight`; a window of whole bursts averages them exactly.
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
    else blocks += c.n;
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
  const wantSetup = shape.schedule === 'online' ? 133 : 1;
  if (setup !== wantSetup) problems.push(`key setup ${setup} cycles, expected ${wantSetup}`);
  return { passed: problems.length === 0, problems, blocks, vectors, nfb, fb, stages, paper, setup };
}

/**
 * Build and run the bench for each shape (two at a time). Resolves to
 * [{ shape, passed, problems, blocks, vectors, nfb, fb, setup, stages, paper, lint? }] in order.
 */
export async function runRc6Benches({ outDir = defaultOutDir, shapes = rc6Shapes, lint = false, lanes = 2 } = {}) {
  await ensureGolden();
  const golden = startGolden();
  fs.mkdirSync(outDir, { recursive: true });
  const version = (await capture('verilator', ['--version'])).stdout.trim();
  try {
    return await pool(shapes, lanes, async (shape, i) => {
      const entry = { shape, passed: false, problems: [] };
      try {
        if (lint) {
          entry.lint = await lintShape(shape, golden);
          if (!entry.lint.ok) entry.problems.push(`lint:\n${entry.lint.output}`);
        }
        const binary = await buildShape(shape, outDir, version, golden);
        const plan = await scriptOf(shape, 0x5c6 + i, golden);
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

/** The bench as hdl/tests/lib/core-bench.mjs runs it: a shape checks 368 results or more. */
export const rc6Bench = { cipher: 'RC6', run: runRc6Benches, minBlocks: 360 };

const ecp5Cells = { luts: ['LUT4'], muxes: ['PFUMX', 'L6MUX21'], ffs: (t) => t === 'TRELLIS_FF' };

/** synth_ecp5 of a shape: LUT4, slice muxes, FFs, carry cells and MULT18X18D blocks. */
export async function synthEcp5(shape, { outDir = defaultOutDir } = {}) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const top = `cs_rc6_${shape.name.replaceAll('-', '_')}`;
  const wrapper = path.join(dir, `${top}.sv`);
  const ns = shape.arch === 'LU' ? 1 : shape.k * (shape.arch === 'SP' ? 1 + shape.m : 1);
  fs.writeFileSync(
    wrapper,
    `// Generated by hdl/tb/rc6-core.mjs for the Yosys check: ${shape.name}. (Yosys 0.23 casts no
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
  rc6_core #(
    .KeyLen(rc6_pkg::KeyLen${shape.keyLen}),
    .Direction(rc6_pkg::${{ enc: 'DirEncrypt', dec: 'DirDecrypt', unified: 'DirUnified' }[shape.dir]}),
    .Arch(rc6_pkg::${{ LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline', SP: 'ArchSubPipeline' }[shape.arch]}),
    .K(${shape.k}), .M(${shape.m}),
    .KeySchedule(rc6_pkg::${shape.schedule === 'offline' ? 'KeyScheduleOffline' : 'KeyScheduleOnline'}),
    .Mul(rc6_pkg::${shape.mul === 'star' ? 'MulStar' : 'MulSquarer'})
  ) u_core (.*);
endmodule
`,
  );
  const stat = path.join(dir, `${shape.name}.ecp5.json`);
  fs.rmSync(stat, { force: true });
  const script = `read_verilog -sv ${[...rc6Sources(), wrapper].join(' ')}; synth_ecp5 -top ${top}; tee -q -o ${stat} stat -json`;
  const started = Date.now();
  const { code, stdout, stderr } = await capture('yosys', ['-q', '-p', script]);
  const seconds = (Date.now() - started) / 1000;
  if (code !== 0 || !fs.existsSync(stat)) return { ok: false, message: tail(stderr || stdout), seconds };
  const cells = JSON.parse(fs.readFileSync(stat, 'utf8')).design.num_cells_by_type;
  const sum = (pick) => Object.entries(cells).reduce((s, [t, n]) => s + (pick(t) ? n : 0), 0);
  const warnings = (stderr + stdout).split('\n').filter((l) => /warning|error/i.test(l));
  return {
    ok: true,
    luts: sum((t) => ecp5Cells.luts.includes(t)),
    muxes: sum((t) => ecp5Cells.muxes.includes(t)),
    ffs: sum(ecp5Cells.ffs),
    carries: sum((t) => t === 'CCU2C'),
    mults: sum((t) => t === 'MULT18X18D'),
    warnings,
    seconds,
  };
}

/** The shapes --yosys synthesises: enc LU-1, online, 128-bit key, each multiplier. */
export const yosysShapes = ['sq', 'star'].map((mul) => ({
  dir: 'enc',
  arch: 'LU',
  k: 1,
  m: 0,
  schedule: 'online',
  keyLen: 128,
  mul,
  name: `enc-LU-1-online-${mul}-128`,
}));

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = command({
    invocation: 'node hdl/tb/rc6-core.mjs',
    summary:
      "The RC6 core bench (hdl/tb/rc6_core_tb.sv, rc6_core_tb.cpp): one Verilator model per core shape, built into build/tb/rc6/ (cached by a hash of the sources, the shape and the Verilator version); checks Crypto++'s rc6val.dat, a stream under back-pressure with keys changed mid-stream against sim-core (sim-core/examples/golden_blocks.rs), the cycles a block with and without feedback against Elbirt et al.'s Tables 2 and 3, and the key setup's cycles. Exits non-zero if any check fails.",
    options: {
      only: { type: 'string', value: 'names', description: 'comma-separated shape names (default: every shape)' },
      lint: { type: 'boolean', description: 'also run verilator --lint-only -Wall on each shape' },
      yosys: { type: 'boolean', description: 'also synthesise enc LU-1 (online) with each multiplier, synth_ecp5' },
    },
    examples: ['node hdl/tb/rc6-core.mjs', 'node hdl/tb/rc6-core.mjs --only enc-LU-1-online-sq --lint'],
  });
  const wanted = values.only?.split(',');
  const shapes = wanted ? rc6Shapes.filter((s) => wanted.includes(s.name)) : rc6Shapes;
  if (wanted && shapes.length !== wanted.length) {
    console.error(`unknown shape; the shapes are: ${rc6Shapes.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  const results = await runRc6Benches({ shapes, lint: values.lint });
  console.log('     shape                           blocks  vectors  NFB (Elbirt)  FB (Elbirt)  key setup  stages');
  for (const r of results) {
    failed ||= !r.passed;
    const paper = r.paper ? [` (${r.paper.nfb})`, ` (${r.paper.fb})`] : ['', ''];
    console.log(
      `${r.passed ? 'PASS' : 'FAIL'} ${r.shape.name.padEnd(31)} ${String(r.blocks ?? 0).padStart(6)}  ${String(r.vectors ?? 0).padStart(7)}  ${`${r.nfb}${paper[0]}`.padEnd(12)}  ${`${r.fb}${paper[1]}`.padEnd(11)}  ${String(r.setup ?? '?').padStart(9)}  ${r.stages?.[0] ?? '?'}`,
    );
    for (const p of r.problems) console.log(`     ${p.split('\n').join('\n     ')}`);
  }
  if (values.yosys) {
    for (const shape of yosysShapes) {
      const r = await synthEcp5(shape);
      failed ||= !r.ok;
      const figures = r.ok
        ? `LUT4 ${r.luts} (+${r.muxes} slice muxes), CCU2C ${r.carries}, FF ${r.ffs}, MULT18X18D ${r.mults}`
        : r.message;
      console.log(
        `${r.ok ? 'OK  ' : 'FAIL'} yosys ecp5 ${shape.name.padEnd(26)} ${figures}  (${r.seconds.toFixed(0)} s)`,
      );
      if (r.ok && r.warnings.length) console.log(`     ${r.warnings.join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
