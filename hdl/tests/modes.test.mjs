// Modes of operation in hardware (hdl/rtl/common/cs_mode.sv) on every configuration, for each
// mode and direction it runs: for AES, NIST SP 800-38A Appendix F (F.1-F.5), the AESAVS
// multi-block (MMT) and Monte Carlo (MCT) files for CBC, CFB-128 and OFB and RFC 3686 for CTR;
// for Triple DES, NIST CAVP's TDES CBC, CFB-64 and OFB files (known answers and multi-block
// messages, each record a message with its IV); for every cipher, random messages against
// sim-core's mode models, interleaved CBC against N independent CBC chains, and multi-stream
// CBC with streams interleaved at random against each stream alone.
import { test } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import {
  fullyTested,
  backend,
  simCore,
  readVectors,
  keyLoader,
  monteCarloOuter,
  describeModel,
  blockCycles,
} from './lib/setup.mjs';
import { hex, nextMonteCarloKey, runMessage, toBlocks } from './lib/drive.mjs';
import { supportedModes } from '../timing.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';

const examples = simCore.parseSp80038a(readVectors('nist/sp800-38a/appendix-f.txt'));
const exampleModes = { ECB: 'ecb', CBC: 'cbc', CFB128: 'cfb', OFB: 'ofb', CTR: 'ctr' };
// The AESAVS file prefix and sim-core's Monte Carlo name of each mode with MMT/MCT files.
const avsModes = { cbc: 'CBC', cfb: 'CFB128', ofb: 'OFB' };

/**
 * NIST CAVP mode files a cipher's cores run through the harness's modes, each record a
 * message with its key and IV, read by sim-core: for a mode and key size, the files (paths
 * under vectors/). A file's records whose key the configuration does not take are left out
 * (each TDES file holds one keying option). AES's Monte Carlo files run below, on their own.
 */
const tdesPrefixes = { cbc: 'TCBC', cfb: 'TCFB64', ofb: 'TOFB' };
const tdesKinds = ['varkey', 'vartext', 'invperm', 'permop', 'subtab', 'MMT1', 'MMT2', 'MMT3'];
const cavpModes = {
  aes: {
    name: 'AESAVS',
    files: (mode, bits) => (avsModes[mode] ? [`nist/aesavs/${avsModes[mode]}MMT${bits}.rsp`] : []),
    read: (text) => simCore.parseRsp(text),
  },
  des: {
    name: 'CAVP TDES',
    files: (mode) => (tdesPrefixes[mode] ? tdesKinds.map((k) => `nist/tdes/${tdesPrefixes[mode]}${k}.rsp`) : []),
    read: (text) => simCore.cipherParseRsp('des', text),
  },
};

/** The share of a file's records a WASM run takes (every n-th; all natively): CS_CAVP_WASM_STRIDE, 1 unless set. */
const stride = backend === 'native' ? 1 : Number(process.env.CS_CAVP_WASM_STRIDE ?? 1);

const rng = (seed) => xorshift32(seed).next;
const randomBytes = (next, n) => Uint8Array.from({ length: n }, () => next() & 0xff);
const joined = (blocks) => blocks.map(hex).join('');

