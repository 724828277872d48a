// The Triple DES core family (hdl/rtl/des/) on its bench (hdl/tb/des-core.mjs), every shape:
// each against NIST's TDES ECB known answers, a stream over its key banks under back-pressure
// with keys changed mid-stream against sim-core's TripleDes, the cycles a block without
// feedback, with feedback and over several streams against Chodowiec et al. (48 in CBC; 3
// over 16 streams for PP-16), and the key's latency; each linted with verilator --lint-only
// -Wall. Only here until Triple DES joins the lab's configurations (npm test's budget: its
// prebuilt cores will then run through the mode wrapper in every HDL test).
import { desBench, desShapes } from '../tb/des-core.mjs';
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes(desBench, desShapes);
