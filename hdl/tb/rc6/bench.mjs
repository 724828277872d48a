// The RC6 core bench (hdl/rtl/rc6/; the runner is hdl/tb/core-bench.mjs): its shapes, every
// multiplier, every direction, both key schedules and every row of Elbirt et al.'s RC6 tables;
// its figures, Elbirt et al.'s and the key setup's 132 iterations. Offline shapes take the 11
// round-key blocks S[4b..4b+3], one handshake each; one shape has the zero key's baked in.
import { blocksLiteral, familyParameters } from '../core-tb.mjs';
import { earlyEntry } from '../early-entry.mjs';
import { nfbFbRows } from '../paper-figures.mjs';

/** rc6_pkg::mul_e: how f(x) = x(2x + 1) is built (Elbirt et al.'s squarer, `*`, an array). */
const muls = { sq: 'MulSquarer', star: 'MulStar', arr: 'MulArray' };

function shapeName({ dir, arch, k, m, schedule, mul, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${schedule}-${mul}${baked ? '-baked' : ''}`;
}

const shape = (s) => ({ m: 0, baked: false, ...s, name: s.name ?? shapeName(s) });

/** @type {import('../core-bench.mjs').CoreBench} */
export default {
  id: 'rc6',
  golden: 'rc6',
  seed: 0x5c6,
  shapes: [
    { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
    { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'star' },
    { dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'arr' },
    { dir: 'unified', arch: 'LU', k: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
    { dir: 'dec', arch: 'LU', k: 1, schedule: 'online', keyLen: 128, mul: 'sq' },
    { dir: 'enc', arch: 'LU', k: 2, schedule: 'online', keyLen: 192, mul: 'sq' },
    { dir: 'enc', arch: 'LU', k: 5, schedule: 'online', keyLen: 256, mul: 'sq' },
    { dir: 'enc', arch: 'LU', k: 10, schedule: 'online', keyLen: '3in1', mul: 'star' },
    { dir: 'enc', arch: 'PP', k: 2, schedule: 'online', keyLen: '3in1', mul: 'sq' },
    { dir: 'enc', arch: 'PP', k: 10, schedule: 'online', keyLen: '3in1', mul: 'star' },
    { dir: 'enc', arch: 'SP', k: 1, m: 1, schedule: 'online', keyLen: '3in1', mul: 'sq' },
    // A full pipeline (no row of Elbirt et al.'s: it did not fit their device), for the exit buffer.
    { dir: 'enc', arch: 'PP', k: 20, schedule: 'online', keyLen: 128, mul: 'star' },
    { dir: 'unified', arch: 'SP', k: 2, m: 2, schedule: 'online', keyLen: '3in1', mul: 'star' },
    { dir: 'dec', arch: 'PP', k: 4, schedule: 'offline', keyLen: 128, mul: 'sq' },
    { dir: 'unified', arch: 'LU', k: 1, schedule: 'offline', keyLen: 128, mul: 'sq', baked: true },
    // The rest of Elbirt et al.'s 19 rows, so that every row's cycles are measured on the RTL.
    { dir: 'enc', arch: 'LU', k: 4, schedule: 'online', keyLen: 128, mul: 'sq' },
    { dir: 'enc', arch: 'PP', k: 5, schedule: 'online', keyLen: 128, mul: 'sq' },
    ...[2, 4, 5, 10].map((k) => ({ dir: 'enc', arch: 'SP', k, m: 1, schedule: 'online', keyLen: 128, mul: 'sq' })),
    ...[1, 4, 5, 10].map((k) => ({ dir: 'enc', arch: 'SP', k, m: 2, schedule: 'online', keyLen: 128, mul: 'sq' })),
  ].map(shape),
  parameters: (s, { roundKeys }) => [
    ...familyParameters(s),
    ['Mul', `rc6_pkg::${muls[s.mul]}`],
    ...(roundKeys ? [['OfflineRoundKeys', blocksLiteral(roundKeys)]] : []),
  ],
  // The 128-bit all-zero key of the vectors.
  bakedKeyBytes: 16,
  /** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): RC6 cycles a block, every row. */
  paper: {
    name: 'Elbirt et al.',
    rows: nfbFbRows(`
      LU-1 20/20    LU-2 10/10    LU-4 5/5      LU-5 4/4      LU-10 2/2
      PP-2 10/20    PP-4 5/20     PP-5 4/20     PP-10 2/20
      SP-1-1 20/40  SP-2-1 10/40  SP-4-1 5/40   SP-5-1 4/40   SP-10-1 2/40
      SP-1-2 20/60  SP-2-2 10/60  SP-4-2 5/60   SP-5-2 4/60   SP-10-2 2/60`),
  },
  // The key's latency: the handshake, rc6_key_setup's 132 iterations (3 max(c, 2r + 4)), two
  // a cycle; one block's write offline.
  setupCycles: (s) => (s.schedule === 'online' ? 67 : 1),
  // After every key handshake of a run: an encrypting core takes its first block while the
  // third pass still runs (registry/ciphers.json's earlyEntry, rc6_pkg's EntryKeysAt: S[2p],
  // S[2p + 1] final from cycle 46 + p), the others wait for the 66 steps; an offline store's
  // write takes no cycle.
  keySetupCycles: (s, { earlyEntry: keys, rounds }) =>
    s.schedule === 'offline' ? 0 : s.dir === 'enc' ? earlyEntry(keys, rounds, s) - 1 : 66,
  nfbBlocks: 120,
  minBlocks: 360,
  // enc LU-1, online, 128-bit key, each multiplier Yosys maps differently.
  yosysShapes: ['sq', 'star'].map((mul) =>
    shape({ dir: 'enc', arch: 'LU', k: 1, schedule: 'online', keyLen: 128, mul, name: `enc-LU-1-online-${mul}-128` }),
  ),
};
