// Toggle activity of one run: sim-core's trace analytics find the steady state in the run's
// occupancy probes, and the toggle counter counts the run's VCD over those cycles, all nets
// and the S-boxes' own. The probes and the dump cover the same cycles: the harness records
// both from the run's first cycle (sim/run.ts opens the trace right after the probe capture).
import type { SimCore } from '../sim/sim-core';
import type { RunResult } from '../sim/protocol';
import type { Vcd } from '../waveform/vcd';
import { sboxNetCodes, type ImplementationNets } from './sbox-nets';
import { steadyWindow, type SteadyWindow } from './steady-window';
import { countToggles, type ToggleCount } from './toggles';

export interface ToggleMeasure extends SteadyWindow {
  /** Every traced net. */
  all: ToggleCount;
  /** The S-boxes' own nets (sbox-nets.ts, by the cipher's instance names), part of `all`. */
  sboxes: ToggleCount;
  togglesPerCycle: number;
  togglesPerBlock: number;
  sboxTogglesPerBlock: number;
}

/** sim-core's steady state of a run's probes. */
function steadyState(simCore: SimCore, run: Pick<RunResult, 'probes' | 'stages'>) {
  const words = run.probes.length;
  const analyzer = new simCore.TraceAnalyzer(Math.max(1, words));
  try {
    new Uint32Array(simCore.wasmMemory().buffer, analyzer.inputPtr(), analyzer.inputCapacity()).set(run.probes);
    return analyzer.analyze(words / run.stages, run.stages, { buckets: 64 }).steadyState;
  } finally {
    analyzer.free();
  }
}

/**
 * Toggles per cycle and per block in the run's steady state, the S-boxes' nets by the instance
 * names `nets` gives (the cipher's plug-in's, implementationNetsOf); throws saying why there is none.
 */
export function measureToggles(
  simCore: SimCore,
  run: Pick<RunResult, 'probes' | 'stages'>,
  vcd: Vcd,
  nets: ImplementationNets,
): ToggleMeasure {
  const codes = sboxNetCodes(vcd, nets);
  const steady = steadyWindow(steadyState(simCore, run));
  if ('problem' in steady) throw new Error(steady.problem);
  const all = countToggles(vcd, steady.window);
  const sboxes = countToggles(vcd, steady.window, codes);
  return {
    ...steady,
    all,
    sboxes,
    togglesPerCycle: all.toggles / all.cycles,
    togglesPerBlock: all.toggles / steady.blocks,
    sboxTogglesPerBlock: sboxes.toggles / steady.blocks,
  };
}
