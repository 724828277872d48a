// Every S-box implementation against the FIPS-197 tables on all 256 inputs, forward and
// inverse, streamed and with stalls (hdl/tb/), and the composite S-box's form for synthesis
// too. A native Verilator bench: it runs in the native layer and is skipped on the WASM layer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backend } from './lib/setup.mjs';
import { runSboxBenches, sboxBenches } from '../tb/aes/sbox-bench.mjs';

const results = backend === 'native' ? await runSboxBenches({}) : [];

for (const { name } of sboxBenches) {
  test(`S-box ${name}: all 512 inputs match FIPS-197`, { skip: backend !== 'native' && 'native bench' }, () => {
    const r = results.find((x) => x.impl === name);
    assert.ok(r, `no bench result for ${name}`);
    assert.ok(r.passed, r.message);
    assert.equal(r.checked, 512);
  });
}
