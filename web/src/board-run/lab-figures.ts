// The lab's cycles a block for a core on the board, beside what T measures there: measured on
// the RTL (registry/measured.json, `npm run timing`) for the configuration, or for the lab's
// configuration the dialog was opened on (its `all` form runs the same datapath in each mode),
// else sim-core's prediction.
import { measuredFile } from '../throughput/measured';
import type { SimCore } from '../sim/sim-core';

export interface LabFigure {
  cyclesPerBlock: number;
  /** "measured on the RTL", "predicted by sim-core" */
  source: string;
}

/** (decrypt) → the lab's figure for `mode` (sim-core's mode name), or null. */
export function labCyclesPerBlock(
  simCore: SimCore,
  id: string,
  labId: string,
  mode: string,
): (decrypt: boolean) => LabFigure | null {
  return (decrypt) => {
    const direction = decrypt ? 'decrypt' : 'encrypt';
    for (const source of [id, labId]) {
      const row = measuredFile.configurations[source]?.modes?.find(
        (m) => m.mode === mode && m.direction === direction && m.chains === 1,
      );
      if (row) return { cyclesPerBlock: row.cyclesPerBlock, source: `measured on the RTL of ${source}` };
    }
    try {
      const predicted = simCore.predictTiming(id).modes.find((m) => m.mode === mode && m.decrypt === decrypt);
      return predicted ? { cyclesPerBlock: predicted.cyclesPerBlock, source: 'predicted by sim-core' } : null;
    } catch {
      return null;
    }
  };
}
