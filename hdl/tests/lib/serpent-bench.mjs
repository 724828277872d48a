// The Serpent core bench (hdl/tb/serpent-core.mjs) as node:test tests, one per shape: npm test
// runs the forms no registry configuration has (hdl/tests/serpent-core.test.mjs), npm run
// sweep every shape (hdl/sweep/serpent-core.test.mjs). A native Verilator bench: skipped on
// the WASM layer. (The backend is read here rather than from ./setup.mjs, which also loads
// the registry this bench does not need.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runSerpentBenches, serpentShapes } from '../../tb/serpent-core.mjs';

/** The shapes whose form no prebuilt configuration tests: the S-box layer's synthesis form, baked round keys. */
export const shapesOutsideRegistry = serpentShapes.filter((s) => s.defines.length > 0 || s.baked);

export async function testSerpentShapes(shapes) {
  const native = (process.env.CS_BACKEND ?? 'native') === 'native';
  const results = native ? await runSerpentBenches({ shapes, lint: true }) : [];
  for (const { name } of shapes) {
    test(`Serpent ${name}: vectors, stream, key changes, cycles a block`, { skip: !native && 'native bench' }, () => {
      const r = results.find((x) => x.shape.name === name);
      assert.ok(r, `no bench result for ${name}`);
      assert.ok(r.passed, r.problems.join('\n'));
      assert.ok(r.blocks > 400, `only ${r.blocks} results checked`);
    });
  }
}
