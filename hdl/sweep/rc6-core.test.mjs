// The RC6 core family (hdl/rtl/rc6/) on its bench (hdl/tb/rc6/bench.mjs), every shape: each
// against Crypto++'s vectors, a stream under back-pressure with keys changed mid-stream
// against sim-core's RC6, the cycles a block with and without feedback against Elbirt et
// al.'s RC6 rows of Tables 2 and 3, and the key-setup cycles; each linted with verilator
// --lint-only -Wall. npm test runs three of them (hdl/tests/rc6-core.test.mjs).
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('rc6');
