// registry/synthesis.json as a Markdown table, one row per configuration with figures: printed
// by `npm run synth -- --table`, and written into hdl/doc/synthesis.md (every configuration and
// the synthesis targets) and hdl/doc/<cipher>.md (each cipher's own) by `npm run synth` and
// `npm run timing`, never typed; scripts/tests/synth-table.test.mjs fails while a committed copy is not the registry's.
// Throughput is ECB encryption at the ECP5-85F's Fmax and the cycles per block `npm run
// timing` measured on the RTL (registry/measured.json), by sim-core's throughputMbps, the
// lab's own formula. A figure registry/synthesis-stale.json names (measured from inputs that
// have since changed) is marked †.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { blockBitsOf, cipherOfId } from '../../registry/ciphers.mjs';
import { earlierInputsFootnote, markEarlierInputs } from '../../registry/earlier-inputs.mjs';
import { committedBlock as committedMarkedBlock, writeBlock } from '../../hdl/generated-block.mjs';
import { measuredEcbCycles, targetLines, up5k } from './synth-targets.mjs';
import { boardById } from '../../board/boards.mjs';
import { coreFolder } from '../../hdl/ciphers.mjs';

const ciphers = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));

const n = (x) => (x === undefined || x === null ? '–' : x.toLocaleString('en'));

/** ECP5-85F cells: LUT4, FF, DP16KD, MULT18X18D, Fmax (index 4). */
function ecp5Cell(f) {
  if (!f) return ['–', '–', '–', '–', '–'];
  const dsps = n(f.dsps ?? 0);
  if (f.fits === false) return [n(f.luts), n(f.ffs), n(f.brams), dsps, 'does not fit'];
  if (f.placed === false) return [n(f.luts), n(f.ffs), n(f.brams), dsps, 'not placed (both placers failed)'];
  const other = f.placers && Object.entries(f.placers).find(([p]) => p !== f.placer)?.[1];
  const against = other ? (other.fmaxMHz !== undefined ? `; ${other.fmaxMHz.toFixed(1)} other` : '; other failed') : '';
  const ffs = f.bramOutputRegisters ? `${n(f.ffs)} + ${n(f.bramOutputRegisters)}` : n(f.ffs);
  return [
    n(f.luts),
    ffs,
    n(f.brams),
    dsps,
    f.fmaxMHz === undefined ? '–' : `${f.fmaxMHz.toFixed(1)}${f.placer ? ` (${f.placer}${against})` : ''}`,
  ];
}

/** Another device's cell: LUT / FF / block RAM, its multiplier blocks where it uses any (`dsp`: their name), Fmax. */
function placedCell(f, dsp) {
  if (!f) return '–';
  if (f.fits === false) return `does not fit (${n(f.luts)} LUT4)`;
  const dsps = f.dsps ? ` + ${n(f.dsps)} ${dsp}` : '';
  return `${n(f.luts)} / ${n(f.ffs)} / ${n(f.brams)}${dsps}${f.fmaxMHz !== undefined ? `, ${f.fmaxMHz.toFixed(1)} MHz` : ''}`;
}

/** The other devices' columns and what each calls its multiplier blocks. */
const otherDevices = [
  ['ice40-up5k', 'SB_MAC16'],
  ['ice40-hx8k', 'multiplier blocks'],
  ['artix7', 'DSP48E1'],
];

/**
 * The table's lines: `synthesis` and `measured` are the registry files' contents (synthesis.json
 * marked by registry/earlier-inputs.mjs's markEarlierInputs, or not), `throughputMbps(blockBits,
 * clockMHz, cyclesPerBlock)` is sim-core's; `only(id)` picks the configurations (default: all).
 */
export function synthesisTable(synthesis, measured, throughputMbps, only = () => true) {
  const lines = [
    '| configuration | ECP5-85F LUT4 | FF (+ in DP16KD) | DP16KD | MULT18X18D | Fmax MHz (placer) | ECB Gbit/s | iCE40UP5K LUT4 / FF / EBR | iCE40HX8K LUT4 / FF / EBR | Artix-7 LUT6 / FF / BRAM (estimate) |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- | --- | --- |',
  ];
  for (const [id, figures] of Object.entries(synthesis.configurations)) {
    if (!only(id)) continue;
    const earlier = (device, cell) => (cell !== '–' && figures[device]?.earlierInputs ? `${cell} †` : cell);
    const ecp5 = figures['ecp5-85f'];
    const cycles = measuredEcbCycles(measured, id);
    const gbps =
      ecp5?.fmaxMHz !== undefined && cycles
        ? (throughputMbps(blockBitsOf(ciphers, id), ecp5.fmaxMHz, cycles) / 1000).toFixed(2)
        : '–';
    const ecp5Cells = ecp5Cell(ecp5);
    ecp5Cells[4] = earlier('ecp5-85f', ecp5Cells[4]);
    const others = otherDevices.map(([d, dsp]) => earlier(d, placedCell(figures[d], dsp)));
    lines.push(`| \`${id}\` | ${ecp5Cells.join(' | ')} | ${gbps} | ${others.join(' | ')} |`);
  }
  return lines;
}

