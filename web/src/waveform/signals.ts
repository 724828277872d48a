// Which signals the waveform shows: by default the core's own ports as cs_top presents them
// (hdl/ABI.md) — clock, valid/ready handshakes, data in and out, tags, the occupancy probes —
// and, once the student types a filter, any of the dump's signals whose name matches it.
import type { Signal } from './vcd';

/** Default rows, in the order a block travels: clock, key, mode, IVs, block in, result out, probes. */
const defaultPorts = [
  'clk_i',
  'key_valid_i',
  'key_ready_o',
  'cfg_valid_i',
  'cfg_ready_o',
  'iv_valid_i',
  'iv_ready_o',
  'in_valid_i',
  'in_ready_o',
  'in_data_i',
  'in_tag_i',
  'out_valid_o',
  'out_ready_i',
  'out_data_o',
  'out_tag_o',
];

/** The outermost scope's signals: the model's ports (Verilator puts them in `TOP`). */
function topLevel(signals: readonly Signal[]): Signal[] {
  const depth = Math.min(...signals.map((s) => s.scope.length));
  return signals.filter((s) => s.scope.length === depth);
}

/** The default rows: the listed ports, then every `probe_*` port, each as found at the top level. */
export function defaultSignals(signals: readonly Signal[]): Signal[] {
  const top = topLevel(signals);
  const byReference = new Map(top.map((s) => [s.reference, s]));
  const listed = defaultPorts.flatMap((name) => byReference.get(name) ?? []);
  const probes = top.filter((s) => s.reference.startsWith('probe_'));
  return [...listed, ...probes];
}

/**
 * The rows for a filter: the defaults when it is blank, otherwise every signal whose name
 * contains each of its words (case-insensitive), in the dump's order.
 */
export function filterSignals(signals: readonly Signal[], filter: string): Signal[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return defaultSignals(signals);
  return signals.filter((s) => {
    const name = displayName(s).toLowerCase();
    return words.every((w) => name.includes(w));
  });
}

/** A signal's name without Verilator's wrapper scope `TOP`: `out_data_o`, `cs_top.u_mode.mode`. */
export function displayName(signal: Signal): string {
  return signal.scope[0] === 'TOP' ? signal.name.slice('TOP.'.length) : signal.name;
}
