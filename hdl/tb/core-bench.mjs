// The core bench: one runner for every cipher's bare core, before and beside the mode wrapper.
// A cipher's bench is a descriptor (hdl/tb/<id>/bench.mjs, found in its cipher's folder):
// its shapes, its core's parameters, the paper's figures. For each shape the runner
//   - renders the bench top core_tb around the core (hdl/tb/core-tb.mjs) and builds one
//     Verilator model of it with the driver hdl/tb/core_tb.cpp into build/tb/<id>/<shape>/
//     (hdl/tb/verilated-bench.mjs; cached by a hash of the sources, the top, the driver and
//     the Verilator version);
//   - runs every published known answer its keys allow (vectors/known-answers.mjs, or the
//     descriptor's own reader), encrypting plaintext to ciphertext and decrypting ciphertext to
//     plaintext as its direction allows; the expected results are the records' own;
//   - streams blocks under random back-pressure and random input gaps, with keys changed
//     mid-stream (over every key bank of a core that has banks), and checks every result, tag
//     and slot, in order, against the golden model, sim-core, through
//     sim-core/examples/golden_blocks.rs (hdl/tb/golden-blocks.mjs: one child process a run);
//   - measures the cycles a block without feedback (steady state of a stream), with feedback
//     (each result offered as the next input in the cycle it appears) and, where the
//     descriptor asks, over several streams each with its own feedback, against the expected
//     figures and the paper's;
//   - measures, where the descriptor asks, the key's latency (`setup`) or the cycles after
//     every key handshake until the core takes a key or a block again (`keysetup`).
// Offline shapes get their round-key blocks from the golden model (`<cipher> roundkeys <key>`),
// one key handshake each (key_bank_i = block index); a baked shape has the all-zero key's
// built in. The script plan is hdl/tb/core-script.mjs, the verdict hdl/tb/core-check.mjs.
//
//   node hdl/tb/core-bench.mjs                every cipher's bench, one line a shape
//   node hdl/tb/core-bench.mjs <id> --only <shape>,<shape> --lint
//   node hdl/tb/core-bench.mjs <id> --yosys   also synth_ecp5 of the descriptor's Yosys shapes
// Exits non-zero if any check fails. Builds golden_blocks first (cargo, release) if it is
// missing or older than sim-core's sources.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ciphers from '../../registry/ciphers.json' with { type: 'json' };
import { cipherById } from '../../registry/ciphers.mjs';
import { command } from '../../scripts/lib/cli.mjs';
import { pool } from '../../scripts/lib/run.mjs';
import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';
import { coreIncludes, coreSources, hdlDir } from '../cores.mjs';
import { coreFolder, coreOf, cores } from '../ciphers.mjs';
import { check } from './core-check.mjs';
import { keySizes, scriptOf } from './core-script.mjs';
import { renderBenchTop } from './core-tb.mjs';
import { synthEcp5, yosysAccepts } from './core-yosys.mjs';
import { ensureGolden, startGolden, under } from './golden-blocks.mjs';
import { buildVerilated, capture, lintVerilated, runOnScript, tail } from './verilated-bench.mjs';

const repoRoot = path.resolve(hdlDir, '..');
const tbDir = path.join(hdlDir, 'tb');
const driver = path.join(hdlDir, 'tb', 'core_tb.cpp');
// The probe names the driver makes as the harness does.
const driverIncludes = [path.join(hdlDir, 'harness', 'cs_stage_name.h')];

