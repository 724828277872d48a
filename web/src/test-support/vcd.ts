// A reader for the VCD the harness writes (hdl/ABI.md, cs_trace_open), enough for tests to
// look inside the RTL's registers: the signals by scope and name, and their values at the
// end of every time step.

export interface VcdSignal {
  /** Scope path, e.g. `TOP.cs_top.u_mode.u_core.gen_slice[0].u_slice`. */
  scope: string;
  name: string;
  width: number;
  id: string;
}

export interface Vcd {
  signals: VcdSignal[];
  /** Calls `visit` after each time step with the current value (binary digits, MSB first, full width) of every signal. */
  replay(visit: (time: number, value: (signal: VcdSignal) => string) => void): void;
}

export function readVcd(text: string): Vcd {
  const lines = text.split('\n');
  const signals: VcdSignal[] = [];
  const scopes: string[] = [];
  let body = 0;
  for (; body < lines.length; body++) {
    const words = lines[body].trim().split(/\s+/);
    if (words[0] === '$scope') scopes.push(words[2]);
    else if (words[0] === '$upscope') scopes.pop();
    else if (words[0] === '$var') signals.push({ scope: scopes.join('.'), name: words[4], width: Number(words[2]), id: words[3] });
    else if (words[0] === '$enddefinitions') break;
  }
  const widthOf = new Map(signals.map((s) => [s.id, s.width]));

  return {
    signals,
    replay(visit) {
      const values = new Map<string, string>();
      const value = (signal: VcdSignal) => values.get(signal.id) ?? '0'.repeat(signal.width);
      let time: number | null = null;
      for (let i = body + 1; i < lines.length; i++) {
        const line = lines[i].trim();
        if (!line || line.startsWith('$')) continue;
        if (line.startsWith('#')) {
          if (time !== null) visit(time, value);
          time = Number(line.slice(1));
        } else if (line.startsWith('b')) {
          const [bits, id] = line.slice(1).split(' ');
          values.set(id, bits.padStart(widthOf.get(id) ?? bits.length, bits[0] === '1' ? '0' : bits[0]));
        } else {
          values.set(line.slice(1), line[0]);
        }
      }
      if (time !== null) visit(time, value);
    },
  };
}
