// The Serpent core family (hdl/rtl/serpent/) on its own bench (hdl/tb/serpent-core.mjs):
// each shape against the Crypto++ vectors, a stream under back-pressure with keys changed
// mid-stream, and the cycles a block with and without feedback against Elbirt et al.'s
// Tables 2 and 3, each shape linted with verilator --lint-only -Wall. A native Verilator
// bench: it runs in the native layer and is skipped on the WASM layer. Its models are
// cached in build/tb/serpent/ by a hash of the sources, so only a changed RTL rebuilds.
// Its expected results and offline round keys come from sim-core, which the bench loads
// itself. (The backend is read here rather than from ./lib/setup.mjs, which also loads the
// registry this bench does not need.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSerpentBenches, serpentShapes } from '../tb/serpent-core.mjs';

const native = (process.env.CS_BACKEND ?? 'native') === 'native';
const results = native ? await runSerpentBenches({ lint: true }) : [];

for (const { name } of serpentShapes) {
  test(`Serpent ${name}: vectors, stream, key changes, cycles a block`, { skip: !native && 'native bench' }, () => {
    const r = results.find((x) => x.shape.name === name);
    assert.ok(r, `no bench result for ${name}`);
    assert.ok(r.passed, r.problems.join('\n'));
    assert.ok(r.blocks > 400, `only ${r.blocks} results checked`);
  });
}
