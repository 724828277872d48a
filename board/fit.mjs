// Does a configured core fit a board? The need is counted in the board family's own units
// (LUT4 for iCE40/ECP5/Gowin, LUT6 for Xilinx 7-series, LEs for MAX 10; block RAMs of the
// family's kind), as the synthesis report for that family gives them.
import { FAMILIES } from './boards.mjs';

/** 41210 → "41,210" (fixed, not the locale's, so messages are the same everywhere). */
export function groupDigits(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function checkNeed(need) {
  if (typeof need !== 'object' || need === null)
    throw new Error('checkFit: need must be an object { luts, ffs, brams }');
  for (const key of ['luts', 'ffs', 'brams']) {
    if (!Number.isInteger(need[key]) || need[key] < 0) {
      throw new Error(`checkFit: need.${key} is ${JSON.stringify(need[key])}, expected a whole number ≥ 0`);
    }
  }
  if (need.dsps !== undefined && (!Number.isInteger(need.dsps) || need.dsps < 0)) {
    throw new Error(`checkFit: need.dsps is ${JSON.stringify(need.dsps)}, expected a whole number ≥ 0`);
  }
}

/**
 * null when `need` ({ luts, ffs, brams, dsps?, name? }) fits the board; otherwise a message
 * naming what the core needs and what the board has, e.g.
 * "aes128-enc-pp10-lut-online-ecb needs 41,210 LUT4, 1,280 FFs and 0 EBR; the iCEBreaker
 *  (iCE40UP5K) has 5,280 LUT4, 5,280 FFs and 30 EBR: too many LUT4".
 * @param {import('./boards.mjs').Board} board
 * @param {{ luts: number, ffs: number, brams: number, dsps?: number, name?: string }} need
 * @returns {string | null}
 */
export function checkFit(board, need) {
  checkNeed(need);
  const r = board.resources;
  const { lut, bram } = FAMILIES[board.fpga.family];
  const dsp = 'DSP';
  const rows = [
    { key: 'luts', unit: lut, have: r.luts },
    { key: 'ffs', unit: 'FFs', have: r.ffs },
    { key: 'brams', unit: bram, have: r.brams },
  ];
  if (need.dsps !== undefined) rows.push({ key: 'dsps', unit: dsp, have: r.dsps });
  const over = rows.filter((row) => need[row.key] > row.have);
  if (over.length === 0) return null;
  const list = (values) => `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;
  const needs = list(rows.map((row) => `${groupDigits(need[row.key])} ${row.unit}`));
  const has = list(rows.map((row) => `${groupDigits(row.have)} ${row.unit}`));
  const who = need.name ?? 'the core';
  return `${who} needs ${needs}; the ${board.name} (${board.fpga.device}) has ${has}: too many ${over.map((row) => row.unit).join(' and ')}`;
}
