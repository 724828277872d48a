// The synthesis targets (hdl/doc/synthesis.md), measured: each row's figures read from registry/synthesis.json
// and measured.json and its status decided by the target's own rule, never typed. The targets
// are data (synth-targets.json: the brief's words, the rule, the cores that answer it); a rule
// here says how a target's figures are read and judged.
// `npm run synth` and `npm run timing` rewrite the block with the synthesis tables
// (scripts/lib/synth-table.mjs), whose test fails while the committed copy is stale.
import { boardById } from '../../board/boards.mjs';
import { figureDevice } from '../../board/export/choice.mjs';
import targetsFile from './synth-targets.json' with { type: 'json' };

const n = (x, digits = 0) => x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mhz = (f) => `${n(f.fmaxMHz, 1)} MHz`;
const dagger = (f) => (f?.earlierInputs ? ' †' : '');
/** A prebuilt (run-time-mode) id as the board form synthesis measures: `-all` → `-ecb`. */
const ecbForm = (id) => id.replace(/-all$/, '-ecb');

/** ECB encryption's cycles a block of `id`, measured on the RTL (measured.json), or undefined. */
export function measuredEcbCycles(measured, id) {
  return measured.configurations?.[id]?.modes?.find((m) => m.mode === 'ecb' && m.direction === 'encrypt')
    ?.cyclesPerBlock;
}

/** The same, where a target cannot be judged without it. */
function ecbCycles(measured, id) {
  const cycles = measuredEcbCycles(measured, id);
  if (!cycles) throw new Error(`registry/measured.json has no ECB cycles of ${id}: run npm run timing`);
  return cycles;
}

/** A board's FPGA and clock, from its board file: what "fits the board" is measured against. */
function boardLimits(board) {
  return {
    name: board.name,
    logicCells: board.resources.luts,
    ebr: board.resources.brams,
    boardMHz: board.clock.hz / 1e6,
  };
}

/** The iCEBreaker's iCE40UP5K and its clock (board/README.md's table reads them too). */
export const up5k = boardLimits(boardById('icebreaker'));

/**
 * Each rule: `measure(target, { figure, mbps, cycles })` → { measured, status }, where
 * `figure(id, device)` is the (marked) synthesis figure or null, `mbps(id, f)` the ECB
 * throughput at that figure's Fmax by sim-core's formula and `cycles(id)` its ECB cycles.
 */
