// A strict reader of Value Change Dump files (IEEE 1364-2005 §18, "Value change dump (VCD)
// files"): the header's time scale, scopes and variables, then the value changes. Anything
// the standard does not allow is refused with the line number and what was wrong, so a
// truncated or foreign file says why it cannot be shown instead of showing something wrong.

export type TimeUnit = 's' | 'ms' | 'us' | 'ns' | 'ps' | 'fs';

/** `$timescale 1 ns $end`: one time step is `magnitude` `unit`s (§18.2.3.6: 1, 10 or 100). */
export interface Timescale {
  magnitude: 1 | 10 | 100;
  unit: TimeUnit;
}

/** A value from this time on: one character per bit, most significant first, each 0, 1, x or z. */
export interface Change {
  time: number;
  value: string;
}

export interface Signal {
  /** Scopes and reference joined with '.', e.g. `TOP.cs_top.out_data_o`. */
  name: string;
  scope: string[];
  reference: string;
  /** The bit range as declared, e.g. `[127:0]`, or null when the declaration has none. */
  range: string | null;
  width: number;
  /** The declared variable type: wire, reg, integer, … */
  type: string;
  /** The identifier code value changes use; variables declared with the same code share changes. */
  code: string;
  /** Changes in time order, only those that change the value (the first sets it). */
  changes: Change[];
}

export interface Vcd {
  timescale: Timescale | null;
  signals: Signal[];
  /** The first and last `#time` in the file (0 when there is none). */
  startTime: number;
  endTime: number;
}

interface Token {
  text: string;
  line: number;
}

/** Whitespace-separated tokens with their line numbers (§18.2.1: tokens are separated by white space). */
function* tokens(text: string): Generator<Token> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
    } else if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12) {
      i++;
    } else {
      const start = i;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 10 || d === 32 || d === 9 || d === 13 || d === 11 || d === 12) break;
        i++;
      }
      yield { text: text.slice(start, i), line };
    }
  }
}

class VcdError extends Error {
  constructor(line: number, message: string) {
    super(`VCD line ${line}: ${message}`);
    this.name = 'VcdError';
  }
}

const timeUnits: readonly TimeUnit[] = ['s', 'ms', 'us', 'ns', 'ps', 'fs'];
const bitsPattern = /^[01xz]+$/;
const rangePattern = /^\[(\d+)(?::(\d+))?\]$/;
// §18.2.3.8: identifier codes are printable ASCII characters, '!' to '~'.
const codePattern = /^[\x21-\x7e]+$/;
const simulationKeywords = new Set(['$dumpvars', '$dumpall', '$dumpon', '$dumpoff']);

/** §18.2.1: a vector value shorter than its variable is extended on the left with 0, or with x or z when its leftmost bit is x or z. */
function extend(bits: string, width: number): string {
  if (bits.length >= width) return bits;
  const pad = bits[0] === 'x' || bits[0] === 'z' ? bits[0] : '0';
  return pad.repeat(width - bits.length) + bits;
}

/** A signal's full name: its scopes and its reference, joined by dots (`cs_top.u_core.clk`). */
export const signalName = (scopes: readonly string[], reference: string) => [...scopes, reference].join('.');

