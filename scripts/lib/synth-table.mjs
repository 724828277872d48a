// `npm run synth -- --table`: registry/synthesis.json as a Markdown table, one row per
// configuration with figures, for READMEs and issue notes. Throughput is ECB encryption at
// the ECP5-85F's Fmax and the cycles per block `npm run timing` measured on the RTL
// (registry/measured.json), by sim-core's throughputMbps, the lab's own formula.
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

/**
 * The table's lines: `synthesis` and `measured` are the two registry files' contents,
 * `throughputMbps(blockBits, clockMHz, cyclesPerBlock)` is sim-core's.
 */
export function synthesisTable(synthesis, measured, throughputMbps) {
  const lines = [
    '| configuration | ECP5-85F LUT4 | FF (+ in DP16KD) | DP16KD | Fmax MHz (placer) | ECB Gbit/s | iCE40UP5K LUT4 / FF / EBR | Artix-7 LUT6 / FF / BRAM (estimate) |',
    '| --- | ---: | ---: | ---: | --- | ---: | --- | --- |',
  ];
  for (const [id, figures] of Object.entries(synthesis.configurations)) {
    const ecp5 = figures['ecp5-85f'];
    const cycles = measured.configurations?.[id]?.modes?.find(
      (m) => m.mode === 'ecb' && m.direction === 'encrypt',
    )?.cyclesPerBlock;
    const gbps =
      ecp5?.fmaxMHz !== undefined && cycles
        ? (throughputMbps(blockBitsOf(ciphers, id), ecp5.fmaxMHz, cycles) / 1000).toFixed(2)
        : '–';
    lines.push(
      `| \`${id}\` | ${ecp5Cell(ecp5).join(' | ')} | ${gbps} | ${placedCell(figures['ice40-up5k'])} | ${placedCell(figures.artix7)} |`,
    );
  }
  return lines;
}

/** The table of the committed registry files. */
export function committedTable(throughputMbps) {
  const read = (f) => JSON.parse(fs.readFileSync(path.join(root, 'registry', f), 'utf8'));
  return synthesisTable(read('synthesis.json'), read('measured.json'), throughputMbps);
}
