// The Serpent core family (hdl/rtl/serpent/) on its own bench (hdl/tb/serpent/bench.mjs), every
// shape: each against the Crypto++ vectors, a stream under back-pressure with keys changed
// mid-stream, and the cycles a block with and without feedback against Elbirt et al.'s
// Tables 2 and 3 (LU-32 among them), each linted with verilator --lint-only -Wall. Thirteen
// models, about 7 minutes cold on two cores: `npm run sweep` runs it; npm test runs the
// registry's Serpent configurations through hdl/tests/ and the bench's two forms no
// configuration has (hdl/tests/serpent-core.test.mjs).
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('serpent');