/** Parse VCD text; throws an Error naming the line and the problem when it is not a valid dump. */
export function parseVcd(text: string): Vcd {
  const input = tokens(text);
  let last: Token = { text: '', line: 1 };
  const next = (): Token | null => {
    const r = input.next();
    if (r.done) return null;
    last = r.value;
    return r.value;
  };
  /** The tokens of a command up to its `$end`, which must come before the end of the file. */
  const body = (command: Token): Token[] => {
    const out: Token[] = [];
    for (let t = next(); t; t = next()) {
      if (t.text === '$end') return out;
      out.push(t);
    }
    throw new VcdError(command.line, `${command.text} is not closed by $end before the end of the file`);
  };

  let timescale: Timescale | null = null;
  const scopes: string[] = [];
  const signals: Signal[] = [];
  const byCode = new Map<string, { width: number; changes: Change[] }>();

  // The header (§18.2.3): declaration commands up to $enddefinitions.
  let definitionsEnded = false;
  for (let t = next(); t && !definitionsEnded; t = definitionsEnded ? null : next()) {
    switch (t.text) {
      case '$comment':
      case '$date':
      case '$version':
        body(t);
        break;
      case '$timescale': {
        if (timescale) throw new VcdError(t.line, 'a second $timescale');
        const words = body(t)
          .map((w) => w.text)
          .join('');
        const m = /^(1|10|100)([a-z]+)$/.exec(words);
        if (!m || !timeUnits.includes(m[2] as TimeUnit)) {
          throw new VcdError(
            t.line,
            `$timescale must be 1, 10 or 100 followed by s, ms, us, ns, ps or fs, got '${words}'`,
          );
        }
        timescale = { magnitude: Number(m[1]) as 1 | 10 | 100, unit: m[2] as TimeUnit };
        break;
      }
      case '$scope': {
        const words = body(t);
        if (words.length !== 2)
          throw new VcdError(t.line, `$scope needs a scope type and a name, got ${words.length} word(s)`);
        scopes.push(words[1].text);
        break;
      }
      case '$upscope':
        if (body(t).length !== 0) throw new VcdError(t.line, '$upscope takes nothing before $end');
        if (scopes.pop() === undefined) throw new VcdError(t.line, '$upscope without an open $scope');
        break;
      case '$var': {
        const words = body(t);
        if (words.length < 4 || words.length > 5) {
          throw new VcdError(
            t.line,
            `$var needs a type, size, identifier code, reference and optional bit range, got ${words.length} word(s)`,
          );
        }
        const [type, size, code, reference, range] = words.map((w) => w.text);
        if (!/^[1-9]\d*$/.test(size))
          throw new VcdError(t.line, `$var size must be a positive whole number, got '${size}'`);
        const width = Number(size);
        if (!codePattern.test(code))
          throw new VcdError(t.line, `$var identifier code '${code}' is not printable ASCII`);
        if (scopes.length === 0) throw new VcdError(t.line, `$var ${reference} outside any $scope`);
        if (range !== undefined) {
          const m = rangePattern.exec(range);
          if (!m)
            throw new VcdError(t.line, `$var ${reference}: bad bit range '${range}' (expected [msb:lsb] or [bit])`);
          const declared = m[2] === undefined ? 1 : Math.abs(Number(m[1]) - Number(m[2])) + 1;
          if (declared !== width)
            throw new VcdError(
              t.line,
              `$var ${reference}: range ${range} is ${declared} bit(s) but the size is ${width}`,
            );
        }
        let shared = byCode.get(code);
        if (!shared) {
          shared = { width, changes: [] };
          byCode.set(code, shared);
        } else if (shared.width !== width) {
          throw new VcdError(
            t.line,
            `$var ${reference}: identifier code '${code}' was declared before with size ${shared.width}, now ${width}`,
          );
        }
        signals.push({
          name: signalName(scopes, reference),
          scope: [...scopes],
          reference,
          range: range ?? null,
          width,
          type,
          code,
          changes: shared.changes,
        });
        break;
      }
      case '$enddefinitions':
        if (body(t).length !== 0) throw new VcdError(t.line, '$enddefinitions takes nothing before $end');
        if (scopes.length)
          throw new VcdError(t.line, `$enddefinitions with scope ${scopes.join('.')} still open (missing $upscope)`);
        definitionsEnded = true;
        break;
      default:
        throw new VcdError(
          t.line,
          `expected a declaration command ($scope, $var, $enddefinitions, …), got '${t.text}'`,
        );
    }
  }
  if (!definitionsEnded) throw new VcdError(last.line, 'the file ends before $enddefinitions');

  // Value changes (§18.2.3.9 onwards): #time, scalar and vector changes, dump commands.
  let time: number | null = null;
  let startTime: number | null = null;
  const untimed: [string, string, number][] = [];
  let openSection: Token | null = null;

  const record = (code: string, bits: string, line: number) => {
    const target = byCode.get(code);
    if (!target) throw new VcdError(line, `value change for identifier code '${code}', which no $var declares`);
    if (bits.length > target.width) {
      throw new VcdError(line, `value ${bits} has ${bits.length} bits but '${code}' is ${target.width} bit(s) wide`);
    }
    const value = extend(bits, target.width);
    if (time === null) {
      untimed.push([code, value, line]);
      return;
    }
    const changes = target.changes;
    const previous = changes[changes.length - 1];
    if (previous && previous.time === time) {
      // Two changes at one time: the later one stands.
      changes.pop();
      const before = changes[changes.length - 1];
      if (!before || before.value !== value) changes.push({ time, value });
    } else if (!previous || previous.value !== value) {
      changes.push({ time, value });
    }
  };

  for (let t = next(); t; t = next()) {
    const s = t.text;
    const first = s[0];
    if (first === '#') {
      if (!/^#\d+$/.test(s)) throw new VcdError(t.line, `bad simulation time '${s}' (expected # and a whole number)`);
      const value = Number(s.slice(1));
      if (!Number.isSafeInteger(value)) throw new VcdError(t.line, `simulation time ${s.slice(1)} is too large`);
      if (time !== null && value < time) throw new VcdError(t.line, `time goes backwards, from ${time} to ${value}`);
      time = value;
      if (startTime === null) {
        startTime = value;
        for (const [code, bits, line] of untimed) record(code, bits, line);
      }
    } else if (first === 'b' || first === 'B') {
      const bits = s.slice(1).toLowerCase();
      if (!bitsPattern.test(bits))
        throw new VcdError(t.line, `bad vector value '${s}' (expected b followed by 0, 1, x or z)`);
      const code = next();
      if (!code) throw new VcdError(t.line, `vector value '${s}' has no identifier code after it`);
      record(code.text, bits, t.line);
    } else if (first === 'r' || first === 'R') {
      throw new VcdError(t.line, `real value changes ('${s}') are not supported`);
    } else if ('01xXzZ'.includes(first)) {
      if (s.length === 1) throw new VcdError(t.line, `scalar value '${s}' has no identifier code joined to it`);
      const code = s.slice(1);
      const target = byCode.get(code);
      if (target && target.width !== 1) {
        throw new VcdError(
          t.line,
          `scalar value change '${s}' for '${code}', which is ${target.width} bits wide (vectors use b…)`,
        );
      }
      record(code, first.toLowerCase(), t.line);
    } else if (simulationKeywords.has(s)) {
      if (openSection)
        throw new VcdError(
          t.line,
          `${s} inside ${openSection.text} (line ${openSection.line}), which is not closed by $end`,
        );
      openSection = t;
    } else if (s === '$end') {
      if (!openSection) throw new VcdError(t.line, '$end without an open command');
      openSection = null;
    } else if (s === '$comment') {
      body(t);
    } else if (s.startsWith('$')) {
      throw new VcdError(t.line, `${s} is not allowed after $enddefinitions`);
    } else {
      throw new VcdError(t.line, `expected a time (#…), a value change or a dump command, got '${s}'`);
    }
  }
  if (openSection)
    throw new VcdError(openSection.line, `${openSection.text} is not closed by $end before the end of the file`);
  if (startTime === null) {
    time = 0;
    for (const [code, bits, line] of untimed) record(code, bits, line);
  }
  return { timescale, signals, startTime: startTime ?? 0, endTime: time ?? 0 };
}
