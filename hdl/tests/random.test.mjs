// Randomized differential test: every configuration against sim-core's golden model on
// random blocks, with the key changed at random points mid-stream. Blocks per
// configuration, by tier (the brief's tiering, as monteCarloOuter in lib/setup.mjs):
//   npm test         10,000 natively and in WASM
//   npm run sweep   100,000 natively (its native part sets CS_SWEEP=1); in WASM only when
//                   CS_RANDOM_BLOCKS_WASM is given, since npm test's 10,000 are already WASM's
// and at most as many as fit in the tier's cycle budget, 200 predicted stream cycles a block of
// that count (sim-core's predictTiming): 2 M cycles, 20 M in the native sweep.
// Every core streaming a block in 200 cycles or fewer runs the whole count; a bit-serial core
// of 1,408 cycles a block runs 1,420, one of 4,352 runs 459, so that one configuration does
// not take minutes of the layer's budget.
// At 100,000 natively this test took 256 s of the cold npm test's HDL lane (2026-11-27); on
// the same kind of machine, shared with other work, 177 s at 100,000 and 31 s at 20,000 (40
// configurations, sim-core's reference blocks included); at 20,000, 101 s of 55 (2026-12-03),
// so npm test runs 10,000 natively too. CS_RANDOM_BLOCKS (or CS_RANDOM_BLOCKS_NATIVE / _WASM)
// sets another count, e.g. a million with `CS_RANDOM_BLOCKS_NATIVE=1000000 npm run sweep`;
// CS_SEED replays a run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fullyTested,
  backend,
  simCore,
  directions,
  keyLoader,
  describeModel,
  blockCycles,
  streamCycles,
} from './lib/setup.mjs';
import { runJobs, hex } from './lib/drive.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { keySlots } from '../harness/defines.mjs';

const tiers = { native: { test: 10_000, sweep: 100_000 }, wasm: { test: 10_000, sweep: 10_000 } };
const cyclesPerTierBlock = 200;
const given = process.env[`CS_RANDOM_BLOCKS_${backend.toUpperCase()}`] ?? process.env.CS_RANDOM_BLOCKS;
const tierCount = (tiers[backend] ?? tiers.wasm)[process.env.CS_SWEEP === '1' ? 'sweep' : 'test'];
/** Blocks for `entry`: CS_RANDOM_BLOCKS… as given, or the tier's count within its cycle budget. */
const blocksFor = (entry) =>
  given !== undefined
    ? Number(given)
    : Math.min(tierCount, Math.floor((tierCount * cyclesPerTierBlock) / streamCycles(entry)));
const seed = Number(process.env.CS_SEED ?? 0x5eed);

for (const entry of fullyTested) {
  const can = directions(entry.config);
  const count = blocksFor(entry);
  describeModel(entry, (model) => {
    test(`${count} random blocks with random key changes match sim-core (seed ${seed})`, async () => {
      const random = xorshift32(seed).bytes;
      const sizes = entry.config.keyBits;
      // A banked core gets each new key in the next of its banks (AES's 16, Triple DES's 4),
      // so key setup overlaps the blocks of other banks (Chodowiec et al.); other cores have
      // one key at a time.
      const banked = entry.config.keySchedule === 'banked';
      const banks = banked ? keySlots(entry.config) : 1;
      const jobs = [];
      let key;
      let bank = 0;
      for (let i = 0; i < count; i++) {
        // A new key on the first block and then on about one block in 50.
        let fresh;
        if (i === 0 || random(1)[0] < 5) {
          key = random(sizes[random(1)[0] % sizes.length] / 8);
          if (banked && i > 0) bank = (bank + 1) % banks;
          fresh = key;
        }
        const decrypt = can.decrypt && (!can.encrypt || random(1)[0] & 1) ? true : false;
        jobs.push({ key: fresh, keyRef: key, bank, block: random(entry.config.blockBits / 8), decrypt });
      }
      await model.reset();
      const outputs = await runJobs(model, jobs, {
        loadKey: keyLoader(entry.config),
        cyclesPerBlock: blockCycles(entry),
      });
      jobs.forEach((job, i) => {
        const want = simCore.cipherBlocks(entry.config.cipher, job.keyRef, job.block, job.decrypt);
        assert.equal(
          hex(outputs[i]),
          hex(want),
          `block ${i} (${job.decrypt ? 'decrypt' : 'encrypt'}, key ${hex(job.keyRef)})`,
        );
      });
    });
  });
}
