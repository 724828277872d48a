// The RC6 core family (hdl/rtl/rc6/) on its bare bench (hdl/tb/rc6/bench.mjs), beside the lab's
// five prebuilt RC6 configurations that every other HDL test runs through the mode wrapper:
// npm test's share is three shapes that between them take every
// direction, both key schedules, both multipliers (Elbirt et al.'s squarer and `*`), an
// iterative, a sub-pipelined and a pipelined loop; every shape is `npm run sweep`'s
// (hdl/sweep/rc6-core.test.mjs).
import { testCoreShapes } from './lib/core-bench.mjs';

const share = ['unified-LU-1-online-sq', 'unified-SP-2-2-online-star', 'dec-PP-4-offline-sq'];

await testCoreShapes('rc6', (s) => share.includes(s.name));
