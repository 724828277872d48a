// A parsed VCD in a form postMessage copies cheaply: per identifier code, the change times
// in one Float64Array (transferred) and the values in one string, fixed width. The worker
// parses the trace (web/src/sim/worker.ts); structured-cloning its change objects cost the
// page 90 ms and a 230 ms frame for 256 blocks through PP-10 (`npm run bench`), rebuilding
// them from this form a fraction of that.
import type { Change, Signal, Vcd } from './vcd';

export interface WireVcd {
  timescale: Vcd['timescale'];
  startTime: number;
  endTime: number;
  /** Signals without their changes; `group` indexes `groups` (signals sharing a code share one). */
  signals: (Omit<Signal, 'changes'> & { group: number })[];
  groups: { width: number; times: Float64Array; values: string }[];
}

export function encodeVcd(vcd: Vcd): WireVcd {
  const groupOf = new Map<Change[], number>();
  const groups: WireVcd['groups'] = [];
  const signals = vcd.signals.map(({ changes, ...meta }) => {
    let group = groupOf.get(changes);
    if (group === undefined) {
      group = groups.length;
      groupOf.set(changes, group);
      groups.push({
        width: meta.width,
        times: Float64Array.from(changes, (c) => c.time),
        values: changes.map((c) => c.value).join(''),
      });
    }
    return { ...meta, group };
  });
  return { timescale: vcd.timescale, startTime: vcd.startTime, endTime: vcd.endTime, signals, groups };
}

/**
 * The Vcd of `wire`, its changes made on first use, group by group: the page draws a few dozen
 * rows, and making every signal's change objects at once took the main thread 1.3 s for 256
 * blocks of SIMON 128/128 LU-1 (17,475 cycles of a 128-bit state; issue #47's bench). Signals
 * sharing a group share one array, as parseVcd's share theirs. The sizes are checked now.
 */
export function decodeVcd(wire: WireVcd): Vcd {
  for (const { width, times, values } of wire.groups) {
    if (values.length !== times.length * width)
      throw new Error(`waveform: ${times.length} changes of ${width} bit(s) but ${values.length} value characters`);
  }
  const made: (Change[] | undefined)[] = [];
  const changesOf = (group: number) => {
    const { width, times, values } = wire.groups[group];
    return (made[group] ??= Array.from(times, (time, i) => ({
      time,
      value: values.slice(i * width, (i + 1) * width),
    })));
  };
  const signals = wire.signals.map(
    ({ group, ...meta }) =>
      Object.defineProperty({ ...meta }, 'changes', { get: () => changesOf(group), enumerable: true }) as Signal,
  );
  return { timescale: wire.timescale, startTime: wire.startTime, endTime: wire.endTime, signals };
}

/** The buffers to transfer with a WireVcd. */
export const wireBuffers = (wire: WireVcd): ArrayBuffer[] => wire.groups.map((g) => g.times.buffer as ArrayBuffer);
