// Runner of the Serpent core bench (hdl/tb/serpent_core_tb.sv, serpent_core_tb.cpp): builds
// one Verilator model per core shape into build/tb/serpent/ (cached by a hash of the
// sources, the shape and the Verilator version), then for each shape
//   - runs every Crypto++ vector line its key sizes allow (vectors/serpent/), encrypting
//     plaintext to ciphertext and decrypting ciphertext to plaintext as its direction allows;
//     the expected results are the vector file's own;
//   - streams blocks back to back under random back-pressure and random input gaps, with
//     keys changed mid-stream, and checks every result, tag and slot, in order, against the
//     golden model, sim-core (cipherBlocks('serpent', ...), the WebAssembly build in
//     build/sim-core/); the runner does not recheck sim-core on the vectors: its own tests do
//     (sim-core/tests/serpent_vectors.rs, every line of the same file, both directions);
//   - measures cycles a block without feedback (steady state of a stream) and with feedback
//     (each result offered as the next input in the cycle it appears), against Elbirt et
//     al.'s Tables 2 and 3 where they list the shape and against 32/k and the pipeline depth.
// Offline shapes get their 33 round keys from sim-core (cipherRoundKeys('serpent', ...)), one
// key handshake each (key_bank_i = round key index); one shape has a key's round keys baked in.
//
//   node hdl/tb/serpent-core.mjs              every shape, one line each, and the table
//   node hdl/tb/serpent-core.mjs --only enc-LU-1-online,dec-PP-8-online
//   node hdl/tb/serpent-core.mjs --lint       also verilator --lint-only -Wall on each shape
//   node hdl/tb/serpent-core.mjs --yosys      also synth_ecp5 of enc LU-1 and PP-8 (LUT4/FF)
// Exits non-zero if any check fails. Needs sim-core built (npm run build, or npm test).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { command } from '../../scripts/lib/cli.mjs';
import { pool, run } from '../../scripts/lib/run.mjs';
import { loadSimCore } from '../../scripts/lib/sim-core.mjs';
import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { verilatedBench } from './verilated-bench.mjs';
import { coreSources, hdlDir } from '../cores.mjs';

const tbDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(tbDir, '..', '..');
const defaultOutDir = path.join(repoRoot, 'build', 'tb', 'serpent');

const dirs = { enc: 0, dec: 1, unified: 2 };
const archs = { LU: 0, PP: 1, SP: 2 };
const keyLens = { 128: 0, 192: 1, 256: 2, '3in1': 3 };

/** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): Serpent cycles a block. */
export const elbirt = {
  'LU-1': { nfb: 32, fb: 32 },
  'LU-8': { nfb: 4, fb: 4 },
  'LU-32': { nfb: 1, fb: 1 },
  'PP-8': { nfb: 4, fb: 32 },
  'PP-32': { nfb: 1, fb: 32 },
};

// The 256-bit all-zero key of the vectors, whose round keys one offline shape has baked in.
const bakedKey = new Uint8Array(32);