for (const entry of fullyTested) {
  const runs = supportedModes(entry.config);
  const runs1 = (mode, decrypt) => runs.some((r) => r.mode === mode && r.decrypt === decrypt);
  const loadKey = keyLoader(entry.config);
  const config = entry.config;
  const outer = monteCarloOuter(entry);
  const cyclesPerBlock = blockCycles(entry);
  if (config.mode.kind === 'ecb') continue; // ECB-only cores: nist.test.mjs
  const cipher = config.cipher;
  const blockBytes = config.blockBits / 8;
  const encryptWith = (description, key, data, streams) => simCore.modeEncrypt(description, key, data, streams, cipher);
  const decryptWith = (description, key, data, streams) => simCore.modeDecrypt(description, key, data, streams, cipher);

  describeModel(entry, ': modes', (model) => {
    const message = (options) => runMessage(model, { config, loadKey, cyclesPerBlock, ...options });
    const takes = (r) => config.keyBits.includes(r.key.length * 8);

    const cavp = cavpModes[cipher];
    for (const { mode, decrypt } of cavp ? runs : []) {
      const files = [...new Set(config.keyBits.flatMap((bits) => cavp.files(mode, bits)))];
      for (const file of files) {
        const direction = decrypt ? 'DECRYPT' : 'ENCRYPT';
        const records = cavp.read(readVectors(file)).filter((r) => r.encrypt === !decrypt);
        const mine = records.filter(takes).filter((_, i) => i % stride === 0);
        const sizes = [...new Set(records.map((r) => r.key.length * 8))].join('/');
        const share = stride > 1 ? `, every ${stride}th record` : '';
        test(
          `${cavp.name} ${path.basename(file)} ${direction}${share}`,
          { skip: mine.length === 0 && `its keys are ${sizes} bits; the core takes ${config.keyBits.join('/')}` },
          async () => {
            await model.reset();
            for (const r of mine) {
              const out = await message({
                mode,
                key: Uint8Array.from(r.key),
                ivs: [Uint8Array.from(r.iv)],
                blocks: toBlocks(decrypt ? r.ciphertext : r.plaintext, blockBytes),
                decrypt,
              });
              assert.equal(joined(out), hex(decrypt ? r.plaintext : r.ciphertext), `${direction} COUNT = ${r.count}`);
            }
          },
        );
      }
    }

    for (const bits of cipher === 'aes' ? config.keyBits : []) {
      const mine = examples.filter((e) => e.keyBits === bits && runs1(exampleModes[e.mode], !e.encrypt));
      if (mine.length > 0) {
        test(`SP 800-38A Appendix F, AES-${bits}: ${mine.length} examples`, async () => {
          await model.reset();
          for (const e of mine) {
            const out = await message({
              mode: exampleModes[e.mode],
              key: Uint8Array.from(e.key),
              ivs: e.iv ? [Uint8Array.from(e.iv)] : [],
              blocks: toBlocks(e.encrypt ? e.plaintext : e.ciphertext, blockBytes),
              decrypt: !e.encrypt,
            });
            assert.equal(joined(out), hex(e.encrypt ? e.ciphertext : e.plaintext), e.name);
          }
        });
      }

      for (const [mode, prefix] of Object.entries(avsModes)) {
        for (const decrypt of [false, true].filter((d) => runs1(mode, d))) {
          const direction = decrypt ? 'DECRYPT' : 'ENCRYPT';
          test(`AESAVS ${prefix}MCT${bits}.rsp ${direction} (${outer} x 1000)`, async () => {
            await model.reset();
            const records = simCore
              .parseRsp(readVectors(`nist/aesavs/${prefix}MCT${bits}.rsp`))
              .filter((r) => r.encrypt === !decrypt);
            assert.equal(records.length, 100);
            if (config.mode.kind === 'all') await model.setMode(mode, 1);
            // AESAVS Sec. 6.4.2-6.4.4: inputs are the first text, the IV, then each output
            // two blocks later (the harness's cs_chain with a delay of 2).
            let key = Uint8Array.from(records[0].key);
            let iv = Uint8Array.from(records[0].iv);
            let text = Uint8Array.from(decrypt ? records[0].ciphertext : records[0].plaintext);
            for (let i = 0; i < outer; i++) {
              const want = records[i];
              assert.deepEqual(
                { key: hex(key), iv: hex(iv), input: hex(text) },
                { key: hex(want.key), iv: hex(want.iv), input: hex(decrypt ? want.ciphertext : want.plaintext) },
                `COUNT = ${i}: inputs`,
              );
              await Promise.all(loadKey(model, key));
              await model.loadIv(iv, 0);
              const first = new Uint8Array(2 * blockBytes);
              first.set(text, 0);
              first.set(iv, blockBytes);
              const { last, beforeLast } = await model.chain(first, 1000, { decrypt, maxCycles: 1000 * 1000 });
              assert.equal(hex(last), hex(decrypt ? want.plaintext : want.ciphertext), `COUNT = ${i}: output`);
              key = nextMonteCarloKey(key, last, beforeLast);
              iv = last;
              text = beforeLast;
            }
          });
        }
      }

      if (runs1('ctr', false)) {
        test(`RFC 3686 AES-${bits}-CTR`, async () => {
          await model.reset();
          const records = simCore.parseRsp(readVectors(`rfc3686/aes-${bits}-ctr.txt`));
          assert.equal(records.length, 3);
          for (const r of records) {
            // CTR is a stream cipher: pad a partial last block and compare the bytes there are.
            const padded = new Uint8Array(Math.ceil(r.plaintext.length / blockBytes) * blockBytes);
            padded.set(r.plaintext);
            const out = await message({
              mode: 'ctr',
              key: Uint8Array.from(r.key),
              ivs: [Uint8Array.from(r.iv)],
              blocks: toBlocks(padded, blockBytes),
            });
            assert.equal(joined(out).slice(0, r.ciphertext.length * 2), hex(r.ciphertext), `COUNT = ${r.count}`);
          }
        });
      }
    }

    // Random messages take the core's key sizes in turn (a 3-in-1 Triple DES core's 64-bit
    // key is single DES, whose first two operations cancel: its 128- and 192-bit bundles are
    // what exercise all three keys); the chain tests take its largest key.
    const sizes = config.keyBits;
    const bits = Math.max(...sizes);
    test(`random messages against sim-core's mode models, ${cipher}, ${sizes.join('/')}-bit keys`, async () => {
      await model.reset();
      const next = rng(0xc1b5 + sizes[0]);
      for (const { mode, decrypt } of runs) {
        for (let trial = 0; trial < 3; trial++) {
          const key = randomBytes(next, sizes[trial % sizes.length] / 8);
          const count = 1 + (next() % 40);
          const chains =
            mode === 'interleavedCbc' ? 1 + (next() % 12) : mode === 'multiStreamCbc' ? 1 + (next() % 16) : 1;
          const ivs = mode === 'ecb' ? [] : Array.from({ length: chains }, () => randomBytes(next, blockBytes));
          const data = randomBytes(next, count * blockBytes);
          const streams =
            mode === 'multiStreamCbc' ? Uint8Array.from({ length: count }, () => next() % chains) : undefined;
          const description =
            mode === 'ecb'
              ? { kind: 'ecb' }
              : mode === 'ctr'
                ? { kind: 'ctr', counter: hex(ivs[0]) }
                : mode === 'interleavedCbc' || mode === 'multiStreamCbc'
                  ? { kind: mode, ivs: ivs.map(hex) }
                  : { kind: mode, iv: hex(ivs[0]) };
          const want = (decrypt ? decryptWith : encryptWith)(description, key, data, streams);
          const out = await message({
            mode,
            key,
            ivs,
            blocks: toBlocks(data, blockBytes),
            decrypt,
            streams: streams && [...streams],
            chains,
          });
          assert.equal(
            joined(out),
            hex(want),
            `${mode} ${decrypt ? 'decrypt' : 'encrypt'}, ${count} blocks, ${chains} chain(s), ${key.length * 8}-bit key, trial ${trial}`,
          );
        }
      }
    });

    if (runs1('interleavedCbc', false)) {
      test('interleaved CBC with N chains equals N independent CBC chains', async () => {
        await model.reset();
        const next = rng(0x1cbc);
        for (const n of [2, 3, 5, 11]) {
          for (const decrypt of [false, true].filter((d) => runs1('cbc', d))) {
            const key = randomBytes(next, bits / 8);
            const ivs = Array.from({ length: n }, () => randomBytes(next, blockBytes));
            const blocks = Array.from({ length: 4 * n + 1 }, () => randomBytes(next, blockBytes));
            const out = await message({ mode: 'interleavedCbc', key, ivs, blocks, decrypt });
            for (let c = 0; c < n; c++) {
              const mineIn = blocks.filter((_, i) => i % n === c);
              const alone = (decrypt ? decryptWith : encryptWith)(
                { kind: 'cbc', iv: hex(ivs[c]) },
                key,
                Buffer.concat(mineIn),
              );
              assert.equal(
                joined(out.filter((_, i) => i % n === c)),
                hex(alone),
                `N = ${n}, chain ${c}, ${decrypt ? 'decrypt' : 'encrypt'}`,
              );
            }
          }
        }
      });
    }

    if (runs1('multiStreamCbc', false)) {
      test('multi-stream CBC, streams interleaved at random, equals each stream alone', async () => {
        await model.reset();
        const next = rng(0x5cbc);
        for (const decrypt of [false, true].filter((d) => runs1('cbc', d))) {
          const key = randomBytes(next, bits / 8);
          const ivs = Array.from({ length: 16 }, () => randomBytes(next, blockBytes));
          const streams = Array.from({ length: 96 }, () => next() % 16);
          const blocks = streams.map(() => randomBytes(next, blockBytes));
          const out = await message({ mode: 'multiStreamCbc', key, ivs, blocks, decrypt, streams });
          for (let s = 0; s < 16; s++) {
            const mineIn = blocks.filter((_, i) => streams[i] === s);
            if (mineIn.length === 0) continue;
            const alone = (decrypt ? decryptWith : encryptWith)(
              { kind: 'cbc', iv: hex(ivs[s]) },
              key,
              Buffer.concat(mineIn),
            );
            assert.equal(
              joined(out.filter((_, i) => streams[i] === s)),
              hex(alone),
              `stream ${s}, ${decrypt ? 'decrypt' : 'encrypt'}`,
            );
          }
        }
      });
    }
  });
}
