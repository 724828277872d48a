// The Serpent core bench (hdl/rtl/serpent/; the runner is hdl/tb/core-bench.mjs): its shapes,
// at least every row of Elbirt et al.'s tables, both key schedules, every direction, the S-box
// layer's synthesis form; its figures, Elbirt et al.'s. Offline shapes take the 33 round keys
// K_0..K_32, one handshake each; one shape has the zero key's baked in.
import { blocksLiteral, familyParameters } from '../core-tb.mjs';
import { nfbFbRows } from '../paper-figures.mjs';

function shapeName({ dir, arch, k, m, schedule, baked }) {
  return `${dir}-${arch}-${k}${arch === 'SP' ? `-${m}` : ''}-${schedule}${baked ? '-baked' : ''}`;
}

function shape(s) {
  const full = { m: 0, schedule: 'online', baked: false, defines: [], ...s };
  return { ...full, name: s.name ?? shapeName(full) };
}

/** @type {import('../core-bench.mjs').CoreBench} */
export default {
  id: 'serpent',
  golden: 'serpent',
  seed: 0x5e4e,
  shapes: [
    { dir: 'enc', arch: 'LU', k: 1, keyLen: '3in1' },
    { dir: 'enc', arch: 'LU', k: 2, keyLen: 128 },
    { dir: 'enc', arch: 'LU', k: 8, keyLen: 192 },
    { dir: 'enc', arch: 'LU', k: 32, keyLen: 256 },
    { dir: 'enc', arch: 'PP', k: 8, keyLen: '3in1' },
    { dir: 'enc', arch: 'PP', k: 32, keyLen: '3in1' },
    { dir: 'enc', arch: 'SP', k: 8, m: 1, keyLen: '3in1' },
    { dir: 'dec', arch: 'LU', k: 1, keyLen: '3in1' },
    { dir: 'dec', arch: 'PP', k: 8, keyLen: '3in1' },
    // Built with SYNTHESIS defined: the S-box layer's synthesis form (serpent_sbox_layer.sv).
    { dir: 'unified', arch: 'LU', k: 1, keyLen: '3in1', defines: ['SYNTHESIS'] },
    { dir: 'enc', arch: 'LU', k: 1, schedule: 'offline', keyLen: 128 },
    { dir: 'dec', arch: 'PP', k: 8, schedule: 'offline', keyLen: 128 },
    { dir: 'unified', arch: 'PP', k: 4, schedule: 'offline', keyLen: 128, baked: true },
  ].map(shape),
  parameters: (s, { roundKeys }) => [
    ...familyParameters(s),
    ...(roundKeys ? [['OfflineRoundKeys', blocksLiteral(roundKeys)]] : []),
  ],
  // The 256-bit all-zero key of the vectors.
  bakedKeyBytes: 32,
  /** Elbirt et al. (AES3 2000), Tables 2 (NFB) and 3 (FB): Serpent cycles a block. */
  paper: {
    name: 'Elbirt et al.',
    rows: nfbFbRows('LU-1 32/32  LU-8 4/4  LU-32 1/1  PP-8 4/32  PP-32 1/32'),
  },
  nfbBlocks: 160,
  // The stream's 240 and the long stream's 160 results, a vector and the chains' 6 blocks.
  minBlocks: 407,
  yosysShapes: [
    { dir: 'enc', arch: 'LU', k: 1, keyLen: 128, name: 'enc-LU-1-online-128' },
    { dir: 'enc', arch: 'PP', k: 8, keyLen: 128, name: 'enc-PP-8-online-128' },
  ].map(shape),
};
