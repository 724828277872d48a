// The Serpent core bench (hdl/tb/serpent/bench.mjs) on the two forms no prebuilt configuration
// has: the S-box layer's synthesis form (built with SYNTHESIS defined, as Yosys reads it) and
// round keys baked into an offline core. Every other shape is `npm run sweep`'s
// (hdl/sweep/serpent-core.test.mjs); the registry's Serpent configurations are tested by the
// rest of hdl/tests/.
import { testCoreShapes } from './lib/core-bench.mjs';

/** The shapes whose form no prebuilt configuration tests: the S-box layer's synthesis form, baked round keys. */
await testCoreShapes('serpent', (s) => s.defines.length > 0 || s.baked);
