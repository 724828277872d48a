// A cipher's bare-core bench (hdl/tb/<cipher>-core.mjs) as node:test tests, one per shape: npm
// test runs a share of each bench (hdl/tests/<cipher>-core.test.mjs), npm run sweep every
// shape (hdl/sweep/<cipher>-core.test.mjs). A bench builds native Verilator models: skipped on
// the WASM layer. (The backend is read here rather than from ./setup.mjs, which also loads the
// registry the benches do not need.)
import { test } from 'node:test';
import assert from 'node:assert/strict';

/**
 * One test per shape of `bench`: { cipher (its name), run ({ shapes, lint }) → results, minBlocks
 * (the fewest results a shape's run must check) }. Every shape is linted too.
 */
export async function testCoreShapes(bench, shapes) {
  const native = (process.env.CS_BACKEND ?? 'native') === 'native';
  const results = native ? await bench.run({ shapes, lint: true }) : [];
  for (const { name } of shapes) {
    test(
      `${bench.cipher} ${name}: vectors, stream, key changes, cycles a block`,
      { skip: !native && 'native bench' },
      () => {
        const r = results.find((x) => x.shape.name === name);
        assert.ok(r, `no bench result for ${name}`);
        assert.ok(r.passed, r.problems.join('\n'));
        assert.ok(r.blocks >= bench.minBlocks, `only ${r.blocks} results checked`);
      },
    );
  }
}
