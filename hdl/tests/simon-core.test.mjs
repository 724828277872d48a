// The SIMON core family (hdl/rtl/simon/) on its bare benches (hdl/tb/simon/bench.mjs), one a
// member, beside the lab's prebuilt SIMON configurations that every other HDL test runs through
// the mode wrapper: npm test's share is, for each of SIMON 64/128 and 128/128, the unified
// iterative core, the unified bit-serial core (T n cycles a block) and a pipelined encryptor;
// every shape is `npm run sweep`'s (hdl/sweep/simon-core.test.mjs).
import { testCoreShapes } from './lib/core-bench.mjs';

const share = ['unified-LU-1', 'unified-BS-1', 'enc-PP-4'];

await testCoreShapes('simon64', (s) => share.includes(s.name));
await testCoreShapes('simon128', (s) => share.includes(s.name));
