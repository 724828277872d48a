// The MARS core family (hdl/rtl/mars/) on its bare bench (hdl/tb/mars-core.mjs): MARS is not
// in the lab yet (registry/ciphers.json), so this bench is what npm test runs of it. The share
// is two shapes that between them take both architectures (Dandalis et al.'s iterative 32
// cycles a block and the concurrent 16), every direction, both multipliers and both S-boxes,
// with the online key setup; every shape, the offline schedules among them, is `npm run
// sweep`'s (hdl/sweep/mars-core.test.mjs).
import { marsBench, marsShapes } from '../tb/mars-core.mjs';
import { testCoreShapes } from './lib/core-bench.mjs';

const share = ['unified-IT-online-star-bram', 'unified-CC-online-arr-bram'];

await testCoreShapes(
  marsBench,
  marsShapes.filter((s) => share.includes(s.name)),
);
