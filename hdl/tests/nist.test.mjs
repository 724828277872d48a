// Each cipher's published vectors through every configuration, for each key size and
// direction it supports. AES: FIPS-197 Appendix C and the AESAVS known-answer files (GFSbox,
// KeySbox, VarKey, VarTxt) plus the multi-block message files. Serpent: Crypto++'s validation
// data (vectors/README.md says where each file comes from and its byte order).
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open, simCore, readVectors, keyBits, directions, keyLoader } from './lib/setup.mjs';
import { runJobs, hex } from './lib/drive.mjs';
import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';

const appendix = simCore.parseAppendixC(readVectors('fips197/appendix-c.txt'));
const kinds = ['GFSbox', 'KeySbox', 'VarKey', 'VarTxt', 'MMT'];

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
function rspJobs(records, can) {
  const jobs = [];
  const expected = [];
  const labels = [];
  for (const r of records) {
    if (r.encrypt ? !can.encrypt : !can.decrypt) continue;
    const input = r.encrypt ? r.plaintext : r.ciphertext;
    const output = r.encrypt ? r.ciphertext : r.plaintext;
    for (let i = 0; i < input.length; i += 16) {
      jobs.push({
        key: i === 0 ? Uint8Array.from(r.key) : undefined,
        block: Uint8Array.from(input.slice(i, i + 16)),
        decrypt: !r.encrypt,
      });
      expected.push(hex(output.slice(i, i + 16)));
      labels.push(`${r.encrypt ? 'ENCRYPT' : 'DECRYPT'} COUNT = ${r.count} block ${i / 16}`);
    }
  }
  return { jobs, expected, labels };
}

function assertOutputs(outputs, expected, labels, file) {
  outputs.forEach((out, i) => assert.equal(hex(out), expected[i], `${file} ${labels[i]}`));
}

for (const entry of entries) {
  const can = directions(entry.config);
  const loadKey = keyLoader(entry.config);
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    const published = knownAnswerFiles[entry.config.cipher];
    if (published) {
      test(`the published known answers (${published.path})`, async () => {
        const records = knownAnswerRecords(entry.config.cipher).filter((r) =>
          keyBits(entry.config).includes(r.key.length * 8),
        );
        const { jobs, expected, labels } = rspJobs(records, can);
        // Every file gives at least two answers a key size (RC6's: the paper's two).
        assert.ok(records.length >= 2, `only ${records.length} answers for this key size`);
        await model.reset();
        assertOutputs(await runJobs(model, jobs, { loadKey }), expected, labels, published.path);
      });
      return;
    }
    assert.equal(entry.config.cipher, 'aes', `no published vectors are wired for ${entry.config.cipher}`);

    test('FIPS-197 Appendix C examples', async () => {
      const examples = appendix.filter((e) => keyBits(entry.config).includes(e.key.length * 8));
      assert.ok(examples.length > 0, 'no Appendix C example matches this key size');
      const { jobs, expected, labels } = rspJobs(
        examples
          .map((e, count) => {
            const output = e.steps.find(([, label]) => label === 'output')[2];
            return [
              { encrypt: true, count, key: e.key, plaintext: e.plaintext, ciphertext: output },
              { encrypt: false, count, key: e.key, plaintext: e.plaintext, ciphertext: output },
            ];
          })
          .flat(),
        can,
      );
      await model.reset();
      assertOutputs(await runJobs(model, jobs, { loadKey }), expected, labels, 'FIPS-197 C');
    });

    for (const bits of keyBits(entry.config)) {
      for (const kind of kinds) {
        const file = `ECB${kind}${bits}.rsp`;
        test(`AESAVS ${file}`, async () => {
          const { jobs, expected, labels } = rspJobs(simCore.parseRsp(readVectors(`nist/aesavs/${file}`)), can);
          assert.ok(jobs.length > 0);
          await model.reset();
          assertOutputs(await runJobs(model, jobs, { loadKey }), expected, labels, file);
        });
      }
    }
  });
}
