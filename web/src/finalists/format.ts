// How the finalists view writes its numbers: as hdl/finalists-table.mjs writes the same
// figures in hdl/doc/finalists.md, so the page and the document read alike.
// The page's grouping (numbers.ts), not ICU's: a toLocaleString call built a formatter each, a
// fifth of the view's first draw (npm run bench, the finalists view).
import { grouped } from '../numbers';
import type { LabPoint } from './data';

/** 21,865 — grouped, whole. */
export const formatWhole = (n: number) => grouped(Math.round(n), 0);
/** Mbit/s to one decimal, grouped, the decimal always written: 21,865.1 and 21,865.0. */
export const formatMbps = (mbps: number) => {
  const text = grouped(mbps, 1);
  return text.includes('.') ? text : `${text}.0`;
};
/** Gbit/s to three decimals, as hdl/doc/finalists.md's table. */
export const formatGbps = (mbps: number) => (mbps / 1000).toFixed(3);
/** "47 (1.31 µs)": cycles from a new key until a waiting block is taken, and that time at Fmax. */
export const keySetupText = (p: Pick<LabPoint, 'keySetup' | 'fmaxMHz'>) =>
  `${p.keySetup} (${(p.keySetup / p.fmaxMHz).toFixed(2)} µs)`;
