// A parsed VCD in a form postMessage moves without copying: per identifier code, the change
// times in one Float64Array and the values in one byte array, a character a bit, fixed width
// (both transferred). The worker parses the trace (web/src/sim/worker.ts); structured-cloning
// its change objects cost the page 90 ms and a 230 ms frame for 256 blocks through PP-10
// (`npm run bench`), and the values as strings, which are copied, 87 ms of a 263 ms task for
// 256 blocks through SP-10-3 composite (issue #47). The signals' names and widths travel as one
// JSON text of columns: SP-10-3 composite's 8,225 signal objects took 50 ms to receive.
import { signalName, type Change, type Signal, type Vcd } from './vcd';

export interface WireVcd {
  timescale: Vcd['timescale'];
  startTime: number;
  endTime: number;
  /** The signals without their changes, as JSON of SignalColumns. */
  signals: string;
  /** `values`: each change's `width` characters ('0', '1', 'x', 'z'), as their ASCII codes. */
  groups: { width: number; times: Float64Array; values: Uint8Array }[];
}

/**
 * Signal i is `reference[i]` in scope `scopes[scope[i]]` (its name: the two joined with '.'),
 * its changes group `group[i]` of the wire's groups (signals sharing a code share one).
 */
interface SignalColumns {
  scopes: string[][];
  scope: number[];
  reference: string[];
  range: (string | null)[];
  width: number[];
  type: string[];
  code: string[];
  group: number[];
}

export function encodeVcd(vcd: Vcd): WireVcd {
  const groupOf = new Map<Change[], number>();
  const groups: WireVcd['groups'] = [];
  const scopeOf = new Map<string, number>();
  const columns: SignalColumns = {
    scopes: [],
    scope: [],
    reference: [],
    range: [],
    width: [],
    type: [],
    code: [],
    group: [],
  };
  for (const { changes, ...meta } of vcd.signals) {
    let group = groupOf.get(changes);
    if (group === undefined) {
      group = groups.length;
      groupOf.set(changes, group);
      const values = new Uint8Array(changes.length * meta.width);
      changes.forEach((c, i) => {
        if (c.value.length !== meta.width)
          throw new Error(`waveform: ${meta.name} changes to ${c.value.length} bit(s) at ${c.time}, not ${meta.width}`);
        for (let b = 0; b < meta.width; b++) values[i * meta.width + b] = c.value.charCodeAt(b);
      });
      groups.push({ width: meta.width, times: Float64Array.from(changes, (c) => c.time), values });
    }
    const scopeKey = meta.scope.join('.');
    let scope = scopeOf.get(scopeKey);
    if (scope === undefined) {
      scope = columns.scopes.length;
      scopeOf.set(scopeKey, scope);
      columns.scopes.push(meta.scope);
    }
    columns.scope.push(scope);
    columns.reference.push(meta.reference);
    columns.range.push(meta.range);
    columns.width.push(meta.width);
    columns.type.push(meta.type);
    columns.code.push(meta.code);
    columns.group.push(group);
  }
  const signals = JSON.stringify(columns);
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
  const latin1 = new TextDecoder('latin1');
  const changesOf = (group: number) => {
    const { width, times, values } = wire.groups[group];
    if (made[group]) return made[group];
    const text = latin1.decode(values);
    return (made[group] = Array.from(times, (time, i) => ({ time, value: text.slice(i * width, (i + 1) * width) })));
  };
  const columns = JSON.parse(wire.signals) as SignalColumns;
  const signals = columns.reference.map((reference, i) => {
    const scope = columns.scopes[columns.scope[i]];
    const meta = {
      name: signalName(scope, reference),
      scope: [...scope],
      reference,
      range: columns.range[i],
      width: columns.width[i],
      type: columns.type[i],
      code: columns.code[i],
    };
    const group = columns.group[i];
    return Object.defineProperty(meta, 'changes', { get: () => changesOf(group), enumerable: true }) as Signal;
  });
  return { timescale: wire.timescale, startTime: wire.startTime, endTime: wire.endTime, signals };
}

/** The buffers to transfer with a WireVcd. */
export const wireBuffers = (wire: WireVcd): ArrayBuffer[] =>
  wire.groups.flatMap((g) => [g.times.buffer as ArrayBuffer, g.values.buffer as ArrayBuffer]);
