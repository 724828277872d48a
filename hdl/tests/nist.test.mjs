// Each cipher's published vectors through every configuration, for each key size and
// direction it supports. AES: FIPS-197 Appendix C and the AESAVS known-answer files (GFSbox,
// KeySbox, VarKey, VarTxt) plus the multi-block message files. Triple DES: NIST CAVP's TDES
// ECB known answers and multi-block messages. Serpent, Twofish, RC6: Crypto++'s validation
// data (vectors/README.md says where each file comes from and its byte order).
import { test } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import {
  vectorEntries,
  backend,
  simCore,
  readVectors,
  directions,
  keyLoader,
  describeModel,
  blockCycles,
} from './lib/setup.mjs';
import { runJobs, hex } from './lib/drive.mjs';
import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';

const appendix = simCore.parseAppendixC(readVectors('fips197/appendix-c.txt'));

/**
 * The NIST CAVP .rsp files a cipher's cores run block by block (ECB), read by sim-core: for
 * each key size of a configuration the files (paths under vectors/), and the reader. A file's
 * records whose key the configuration does not take are left out (the TDES files each hold
 * one keying option). `examples` are further published blocks run first (FIPS-197 Appendix C).
 */
const cavpEcb = {
  aes: {
    name: 'AESAVS',
    files: (bits) => ['GFSbox', 'KeySbox', 'VarKey', 'VarTxt', 'MMT'].map((k) => `nist/aesavs/ECB${k}${bits}.rsp`),
    read: (text) => simCore.parseRsp(text),
    examples: {
      name: 'FIPS-197 Appendix C examples',
      records: () =>
        appendix.flatMap((e, count) => {
          const output = e.steps.find(([, label]) => label === 'output')[2];
          return [true, false].map((encrypt) => ({
            encrypt,
            count,
            key: e.key,
            plaintext: e.plaintext,
            ciphertext: output,
          }));
        }),
    },
  },
  des: {
    // CAVS 11.1's TDES ECB known answers (KEYs: keying option 3) and multi-block messages
    // (MMT1-3: keying options 1, 2, 3), vectors/README.md.
    name: 'CAVP TDES',
    files: () =>
      ['varkey', 'vartext', 'invperm', 'permop', 'subtab', 'MMT1', 'MMT2', 'MMT3'].map((k) => `nist/tdes/TECB${k}.rsp`),
    read: (text) => simCore.cipherParseRsp('des', text),
  },
};

/**
 * The share of a file's records a run takes: all natively; in WASM (the same RTL and
 * harness, compiled by em++) every `CS_CAVP_WASM_STRIDE`-th, 1 (all) unless set.
 */
const stride = backend === 'native' ? 1 : Number(process.env.CS_CAVP_WASM_STRIDE ?? 1);

/** A cipher's published known answers (vectors/known-answers.mjs) as jobs records, each line both ways. */
function knownAnswerRecords(cipher) {
  const file = knownAnswerFiles[cipher];
  return readKnownAnswers(cipher, readVectors(file.path.replace(/^vectors\//, ''))).flatMap((v, count) =>
    [true, false].map((encrypt) => ({
      encrypt,
      count,
      key: [...Buffer.from(v.key, 'hex')],
      plaintext: [...Buffer.from(v.plaintext, 'hex')],
      ciphertext: [...Buffer.from(v.ciphertext, 'hex')],
    })),
  );
}

/** Jobs and expected outputs for the records of one .rsp file this configuration can run. */
function rspJobs(records, can, blockBytes) {
  const jobs = [];
  const expected = [];
  const labels = [];
  for (const r of records) {
    if (r.encrypt ? !can.encrypt : !can.decrypt) continue;
    const input = r.encrypt ? r.plaintext : r.ciphertext;
    const output = r.encrypt ? r.ciphertext : r.plaintext;
    if (input.length % blockBytes || input.length === 0) {
      throw new Error(`COUNT = ${r.count}: ${input.length} bytes are not whole ${blockBytes}-byte blocks`);
    }
    for (let i = 0; i < input.length; i += blockBytes) {
      jobs.push({
        key: i === 0 ? Uint8Array.from(r.key) : undefined,
        block: Uint8Array.from(input.slice(i, i + blockBytes)),
        decrypt: !r.encrypt,
      });
      expected.push(hex(output.slice(i, i + blockBytes)));
      labels.push(`${r.encrypt ? 'ENCRYPT' : 'DECRYPT'} COUNT = ${r.count} block ${i / blockBytes}`);
    }
  }
  return { jobs, expected, labels };
}

function assertOutputs(outputs, expected, labels, file) {
  outputs.forEach((out, i) => assert.equal(hex(out), expected[i], `${file} ${labels[i]}`));
}

for (const entry of vectorEntries) {
  const can = directions(entry.config);
  const loadKey = keyLoader(entry.config);
  const cyclesPerBlock = blockCycles(entry);
  const blockBytes = entry.config.blockBits / 8;
  const takes = (r) => entry.config.keyBits.includes(r.key.length * 8);
  describeModel(entry, (model) => {
    const published = knownAnswerFiles[entry.config.cipher];
    if (published) {
      test(`the published known answers (${published.path})`, async () => {
        const records = knownAnswerRecords(entry.config.cipher).filter(takes);
        const { jobs, expected, labels } = rspJobs(records, can, blockBytes);
        // Every file gives at least two answers a key size (RC6's: the paper's two).
        assert.ok(records.length >= 2, `only ${records.length} answers for this key size`);
        await model.reset();
        assertOutputs(await runJobs(model, jobs, { loadKey, cyclesPerBlock }), expected, labels, published.path);
      });
      return;
    }
    const cavp = cavpEcb[entry.config.cipher];
    assert.ok(cavp, `no published vectors are wired for ${entry.config.cipher}`);

    if (cavp.examples) {
      test(cavp.examples.name, async () => {
        const { jobs, expected, labels } = rspJobs(cavp.examples.records().filter(takes), can, blockBytes);
        assert.ok(jobs.length > 0, 'no example matches this key size');
        await model.reset();
        assertOutputs(await runJobs(model, jobs, { loadKey, cyclesPerBlock }), expected, labels, cavp.examples.name);
      });
    }

    const files = [...new Set(entry.config.keyBits.flatMap((bits) => cavp.files(bits)))];
    for (const file of files) {
      const name = path.basename(file);
      const records = cavp.read(readVectors(file));
      const mine = records.filter(takes).filter((_, i) => i % stride === 0);
      const share = stride > 1 ? `, every ${stride}th record` : '';
      const sizes = [...new Set(records.map((r) => r.key.length * 8))].join('/');
      test(
        `${cavp.name} ${name}${share}`,
        { skip: mine.length === 0 && `its keys are ${sizes} bits; the core takes ${entry.config.keyBits.join('/')}` },
        async () => {
          const { jobs, expected, labels } = rspJobs(mine, can, blockBytes);
          assert.ok(jobs.length > 0, 'no record runs in a direction this core has');
          await model.reset();
          assertOutputs(await runJobs(model, jobs, { loadKey, cyclesPerBlock }), expected, labels, name);
        },
      );
    }
  });
}
