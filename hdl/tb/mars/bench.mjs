// The MARS core bench (hdl/rtl/mars/; the runner is hdl/tb/core-bench.mjs): its shapes, both of
// Dandalis et al.'s architectures, every direction, both key schedules, both multipliers and
// both S-box homes; its figures, Dandalis et al.'s and the key expansion's. The vectors are the
// `Encrypt` records of Crypto++'s mars.txt (the nine lines of marsval.dat and key 80..0).
// Offline shapes take the 10 round-key blocks K[4b..4b+3], one handshake each; one shape has
// the zero key's baked in.
import { blocksLiteral, enumNames } from '../core-tb.mjs';
import { earlyEntry } from '../early-entry.mjs';
import { nfbFbRows } from '../paper-figures.mjs';

/** mars_pkg's axes: the architecture (Dandalis et al., Sec. 4.1), the multiplier, the S-box's home. */
const archs = { IT: 'ArchIterative', CC: 'ArchConcurrent' };
const muls = { star: 'MulStar', arr: 'MulArray' };
const sboxes = { logic: 'SBoxLogic', bram: 'SBoxBram' };

function shapeName({ dir, arch, schedule, mul, sbox, keyLen, baked }) {
  const len = keyLen === '3in1' || schedule === 'offline' ? '' : `-${keyLen}`;
  return `${dir}-${arch}-${schedule}-${mul}-${sbox}${len}${baked ? '-baked' : ''}`;
}

const shape = (s) => ({ baked: false, ...s, name: shapeName(s) });

/** @type {import('../core-bench.mjs').CoreBench} */
export default {
  id: 'mars',
  golden: 'mars',
  seed: 0x3a25,
  shapes: [
    { dir: 'enc', arch: 'IT', schedule: 'online', keyLen: '3in1', mul: 'star', sbox: 'logic' },
    { dir: 'enc', arch: 'IT', schedule: 'online', keyLen: '3in1', mul: 'arr', sbox: 'logic' },
    { dir: 'enc', arch: 'IT', schedule: 'online', keyLen: '3in1', mul: 'star', sbox: 'bram' },
    { dir: 'unified', arch: 'IT', schedule: 'online', keyLen: '3in1', mul: 'star', sbox: 'bram' },
    { dir: 'dec', arch: 'IT', schedule: 'online', keyLen: 128, mul: 'arr', sbox: 'logic' },
    { dir: 'enc', arch: 'CC', schedule: 'online', keyLen: '3in1', mul: 'star', sbox: 'logic' },
    { dir: 'unified', arch: 'CC', schedule: 'online', keyLen: '3in1', mul: 'arr', sbox: 'bram' },
    { dir: 'enc', arch: 'CC', schedule: 'online', keyLen: 256, mul: 'star', sbox: 'bram' },
    { dir: 'dec', arch: 'CC', schedule: 'offline', keyLen: 128, mul: 'star', sbox: 'logic' },
    { dir: 'unified', arch: 'IT', schedule: 'offline', keyLen: 128, mul: 'star', sbox: 'logic', baked: true },
  ].map(shape),
  parameters: (s, { roundKeys }) => [
    ['KeyLen', enumNames.keyLen(s.keyLen)],
    ['Direction', enumNames.dir[s.dir]],
    ['Arch', `mars_pkg::${archs[s.arch]}`],
    ['KeySchedule', enumNames.schedule[s.schedule]],
    ['Mul', `mars_pkg::${muls[s.mul]}`],
    ['SBox', `mars_pkg::${sboxes[s.sbox]}`],
    ...(roundKeys ? [['OfflineRoundKeys', blocksLiteral(roundKeys)]] : []),
  ],
  // The iterative core holds one block; the concurrent one, one in each of its three layers.
  stages: ({ arch }) => (arch === 'CC' ? 3 : 1),
  // 32 rounds a block; the concurrent form takes a block every 16 cycles without feedback.
  timing: ({ arch }) => (arch === 'IT' ? { nfb: 32, fb: 32 } : { nfb: 16, fb: 32 }),
  // The 128-bit all-zero key of the vectors.
  bakedKeyBytes: 16,
  /**
   * Dandalis, Prasanna and Rolim (CHES 2000), Sec. 4.1 and Table 1: their MARS, one round of
   * each layer reused, 128-bit key, clocked at 101.88 Mbit/s x 32 / 128 = 25.47 MHz. Cycles a
   * block: 32; 16 with the three layers at work concurrently in non-feedback modes (no
   * feedback figure is given for that form: a feedback mode waits for each block's 32 rounds).
   * Key setup: 1.96 us, which at that clock is 1.96 x 25.47 = 50 cycles (the paper gives time,
   * not cycles), and without the multiplication-key fix.
   */
  paper: {
    name: 'Dandalis et al.',
    rows: nfbFbRows('IT 32/32  CC 16/-'),
    rowOf: ({ arch }) => arch,
  },
  // The key's latency: 4 iterations of (1 + 60) cycles, the last words out, the handshake; one
  // block's write offline.
  setupCycles: (s) => (s.schedule === 'online' ? 4 * 61 + 1 + 1 : 1),
  // After every key handshake of a run: an encrypting core with the S-box in logic takes its
  // first block during the last iteration (registry/ciphers.json's earlyEntry: K[10j..10j+9]
  // final from cycle 63 + 61 j), read as an LU-1 or PP-3 core reads its rounds; the others
  // wait for the whole expansion; an offline store's write takes no cycle.
  keySetupCycles: (s, { earlyEntry: keys, rounds }) =>
    s.schedule === 'offline'
      ? 0
      : s.dir === 'enc' && s.sbox === 'logic'
        ? earlyEntry(keys, rounds, s.arch === 'IT' ? { arch: 'LU', k: 1 } : { arch: 'PP', k: 3 }) - 1
        : 4 * 61 + 1,
  nfbBlocks: 120,
  minBlocks: 360,
  lanes: 1,
  // The iterative encryptor, online, 128-bit key, each multiplier and S-box home.
  yosysShapes: [
    ['star', 'logic'],
    ['arr', 'logic'],
    ['star', 'bram'],
  ].map(([mul, sbox]) => shape({ dir: 'enc', arch: 'IT', schedule: 'online', keyLen: 128, mul, sbox })),
};
