// Which cycles of a run the toggle activity is counted over: sim-core's steady state (the
// stretch where the occupancy pattern repeats; sim-core/src/analytics/steady.rs), in whole
// periods from its start, the cycles its cycles per block are measured over. That leaves out
// the key load, the filling of the datapath before the first block leaves and its draining
// after the last block entered: cores of different depths spend different shares of a short
// run there, and the cycles of neither are what a saturated core does.
import type { SteadyState } from '@sim-core';
import type { CycleWindow } from './toggles';

export interface SteadyWindow {
  window: CycleWindow;
  /** Blocks leaving in the window. */
  blocks: number;
  /** The steady state's period, in cycles. */
  period: number;
  cyclesPerBlock: number;
}

/**
 * The steady state's whole periods, or why there is none. sim-core counts the blocks leaving in
 * them (`completed`) and gives cycles per block as those periods' cycles over the blocks.
 */
export function steadyWindow(steady: SteadyState | null): SteadyWindow | { problem: string } {
  if (!steady)
    return { problem: 'the run reached no steady state (no repeating occupancy pattern): it needs more blocks' };
  if (steady.cyclesPerBlock === null || steady.completed === 0)
    return { problem: 'no block left the core in its steady state' };
  const cycles = Math.round(steady.cyclesPerBlock * steady.completed);
  if (cycles % steady.period !== 0 || cycles > steady.length) {
    throw new Error(
      `steady state from cycle ${steady.start}: ${steady.completed} blocks at ${steady.cyclesPerBlock} cycles each is not whole periods of ${steady.period} within its ${steady.length} cycles`,
    );
  }
  return {
    window: { from: steady.start, to: steady.start + cycles },
    blocks: steady.completed,
    period: steady.period,
    cyclesPerBlock: steady.cyclesPerBlock,
  };
}
