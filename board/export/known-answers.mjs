// host/vectors/known-answers.json of a project whose cipher the host script does not check by
// itself (every cipher without `boardHost` in registry/ciphers.json; AES has one: cs_host.py
// reads its NIST files as they are): the known answers the board must give, written at export
// time, so the host script compares bytes and never needs the cipher itself. Pure: sim-core and
// the repository files come from the caller, so `npm run export` and the web app write the same
// bytes. Blocks are the cipher's (`blockBits`: 16 bytes, 8 for Triple DES), as PROTOCOL.md
// (version 2) moves them.
//
// What it holds, for the configuration's key sizes and directions:
// - `vectors`: single blocks. The repository's published known answers of the cipher
//   (vectors/known-answers.mjs: a file of known answers, or NIST CAVP's known-answer and
//   multi-block message files, a message's blocks one by one), then blocks of sim-core's golden
//   model under deterministic keys;
// - `modeExamples`: messages in each chained mode the core runs: NIST CAVP's multi-block
//   messages where the cipher has them for the mode, else four blocks of SP 800-38A's
//   plaintext through sim-core's modeEncrypt (the counterpart of Appendix F);
// - `throughput`: the checksum `T` must return (PROTOCOL.md: the XOR of the results of blocks
//   0, 1, 2, …) for 1, 2, 4, … 4096 blocks, per key size and direction, with its key and IVs;
// - `bakedKey`: for an offline key schedule, the key whose round keys the bitstream holds.
//   PROTOCOL.md's K carries a 4-bit round-key index, and Serpent has 33 round keys, so the
//   host cannot load others: every answer is then under this key and the host loads none.

import { publishedAnswers, readKnownAnswers } from '../../vectors/known-answers.mjs';
import { cipherById } from '../../registry/ciphers.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';

export const KNOWN_ANSWERS_FORMAT = 'cipherscope-known-answers/2';

/** Where the file goes in a project (cs_host.py looks for it in its vectors folder). */
export const KNOWN_ANSWERS_PATH = 'host/vectors/known-answers.json';

/** T checksums are given for these block counts (cs_host.py --blocks takes one of them). */
export const THROUGHPUT_COUNTS = Array.from({ length: 13 }, (_, i) => 2 ** i);

/** SP 800-38A's plaintext blocks (Appendix F), the messages of the mode examples. */
const MESSAGE = [
  '6bc1bee22e409f96e93d7e117393172a',
  'ae2d8a571e03ac9c9eb76fac45af8e51',
  '30c81c46a35ce411e5fbc1191a0a52ef',
  'f69f2445df4f9b17ad2b417be66c3710',
];
const IV = '000102030405060708090a0b0c0d0e0f';

/** The chained modes whose examples a configuration's answers hold (cbc stands for icbc and mscbc). */
function exampleModesOf(config) {
  const token = modeToken(config);
  const chained = token === 'all' ? ['cbc', 'cfb', 'ofb', 'ctr'] : token === 'ecb' ? [] : [token];
  return [...new Set(chained.map((m) => (['icbc', 'mscbc'].includes(m) ? 'cbc' : m)))];
}

/**
 * The repository's CAVP files a configuration's answers are read from (paths under
 * vectors/): those of its key sizes, ECB's and those of the chained modes it runs.
 */
export function cavpFilesOf(config) {
  const files = publishedAnswers[config.cipher]?.cavp;
  if (!files) return [];
  const modes = exampleModesOf(config);
  return [...files.ecb, ...modes.flatMap((m) => files.modes[m] ?? [])]
    .filter((f) => config.keyBits.includes(f.keyBits))
    .map((f) => f.path);
}

/**
 * Whether a project of `config` carries known-answers.json: its cipher has no `boardHost` in
 * the description `ciphers` (registry/ciphers.json), by which cs_host.py checks it itself.
 */
