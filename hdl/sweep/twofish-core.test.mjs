// The Twofish core family (hdl/rtl/twofish/) on its bench (hdl/tb/twofish/bench.mjs), every
// shape: each against Crypto++'s vectors, a stream under back-pressure with keys changed
// mid-stream against sim-core's Twofish, the cycles a block with and without feedback against
// Elbirt et al.'s Twofish rows of Tables 2 and 3, and the key-setup cycles of each S-box kind;
// each linted with verilator --lint-only -Wall. npm test runs three of them
// (hdl/tests/twofish-core.test.mjs).
import { testCoreShapes } from '../tests/lib/core-bench.mjs';

await testCoreShapes('twofish');
