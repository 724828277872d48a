// How the finalists view writes its numbers: as hdl/finalists-table.mjs writes the same
// figures in hdl/doc/finalists.md, so the page and the document read alike.
import type { LabPoint } from './data';

// One formatter each, made once: toLocaleString builds a new one a call, and that was a fifth
// of the view's first draw (npm run bench, the finalists view).
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 21,865 — grouped, whole. */
export const formatWhole = (n: number) => whole.format(Math.round(n));
/** Mbit/s to one decimal, grouped: 21,865.1. */
export const formatMbps = (mbps: number) => oneDecimal.format(mbps);
/** Gbit/s to three decimals, as hdl/doc/finalists.md's table. */
export const formatGbps = (mbps: number) => (mbps / 1000).toFixed(3);
/** "47 (1.31 µs)": cycles from a new key until a waiting block is taken, and that time at Fmax. */
export const keySetupText = (p: Pick<LabPoint, 'keySetup' | 'fmaxMHz'>) =>
  `${p.keySetup} (${(p.keySetup / p.fmaxMHz).toFixed(2)} µs)`;
