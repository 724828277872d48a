// Cycles per block of every prebuilt configuration in each mode, measured on its RTL by
// `npm run timing` (hdl/timing.mjs) into registry/measured.json, beside sim-core's
// prediction for the same configuration.
import data from '@registry/measured.json';
import type { Prediction } from '@sim-core';

export interface MeasuredMode {
  mode: string;
  direction: 'encrypt' | 'decrypt';
  chains: number;
  cyclesPerBlock: number;
  utilization: number[];
}

export interface ModeRow extends MeasuredMode {
  predicted: number | null;
}

const measured = (data as { configurations: Record<string, { modes: MeasuredMode[] }> }).configurations;

export const modeNames: Record<string, string> = {
  ecb: 'ECB',
  ctr: 'CTR',
  cbc: 'CBC',
  cfb: 'CFB-128',
  ofb: 'OFB',
  interleavedCbc: 'Interleaved CBC',
  multiStreamCbc: 'Multi-stream CBC',
};

/** Whether a mode makes each block wait for the one before (SP 800-38A; Elbirt et al.). */
export function isFeedback(mode: string, direction: string): boolean {
  if (mode === 'ofb') return true;
  return ['cbc', 'cfb', 'interleavedCbc', 'multiStreamCbc'].includes(mode) && direction === 'encrypt';
}

/**
 * The measured rows of a configuration with the prediction beside each; null when the
 * configuration is not prebuilt (nothing measured: the caller shows the prediction alone).
 */
export function modeRows(id: string, prediction: Prediction): ModeRow[] | null {
  const rows = measured[id]?.modes;
  if (!rows || rows.length === 0) return null;
  return rows
    .filter((r) => !(r.direction === 'decrypt' && (r.mode === 'ctr' || r.mode === 'ofb')))
    .map((r) => ({
      ...r,
      predicted:
        prediction.modes.find((m) => m.mode === r.mode && m.decrypt === (r.direction === 'decrypt'))?.cyclesPerBlock ??
        null,
    }));
}