/**
 * @typedef {object} Shape  One core the bench builds: `name` (unique in its bench), `dir` (enc,
 *   dec, unified), `keyLen` (128, 192, 256, 64 or '3in1'), `arch` and its `k`, `m`, `schedule`
 *   (online, offline), `baked` (the all-zero key's round keys built in), `banks` (key banks,
 *   1 if absent), `defines` (Verilator -D names), and the cipher's own axes (`mul`, `sbox`, …).
 *
 * @typedef {object} Paper  The published figures a shape must reproduce: `name` (who gives them,
 *   as a problem cites them), `rows` (row → { nfb?, fb?, streams?, perBlock? }: cycles a block
 *   without and with feedback, over `streams` streams), `rowOf(shape)` (its row's key; default
 *   Elbirt et al.'s vocabulary, LU-k, PP-k, SP-k-m).
 *
 * @typedef {object} CoreBench  A cipher's bench descriptor (hdl/tb/<id>/bench.mjs); the runner
 *   reads the cipher's name, block size, rounds and key sizes from registry/ciphers.json.
 * @property {string} id  registry/ciphers.json's id; the core is its manifest's module (hdl/ciphers.mjs)
 * @property {string} golden  golden_blocks's name for the cipher
 * @property {number} seed  the scripts' random seed (shape i of a run: seed + i)
 * @property {Shape[]} shapes  every shape the bench builds (npm run sweep runs them all)
 * @property {(shape: Shape, baked: { roundKeys?: string[] }) => [string, string|number][]} parameters
 *   the core's parameters as SystemVerilog values (named enum values), the baked round-key
 *   blocks (hex) given for a baked shape
 * @property {Paper} paper
 * @property {number} nfbBlocks  blocks of the stream measured without feedback
 * @property {number} minBlocks  the fewest results a shape's run must check
 * @property {number} [lanes]  shapes built and run at once (default 2)
 * @property {number} [bakedKeyBytes]  length of the all-zero key a baked shape holds
 * @property {Record<number, number>} [keyLenCodes]  key_len_i for a key of n bytes (default AES's: 16, 24, 32 → 0, 1, 2)
 * @property {(shape: Shape) => number} [stages]  register stages, the blocks the loop holds
 *   (default Elbirt et al.'s: 1 for LU-k, k for PP-k, k(1 + m) for SP-k-m)
 * @property {(shape: Shape) => { nfb: number, fb: number }} [timing]  cycles a block expected
 *   without and with feedback (default Elbirt et al.'s: rounds/k for both in LU-k; rounds/k and
 *   rounds(1 + m) in PP-k and SP-k-m)
 * @property {(shape: Shape) => number} [streams]  streams of the multi-stream measurement, if the bench makes it
 * @property {(shape: Shape) => number} [setupCycles]  the key's latency expected (the `setup` line), if measured
 * @property {(shape: Shape, bench: object) => number} [keySetupCycles]  cycles after every key
 *   handshake of a run until the core takes a key or a block again, if checked (the resolved
 *   bench gives the registry's `earlyEntry` and rounds)
 * @property {() => { key: string, plaintext: string, ciphertext: string }[]} [vectors]  the
 *   known answers, hex (default vectors/known-answers.mjs's file of the cipher)
 * @property {(shape: Shape, record: object) => Uint8Array|null} [vectorKey]  the key a shape
 *   takes for a known answer, null if it takes none (default the record's key, if its length is
 *   one of the shape's)
 * @property {(shape: Shape) => string} [labTop]  the lab's top level cs_top around the shape
 *   (hdl/top.mjs renderTop), linted with the shape (and read by Yosys with --yosys)
 * @property {Shape[]} [yosysShapes]  the shapes --yosys synthesises
 */

/** Elbirt et al.'s vocabulary (AES3 2000): a shape's architecture as its tables write it. */
export const elbirtRow = ({ arch, k, m }) => `${arch}-${k}${arch === 'SP' ? `-${m}` : ''}`;

