// A cipher's core bench (hdl/tb/core-bench.mjs, its descriptor hdl/tb/<id>/bench.mjs) as
// node:test tests, one per shape: npm test runs a share of each bench
// (hdl/tests/<id>-core.test.mjs), npm run sweep every shape (hdl/sweep/<id>-core.test.mjs). A
// bench builds native Verilator models: skipped on the WASM layer. (The backend is read here
// rather than from ./setup.mjs, which also loads the registry the benches do not need.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coreBenches, runCoreBench } from '../../tb/core-bench.mjs';

/**
 * One test per shape of cipher `id`'s bench that `pick` keeps (default: every shape), each
 * linted too: the shape passes every check, and its run checked at least the bench's
 * minBlocks results.
 */
export async function testCoreShapes(id, pick = () => true) {
  const bench = coreBenches[id];
  const shapes = bench.shapes.filter(pick);
  const native = (process.env.CS_BACKEND ?? 'native') === 'native';
  const results = native ? await runCoreBench(bench, { shapes, lint: true }) : [];
  for (const { name } of shapes) {
    test(
      `${bench.name} ${name}: vectors, stream, key changes, cycles a block`,
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