/** The shapes the bench builds: at least every row of Elbirt's tables, both schedules, all directions. */
export const serpentShapes = [
  { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 2, schedule: 'online', keyLen: 128 },
  { dir: 'enc', arch: 'LU', k: 8, schedule: 'online', keyLen: 192 },
  { dir: 'enc', arch: 'LU', k: 32, schedule: 'online', keyLen: 256 },
  { dir: 'enc', arch: 'PP', k: 8, schedule: 'online', keyLen: '3in1' },
  { dir: 'enc', arch: 'PP', k: 32, schedule: 'online', keyLen: '3in1' },
  { dir: 'enc', arch: 'SP', k: 8, m: 1, schedule: 'online', keyLen: '3in1' },
  { dir: 'dec', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1' },
  { dir: 'dec', arch: 'PP', k: 8, schedule: 'online', keyLen: '3in1' },
  // Built with SYNTHESIS defined: the S-box layer's synthesis form (serpent_sbox_layer.sv).
  { dir: 'unified', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', defines: ['SYNTHESIS'] },
  { dir: 'enc', arch: 'LU', k: 1, schedule: 'offline', keyLen: 128 },
  { dir: 'dec', arch: 'PP', k: 8, schedule: 'offline', keyLen: 128 },
  { dir: 'unified', arch: 'PP', k: 4, schedule: 'offline', keyLen: 128, baked: true },
].map((s) => ({ m: 0, baked: false, defines: [], ...s, name: shapeName(s) }));

function shapeName({ dir, arch, k, m, schedule, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${schedule}${baked ? '-baked' : ''}`;
}

/** Register stages, blocks a shape holds, and the cycles a block we expect. */
export function expectedTiming({ arch, k, m }) {
  const perRound = arch === 'SP' ? 1 + m : 1;
  if (arch === 'LU') return { nfb: 32 / k, fb: 32 / k };
  return { nfb: 32 / k, fb: 32 * perRound };
}

/** RTL of the family, packages first: its core's manifest (hdl/ciphers.mjs coreFiles), the shared plumbing included. */
export function serpentSources() {
  return coreSources('serpent').map((f) => path.join(hdlDir, f));
}

/**
 * Run a command; resolve with { code, stdout, stderr }, never reject: a failed or missing
 * command is a problem to report for its shape (code -1 if it could not start).
 */
const capture = (cmd, args, options) =>
  run(cmd, args, { ...options, check: false }).catch((error) => ({ code: -1, stdout: '', stderr: error.message }));

const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** A key's 33 round keys K_0..K_32 from sim-core, each 32 hex digits in a block's byte order. */
function roundKeysHex(simCore, key) {
  const bytes = simCore.cipherRoundKeys('serpent', key);
  return Array.from({ length: 33 }, (_, i) => hex(bytes.subarray(16 * i, 16 * (i + 1))));
}

/** Serpent under one key, from sim-core: encrypt and decrypt 16-byte blocks. */
function serpent(simCore, key) {
  return {
    encrypt: (block) => simCore.cipherBlocks('serpent', key, block, false),
    decrypt: (block) => simCore.cipherBlocks('serpent', key, block, true),
  };
}

const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** The -G parameters of a shape (a baked shape's round keys from sim-core). */
function parameters(shape, simCore) {
  const g = [
    `-GKeyLenSel=${keyLens[shape.keyLen]}`,
    `-GDirSel=${dirs[shape.dir]}`,
    `-GArchSel=${archs[shape.arch]}`,
    `-GK=${shape.k}`,
    `-GM=${shape.m}`,
    `-GScheduleSel=${shape.schedule === 'offline' ? 1 : 0}`,
  ];
  if (shape.baked) g.push(`-GRoundKeys=4224'h${roundKeysHex(simCore, bakedKey).join('')}`);
  return [...g, ...shape.defines.map((d) => `-D${d}`)];
}

const model = verilatedBench({ cipher: 'serpent', sources: serpentSources });

/** verilator --lint-only -Wall of one shape (with the probe names compiled in, as models are). */
export async function lintShape(shape) {
  return model.lint(parameters(shape, await loadSimCore()));
}

/** Build (or reuse) the bench model of one shape; resolves to the binary's path. */
async function buildShape(shape, outDir, verilatorVersion, simCore) {
  return model.build(shape.name, parameters(shape, simCore), outDir, verilatorVersion);
}

/** Serpent's published known answers (vectors/known-answers.mjs): { key, plaintext, ciphertext } as bytes. */
export function readVectors() {
  const file = knownAnswerFiles.serpent;
  return readKnownAnswers('serpent', fs.readFileSync(path.join(repoRoot, file.path), 'utf8')).map((v) => ({
    key: Buffer.from(v.key, 'hex'),
    plaintext: Buffer.from(v.plaintext, 'hex'),
    ciphertext: Buffer.from(v.ciphertext, 'hex'),
  }));
}

/** Script lines that give a shape a key: one handshake online, 33 round keys offline. */
function keyLines(simCore, shape, key) {
  if (shape.schedule === 'online') {
    const code = { 16: 0, 24: 1, 32: 2 }[key.length];
    return [`key ${hex(key).padEnd(64, '0')} ${code} 0`];
  }
  return roundKeysHex(simCore, key).map((k, i) => `key ${k}${'0'.repeat(32)} 0 ${i}`);
}

const keySizes = (shape) =>
  shape.keyLen === '3in1' || shape.schedule === 'offline' ? [16, 24, 32] : [shape.keyLen / 8];
const directions = (shape) => (shape.dir === 'unified' ? [0, 1] : [shape.dir === 'dec' ? 1 : 0]);

/** Build the script of one shape and what each output must be (sim-core's results, or a vector's). */
function scriptOf(shape, seed, simCore) {
  const lines = [];
  const expected = []; // per `run`: [{ tag, slot, data }] in order
  const chains = []; // per `chain`: { n, data }
  let tag = 1;
  const rng = xorshift32(seed);
  let batch = [];
  const block = (cipher, decrypt, input) => {
    const slot = rng.next() & 0xff;
    const out = decrypt ? cipher.decrypt(input) : cipher.encrypt(input);
    lines.push(`block ${hex(input)} ${tag} ${slot} ${decrypt}`);
    batch.push({ tag, slot, data: hex(out) });
    tag = (tag + 1) & 0xffffff;
  };
  const runLine = (ready, offer) => {
    lines.push(`run ${ready} ${offer} ${rng.next() & 0x7fffffff}`);
    expected.push(batch);
    batch = [];
  };

  // A baked shape answers with its built-in round keys before any key handshake.
  if (shape.baked) {
    const cipher = serpent(simCore, bakedKey);
    for (const decrypt of directions(shape)) block(cipher, decrypt, rng.bytes(16));
    runLine(100, 100);
  }

  // 1. Every vector line the shape's key sizes allow, in each direction it has, expecting the
  //    line's own plaintext and ciphertext.
  for (const v of readVectors().filter((x) => keySizes(shape).includes(x.key.length))) {
    lines.push(...keyLines(simCore, shape, v.key));
    const line = { encrypt: () => v.ciphertext, decrypt: () => v.plaintext };
    for (const decrypt of directions(shape)) block(line, decrypt, decrypt ? v.ciphertext : v.plaintext);
    runLine(100, 100);
  }

  // 2. A stream under back-pressure, with keys changed mid-stream (no wait for the blocks
  //    of the previous key to come out).
  for (let segment = 0; segment < 6; segment++) {
    const sizes = keySizes(shape);
    const key = rng.bytes(sizes[segment % sizes.length]);
    lines.push(...keyLines(simCore, shape, key));
    const cipher = serpent(simCore, key);
    const dirsOf = directions(shape);
    for (let b = 0; b < 40; b++) block(cipher, dirsOf[rng.next() % dirsOf.length], rng.bytes(16));
  }
  runLine(60, 70);

  // 3. Cycles a block without feedback: a long stream, every port always ready.
  const key = rng.bytes(keySizes(shape).at(-1));
  lines.push(...keyLines(simCore, shape, key));
  const cipher = serpent(simCore, key);
  const dirsOf = directions(shape);
  for (let b = 0; b < 160; b++) block(cipher, dirsOf[0], rng.bytes(16));
  runLine(100, 100);
  const nfbRun = expected.length - 1;

  // 4. With feedback: each result the next input, in the cycle it appears.
  const n = 6;
  for (const decrypt of dirsOf) {
    let data = rng.bytes(16);
    const start = hex(data);
    for (let i = 0; i < n; i++) data = decrypt ? cipher.decrypt(data) : cipher.encrypt(data);
    lines.push(`chain ${n} ${decrypt} ${start}`);
    chains.push({ n, decrypt, data: hex(data) });
  }
  return { script: lines.join('\n') + '\n', expected, chains, nfbRun };
}

/** Check one shape's output against its script. */
function check(shape, stdout, { expected, chains, nfbRun }) {
  const problems = [];
  const runs = [];
  let current = [];
  const chainResults = [];
  let stages = null;
  for (const line of stdout.split('\n')) {
    const [op, ...f] = line.split(' ');
    if (op === 'out') current.push({ tag: Number(f[0]), slot: Number(f[1]), data: f[2], cycle: Number(f[3]) });
    else if (op === 'chain') chainResults.push({ first: Number(f[0]), last: Number(f[1]), data: f[2] });
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
      blocks++;
      if (g.tag !== w.tag || g.slot !== w.slot || g.data !== w.data) {
        if (problems.length < 8)
          problems.push(
            `run ${r} result ${i}: tag ${g.tag} slot ${g.slot} ${g.data}, expected tag ${w.tag} slot ${w.slot} ${w.data}`,
          );
      } else if (r < expected.length - 2) vectors++;
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
  const paper = elbirt[`${shape.arch}-${shape.k}`];
  if (paper && shape.arch !== 'SP' && (paper.nfb !== nfb || paper.fb !== fb))
    problems.push(`Elbirt et al. give ${paper.nfb} NFB / ${paper.fb} FB`);
  return { passed: problems.length === 0, problems, blocks, vectors, nfb, fb, stages, paper };
}

/**
 * Build and run the bench for each shape (two at a time). Resolves to
 * [{ shape, passed, problems, blocks, nfb, fb, stages, paper, lint? }] in the order given.
 */
export async function runSerpentBenches({ outDir = defaultOutDir, shapes = serpentShapes, lint = false } = {}) {
  const simCore = await loadSimCore(); // the golden model
  fs.mkdirSync(outDir, { recursive: true });
  const version = (await capture('verilator', ['--version'])).stdout.trim();
  return pool(shapes, 2, async (shape, i) => {
    const entry = { shape, passed: false, problems: [] };
    if (lint) {
      entry.lint = await lintShape(shape);
      if (!entry.lint.ok) entry.problems.push(`lint:\n${entry.lint.output}`);
    }
    let binary;
    try {
      binary = await buildShape(shape, outDir, version, simCore);
    } catch (error) {
      entry.problems.push(error.message);
      return entry;
    }
    const plan = scriptOf(shape, 0x5e4e + i, simCore);
    const { code, stdout, stderr } = await model.run(binary, plan.script);
    Object.assign(entry, check(shape, stdout, plan));
    if (code !== 0) entry.problems.push(`bench exited ${code}: ${tail(stderr || stdout, 5)}`);
    if (lint && !entry.lint.ok) entry.problems.push('lint failed');
    entry.passed = entry.problems.length === 0;
    return entry;
  });
}

const ecp5Cells = { luts: ['LUT4'], muxes: ['PFUMX', 'L6MUX21'], ffs: (t) => t === 'TRELLIS_FF' };

/** synth_ecp5 of a shape (online schedule, AES-128-sized key): LUT4, slice muxes and FFs. */

/** The bench as hdl/tests/lib/core-bench.mjs runs it: a shape checks over 400 results. */
export const serpentBench = { cipher: 'Serpent', run: runSerpentBenches, minBlocks: 401 };

export async function synthEcp5(shape, { outDir = defaultOutDir } = {}) {
  const dir = path.join(outDir, 'yosys');
  fs.mkdirSync(dir, { recursive: true });
  const top = `cs_serpent_${shape.name.replaceAll('-', '_')}`;
  const wrapper = path.join(dir, `${top}.sv`);
  const ns = shape.arch === 'LU' ? 1 : shape.k * (shape.arch === 'SP' ? 2 : 1);
  fs.writeFileSync(
    wrapper,
    `// Generated by hdl/tb/serpent-core.mjs for the Yosys check: ${shape.name}. (Yosys 0.23 casts no
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
  serpent_core #(
    .KeyLen(serpent_pkg::KeyLen${shape.keyLen}),
    .Direction(serpent_pkg::${{ enc: 'DirEncrypt', dec: 'DirDecrypt', unified: 'DirUnified' }[shape.dir]}),
    .Arch(serpent_pkg::${{ LU: 'ArchLoopUnrolled', PP: 'ArchPartialPipeline', SP: 'ArchSubPipeline' }[shape.arch]}),
    .K(${shape.k}), .M(${shape.m}),
    .KeySchedule(serpent_pkg::${shape.schedule === 'offline' ? 'KeyScheduleOffline' : 'KeyScheduleOnline'})
  ) u_core (.*);
endmodule
`,
  );
  const stat = path.join(dir, `${shape.name}.ecp5.json`);
  fs.rmSync(stat, { force: true });
  const script = `read_verilog -sv ${[...serpentSources(), wrapper].join(' ')}; synth_ecp5 -top ${top}; tee -q -o ${stat} stat -json`;
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
    warnings,
    seconds,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = command({
    invocation: 'node hdl/tb/serpent-core.mjs',
    summary:
      "The Serpent core bench (hdl/tb/serpent_core_tb.sv, serpent_core_tb.cpp): one Verilator model per core shape, built into build/tb/serpent/ (cached by a hash of the sources, the shape and the Verilator version); checks the Crypto++ vectors, a stream under back-pressure with keys changed mid-stream, and the cycles a block with and without feedback against Elbirt et al.'s Tables 2 and 3. Exits non-zero if any check fails.",
    options: {
      only: { type: 'string', value: 'names', description: 'comma-separated shape names (default: every shape)' },
      lint: { type: 'boolean', description: 'also run verilator --lint-only -Wall on each shape' },
      yosys: { type: 'boolean', description: 'also synthesise enc LU-1 and PP-8 (online) with synth_ecp5' },
    },
    examples: ['node hdl/tb/serpent-core.mjs', 'node hdl/tb/serpent-core.mjs --only enc-LU-1-online --lint'],
  });
  const wanted = values.only?.split(',');
  const shapes = wanted ? serpentShapes.filter((s) => wanted.includes(s.name)) : serpentShapes;
  if (wanted && shapes.length !== wanted.length) {
    console.error(`unknown shape; the shapes are: ${serpentShapes.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  let failed = false;
  const results = await runSerpentBenches({ shapes, lint: values.lint });
  console.log('shape                          blocks  NFB (Elbirt)  FB (Elbirt)  stages');
  for (const r of results) {
    failed ||= !r.passed;
    const paper = r.paper ? [` (${r.paper.nfb})`, ` (${r.paper.fb})`] : ['', ''];
    console.log(
      `${r.passed ? 'PASS' : 'FAIL'} ${r.shape.name.padEnd(26)} ${String(r.blocks ?? 0).padStart(6)}  ${`${r.nfb}${paper[0]}`.padEnd(12)}  ${`${r.fb}${paper[1]}`.padEnd(11)}  ${r.stages?.[0] ?? '?'}`,
    );
    for (const p of r.problems) console.log(`     ${p.split('\n').join('\n     ')}`);
  }
  if (values.yosys) {
    for (const shape of [
      { dir: 'enc', arch: 'LU', k: 1, m: 0, schedule: 'online', keyLen: 128, name: 'enc-LU-1-online-128' },
      { dir: 'enc', arch: 'PP', k: 8, m: 0, schedule: 'online', keyLen: 128, name: 'enc-PP-8-online-128' },
    ]) {
      const r = await synthEcp5(shape);
      failed ||= !r.ok;
      const figures = r.ok ? `LUT4 ${r.luts} (+${r.muxes} slice muxes), FF ${r.ffs}` : r.message;
      console.log(
        `${r.ok ? 'OK  ' : 'FAIL'} yosys ecp5 ${shape.name.padEnd(24)} ${figures}  (${r.seconds.toFixed(0)} s)`,
      );
      if (r.ok && r.warnings.length) console.log(`     ${r.warnings.join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