/** A descriptor with the registry's facts and the defaults filled in. */
export function resolveBench(descriptor) {
  const cipher = cipherById(ciphers, descriptor.id);
  const rounds = Math.max(...Object.values(cipher.rounds));
  const keyBytes = [...new Set(cipher.keySizes.flatMap((s) => s.keyBits))].sort((a, b) => a - b).map((b) => b / 8);
  const bench = {
    lanes: 2,
    keyLenCodes: { 16: 0, 24: 1, 32: 2 },
    stages: ({ arch, k, m }) => (arch === 'LU' ? 1 : k * (arch === 'SP' ? 1 + m : 1)),
    timing: ({ arch, k, m }) =>
      arch === 'LU'
        ? { nfb: rounds / k, fb: rounds / k }
        : { nfb: rounds / k, fb: rounds * (arch === 'SP' ? 1 + m : 1) },
    vectors: () => {
      const file = knownAnswerFiles[descriptor.id];
      return readKnownAnswers(descriptor.id, fs.readFileSync(path.join(repoRoot, file.path), 'utf8'));
    },
    vectorKey: (shape, record) => {
      const key = Buffer.from(record.key, 'hex');
      return keySizes(bench, shape).includes(key.length) ? key : null;
    },
    yosysShapes: [],
    ...descriptor,
    paper: { rowOf: elbirtRow, ...descriptor.paper },
    name: cipher.name,
    module: coreOf(descriptor.id).module,
    blockBytes: cipher.blockBits / 8,
    rounds,
    earlyEntry: cipher.earlyEntry,
    keyBytes,
    outDir: path.join(repoRoot, 'build', 'tb', descriptor.id),
    sources: () => coreSources(descriptor.id).map((f) => path.join(hdlDir, f)),
    includes: () => coreIncludes(descriptor.id).map((f) => path.join(hdlDir, f)),
  };
  return bench;
}

/**
 * The core benches, resolved, by cipher id: each cipher of hdl/ciphers.mjs whose folder here
 * has a descriptor (hdl/tb/<folder>/bench.mjs, the folder its core's is named by: the cipher's
 * id, or its family's), found by its place, as its core is. A family's bench.mjs exports one
 * descriptor a cipher (an array), each naming its cipher by `id`.
 */
async function descriptorOf(id) {
  const exported = (await import(`./${coreFolder(id)}/bench.mjs`)).default;
  return [exported].flat().find((d) => d.id === id);
}
const benchIds = Object.keys(cores).filter((id) => fs.existsSync(path.join(tbDir, coreFolder(id), 'bench.mjs')));
const descriptors = await Promise.all(benchIds.map(async (id) => [id, await descriptorOf(id)]));
export const coreBenches = Object.fromEntries(descriptors.filter(([, d]) => d).map(([id, d]) => [id, resolveBench(d)]));

/**
 * A shape's bench top `core_tb`, rendered (a baked shape's round keys from the golden model)
 * and written where Verilator reads it (core_tb.sv, as the module is named), and the
 * Verilator arguments of the shape: { sources (the cipher's RTL, then the top), includes, args }.
 */
async function benchTop(bench, shape, golden) {
  const roundKeys = shape.baked
    ? await under(golden, bench.golden, new Uint8Array(bench.bakedKeyBytes)).roundKeys()
    : undefined;
  const text = renderBenchTop({
    module: bench.module,
    parameters: bench.parameters(shape, { roundKeys }),
    blockBits: bench.blockBytes * 8,
    stages: bench.stages(shape),
    rounds: bench.rounds,
    title: `the ${bench.name} core bench, ${shape.name}`,
  });
  const top = path.join(bench.outDir, 'tops', shape.name, 'core_tb.sv');
  fs.mkdirSync(path.dirname(top), { recursive: true });
  fs.writeFileSync(top, text);
  // The probe names compiled in, as the lab's models have them (each family's stage register).
  return {
    sources: [...bench.sources(), top],
    includes: bench.includes(),
    args: ['-DCS_PROBE_NAMES', ...(shape.defines ?? []).map((d) => `-D${d}`)],
  };
}

/** Write the lab's top level around a shape (the descriptor's labTop) under outDir; its path. */
function writeLabTop(bench, shape) {
  const file = path.join(bench.outDir, 'cs_top', shape.name, 'cs_top.sv');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bench.labTop(shape));
  return file;
}

