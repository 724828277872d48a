import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { implementationOf } from '../config-axes';
import { renderTop } from '@hdl/top.mjs';
import ciphers from '@registry/ciphers.json';
import { lu1EcbOf, sboxLatency } from './latency';

const simCore = loadSimCore();
const tokens = implementationOf('aes').choices.map(({ token }) => token);
const latency = (id: string) => sboxLatency(simCore, simCore.parseConfiguration(id));

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
    for (const sbox of tokens)
      expect([sbox, latency(`aes128-enc-lu1-${sbox}-online-all`)]).toEqual([sbox, table.get(impl(sbox))]);
  });

  test("agrees with sim-core's predicted LU-1 latency: Nr + 1 cycles, or Nr × L when a registered S-box closes the loop", () => {
    for (const sbox of tokens) {
      const l = latency(`aes128-enc-lu1-${sbox}-online-all`);
      const predicted = simCore.predictTiming(`aes128-enc-lu1-${sbox}-online-all`).byKeySize[0].latency;
      expect([sbox, predicted]).toEqual([sbox, l === 0 ? 11 : 10 * l]);
    }
  });

  test("a variant's own cipher, from its LU-1 ECB form: Twofish's tables have no register outside SP-k-1", () => {
    expect(lu1EcbOf(simCore.parseConfiguration('twofish128-enc-sp1m1-lut-online-all'))).toBe(
      'twofish128-enc-lu1-lut-online-ecb',
    );
    expect(lu1EcbOf(simCore.parseConfiguration('aes128-encdec-sp1m3-bram-banked-all'))).toBe(
      'aes128-encdec-lu1-bram-banked-ecb',
    );
    expect(latency('twofish128-enc-lu1-lut-online-all')).toBe(0);
    expect(latency('twofish128-enc-lu1-bram-online-all')).toBe(0);
    // Not AES's block-RAM latency, which an AES-shaped id would have given.
    expect(latency('aes128-enc-lu1-bram-online-all')).toBe(1);
    // The same whatever the variant's own architecture: SP-10-3's block RAM is still 1.
    expect(latency('aes128-enc-sp10m3-bram-online-all')).toBe(1);
  });

  test("equals registry/ciphers.json's sboxLatency (absent: 0) for every cipher's S-boxes", () => {
    for (const c of ciphers.ciphers) {
      const table = ('sboxLatency' in c ? c.sboxLatency : {}) as Record<string, number>;
      for (const { token } of c.implementation.choices) {
        const id = `${c.id}128-enc-lu1-${token}-online-ecb`;
        expect([id, latency(id)]).toEqual([id, table[token] ?? 0]);
      }
    }
  });
});
