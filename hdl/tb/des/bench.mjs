// The Triple DES core bench (hdl/rtl/des/; the runner is hdl/tb/core-bench.mjs): its shapes,
// both directions and unified, every k dividing 16, the keying options, 4 and 16 key banks;
// its figures, Chodowiec et al.'s, with feedback and over several streams each with its own
// (multi-stream CBC), and the key's latency (1 cycle: PC-1 on the way into the bank, the round
// keys on the fly). The known answers are NIST's TDES ECB files (CAVS 11.1), each record's key
// into the next bank in turn. Every shape is also linted inside the lab's top level cs_top
// (hdl/top.mjs), as the lab builds a Triple DES core behind cs_mode.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderTop } from '../../top.mjs';
import { enumNames } from '../core-tb.mjs';

const vectorDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'vectors',
  'nist',
  'tdes',
);

/**
 * NIST's TDES ECB known answers (vectors/nist/tdes/TECB*.rsp: the variable-key, variable-text,
 * permutation and substitution-table KATs and the three multi-block message tests, one per
 * keying option): [{ file, keys: [k1, k2, k3] (hex), plaintext, ciphertext }], multi-block
 * messages as they are (hex, whole blocks). A KAT's KEYs is K1 = K2 = K3.
 */
function readVectors() {
  const files = [
    'TECBvarkey',
    'TECBvartext',
    'TECBinvperm',
    'TECBpermop',
    'TECBsubtab',
    'TECBMMT1',
    'TECBMMT2',
    'TECBMMT3',
  ];
  const records = [];
  for (const file of files) {
    let record = null;
    for (const line of fs.readFileSync(path.join(vectorDir, `${file}.rsp`), 'utf8').split('\n')) {
      const m = line.trim().match(/^(\w+) = ([0-9a-fA-F]+)$/);
      if (!m) continue;
      const [, field, value] = m;
      if (field === 'COUNT') {
        record = { file, keys: [] };
        records.push(record);
      } else if (field === 'KEYs') record.keys = [value, value, value];
      else if (/^KEY[123]$/.test(field)) record.keys[Number(field[3]) - 1] = value;
      else if (field === 'PLAINTEXT') record.plaintext = value.toLowerCase();
      else if (field === 'CIPHERTEXT') record.ciphertext = value.toLowerCase();
    }
  }
  return records;
}

/**
 * The key bundle a shape takes for keys K1, K2, K3 (hex): the shortest the keys allow (8 bytes
 * when all equal, 16 when K3 = K1, else 24) on a 3-in-1 core, its own length on a fixed one
 * (null if the keys do not fit it).
 */
function bundleFor(shape, { keys: [k1, k2, k3] }) {
  const shortest = k1 === k2 && k2 === k3 ? 8 : k1 === k3 ? 16 : 24;
  const bytes = shape.keyLen === '3in1' ? shortest : shape.keyLen / 8;
  if (bytes < shortest) return null;
  return Buffer.from([k1, k2, k3].slice(0, bytes / 8).join(''), 'hex');
}

function shapeName({ dir, arch, k, keyLen, banks }) {
  return `${dir}-${arch}-${k}-${keyLen}${banks !== 4 ? `-${banks}banks` : ''}`;
}

/** Chodowiec et al.'s four key banks, unless a shape says otherwise. */
const shape = (s) => ({ banks: 4, m: 0, ...s, name: shapeName({ banks: 4, ...s }) });

/** The shapes the bench builds: both directions and unified, every k dividing 16, the key lengths, 4 and 16 banks. */
const shapes = [
  { dir: 'unified', arch: 'LU', k: 1, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 16, keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 1, keyLen: 192 },
  { dir: 'dec', arch: 'LU', k: 1, keyLen: 128 },
  { dir: 'enc', arch: 'PP', k: 16, keyLen: '3in1' },
  { dir: 'dec', arch: 'PP', k: 16, keyLen: 64 },
  { dir: 'unified', arch: 'LU', k: 2, keyLen: '3in1' },
  { dir: 'enc', arch: 'LU', k: 4, keyLen: '3in1' },
  { dir: 'unified', arch: 'LU', k: 16, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 2, keyLen: '3in1' },
  { dir: 'unified', arch: 'PP', k: 4, keyLen: '3in1', banks: 16 },
  { dir: 'enc', arch: 'PP', k: 8, keyLen: '3in1' },
].map(shape);

/**
 * The lab's top level cs_top (hdl/top.mjs) around a shape: the mode wrapper with 64-bit blocks
 * and the run-time mode (every mode, multi-stream CBC with up to 64 chains) beside des_core,
 * wired as the lab wires every core. The lab's banked schedule holds Chodowiec et al.'s four
 * banks (registry/ciphers.json); a shape with other banks sets its NumBanks in place of that.
 */
function labTop(s) {
  const text = renderTop({
    id: `des-bench-${s.name}`,
    cipher: 'des',
    mode: { kind: 'all' },
    blockBits: 64,
    registerStages: s.arch === 'LU' ? 1 : s.k,
    keySize: s.keyLen,
    direction: { enc: 'encrypt', dec: 'decrypt', unified: 'unified' }[s.dir],
    architecture: { kind: s.arch, k: s.k, m: 0 },
    sbox: 'lut',
    keySchedule: 'banked',
  });
  const banks = /(\.NumBanks\s*\()\d+\)/;
  if (!banks.test(text)) throw new Error('hdl/top.mjs renders des_core without NumBanks: update labTop');
  return text.replace(banks, `$1${s.banks})`);
}

/** @type {import('../core-bench.mjs').CoreBench} */
export default {
  id: 'des',
  golden: 'tdes',
  seed: 0xde5,
  shapes,
  parameters: (s) => [
    ['KeyLen', `des_pkg::KeyLen${s.keyLen}`],
    ['Direction', enumNames.dir[s.dir]],
    ['Arch', enumNames.arch[s.arch]],
    ['K', s.k],
    ['NumBanks', s.banks],
  ],
  // key_len_i by the bundle's length (des_pkg: keying options 2, 1 and 3).
  keyLenCodes: { 16: 0, 24: 1, 8: 2 },
  vectors: readVectors,
  vectorKey: bundleFor,
  /**
   * Chodowiec et al., Sec. 4 and 6: cycles a block with feedback (CBC), and over `streams`
   * independent streams each with its own feedback (multi-stream CBC).
   *   LU-1   the basic iterative architecture (Fig. 6): one DES round iterated 48 times, "48
   *          clock cycles, exactly as many as the number of the cipher rounds".
   *   PP-16  the extended architecture (Fig. 7): single DES unrolled with a register after every
   *          round, "up to 16 independent data streams"; 16 blocks each 48 cycles, so 3 cycles a
   *          block over the streams (their "around 1.5 Gbit/s": 64 bits / 3 cycles at 72 MHz).
   */
  paper: {
    name: 'Chodowiec et al.',
    rows: {
      'LU-1': { fb: 48, streams: 1, perBlock: 48 },
      'PP-16': { fb: 48, streams: 16, perBlock: 3 },
    },
  },
  // Streams of the multi-stream measurement: 16 for PP-16 (the paper's), k for PP-k, 2 for LU.
  streams: (s) => (s.arch === 'PP' ? Math.max(s.k, 2) : 2),
  setupCycles: () => 1,
  nfbBlocks: 160,
  minBlocks: 500,
  lanes: 1,
  labTop,
  // Chodowiec et al.'s two, unified, 3-in-1 keys, four banks.
  yosysShapes: shapes.filter((s) => ['unified-LU-1-3in1', 'unified-PP-16-3in1'].includes(s.name)),
};