/** verilator --lint-only -Wall of one shape, and of the lab's top level around it where the bench renders one. */
async function lint(bench, shape, top) {
  const result = await lintVerilated({ ...top, topModule: 'core_tb' });
  const problems = result.ok ? [] : [`lint:\n${result.output}`];
  if (bench.labTop) {
    const sources = [...bench.sources(), writeLabTop(bench, shape)];
    const lab = await lintVerilated({
      sources,
      includes: bench.includes(),
      topModule: 'cs_top',
      args: ['-DCS_PROBE_NAMES'],
    });
    if (!lab.ok) problems.push(`lint of cs_top (cs_mode + ${bench.module}):\n${lab.output}`);
    result.ok &&= lab.ok;
  }
  return { result, problems };
}

/**
 * Build and run `bench` on each of `shapes` (bench.lanes at a time). Resolves to
 * [{ shape, passed, problems, blocks, vectors, nfb, fb, streams, setup, keySetup, stages, paper, lint? }]
 * in the order given.
 */
export async function runCoreBench(bench, { shapes = bench.shapes, lint: withLint = false } = {}) {
  await ensureGolden();
  const golden = startGolden();
  fs.mkdirSync(bench.outDir, { recursive: true });
  const verilatorVersion = (await capture('verilator', ['--version'])).stdout.trim();
  try {
    return await pool(shapes, bench.lanes, async (shape, i) => {
      const entry = { shape, passed: false, problems: [] };
      try {
        const top = await benchTop(bench, shape, golden);
        if (withLint) {
          const { result, problems } = await lint(bench, shape, top);
          entry.lint = result;
          entry.problems.push(...problems);
        }
        const dir = path.join(bench.outDir, shape.name);
        const binary = await buildVerilated({
          dir,
          ...top,
          topModule: 'core_tb',
          driver,
          driverIncludes,
          verilatorVersion,
        });
        const plan = await scriptOf(bench, shape, bench.seed + i, golden);
        const { code, stdout, stderr } = await runOnScript(binary, plan.script);
        const { problems, ...figures } = check(bench, shape, stdout, plan);
        Object.assign(entry, figures);
        entry.problems.push(...problems);
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

/** The columns of the table a run prints: the figures the bench measures, the paper's beside them. */
function columns(bench) {
  const paper = (r, figure) => (r.paper?.[figure] !== undefined ? ` (${r.paper[figure]})` : '');
  const streams = ({ streams: s, paper: p }) =>
    s ? `${s.s}: ${s.perStream} each, ${s.perBlock}${p?.streams === s.s ? ` (${p.perBlock})` : ''} a block` : '?';
  return [
    ['', 4, (r) => (r.passed ? 'PASS' : 'FAIL')],
    ['shape', 36, (r) => r.shape.name],
    ['blocks', 6, (r) => r.blocks ?? 0],
    ['vectors', 7, (r) => r.vectors ?? 0],
    ['NFB', 8, (r) => `${r.nfb}${paper(r, 'nfb')}`],
    ['FB', 8, (r) => `${r.fb}${paper(r, 'fb')}`],
    ...(bench.streams ? [['streams', 28, streams]] : []),
    ...(bench.setupCycles ? [['setup end', 9, (r) => r.setup ?? '?']] : []),
    ...(bench.keySetupCycles ? [['key setup', 9, (r) => r.keySetup || '?']] : []),
    ['stages', 6, (r) => r.stages?.[0] ?? '?'],
  ];
}

/** The table's lines: its heading, then one a result (and its problems). */
function table(bench, results) {
  const cols = columns(bench);
  const row = (cells) =>
    cells
      .map((text, i) => String(text).padEnd(cols[i][1]))
      .join('  ')
      .trimEnd();
  return [
    `${bench.name} core bench (${bench.paper.name}'s figures in parentheses)`,
    row(cols.map(([head]) => head)),
    ...results.flatMap((r) => [
      row(cols.map(([, , value]) => value(r))),
      ...r.problems.map((p) => `     ${p.split('\n').join('\n     ')}`),
    ]),
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ids = Object.keys(coreBenches);
  const { values, positionals } = command({
    invocation: 'node hdl/tb/core-bench.mjs',
    summary: `The core bench of every cipher's bare core (hdl/tb/<id>/bench.mjs, those of hdl/tb/*/bench.mjs: ${ids.join(', ')}): one Verilator model per core shape, built into build/tb/<id>/ (cached by a hash of the sources, the shape and the Verilator version); checks the published known answers, a stream under back-pressure with keys changed mid-stream against sim-core (sim-core/examples/golden_blocks.rs), the cycles a block with and without feedback against the paper each descriptor cites, and the key setup's cycles where the bench measures them. Exits non-zero if any check fails.`,
    positionals: { name: 'cipher', description: `the ciphers whose benches run (default: all; ${ids.join(', ')})` },
    options: {
      only: { type: 'string', value: 'names', description: 'comma-separated shape names (default: every shape)' },
      lint: { type: 'boolean', description: 'also run verilator --lint-only -Wall on each shape' },
      yosys: { type: 'boolean', description: "also synthesise each bench's Yosys shapes with synth_ecp5" },
    },
    examples: [
      `node hdl/tb/core-bench.mjs ${ids[0]}`,
      `node hdl/tb/core-bench.mjs ${ids[0]} --only ${coreBenches[ids[0]].shapes[0].name} --lint`,
    ],
  });
  const unknown = positionals.filter((id) => !ids.includes(id));
  if (unknown.length) {
    console.error(`no core bench for ${unknown.join(', ')}; the benches are: ${ids.join(', ')}`);
    process.exit(2);
  }
  const chosen = (positionals.length ? positionals : ids).map((id) => coreBenches[id]);
  const wanted = values.only?.split(',');
  const shapesOf = (bench) => (wanted ? bench.shapes.filter((s) => wanted.includes(s.name)) : bench.shapes);
  const found = chosen.flatMap(shapesOf).map((s) => s.name);
  const missing = wanted?.filter((name) => !found.includes(name)) ?? [];
  if (missing.length) {
    console.error(
      `unknown shape ${missing.join(', ')}; the shapes are: ${chosen.flatMap((b) => b.shapes.map((s) => s.name)).join(', ')}`,
    );
    process.exit(2);
  }
  let failed = false;
  for (const bench of chosen.filter((b) => shapesOf(b).length)) {
    const results = await runCoreBench(bench, { shapes: shapesOf(bench), lint: values.lint });
    failed ||= results.some((r) => !r.passed);
    console.log(table(bench, results).join('\n'));
    if (!values.yosys) continue;
    for (const shape of bench.yosysShapes) {
      if (bench.labTop) {
        const accept = await yosysAccepts({
          file: writeLabTop(bench, shape),
          sources: bench.sources(),
          includes: bench.includes(),
        });
        failed ||= !accept.ok;
        console.log(`${accept.ok ? 'OK  ' : 'FAIL'} yosys accepts cs_top (cs_mode) + ${bench.module} ${shape.name}`);
        if (!accept.ok) console.log(`     ${accept.output.split('\n').join('\n     ')}`);
      }
      const parameters = bench.parameters(shape, {});
      const r = await synthEcp5({
        bench,
        shape,
        parameters,
        sources: bench.sources(),
        includes: bench.includes(),
        outDir: bench.outDir,
      });
      failed ||= !r.ok;
      const figures = r.ok ? r.cells.map(([name, n]) => `${name} ${n}`).join(', ') : r.message;
      console.log(
        `${r.ok ? 'OK  ' : 'FAIL'} yosys ecp5 ${shape.name.padEnd(32)} ${figures}  (${r.seconds.toFixed(0)} s)`,
      );
      if (r.ok && r.warnings.length) console.log(`     ${r.warnings.join('\n     ')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