export function needsKnownAnswers(config, ciphers) {
  return !cipherById(ciphers, config.cipher)?.boardHost;
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const text = (content) => (typeof content === 'string' ? content : new TextDecoder().decode(content));
const bytes = (text) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/** The directions a mode runs in on the core, as cs_host.py's Config.directions. */
function directions(config, mode) {
  const encrypt = config.direction !== 'decrypt';
  const decrypt = config.direction !== 'encrypt';
  if (['ctr', 'cfb', 'ofb'].includes(mode)) return encrypt ? [false, true] : [];
  return [...(encrypt ? [false] : []), ...(decrypt ? [true] : [])];
}

/** cs_host.py's name of the core's mode (ecb, ctr, cbc, cfb, ofb, icbc, mscbc or all), from sim-core's parsed mode. */
const hostModeNames = { interleavedCbc: 'icbc', multiStreamCbc: 'mscbc' };
const modeToken = (config) => hostModeNames[config.mode.kind] ?? config.mode.kind;

/** Chains of an interleaved-CBC core, else 1. */
const chains = (config) => config.mode.chains ?? 1;

/** sim-core's description of a mode with the IVs the host loads (cs_host.py prepare_mode). */
function modeDescription(mode, ivs) {
  switch (mode) {
    case 'ecb':
      return { kind: 'ecb' };
    case 'ctr':
      return { kind: 'ctr', counter: ivs[0] };
    case 'icbc':
      return { kind: 'interleavedCbc', ivs };
    case 'mscbc':
      return { kind: 'multiStreamCbc', ivs };
    default:
      return { kind: mode, iv: ivs[0] };
  }
}

function runMode(simCore, config, { mode, ivs, key, decrypt, data }) {
  const description = modeDescription(mode, ivs);
  const streams = mode === 'mscbc' ? new Uint8Array(data.length / (config.blockBits / 8)) : undefined; // all on stream 0
  const run = decrypt ? simCore.modeDecrypt : simCore.modeEncrypt;
  return run(description, bytes(key), data, streams, config.cipher);
}

/**
 * The file's content, as an object (knownAnswersText gives its bytes).
 * @param {object} input
 * @param {object} input.simCore sim-core (cipherBlocks, modeEncrypt, modeDecrypt)
 * @param {object} input.config sim-core's parseConfiguration(id)
 * @param {(path: string) => string | Uint8Array} input.readFile a repository file's content
 * @param {string} [input.key] hex: the key an offline key schedule was built with
 */
export function knownAnswers({ simCore, config, readFile, key }) {
  const blockBytes = config.blockBits / 8;
  const sizes = config.keyBits;
  const baked = config.keySchedule === 'offline' ? key.toLowerCase() : null;
  if (baked && sizes.length !== 1)
    throw new Error(`export: ${config.id}: an offline key schedule of several key sizes`);
  const random = xorshift32(0xc1_5c09e + sizes[0]).bytes; // deterministic: the same export writes the same file
  const keyFor = (bits) => baked ?? hex(random(bits / 8));
  const block = (k, input, decrypt) => hex(simCore.cipherBlocks(config.cipher, bytes(k), bytes(input), decrypt));
  const singleDirections = directions(config, 'ecb');
  const takes = (k) => sizes.includes(k.length * 4) && (!baked || k === baked);
  const blocksOf = (h) => h.match(new RegExp(`.{${2 * blockBytes}}`, 'g'));

  const vectors = [];
  const published = publishedAnswers[config.cipher]?.file;
  if (published) {
    for (const row of readKnownAnswers(config.cipher, text(readFile(published.path)))) {
      if (!takes(row.key)) continue;
      for (const decrypt of singleDirections) {
        const [input, expected] = decrypt ? [row.ciphertext, row.plaintext] : [row.plaintext, row.ciphertext];
        vectors.push({ origin: `${published.path} line ${row.line}`, key: row.key, decrypt, input, expected });
      }
    }
  }
  // NIST CAVP records: each in its own direction (its file's [ENCRYPT] or [DECRYPT] section).
  const cavp = publishedAnswers[config.cipher]?.cavp;
  const cavpRecords = (path) =>
    cavp.read(simCore, text(readFile(path))).map((r) => ({
      ...r,
      key: hex(r.key),
      iv: r.iv ? hex(r.iv) : null,
      plaintext: hex(r.plaintext),
      ciphertext: hex(r.ciphertext),
      decrypt: !r.encrypt,
      origin: `${path} ${r.encrypt ? 'ENCRYPT' : 'DECRYPT'} COUNT = ${r.count}`,
    }));
  const cavpFilesRun = new Set(cavpFilesOf(config));
  for (const { path } of cavp?.ecb ?? []) {
    if (!cavpFilesRun.has(path)) continue;
    for (const r of cavpRecords(path)) {
      if (!takes(r.key) || !singleDirections.includes(r.decrypt)) continue;
      const [inputs, expected] = (r.decrypt ? [r.ciphertext, r.plaintext] : [r.plaintext, r.ciphertext]).map(blocksOf);
      inputs.forEach((input, i) =>
        vectors.push({
          origin: inputs.length > 1 ? `${r.origin} block ${i}` : r.origin,
          key: r.key,
          decrypt: r.decrypt,
          input,
          expected: expected[i],
        }),
      );
    }
  }
  // sim-core's own answers: 16 keys of two blocks, the key sizes in turn (one key when it is
  // baked in, 32 blocks).
  const keys = baked ? 1 : 16;
  for (let k = 0; k < keys; k++) {
    const blockKey = keyFor(sizes[k % sizes.length]);
    const inputs = Array.from({ length: baked ? 32 : 2 }, () => hex(random(blockBytes)));
    for (const decrypt of singleDirections) {
      inputs.forEach((input, i) =>
        vectors.push({
          origin: `sim-core key ${k} block ${i}`,
          key: blockKey,
          decrypt,
          input,
          expected: block(blockKey, input, decrypt),
        }),
      );
    }
  }

  const modeExamples = [];
  const message = MESSAGE.join('').slice(0, 8 * blockBytes); // four blocks
  const iv = IV.slice(0, 2 * blockBytes);
  for (const mode of exampleModesOf(config)) {
    if (cavp?.modes[mode]) {
      // Whether the core runs a record's direction is the host's to decide (run_sp800_38a).
      for (const { path } of cavp.modes[mode].filter((f) => cavpFilesRun.has(f.path))) {
        for (const r of cavpRecords(path)) {
          if (!takes(r.key)) continue;
          const [inputs, expected] = (r.decrypt ? [r.ciphertext, r.plaintext] : [r.plaintext, r.ciphertext]).map(
            blocksOf,
          );
          modeExamples.push({ origin: r.origin, key: r.key, decrypt: r.decrypt, mode, iv: r.iv, inputs, expected });
        }
      }
      continue;
    }
    const exampleKey = baked ?? vectors[0].key;
    const ciphertext = hex(
      runMode(simCore, config, { mode, ivs: [iv], key: exampleKey, decrypt: false, data: bytes(message) }),
    );
    for (const decrypt of [false, true]) {
      // Whether the core runs this direction is the host's to decide (run_sp800_38a).
      modeExamples.push({
        origin: `sim-core ${mode.toUpperCase()} ${decrypt ? 'decrypt' : 'encrypt'}`,
        key: exampleKey,
        decrypt,
        mode,
        iv,
        inputs: blocksOf(decrypt ? ciphertext : message),
        expected: blocksOf(decrypt ? message : ciphertext),
      });
    }
  }

  // T runs the mode in force: ECB on a run-time-mode core (cs_host.py prepare_mode).
  const token = modeToken(config);
  const measured = token === 'all' ? 'ecb' : token;
  const ivCount = measured === 'icbc' ? chains(config) : measured === 'ecb' ? 0 : 1;
  const count = THROUGHPUT_COUNTS.at(-1);
  const data = new Uint8Array(blockBytes * count);
  // Block i is the integer i, big-endian.
  for (let i = 0; i < count; i++) new DataView(data.buffer).setUint32(blockBytes * (i + 1) - 4, i);
  const throughput = sizes.flatMap((bits) =>
    directions(config, measured).map((decrypt) => {
      const tKey = keyFor(bits);
      const ivs = Array.from({ length: ivCount }, () => hex(random(blockBytes)));
      const out = runMode(simCore, config, { mode: measured, ivs, key: tKey, decrypt, data });
      const checksums = {};
      const sum = new Uint8Array(blockBytes);
      for (let i = 0; i < count; i++) {
        for (let b = 0; b < blockBytes; b++) sum[b] ^= out[blockBytes * i + b];
        if (THROUGHPUT_COUNTS.includes(i + 1)) checksums[i + 1] = hex(sum);
      }
      return { key: tKey, decrypt, mode: measured, ivs, checksums };
    }),
  );

  return {
    format: KNOWN_ANSWERS_FORMAT,
    config: config.id,
    cipher: config.cipher,
    blockBits: config.blockBits,
    keyBits: sizes,
    bakedKey: baked,
    vectors,
    modeExamples,
    throughput,
  };
}

/** The file's bytes: one JSON object, two-space indented, ending in a newline. */
export function knownAnswersText(input) {
  return `${JSON.stringify(knownAnswers(input), null, 2)}\n`;
}
