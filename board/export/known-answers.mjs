// host/vectors/known-answers.json of a project whose cipher the host script does not know
// (every cipher but AES, whose NIST files cs_host.py reads as they are): the known answers
// the board must give, written at export time, so the host script compares bytes and never
// needs the cipher itself. Pure: sim-core and the repository files come from the caller, so
// `npm run export` and the web app write the same bytes.
//
// What it holds, for the configuration's key size and directions:
// - `vectors`: single blocks. The repository's published known answers of the cipher
//   (knownAnswerFiles), then blocks of sim-core's golden model under deterministic keys;
// - `modeExamples`: four-block messages in each chained mode the core runs (sim-core's
//   modeEncrypt, with SP 800-38A's plaintext blocks), the counterpart of Appendix F;
// - `throughput`: the checksum `T` must return (PROTOCOL.md: the XOR of the results of blocks
//   0, 1, 2, …) for 1, 2, 4, … 4096 blocks, per key size and direction, with its key and IVs;
// - `bakedKey`: for an offline key schedule, the key whose round keys the bitstream holds.
//   PROTOCOL.md's K carries a 4-bit round-key index, and Serpent has 33 round keys, so the
//   host cannot load others: every answer is then under this key and the host loads none.

import { knownAnswerFiles, readKnownAnswers } from '../../vectors/known-answers.mjs';
import { xorshift32 } from '../../vectors/xorshift32.mjs';

export const KNOWN_ANSWERS_FORMAT = 'cipherscope-known-answers/1';

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

// Each cipher's published known answers (the file and its reader) are vectors/known-answers.mjs's.
export { knownAnswerFiles };

/** Whether a project of `config` carries known-answers.json (cs_host.py reads AES's NIST files). */
export function needsKnownAnswers(config) {
  return config.cipher !== 'aes';
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
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
  const streams = mode === 'mscbc' ? new Uint8Array(data.length / 16) : undefined; // all on stream 0
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
  const [bits] = config.keyBits;
  if (config.keyBits.length !== 1) throw new Error(`export: ${config.id}: known answers for one key size only`);
  const baked = config.keySchedule === 'offline' ? key.toLowerCase() : null;
  const random = xorshift32(0xc1_5c09e + bits).bytes; // deterministic: the same export writes the same file
  const keyFor = () => baked ?? hex(random(bits / 8));
  const block = (k, input, decrypt) => hex(simCore.cipherBlocks(config.cipher, bytes(k), bytes(input), decrypt));
  const singleDirections = directions(config, 'ecb');

  const vectors = [];
  const published = knownAnswerFiles[config.cipher];
  if (published) {
    const text = readFile(published.path);
    const rows = readKnownAnswers(config.cipher, typeof text === 'string' ? text : new TextDecoder().decode(text));
    for (const row of rows) {
      if (row.key.length * 4 !== bits || (baked && row.key !== baked)) continue;
      for (const decrypt of singleDirections) {
        const [input, expected] = decrypt ? [row.ciphertext, row.plaintext] : [row.plaintext, row.ciphertext];
        vectors.push({ origin: `${published.path} line ${row.line}`, key: row.key, decrypt, input, expected });
      }
    }
  }
  // sim-core's own answers: 16 keys of two blocks (one key when it is baked in, 32 blocks).
  const keys = baked ? 1 : 16;
  for (let k = 0; k < keys; k++) {
    const blockKey = keyFor();
    const inputs = Array.from({ length: baked ? 32 : 2 }, () => hex(random(16)));
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

  const token = modeToken(config);
  const chained = token === 'all' ? ['cbc', 'cfb', 'ofb', 'ctr'] : token === 'ecb' ? [] : [token];
  const exampleModes = [...new Set(chained.map((m) => (['icbc', 'mscbc'].includes(m) ? 'cbc' : m)))];
  const exampleKey = baked ?? vectors[0].key;
  const modeExamples = [];
  const message = bytes(MESSAGE.join(''));
  for (const mode of exampleModes) {
    const ciphertext = hex(
      runMode(simCore, config, { mode, ivs: [IV], key: exampleKey, decrypt: false, data: message }),
    );
    const cipherBlocks = ciphertext.match(/.{32}/g);
    for (const decrypt of [false, true]) {
      // Whether the core runs this direction is the host's to decide (run_sp800_38a).
      modeExamples.push({
        origin: `sim-core ${mode.toUpperCase()} ${decrypt ? 'decrypt' : 'encrypt'}`,
        key: exampleKey,
        decrypt,
        mode,
        iv: IV,
        inputs: decrypt ? cipherBlocks : MESSAGE,
        expected: decrypt ? MESSAGE : cipherBlocks,
      });
    }
  }

  // T runs the mode in force: ECB on a run-time-mode core (cs_host.py prepare_mode).
  const measured = token === 'all' ? 'ecb' : token;
  const ivCount = measured === 'icbc' ? chains(config) : measured === 'ecb' ? 0 : 1;
  const count = THROUGHPUT_COUNTS.at(-1);
  const data = new Uint8Array(16 * count);
  for (let i = 0; i < count; i++) new DataView(data.buffer).setUint32(16 * i + 12, i); // block i = i, big-endian
  const throughput = directions(config, measured).map((decrypt) => {
    const tKey = keyFor();
    const ivs = Array.from({ length: ivCount }, () => hex(random(16)));
    const out = runMode(simCore, config, { mode: measured, ivs, key: tKey, decrypt, data });
    const checksums = {};
    const sum = new Uint8Array(16);
    for (let i = 0; i < count; i++) {
      for (let b = 0; b < 16; b++) sum[b] ^= out[16 * i + b];
      if (THROUGHPUT_COUNTS.includes(i + 1)) checksums[i + 1] = hex(sum);
    }
    return { key: tKey, decrypt, mode: measured, ivs, checksums };
  });

  return {
    format: KNOWN_ANSWERS_FORMAT,
    config: config.id,
    cipher: config.cipher,
    keyBits: bits,
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
