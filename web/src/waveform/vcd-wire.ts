// A parsed VCD in a form postMessage moves without copying: per identifier code, the change
// times in one Float64Array and the values in one byte array, a character a bit, fixed width
// (both transferred). The worker parses the trace (web/src/sim/worker.ts); structured-cloning
// its change objects cost the page 90 ms and a 230 ms frame for 256 blocks through PP-10
// (`npm run bench`), and the values as strings, which are copied, 87 ms of a 263 ms task for
// 256 blocks through SP-10-3 composite (issue #47). The signals' names and widths travel as one
// JSON text of columns: SP-10-3 composite's 8,225 signal objects took 50 ms to receive. And
// its thousands of groups travel end to end in one buffer of times and one of values: two
// buffers a group were 28 ms of deserializing in the task that receives a run's result.
import { signalName, type Change, type Signal, type Vcd } from './vcd';

export interface WireVcd {
  timescale: Vcd['timescale'];
  startTime: number;
  endTime: number;
  /** The signals without their changes, as JSON of SignalColumns. */
  signals: string;
  /** The changes of every group (signals that share an identifier code), group after group. */
  groups: WireGroups;
}

/**
 * Group g's changes are `times[start[g]]` to `times[start[g + 1] - 1]`, each `width[g]`
 * characters ('0', '1', 'x', 'z', as their ASCII codes) of `values`, from `valueStart[g]`.
 */
interface WireGroups {
  width: Int32Array;
  start: Float64Array;
  valueStart: Float64Array;
  times: Float64Array;
  values: Uint8Array;
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
  const groups: { changes: Change[]; width: number; name: string }[] = [];
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
      groups.push({ changes, width: meta.width, name: meta.name });
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
  return {
    timescale: vcd.timescale,
    startTime: vcd.startTime,
    endTime: vcd.endTime,
    signals,
    groups: packGroups(groups),
  };
}

/** The groups' changes end to end (WireGroups); a change of another width than its signal's is refused. */
function packGroups(groups: { changes: Change[]; width: number; name: string }[]): WireGroups {
  const width = Int32Array.from(groups, (g) => g.width);
  const start = new Float64Array(groups.length + 1);
  const valueStart = new Float64Array(groups.length + 1);
  groups.forEach((g, i) => {
    start[i + 1] = start[i] + g.changes.length;
    valueStart[i + 1] = valueStart[i] + g.changes.length * g.width;
  });
  const times = new Float64Array(start[groups.length]);
  const values = new Uint8Array(valueStart[groups.length]);
  groups.forEach(({ changes, width: w, name }, i) => {
    let at = valueStart[i];
    changes.forEach((c, j) => {
      if (c.value.length !== w)
        throw new Error(`waveform: ${name} changes to ${c.value.length} bit(s) at ${c.time}, not ${w}`);
      times[start[i] + j] = c.time;
      for (let b = 0; b < w; b++) values[at++] = c.value.charCodeAt(b);
    });
  });
  return { width, start, valueStart, times, values };
}

/** Whether `g` is consistent: every group's changes and values inside the buffers, each value its group's width. */
function checkGroups(g: WireGroups): void {
  const count = g.width.length;
  if (g.start.length !== count + 1 || g.valueStart.length !== count + 1)
    throw new Error(
      `waveform: ${count} groups but ${g.start.length} change starts and ${g.valueStart.length} value starts`,
    );
  if (g.start[count] !== g.times.length || g.valueStart[count] !== g.values.length)
    throw new Error(
      `waveform: the groups end at change ${g.start[count]} and value character ${g.valueStart[count]}, the buffers hold ${g.times.length} and ${g.values.length}`,
    );
  for (let i = 0; i < count; i++) {
    const changes = g.start[i + 1] - g.start[i];
    const characters = g.valueStart[i + 1] - g.valueStart[i];
    if (changes < 0 || characters !== changes * g.width[i])
      throw new Error(`waveform: ${changes} changes of ${g.width[i]} bit(s) but ${characters} value characters`);
  }
}

/**
 * The Vcd of `wire`, its changes made on first use, group by group: the page draws a few dozen
 * rows, and making every signal's change objects at once took the main thread 1.3 s for 256
 * blocks of SIMON 128/128 LU-1 (17,475 cycles of a 128-bit state; issue #47's bench). Signals
 * sharing a group share one array, as parseVcd's share theirs. The sizes are checked now.
 */
export function decodeVcd(wire: WireVcd): Vcd {
  const groups = wire.groups;
  checkGroups(groups);
  const made: (Change[] | undefined)[] = [];
  const latin1 = new TextDecoder('latin1');
  const changesOf = (group: number) => {
    if (made[group]) return made[group];
    const width = groups.width[group];
    const times = groups.times.subarray(groups.start[group], groups.start[group + 1]);
    const text = latin1.decode(groups.values.subarray(groups.valueStart[group], groups.valueStart[group + 1]));
    return (made[group] = Array.from(times, (time, i) => ({ time, value: text.slice(i * width, (i + 1) * width) })));
  };
  const columns = JSON.parse(wire.signals) as SignalColumns;
  // Little made per signal: the 8,225 of AES SP-10-3 composite took 20 ms of the task that
  // receives a run's result, each with its own scope array, name join and a getter of its own
  // (defineProperty, or a literal's get: V8 makes either object slowly). Signals of one scope
  // share its array, which no reader changes, and its name's prefix; `changes` is one getter
  // on WireSignal's prototype.
  const prefixes = columns.scopes.map((scope) => signalName(scope, ''));
  const signals = columns.reference.map(
    (reference, i): Signal =>
      new WireSignal(
        prefixes[columns.scope[i]] + reference,
        columns.scopes[columns.scope[i]],
        reference,
        columns.range[i],
        columns.width[i],
        columns.type[i],
        columns.code[i],
        () => changesOf(columns.group[i]),
      ),
  );
  return { timescale: wire.timescale, startTime: wire.startTime, endTime: wire.endTime, signals };
}

/** A signal of a decoded wire: its changes made when first read (decodeVcd). */
class WireSignal implements Signal {
  readonly #changes: () => Change[];

  constructor(
    public name: string,
    public scope: string[],
    public reference: string,
    public range: string | null,
    public width: number,
    public type: string,
    public code: string,
    changes: () => Change[],
  ) {
    this.#changes = changes;
  }

  get changes(): Change[] {
    return this.#changes();
  }
}

/** The buffers to transfer with a WireVcd. */
export const wireBuffers = ({ groups }: WireVcd): ArrayBuffer[] =>
  [groups.width, groups.start, groups.valueStart, groups.times, groups.values].map((a) => a.buffer as ArrayBuffer);
