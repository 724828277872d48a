// A window of the run's waveform as WaveDrom JSON (WaveJSON, wavedrom.com/tutorial.html):
// one character a cycle, '0'/'1' for a bit, '=' a new bus value with its hex in `data`, 'x'
// unknown, 'z' high impedance, '.' the same as the cycle before. What each cycle's rising edge
// samples (geometry.ts valueAtCycle), as the viewer's value column shows it. The clock itself
// is WaveDrom's 'p' (a positive-edge clock) for the 1-bit signals that toggle every half cycle.
import type { Signal } from './vcd';
import { valueAtCycle, type CycleTiming } from './geometry';
import { formatValue, isUnknown } from './format';
import { displayName } from './signals';

export interface WaveJson {
  signal: { name: string; wave: string; data?: string[] }[];
  head: { text: string; tick: number };
  foot: { text: string };
}

/** The most cycles a WaveDrom file holds: its drawings get unreadable long before this. */
export const waveDromCycles = 256;

/** Whether `signal` is a clock: it changes at every half cycle of the window. */
function isClock(signal: Signal, timing: CycleTiming, from: number, to: number): boolean {
  if (signal.width !== 1 || to - from < 2) return false;
  const [t0, t1] = [timing.start + from * timing.period, timing.start + to * timing.period];
  const inWindow = signal.changes.filter((c) => c.time >= t0 && c.time < t1);
  return inWindow.length >= 2 * (to - from) - 1;
}

export function waveDrom(
  signals: readonly Signal[],
  timing: CycleTiming,
  from: number,
  to: number,
  caption: string,
): WaveJson {
  const last = Math.min(to, from + waveDromCycles);
  const signal = signals.map((s) => {
    if (isClock(s, timing, from, last))
      return { name: displayName(s), wave: 'p' + '.'.repeat(Math.max(0, last - from - 1)) };
    let wave = '';
    const data: string[] = [];
    let previous: string | null = null;
    for (let c = from; c < last; c++) {
      const bits = valueAtCycle(s, c, timing);
      if (bits === previous) {
        wave += '.';
        continue;
      }
      previous = bits;
      if (s.width === 1) wave += bits === '0' || bits === '1' ? bits : bits === 'z' ? 'z' : 'x';
      else if (isUnknown(bits)) wave += /^z+$/.test(bits) ? 'z' : 'x';
      else {
        wave += '=';
        data.push(formatValue(bits));
      }
    }
    return data.length ? { name: displayName(s), wave, data } : { name: displayName(s), wave };
  });
  const cut = last < to ? ` (the first ${waveDromCycles} of cycles ${from}–${to - 1})` : '';
  return { signal, head: { text: `cycles ${from}–${last - 1}${cut}`, tick: from }, foot: { text: caption } };
}
