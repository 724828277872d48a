// registry/synthesis.json as a Markdown table, one row per configuration with figures: printed
// by `npm run synth -- --table`, and written into hdl/doc/synthesis.md (every configuration)
// and the README (Serpent's) by `npm run synth` and `npm run timing`, never typed;
// scripts/tests/synth-table.test.mjs fails while a committed copy is not the registry's.
// Throughput is ECB encryption at the ECP5-85F's Fmax and the cycles per block `npm run
// timing` measured on the RTL (registry/measured.json), by sim-core's throughputMbps, the
// lab's own formula. A figure registry/synthesis-stale.json names (measured from inputs that
// have since changed) is marked †.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';
import { blockBitsOf } from '../../registry/ciphers.mjs';

const ciphers = JSON.parse(fs.readFileSync(path.join(root, 'registry', 'ciphers.json'), 'utf8'));

const n = (x) => (x === undefined || x === null ? '–' : x.toLocaleString('en'));

function ecp5Cell(f) {
  if (!f) return ['–', '–', '–', '–'];
  if (f.fits === false) return [n(f.luts), n(f.ffs), n(f.brams), 'does not fit'];
  if (f.placed === false) return [n(f.luts), n(f.ffs), n(f.brams), 'not placed (both placers failed)'];
  const other = f.placers && Object.entries(f.placers).find(([p]) => p !== f.placer)?.[1];
  const against = other ? (other.fmaxMHz !== undefined ? `; ${other.fmaxMHz.toFixed(1)} other` : '; other failed') : '';
  const ffs = f.bramOutputRegisters ? `${n(f.ffs)} + ${n(f.bramOutputRegisters)}` : n(f.ffs);
  return [
    n(f.luts),
    ffs,
    n(f.brams),
    f.fmaxMHz === undefined ? '–' : `${f.fmaxMHz.toFixed(1)}${f.placer ? ` (${f.placer}${against})` : ''}`,
  ];
}

function placedCell(f) {
  if (!f) return '–';
  if (f.fits === false) return `does not fit (${n(f.luts)} LUT4)`;
  return `${n(f.luts)} / ${n(f.ffs)} / ${n(f.brams)}${f.fmaxMHz !== undefined ? `, ${f.fmaxMHz.toFixed(1)} MHz` : ''}`;
}

const noneStale = { configurations: {} };

/**
 * The table's lines: `synthesis`, `measured` and `stale` are the registry files' contents
 * (synthesis-stale.json's: none stale when not given), `throughputMbps(blockBits, clockMHz,
 * cyclesPerBlock)` is sim-core's; `only(id)` picks the configurations (default: every one).
 */
export function synthesisTable(synthesis, measured, throughputMbps, stale = noneStale, only = () => true) {
  const lines = [
    '| configuration | ECP5-85F LUT4 | FF (+ in DP16KD) | DP16KD | Fmax MHz (placer) | ECB Gbit/s | iCE40UP5K LUT4 / FF / EBR | iCE40HX8K LUT4 / FF / EBR | Artix-7 LUT6 / FF / BRAM (estimate) |',
    '| --- | ---: | ---: | ---: | --- | ---: | --- | --- | --- |',
  ];
  for (const [id, figures] of Object.entries(synthesis.configurations)) {
    if (!only(id)) continue;
    const earlier = (device, cell) => (cell !== '–' && stale.configurations[id]?.includes(device) ? `${cell} †` : cell);
    const ecp5 = figures['ecp5-85f'];
    const cycles = measured.configurations?.[id]?.modes?.find(
      (m) => m.mode === 'ecb' && m.direction === 'encrypt',
    )?.cyclesPerBlock;
    const gbps =
      ecp5?.fmaxMHz !== undefined && cycles
        ? (throughputMbps(blockBitsOf(ciphers, id), ecp5.fmaxMHz, cycles) / 1000).toFixed(2)
        : '–';
    const ecp5Cells = ecp5Cell(ecp5);
    ecp5Cells[3] = earlier('ecp5-85f', ecp5Cells[3]);
    const others = ['ice40-up5k', 'ice40-hx8k', 'artix7'].map((d) => earlier(d, placedCell(figures[d])));
    lines.push(`| \`${id}\` | ${ecp5Cells.join(' | ')} | ${gbps} | ${others.join(' | ')} |`);
  }
  return lines;
}

const read = (f) => JSON.parse(fs.readFileSync(path.join(root, 'registry', f), 'utf8'));

/** The table of the committed registry files (`only` as synthesisTable's). */
export function committedTable(throughputMbps, only) {
  return synthesisTable(
    read('synthesis.json'),
    read('measured.json'),
    throughputMbps,
    read('synthesis-stale.json'),
    only,
  );
}

export const synthesisDoc = path.join(root, 'hdl', 'doc', 'synthesis.md');
const readmeDoc = path.join(root, 'README.md');
const dagger =
  "† measured before the core's RTL, its top level or the measuring flow last changed (`registry/synthesis-stale.json`); `npm run --silent synth -- --list` names the commands that measure it again.";

/** The generated blocks: every configuration in hdl/doc/synthesis.md, Serpent's in the README. */
const blocks = [
  { file: synthesisDoc, name: 'every configuration', only: () => true },
  { file: readmeDoc, name: 'Serpent', only: (id) => id.startsWith('serpent') },
];
const marks = (name) => [
  `<!-- generated: synthesis figures, ${name} (npm run synth) -->`,
  '<!-- end generated synthesis figures -->',
];

/** Each generated block as the committed registry files give it: [{ file, text }]. */
export function synthesisBlocks(throughputMbps) {
  return blocks.map(({ file, name, only }) => {
    const lines = committedTable(throughputMbps, only);
    const text = [
      marks(name)[0],
      '',
      ...lines,
      '',
      ...(lines.some((l) => l.includes(' †')) ? [dagger, ''] : []),
      marks(name)[1],
    ];
    return { file, name, text: text.join('\n') };
  });
}

/** The generated block named `name` in `file` as committed ('' where it has none). */
export function committedBlock(file, name) {
  const text = fs.readFileSync(file, 'utf8');
  const [begin, end] = marks(name);
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  return from < 0 || to < 0 ? '' : text.slice(from, to + end.length);
}

/** Rewrite every generated block from the committed registry files. */
export function writeSynthesisBlocks(throughputMbps) {
  for (const { file, name, text } of synthesisBlocks(throughputMbps)) {
    const old = fs.readFileSync(file, 'utf8');
    const committed = committedBlock(file, name);
    if (!committed) throw new Error(`${path.relative(root, file)}: no block "${marks(name)[0]}" to rewrite`);
    fs.writeFileSync(
      file,
      old.replace(committed, () => text),
    );
  }
}
