// A stepping session: the core simulated one cycle at a time from reset, every cycle kept
// (cycle-history.ts) so the page can step back and scrub to any cycle already simulated, and
// forward past the last one by simulating on. The simulator is deterministic, so the cycles
// kept are the ones a run of the same workload goes through (the occupancy chart's and the
// waveform's cycle numbers: cycle c is the registers' contents during the run's cycle c, as
// the harness samples its probes before the clock edge that ends the cycle, cs_harness.cpp).
import { CycleHistory } from './cycle-history';
import type { StepOutput, StepState } from './protocol';
import { grouped } from '../numbers';

/** What a session needs of a loaded model (hdl/harness/wasm-model.mjs's WasmModel). */
export interface SteppedModel {
  reset(): void;
  captureProbes(capacity: number): void;
  step(cycles: number): number;
  takeAll(): { tag: number; data: Uint8Array }[];
  state(): { pending: number };
  probeRing(): { words: Uint32Array };
}

/** The most cycles a session keeps: past it, Restart starts again. */
export const sessionCycles = 1 << 22;
/** Outputs a state carries from each end of those out by its cycle (a long run has a million). */
export const outputsShown = 256;

export class StepSession {
  /** Per cycle: the probe word of each stage, then the items waiting to enter during it. */
  private readonly history: CycleHistory;
  private readonly row: Uint32Array;
  /** Every output, in the order the core gave them, each with the cycle it left in. */
  private readonly outputs: StepOutput[] = [];
  /** The cycle shown: −1 before the first is simulated. */
  private shown = -1;

  /** Reset `model` and queue a workload with `queue`; nothing is simulated yet. */
  constructor(
    private readonly model: SteppedModel,
    private readonly stages: number,
    queue: (model: SteppedModel) => void,
  ) {
    model.reset();
    model.captureProbes(1);
    queue(model);
    this.history = new CycleHistory(stages + 1);
    this.row = new Uint32Array(stages + 1);
  }

  /** The last cycle simulated (−1: none yet). */
  get last(): number {
    return this.history.length - 1;
  }

  /** Simulate up to `cycle` (beyond the last one kept), telling `progress` now and then. */
  private simulateTo(cycle: number, progress?: (done: number, total: number) => void) {
    if (cycle >= sessionCycles)
      throw new Error(
        `a stepping session keeps ${grouped(sessionCycles)} cycles (0–${grouped(sessionCycles - 1)}); cycle ${grouped(cycle)} is past them. Run the workload to see its end, or Restart.`,
      );
    const from = this.last;
    for (let c = from + 1; c <= cycle; c++) {
      this.simulateOne();
      if (progress && (c - from) % 65536 === 0) progress(c - from, cycle - from);
    }
  }

  private simulateOne() {
    const { model, row, stages } = this;
    // Waiting during the cycle: the queue before the clock edge takes its head.
    row[stages] = model.state().pending;
    model.step(1);
    row.set(model.probeRing().words.subarray(0, stages));
    this.history.push(row);
    const cycle = this.last;
    for (const o of model.takeAll()) this.outputs.push({ ...o, cycle });
  }

  /** Go `cycles` on from the cycle shown (simulating past the last one kept). */
  forward(cycles: number): StepState {
    if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles: expected a whole number ≥ 1, got ${cycles}`);
    return this.seek(this.shown + cycles);
  }

  /**
   * Go to the next cycle after the one shown in which a block leaves, at most `cycles` on
   * (simulating past the last one kept); where it stopped when none left.
   */
  nextOutput(cycles: number): StepState {
    if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles: expected a whole number ≥ 1, got ${cycles}`);
    const limit = this.shown + cycles;
    const kept = this.outputs.find((o) => o.cycle > this.shown);
    if (kept) return this.seek(Math.min(kept.cycle, limit));
    const before = this.outputs.length;
    while (this.last < limit && this.outputs.length === before) this.simulateTo(this.last + 1);
    this.shown = this.last;
    return this.state();
  }

  /** Show `cycle`: kept, read back; past the last one, simulated to. */
  seek(cycle: number, progress?: (done: number, total: number) => void): StepState {
    if (!Number.isInteger(cycle) || cycle < 0) throw new Error(`cycle: expected a whole number ≥ 0, got ${cycle}`);
    if (cycle > this.last) this.simulateTo(cycle, progress);
    this.shown = cycle;
    return this.state();
  }

  /** Go `cycles` back from the cycle shown, to cycle 0 at the earliest. */
  back(cycles: number): StepState {
    if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles: expected a whole number ≥ 1, got ${cycles}`);
    if (this.shown < 0) return this.state();
    return this.seek(Math.max(0, this.shown - cycles));
  }

  /** What the page shows of the cycle shown. */
  state(): StepState {
    const { shown, stages } = this;
    if (shown < 0)
      return { cycle: -1, last: -1, stages: new Uint32Array(stages), outputs: [], outputCount: 0, pending: -1 };
    const words = this.history.at(shown);
    const out = outputsBy(this.outputs, shown);
    const outputs =
      out <= 2 * outputsShown
        ? this.outputs.slice(0, out)
        : [...this.outputs.slice(0, outputsShown), ...this.outputs.slice(out - outputsShown, out)];
    return {
      cycle: shown,
      last: this.last,
      stages: words.slice(0, stages),
      outputs,
      outputCount: out,
      pending: words[stages],
    };
  }
}

/** How many of `outputs` (in cycle order) left by `cycle`. */
function outputsBy(outputs: StepOutput[], cycle: number): number {
  let lo = 0;
  let hi = outputs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (outputs[mid].cycle <= cycle) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
