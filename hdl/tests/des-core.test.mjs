// The Triple DES core family (hdl/rtl/des/) on its bare bench (hdl/tb/des-core.mjs), before it
// is wired to the mode wrapper: npm test's share is Chodowiec et al.'s two architectures, the
// basic iterative LU-1 (48 cycles a block in CBC) and the extended PP-16 (16 streams in
// flight, 3 cycles a block over them), both unified with 3-in-1 keys and four banks; every
// shape is `npm run sweep`'s (hdl/sweep/des-core.test.mjs).
import { desBench, desShapes } from '../tb/des-core.mjs';
import { testCoreShapes } from './lib/core-bench.mjs';

const share = ['unified-LU-1-3in1', 'unified-PP-16-3in1'];

await testCoreShapes(
  desBench,
  desShapes.filter((s) => share.includes(s.name)),
);