const read = (f) => JSON.parse(fs.readFileSync(path.join(root, 'registry', f), 'utf8'));

/** synthesis.json marked from synthesis-stale.json, and measured.json, as committed. */
const committedFiles = () => ({
  synthesis: markEarlierInputs(read('synthesis.json'), read('synthesis-stale.json')),
  measured: read('measured.json'),
});

/** The table of the committed registry files (`only` as synthesisTable's). */
export function committedTable(throughputMbps, only) {
  const { synthesis, measured } = committedFiles();
  return synthesisTable(synthesis, measured, throughputMbps, only);
}

export const synthesisDoc = path.join(root, 'hdl', 'doc', 'synthesis.md');

/**
 * The iCEBreaker's table in board/README.md: each core of `ids` with the board's top level and
 * UART on its iCE40UP5K, as the fit check and nextpnr-ice40 measured it (`npm run synth`).
 */
export function iceBreakerTable(synthesis, ids) {
  const cells = up5k.logicCells;
  const lines = [
    `| \`cs_board_top\` with | SB_LUT4 | flip-flops | SB_RAM40_4K | logic cells (${n(cells)}) | Fmax |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const id of ids) {
    const f = synthesis.configurations[id]?.['ice40-up5k'];
    const core = `\`${id.replace(/-all$/, '-ecb')}\``;
    if (typeof f !== 'object') {
      lines.push(`| ${core} | – | – | – | not measured yet (npm run synth) | – |`);
      continue;
    }
    const used = f.logicCells ? `${n(f.logicCells)} (${Math.round((100 * f.logicCells) / cells)} %)` : '–';
    const fit = f.fits === false ? 'does not fit' : used;
    const fmax = f.fmaxMHz !== undefined ? `${f.fmaxMHz.toFixed(1)} MHz` : '–';
    lines.push(
      `| ${core} | ${n(f.luts)} | ${n(f.ffs)} | ${n(f.brams)} | ${fit} | ${fmax}${f.earlierInputs ? ' †' : ''} |`,
    );
  }
  return lines;
}

/** The cores board/README.md sets on the iCEBreaker, as its board file lists them. */
const iceBreakerCores = boardById('icebreaker').documentedCores.table;

/**
 * A cipher's own document, hdl/doc/<folder>.md (its id, or its core family's: hdl/ciphers.mjs
 * coreFolder): where its rows go, in a block of its own name.
 */
const cipherDoc = (cipher) => path.join(root, 'hdl', 'doc', `${coreFolder(cipher.id)}.md`);

/** A block of synthesisTable's rows of the configurations `only` picks. */
const tableOf =
  (only) =>
  ({ synthesis, measured }, throughputMbps) =>
    synthesisTable(synthesis, measured, throughputMbps, only);

/**
 * The generated blocks: every configuration and the synthesis targets (synth-targets.mjs) in
 * hdl/doc/synthesis.md, each cipher's rows in its own document (hdl/doc/<id>.md), and
 * board/README.md's iCEBreaker table. A document missing, or without its block, stops the
 * write, naming the file (hdl/doc/adding-a-cipher.md).
 */
const blocks = [
  { file: synthesisDoc, name: 'every configuration', lines: tableOf(() => true) },
  ...ciphers.ciphers.map((c) => ({
    file: cipherDoc(c),
    name: c.name,
    lines: tableOf((id) => cipherOfId(ciphers, id)?.cipher.id === c.id),
  })),
  {
    file: path.join(root, 'board', 'README.md'),
    name: 'the iCEBreaker',
    lines: ({ synthesis }) => iceBreakerTable(synthesis, iceBreakerCores),
  },
  {
    file: synthesisDoc,
    name: 'targets',
    lines: ({ synthesis, measured }, throughputMbps) =>
      targetLines(synthesis, measured, throughputMbps, (id) => blockBitsOf(ciphers, id)),
  },
];
const marks = (name) => [
  `<!-- generated: synthesis figures, ${name} (npm run synth) -->`,
  '<!-- end generated synthesis figures -->',
];

/** Each generated block as the committed registry files give it: [{ file, text }]. */
export function synthesisBlocks(throughputMbps) {
  const files = committedFiles();
  return blocks.map(({ file, name, lines: linesOf }) => {
    const lines = linesOf(files, throughputMbps);
    const text = [
      marks(name)[0],
      '',
      ...lines,
      '',
      ...(lines.some((l) => l.includes(' †')) ? [earlierInputsFootnote, ''] : []),
      marks(name)[1],
    ];
    return { file, name, text: text.join('\n') };
  });
}

/** The generated block named `name` in `file` as committed ('' where it has none). */
export const committedBlock = (file, name) => committedMarkedBlock(file, marks(name));

/** Rewrite every generated block from the committed registry files. */
export function writeSynthesisBlocks(throughputMbps) {
  for (const { file, name, text } of synthesisBlocks(throughputMbps)) writeBlock(file, marks(name), text);
}
