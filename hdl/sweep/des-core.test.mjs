// The Triple DES core family (hdl/rtl/des/) on its bench (hdl/tb/des/bench.mjs), every shape:
// each against NIST's TDES ECB known answers, a stream over its key banks under back-pressure
// with keys changed mid-stream against sim-core's TripleDes, the cycles a block without
// feedback, with feedback and over several streams against Chodowiec et al. (48 in CBC; 3
// over 16 streams for PP-16), and the key's latency; each linted with verilator --lint-only
// -Wall, alone and inside the lab's top level cs_top. npm test runs none, for its budget: the
// lab's two prebuilt Triple DES cores go through every HDL test behind the mode wrapper.
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('des');
