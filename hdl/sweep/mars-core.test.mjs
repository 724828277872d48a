// The MARS core family (hdl/rtl/mars/) on its bench (hdl/tb/mars/bench.mjs), every shape: each
// against Crypto++'s MARS vectors, a stream under back-pressure with keys changed mid-stream
// against sim-core's Mars, the cycles a block with and without feedback against Dandalis et
// al.'s 32 and 16, and the key-setup cycles; each linted with verilator --lint-only -Wall.
// npm test runs none, for its budget (README, "Budget"): the lab's two prebuilt MARS cores go
// through every HDL test behind the mode wrapper, and what they lack (the array multiplier,
// the offline table, a decrypt-only core) is in these shapes.
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('mars');
