// The per-mode throughput of two configurations in one table: for each mode and direction
// either core runs, its cycles per block on each (measured on the RTL when the
// configuration is prebuilt, sim-core's prediction otherwise, and labelled so).
import type { Prediction } from '@sim-core';
import { modeRows } from '../throughput/measured';

export interface Rate {
  cyclesPerBlock: number;
  measured: boolean;
}

export interface ModePair {
  mode: string;
  direction: 'encrypt' | 'decrypt';
  a: Rate | null;
  b: Rate | null;
}

function rates(id: string, prediction: Prediction): Map<string, Rate> {
  const out = new Map<string, Rate>();
  const measured = modeRows(id, prediction);
  if (measured) {
    for (const r of measured) out.set(`${r.mode} ${r.direction}`, { cyclesPerBlock: r.cyclesPerBlock, measured: true });
    return out;
  }
  for (const m of prediction.modes) {
    // CTR and OFB decrypt by encrypting: the encrypt row says it all (as ModeThroughput).
    if (m.decrypt && (m.mode === 'ctr' || m.mode === 'ofb')) continue;
    out.set(`${m.mode} ${m.decrypt ? 'decrypt' : 'encrypt'}`, { cyclesPerBlock: m.cyclesPerBlock, measured: false });
  }
  return out;
}

export function modePairs(idA: string, predictionA: Prediction, idB: string, predictionB: Prediction): ModePair[] {
  const a = rates(idA, predictionA);
  const b = rates(idB, predictionB);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.map((k) => {
    const [mode, direction] = k.split(' ') as [string, 'encrypt' | 'decrypt'];
    return { mode, direction, a: a.get(k) ?? null, b: b.get(k) ?? null };
  });
}
