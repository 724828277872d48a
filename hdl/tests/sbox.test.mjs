// Every S-box implementation against the FIPS-197 tables on all 256 inputs, forward and
// inverse, streamed and with stalls (hdl/tb/). A native Verilator bench: it runs in the
// native layer and is skipped on the WASM layer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { backend } from './lib/setup.mjs';
import { runSboxBenches, sboxImpls } from '../tb/aes/sbox-bench.mjs';

const results = backend === 'native' ? await runSboxBenches({}) : [];

for (const { impl } of sboxImpls) {
  test(`S-box ${impl}: all 512 inputs match FIPS-197`, { skip: backend !== 'native' && 'native bench' }, () => {
    const r = results.find((x) => x.impl === impl);
    assert.ok(r, `no bench result for ${impl}`);
    assert.ok(r.passed, r.message);
    assert.equal(r.checked, 512);
  });
}
