// The AESAVS ECB Monte Carlo test on every configuration: 100 outer iterations of 1000
// chained blocks, each block fed back as the next input, the key changed after each
// iteration (AESAVS Sec. 6.4.1). All 100 checkpoints must equal sim-core's, whose
// procedure is checked against NIST's CBC MCT files (vectors/README.md). How many outer
// iterations npm test runs: monteCarloOuter (tests/lib/setup.mjs); npm run sweep runs 100.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open, simCore, keyBits, directions, keyLoader, monteCarloOuter } from './lib/setup.mjs';
import { hex, nextMonteCarloKey } from './lib/drive.mjs';

// Seeds: the FIPS-197 Appendix C keys of each size and its plaintext.
const seedKey = (bits) => Uint8Array.from({ length: bits / 8 }, (_, i) => i);
const seedText = Uint8Array.from({ length: 16 }, (_, i) => (i * 0x11) & 0xff);

/** Run the Monte Carlo procedure on the hardware, one chained block at a time. */
async function monteCarloOnModel(model, loadKey, key, input, decrypt, outer) {
  const checkpoints = [];
  let text = input;
  for (let i = 0; i < outer; i++) {
    const start = text;
    await Promise.all(loadKey(model, key));
    // The 1000 chained blocks: each result is the next input (the harness's cs_chain).
    const { last, beforeLast } = await model.chain(text, 1000, { decrypt, maxCycles: 1000 * 1000 });
    text = last;
    checkpoints.push({ key: hex(key), input: hex(start), output: hex(text) });
    key = nextMonteCarloKey(key, text, beforeLast);
  }
  return checkpoints;
}

// The procedure is AESAVS's, for AES; no other cipher's published data has one the lab runs.
for (const entry of entries.filter((e) => e.config.cipher === 'aes')) {
  const can = directions(entry.config);
  const outer = monteCarloOuter(entry);
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    for (const bits of keyBits(entry.config)) {
      for (const decrypt of [false, true].filter((d) => (d ? can.decrypt : can.encrypt))) {
        test(`ECB Monte Carlo, ${bits}-bit key, ${decrypt ? 'decrypt' : 'encrypt'} (${outer} x 1000)`, async () => {
          await model.reset();
          const want = simCore.aesMonteCarloEcb(seedKey(bits), seedText, decrypt).slice(0, outer);
          const got = await monteCarloOnModel(model, keyLoader(entry.config), seedKey(bits), seedText, decrypt, outer);
          got.forEach((c, i) => {
            assert.deepEqual(
              c,
              { key: hex(want[i].key), input: hex(want[i].input), output: hex(want[i].output) },
              `checkpoint ${i}`,
            );
          });
        });
      }
    }
  });
}
