// Toggle activity over a VCD: the bit flips of every traced net in a window of clock cycles,
// the lab's energy proxy for comparing S-boxes. Dynamic power goes with switching activity
// (Swankoski et al. 2005, Sec. 6: "The additional switching activity as well as the increased
// latency of the combinatorial substitution method leads to an increase in energy
// consumption"). A proxy only: the dump is a zero-delay simulation, so it holds one settled
// value per net and time (vcd.ts keeps the last of several changes at one time) and no
// glitch, and every net weighs the same whatever its capacitance.
//
// Each identifier code is counted once: Verilator gives a net one code however many scopes
// name it (a port and the wire it connects), and the reader shares that code's changes.
import type { Vcd } from '../waveform/vcd';
import { cycleTiming, type CycleTiming } from '../waveform/geometry';
import { partitionPoint } from '../layout/partition-point';

/** Cycles [from, to) of the trace. */
export interface CycleWindow {
  from: number;
  to: number;
}

export interface ToggleCount {
  /** 0 → 1 and 1 → 0 flips, bit by bit. */
  toggles: number;
  /**
   * Bit changes to or from x or z, not in `toggles`: a settled value has no such change, and
   * an unknown one is no flip that can be weighed. A net is x before its first dump, so its
   * first value in the window counts here (none after reset in Verilator's two-state models).
   */
  unknown: number;
  /** Cycles in the window. */
  cycles: number;
  /** Identifier codes: nets counted. */
  nets: number;
  /** Their bits. */
  bits: number;
}

/** Index of the first change at or after `time`. */
function firstAtOrAfter(changes: readonly { time: number }[], time: number): number {
  return partitionPoint(changes, (change) => change.time < time);
}

const known = (bit: string) => bit === '0' || bit === '1';

/**
 * Bit flips in cycles [from, to): every change whose time lies in [start + from·period,
 * start + to·period), against the value before it (geometry.ts: cycle c spans its clock-low
 * half, then its rising edge); of the nets whose codes are in `codes`, or of all. Throws when
 * the window is not inside the trace.
 */
export function countToggles(
  vcd: Vcd,
  window: CycleWindow,
  codes?: ReadonlySet<string>,
  timing: CycleTiming = cycleTiming(vcd),
): ToggleCount {
  const { from, to } = window;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to <= from || to > timing.cycles) {
    throw new Error(`cycles ${from} to ${to}: not a window of this trace's ${timing.cycles} cycles`);
  }
  const lo = timing.start + from * timing.period;
  const hi = timing.start + to * timing.period;
  const seen = new Set<string>();
  let toggles = 0;
  let unknown = 0;
  let bits = 0;
  for (const signal of vcd.signals) {
    if (seen.has(signal.code) || (codes && !codes.has(signal.code))) continue;
    seen.add(signal.code);
    bits += signal.width;
    const changes = signal.changes;
    for (let i = firstAtOrAfter(changes, lo); i < changes.length && changes[i].time < hi; i++) {
      const before = i > 0 ? changes[i - 1].value : 'x'.repeat(signal.width);
      const after = changes[i].value;
      for (let b = 0; b < after.length; b++) {
        const x = before[b];
        const y = after[b];
        if (x === y) continue;
        if (known(x) && known(y)) toggles++;
        else unknown++;
      }
    }
  }
  return { toggles, unknown, cycles: to - from, nets: seen.size, bits };
}
