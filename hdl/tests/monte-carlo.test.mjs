// The ECB Monte Carlo test on every configuration whose cipher has one: checkpoints of chained
// blocks, each block fed back as the next input (the harness's cs_chain), the key changed
// after each checkpoint. Every checkpoint must equal sim-core's.
//   AES          AESAVS Sec. 6.4.1: 100 checkpoints of 1000 blocks; the next key is made here
//                from the hardware's last two outputs. sim-core's procedure is checked against
//                NIST's CBC MCT files (vectors/README.md).
//   Triple DES   NIST's CAVP TDES ECB Monte Carlo (SP 800-20's TMOVS): 400 checkpoints of
//                10,000 blocks, the next keys made from the last three outputs with odd
//                parity; the keys are sim-core's (cipherMonteCarlo, checked against
//                RustCrypto's des), the chains the hardware's, each checkpoint's input its
//                last output.
// How many npm test runs: monteCarloOuter (tests/lib/setup.mjs) counts 1000-block
// checkpoints; a procedure with longer ones runs as many chained blocks (at least one
// checkpoint): Triple DES's 10 natively are one checkpoint of 10,000. CS_MCT_OUTER scales the
// same way. npm run sweep's native tier (CS_SWEEP=1) runs each procedure in full: AES's 100
// checkpoints, Triple DES's 400 (4,000,000 blocks, Chodowiec et al.'s Fig. 8).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullyTested, backend, simCore, directions, keyLoader, monteCarloOuter, describeModel } from './lib/setup.mjs';
import { hex, nextMonteCarloKey } from './lib/drive.mjs';

// Seeds: the FIPS-197 Appendix C keys of each size (00 01 02 …) and its plaintext (00 11 22 …),
// as long as the cipher's block.
const seedKey = (bits) => Uint8Array.from({ length: bits / 8 }, (_, i) => i);
const seedText = (bytes) => Uint8Array.from({ length: bytes }, (_, i) => (i * 0x11) & 0xff);

/**
 * Each cipher's procedure: its name, blocks a checkpoint, sim-core's first `n` checkpoints,
 * and the next key (from sim-core's checkpoints, or from the hardware's last two outputs).
 */
const procedures = {
  aes: {
    name: 'ECB Monte Carlo',
    inner: 1000,
    full: 100,
    checkpoints: (key, input, decrypt, n) => simCore.cipherMonteCarlo('aes', 'ecb', key, undefined, input, decrypt, n),
    nextKey: ({ key, last, beforeLast }) => nextMonteCarloKey(key, last, beforeLast),
  },
  des: {
    name: 'TDES ECB Monte Carlo',
    inner: 10_000,
    full: 400,
    checkpoints: (key, input, decrypt, n) => simCore.cipherMonteCarlo('des', 'ecb', key, undefined, input, decrypt, n),
    nextKey: ({ want, i }) => Uint8Array.from(want[i + 1]?.key ?? []),
  },
};

/** Run the Monte Carlo procedure on the hardware, one chained block at a time. */
async function monteCarloOnModel(model, loadKey, procedure, want, decrypt) {
  const checkpoints = [];
  let key = Uint8Array.from(want[0].key);
  let text = Uint8Array.from(want[0].input);
  const { inner } = procedure;
  for (let i = 0; i < want.length; i++) {
    const start = text;
    await Promise.all(loadKey(model, key));
    // The chained blocks: each result is the next input (the harness's cs_chain).
    const { last, beforeLast } = await model.chain(text, inner, { decrypt, maxCycles: inner * 1000 });
    text = last;
    checkpoints.push({ key: hex(key), input: hex(start), output: hex(text) });
    key = procedure.nextKey({ key, last, beforeLast, want, i });
  }
  return checkpoints;
}

for (const entry of fullyTested.filter((e) => procedures[e.config.cipher])) {
  const can = directions(entry.config);
  const procedure = procedures[entry.config.cipher];
  const outer =
    process.env.CS_SWEEP === '1' && backend === 'native'
      ? procedure.full
      : Math.max(1, Math.round((monteCarloOuter(entry) * 1000) / procedure.inner));
  const blockBytes = entry.config.blockBits / 8;
  describeModel(entry, (model) => {
    for (const bits of entry.config.keyBits) {
      for (const decrypt of [false, true].filter((d) => (d ? can.decrypt : can.encrypt))) {
        const what = `${procedure.name}, ${bits}-bit key, ${decrypt ? 'decrypt' : 'encrypt'} (${outer} x ${procedure.inner})`;
        test(what, async () => {
          await model.reset();
          const want = procedure.checkpoints(seedKey(bits), seedText(blockBytes), decrypt, outer);
          assert.equal(want.length, outer, 'sim-core gave fewer checkpoints');
          const got = await monteCarloOnModel(model, keyLoader(entry.config), procedure, want, decrypt);
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
