// The Twofish core family (hdl/rtl/twofish/) on its bare bench (hdl/tb/twofish/bench.mjs), beside
// the lab's four prebuilt Twofish configurations that every other HDL test runs through the mode
// wrapper: npm test's share is three shapes that between them take both directions in one
// datapath, both kinds of key-dependent S-boxes (computed from q0/q1 every cycle, Elbirt et
// al.'s; tables filled at key setup, the Twofish paper's full keying), both key schedules, an
// iterative, a sub-pipelined and a pipelined loop; every shape is `npm run sweep`'s
// (hdl/sweep/twofish-core.test.mjs).
import { testCoreShapes } from './lib/core-bench.mjs';

const share = ['unified-LU-1-logic', 'unified-SP-2-1-tables', 'unified-PP-4-logic-offline-baked'];

await testCoreShapes('twofish', (s) => share.includes(s.name));
