// The core bench's descriptors (hdl/tb/<id>/bench.mjs), checked
// without building anything: each is a cipher of registry/ciphers.json with its core in
// hdl/rtl/<folder>/ (its id, or its family's: hdl/ciphers.mjs coreFolder), its shapes are named once each, and the bench top renders for every shape
// (hdl/tb/core-tb.mjs), its parameters named as the core declares them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { coreFolder } from '../ciphers.mjs';
import { hdlDir } from '../cores.mjs';
import { coreBenches } from '../tb/core-bench.mjs';
import { renderBenchTop } from '../tb/core-tb.mjs';

for (const [id, bench] of Object.entries(coreBenches)) {
  test(`${bench.name} core bench: shapes named once, every shape's top renders with the core's parameters`, () => {
    const core = fs.readFileSync(path.join(hdlDir, 'rtl', coreFolder(id), `${bench.module}.sv`), 'utf8');
    const declared = new Set([...core.matchAll(/\bparameter\b[^=;]*?\b(\w+)\s*=/g)].map((m) => m[1]));
    const shapes = [...bench.shapes, ...bench.yosysShapes];
    assert.equal(new Set(bench.shapes.map((s) => s.name)).size, bench.shapes.length, 'shape names repeat');
    for (const shape of shapes) {
      // A baked shape's round keys: any blocks of the right count stand in for the golden model's.
      const roundKeys = shape.baked ? Array(64).fill('0'.repeat(32)) : undefined;
      const parameters = bench.parameters(shape, { roundKeys });
      for (const [name] of parameters)
        assert.ok(declared.has(name), `${shape.name}: ${bench.module} has no parameter ${name}`);
      const text = renderBenchTop({
        module: bench.module,
        parameters,
        blockBits: bench.blockBytes * 8,
        stages: bench.stages(shape),
        rounds: bench.rounds,
        title: shape.name,
      });
      assert.match(text, new RegExp(`${bench.module} #\\(`));
      assert.ok(Number.isInteger(bench.stages(shape)) && bench.stages(shape) >= 1, `${shape.name}: stages`);
    }
  });
}
