// `npm run sweep`: the heavy verification `npm test` leaves out for time, run before an issue
// touching the cores is resolved (its figures go in the closing note). The HDL layers of
// `npm test` on every configuration, natively and on the WASM build, with
//   - every AESAVS Monte Carlo test at its full 100 x 1000 (npm test: 10 outer iterations
//     on the WASM build and on the deepest pipelines, see hdl/tests/lib/setup.mjs),
//   - 1,000,000 random blocks natively and 100,000 on the WASM build (npm test: 100,000 and
//     10,000), with random key changes, against sim-core.
// Takes about an hour on two cores. Logs: build/test-logs/hdl-*.log.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/paths.mjs';

const env = {
  ...process.env,
  CS_LAYERS: process.env.CS_LAYERS ?? 'hdl-native,hdl-wasm',
  CS_MCT_OUTER: process.env.CS_MCT_OUTER ?? '100',
  CS_RANDOM_BLOCKS_NATIVE: process.env.CS_RANDOM_BLOCKS_NATIVE ?? '1000000',
  CS_RANDOM_BLOCKS_WASM: process.env.CS_RANDOM_BLOCKS_WASM ?? '100000',
};
console.log(`sweep: ${env.CS_LAYERS} with CS_MCT_OUTER=${env.CS_MCT_OUTER}, ${env.CS_RANDOM_BLOCKS_NATIVE} random blocks natively, ${env.CS_RANDOM_BLOCKS_WASM} in WASM`);
const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'test.mjs')], { stdio: 'inherit', env });
process.exitCode = r.status ?? 1;
