// For unit tests that compare the datapath view with the RTL's registers: run blocks through
// a built WebAssembly model with a waveform recorded (the harness's VCD), as the lab does.
import type { Configuration } from '@sim-core';
import { keyHandshakes } from '@harness/keys.mjs';
import { openBuiltModel, loadSimCore } from './built';
import { parseVcd, type Signal, type Vcd } from '../waveform/vcd';

export interface RecordedBlock {
  tag: number;
  input: string;
  decrypt: boolean;
}

/** A key of `bits` bits as FIPS-197 Appendix C.1–C.3 writes them: 00 01 02 …, in hex. */
export const countingKey = (bits: number) =>
  Array.from({ length: bits / 8 }, (_, i) => i.toString(16).padStart(2, '0')).join('');

export const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));

/**
 * Load `key` (hex) the way `config` takes keys, offer `blocks`, and step until every result
 * is out or `maxCycles` pass. Returns the waveform and how many results came out.
 */
export async function recordBlocks(config: Configuration, key: string, blocks: RecordedBlock[], maxCycles: number) {
  const model = await openBuiltModel(config.id);
  model.reset();
  model.traceStart();
  for (const h of keyHandshakes(config, loadSimCore(), bytesOf(key))) model.loadKey(h.key, h.bank);
  for (const b of blocks) model.offer(bytesOf(b.input), b.tag, { decrypt: b.decrypt });
  let outputs = 0;
  for (let cycles = 0; outputs < blocks.length && cycles < maxCycles; cycles += 10) {
    model.step(10);
    outputs += model.takeAll().length;
  }
  return { vcd: parseVcd(model.traceStop()), outputs };
}

/** Every time a signal of the waveform changes, in order. */
export function changeTimes(vcd: Vcd): number[] {
  return [...new Set(vcd.signals.flatMap((s) => s.changes.map((c) => c.time)))].sort((a, b) => a - b);
}

/**
 * The register stages of a waveform: the scopes whose `data_q` is a token of `tokenBits` bits
 * and that have the parameter `marker` (a stage register's Index or Position), each its
 * signals by name.
 */
export function stageScopes(vcd: Vcd, tokenBits: number, marker: string): Map<string, Signal>[] {
  const byScope = new Map<string, Map<string, Signal>>();
  for (const s of vcd.signals) {
    const scope = s.scope.join('.');
    if (!byScope.has(scope)) byScope.set(scope, new Map());
    byScope.get(scope)!.set(s.reference, s);
  }
  return [...byScope.values()].filter((v) => v.get('data_q')?.width === tokenBits && v.has(marker));
}
