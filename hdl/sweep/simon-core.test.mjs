// The SIMON core family (hdl/rtl/simon/) on its benches (hdl/tb/simon/bench.mjs), every shape of
// both members: each against the design paper's Appendix B answer, a stream under back-pressure
// with keys changed mid-stream against sim-core's SIMON, the cycles a block without feedback,
// with feedback and over several streams (T/k, T, and T n/w bit-serially), and a decryptor's key
// setup; each linted with verilator --lint-only -Wall, alone and inside the lab's top level
// cs_top. npm test runs a share (hdl/tests/simon-core.test.mjs).
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('simon64');
await testCoreShapes('simon128');