const rules = {
  /** The core with the board top and UART fits the board (`board`), at or above its clock. */
  fitsBoard(t, { figure }) {
    const board = boardLimits(boardById(t.board));
    const f = figure(t.core, figureDevice(boardById(t.board)));
    const core = `\`${ecbForm(t.core)}\``;
    if (!f) return { measured: `${core}: not measured yet (npm run synth)`, status: 'not measured' };
    if (f.fits === false)
      return { measured: `${core}: does not fit (${n(f.luts)} LUT4)${dagger(f)}`, status: 'not met' };
    const cells = f.logicCells
      ? `; ${n(f.logicCells)} of ${n(board.logicCells)} logic cells (${Math.round((100 * f.logicCells) / board.logicCells)} %)`
      : '';
    const measured = `${core}: ${n(f.luts)} LUT4, ${n(f.ffs)} FF, ${f.brams} of ${board.ebr} EBR${cells}, ${mhz(f)} against the ${board.name}'s ${board.boardMHz} MHz (${f.date})${dagger(f)}`;
    return { measured, status: f.fmaxMHz >= board.boardMHz ? 'met' : 'fits, below the board clock' };
  },

  /** ECB throughput per LUT4 on `device` of at least `minKbitPerLut`; a variant's beside it. */
  perLut(t, { figure, mbps, cycles }) {
    const perLut = (id, f) => (mbps(id, f) * 1000) / f.luts;
    const f = figure(t.core, t.device);
    if (!f?.fmaxMHz) return { measured: `\`${t.core}\`: no HX8K Fmax yet (npm run synth)`, status: 'not measured' };
    const best = perLut(t.core, f);
    let measured = `\`${ecbForm(t.core)}\`: ${n(f.luts)} LUT4 + ${f.brams} EBR, ${mhz(f)}, ${cycles(t.core)} cycles a block = ${n(mbps(t.core, f) / 1000, 2)} Gbit/s, **${n(best)} kbit/s per LUT4** (${f.date})${dagger(f)}`;
    const v = t.variant && figure(t.variant.core, t.device);
    if (v?.fmaxMHz)
      measured += `; ${t.variant.words}, ${n(v.luts)} LUT4 at ${mhz(v)} = ${n(perLut(t.variant.core, v))} kbit/s per LUT4${dagger(v)}`;
    return { measured, status: best >= t.minKbitPerLut ? 'met' : 'not met' };
  },

  /** A pipeline of at least `minGbps` in at most `maxLuts` on `device`; a variant and its offline-key form beside it. */
  pipelined(t, { figure, mbps }) {
    const f = figure(t.core, t.device);
    if (!f?.fmaxMHz) return { measured: `\`${t.core}\`: no ECP5-85F Fmax yet (npm run synth)`, status: 'not measured' };
    const other = Object.entries(f.placers ?? {}).find(([p]) => p !== f.placer);
    const otherText = other?.[1].fmaxMHz ? ` (${n(other[1].fmaxMHz, 1)} MHz with the ${other[0]} placer)` : '';
    const gbps = mbps(t.core, f) / 1000;
    let measured = `\`${t.core.replace(/-all$/, '')}\` (${t.coreWords}): ${n(f.luts)} LUT4, ${n(f.ffs)} FF${f.bramOutputRegisters ? ` (and ${n(f.bramOutputRegisters)} in DP16KD output registers)` : ''}, ${f.brams} DP16KD, ${mhz(f)} with the ${f.placer} placer${otherText} = ${n(gbps, 1)} Gbit/s (${f.date})${dagger(f)}`;
    const variant = t.variant && figure(t.variant.core, t.device);
    const offline = t.variant?.offline && figure(t.variant.offline, t.device);
    if (variant) {
      const placed =
        variant.placed === false ? ', which neither placer legalises (recorded as not placed)' : ` at ${mhz(variant)}`;
      measured += `; ${t.variant.words} the core is ${n(variant.luts)} LUT4 and ${n(variant.ffs)} FF${placed}${dagger(variant)}`;
      if (offline?.fmaxMHz)
        measured += `, and its offline-key variant ${n(offline.luts)} LUT4 at ${mhz(offline)}${dagger(offline)}`;
    }
    const area = f.luts <= t.maxLuts ? 'area met' : 'area not met';
    const speed =
      gbps >= t.minGbps ? 'speed met' : `speed not (${Math.floor((100 * gbps) / t.minGbps)} % of the target)`;
    return { measured, status: `${area}, ${speed}` };
  },
};

/** The targets (synth-targets.json), each with its rule. */
export const targets = targetsFile.targets.map((t) => {
  if (!rules[t.rule]) throw new Error(`scripts/lib/synth-targets.json: '${t.target}' has no rule '${t.rule}'`);
  return { ...t, measure: (input) => rules[t.rule](t, input) };
});

/**
 * The targets table's lines: `synthesis` is synthesis.json marked by registry/earlier-inputs.mjs,
 * `measured` measured.json, `throughputMbps(blockBits, clockMHz, cyclesPerBlock)` sim-core's and
 * `blockBits(id)` the block size an id's cipher has.
 */
export function targetLines(synthesis, measured, throughputMbps, blockBits) {
  const figure = (id, device) => {
    const f = synthesis.configurations[id]?.[device];
    return typeof f === 'object' ? f : null;
  };
  const cycles = (id) => ecbCycles(measured, id);
  const mbps = (id, f) => throughputMbps(blockBits(id), f.fmaxMHz, cycles(id));
  return [
    '| target | device and flow | measured | status |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => {
      const { measured: m, status } = t.measure({ figure, mbps, cycles });
      return `| ${t.target} | ${t.flow} | ${m} | ${status} |`;
    }),
  ];
}
