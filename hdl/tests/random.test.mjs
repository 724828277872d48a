// Randomized differential test: every configuration against sim-core's golden model on
// random blocks, with the key changed at random points mid-stream. CS_RANDOM_BLOCKS sets
// the count (10,000 by default); CS_SEED replays a run.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open, simCore, keyBits, directions } from './lib/setup.mjs';
import { runJobs, hex } from './lib/drive.mjs';

const count = Number(process.env.CS_RANDOM_BLOCKS ?? 10000);
const seed = Number(process.env.CS_SEED ?? 0x5eed);

/** xorshift32: a small, replayable stream of random bytes. */
function randomBytes(seedValue) {
  let s = seedValue >>> 0 || 1;
  return (n) => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      out[i] = s & 0xff;
    }
    return out;
  };
}

for (const entry of entries) {
  const can = directions(entry.config);
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    test(`${count} random blocks with random key changes match sim-core (seed ${seed})`, async () => {
      const random = randomBytes(seed);
      const sizes = keyBits(entry.config);
      const jobs = [];
      let key;
      for (let i = 0; i < count; i++) {
        // A new key on the first block and then on about one block in 50.
        if (i === 0 || random(1)[0] < 5) key = random(sizes[random(1)[0] % sizes.length] / 8);
        const decrypt = can.decrypt && (!can.encrypt || random(1)[0] & 1) ? true : false;
        jobs.push({ key: jobs.length === 0 || jobs.at(-1).keyRef !== key ? key : undefined, keyRef: key, block: random(16), decrypt });
      }
      await model.reset();
      const outputs = await runJobs(model, jobs);
      jobs.forEach((job, i) => {
        const want = simCore.aesBlocks(job.keyRef, job.block, job.decrypt);
        assert.equal(hex(outputs[i]), hex(want), `block ${i} (${job.decrypt ? 'decrypt' : 'encrypt'}, key ${hex(job.keyRef)})`);
      });
    });
  });
}
