// The Twofish core bench (hdl/rtl/twofish/; the runner is hdl/tb/core-bench.mjs): its shapes,
// both kinds of key-dependent S-boxes, every direction, Elbirt et al.'s kinds of rows and an
// offline store; its figures, Elbirt et al.'s and the key setup's (20 cycles computing the
// S-boxes in logic, 256 filling tables, after every key handshake). Offline shapes take the
// 40 subkeys as ten blocks, then the S-box key, one handshake each; one shape has the zero
// key's baked in.
import { blocksLiteral, familyParameters } from '../core-tb.mjs';
import { earlyEntry } from '../early-entry.mjs';
import { nfbFbRows } from '../paper-figures.mjs';

/** twofish_pkg::sbox_e: s0..s3 computed from q0/q1 every use (Elbirt et al.), or tables filled at key setup. */
const sboxes = { logic: 'SBoxLogic', tables: 'SBoxTables' };

function shapeName({ dir, arch, k, m, sbox, schedule, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${sbox}${schedule === 'offline' ? '-offline' : ''}${baked ? '-baked' : ''}`;
}

const shape = (s) => ({ m: 0, schedule: 'online', baked: false, ...s, name: s.name ?? shapeName(s) });

/** @type {import('../core-bench.mjs').CoreBench} */
export default {
  id: 'twofish',
  golden: 'twofish',
  seed: 0x2f15,
  shapes: [
    { dir: 'enc', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
    { dir: 'enc', arch: 'LU', k: 1, sbox: 'tables', keyLen: '3in1' },
    { dir: 'unified', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
    { dir: 'dec', arch: 'LU', k: 1, sbox: 'logic', keyLen: '3in1' },
    { dir: 'enc', arch: 'LU', k: 2, sbox: 'logic', keyLen: 128 },
    { dir: 'enc', arch: 'LU', k: 4, sbox: 'logic', keyLen: 192 },
    { dir: 'enc', arch: 'LU', k: 8, sbox: 'logic', keyLen: 256 },
    { dir: 'enc', arch: 'PP', k: 2, sbox: 'logic', keyLen: '3in1' },
    { dir: 'enc', arch: 'PP', k: 8, sbox: 'logic', keyLen: '3in1' },
    { dir: 'enc', arch: 'SP', k: 1, m: 1, sbox: 'logic', keyLen: '3in1' },
    // Elbirt et al.'s SP-4-1 and SP-8-1 rows (4 and 2 NFB, 32 FB).
    { dir: 'enc', arch: 'SP', k: 4, m: 1, sbox: 'logic', keyLen: 128 },
    { dir: 'enc', arch: 'SP', k: 8, m: 1, sbox: 'logic', keyLen: 128 },
    { dir: 'unified', arch: 'SP', k: 2, m: 1, sbox: 'tables', keyLen: '3in1' },
    { dir: 'unified', arch: 'PP', k: 4, sbox: 'logic', keyLen: '3in1', schedule: 'offline', baked: true },
  ].map(shape),
  parameters: (s, { roundKeys }) => [
    ...familyParameters(s),
    ['SBox', `twofish_pkg::${sboxes[s.sbox]}`],
    ...(roundKeys
      ? [
          ['OfflineSubkeys', blocksLiteral(roundKeys.slice(0, 10))],
          ['OfflineSBoxKey', blocksLiteral(roundKeys.slice(10))],
        ]
      : []),
  ],
  // The 128-bit all-zero key of the vectors.
  bakedKeyBytes: 16,
  /** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): Twofish cycles a block. */
  paper: {
    name: 'Elbirt et al.',
    rows: nfbFbRows(`
      LU-1 16/16    LU-2 8/8      LU-4 4/4      LU-8 2/2
      PP-2 8/16     PP-4 4/16     PP-8 2/16
      SP-1-1 16/32  SP-2-1 8/32   SP-4-1 4/32   SP-8-1 2/32`),
  },
  // After every key handshake: the subkeys (20 h pairs), or the tables (256 addresses); an
  // encrypting core with S-boxes in logic takes its first block while the subkeys are still
  // being computed (registry/ciphers.json's earlyEntry, twofish_pkg's EntryKeysAt: pair i final
  // from cycle i + 2).
  keySetupCycles: (s, { earlyEntry: keys, rounds }) =>
    s.schedule === 'offline' ? 0 : s.sbox === 'tables' ? 256 : s.dir === 'enc' ? earlyEntry(keys, rounds, s) - 1 : 20,
  nfbBlocks: 160,
  // The stream's 240 and the long stream's 160 results, the chains' 6 blocks and the fewest vectors
  // a shape takes (2, at 256 bits).
  minBlocks: 408,
  // Encryption, 128-bit keys, online: each S-box kind, and the tables in a sub-pipeline.
  yosysShapes: [
    { dir: 'enc', arch: 'LU', k: 1, sbox: 'logic', keyLen: 128, name: 'enc-LU-1-logic-128' },
    { dir: 'enc', arch: 'LU', k: 1, sbox: 'tables', keyLen: 128, name: 'enc-LU-1-tables-128' },
    { dir: 'enc', arch: 'SP', k: 1, m: 1, sbox: 'tables', keyLen: 128, name: 'enc-SP-1-1-tables-128' },
  ].map(shape),
};
