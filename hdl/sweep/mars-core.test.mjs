// The MARS core family (hdl/rtl/mars/) on its bench (hdl/tb/mars-core.mjs), every shape: each
// against Crypto++'s MARS vectors, a stream under back-pressure with keys changed mid-stream
// against sim-core's Mars, the cycles a block with and without feedback against Dandalis et
// al.'s 32 and 16, and the key-setup cycles; each linted with verilator --lint-only -Wall.
// Only here until MARS joins the lab's configurations (npm test's budget: its prebuilt cores
// will then run through the mode wrapper in every HDL test).
import { marsBench, marsShapes } from '../tb/mars-core.mjs';
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes(marsBench, marsShapes);
