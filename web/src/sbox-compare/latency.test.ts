import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { axisChoices } from '../config-axes';
import { renderTop } from '@hdl/top.mjs';
import { sboxLatency } from './latency';

const simCore = loadSimCore();
const tokens = axisChoices.sbox.map(([token]) => token);

/** hdl/doc/sboxes.md's "latency and source" table: `SBoxImpl` → latency. */
function documented(): Map<string, number> {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', 'hdl', 'doc', 'sboxes.md'), 'utf8');
  return new Map([...doc.matchAll(/^\| `(SBox\w+)` \| (\d+) \|/gm)].map((m) => [m[1], Number(m[2])]));
}
/** The `SBoxImpl` the generated top level passes for an S-box token (hdl/top.mjs). */
function impl(sbox: string): string {
  const top = renderTop(simCore.parseConfiguration(`aes128-enc-lu1-${sbox}-online-ecb`));
  return /\.SBoxImpl\s*\(aes_pkg::(\w+)\)/.exec(top)![1];
}

describe('S-box latency from sim-core', () => {
  test('equals aes_pkg::sbox_latency as hdl/doc/sboxes.md gives it, for all six', () => {
    const table = documented();
    expect(table.size).toBe(6);
    for (const sbox of tokens) expect([sbox, sboxLatency(simCore, sbox)]).toEqual([sbox, table.get(impl(sbox))]);
  });

  test("agrees with sim-core's predicted LU-1 latency: Nr + 1 cycles, or Nr × L when a registered S-box closes the loop", () => {
    for (const sbox of tokens) {
      const latency = sboxLatency(simCore, sbox);
      const predicted = simCore.predictTiming(`aes128-enc-lu1-${sbox}-online-all`).byKeySize[0].latency;
      expect([sbox, predicted]).toEqual([sbox, latency === 0 ? 11 : 10 * latency]);
    }
  });
});
