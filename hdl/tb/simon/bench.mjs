// The SIMON core benches (hdl/rtl/simon/; the runner is hdl/tb/core-bench.mjs), one a member:
// SIMON 64/128 (simon64) and SIMON 128/128 (simon128), both of simon_core with its word size.
// Their shapes take both directions and unified, LU-k, PP-k (a full pipeline too) and the
// bit-serial BS-w; their figure is the bit-serial core's T n/w cycles a block (Aysu, Gulcan
// and Schaumont 2014: a round n/w cycles), and a decryptor's key setup (the schedule run
// forward T - m steps, simon_arch_pkg::setup_cycles). The known answers are the design
// paper's Appendix B (Beaulieu et al. 2013), in its byte order, which is the lab's (hdl/doc/simon.md).
// Every shape is also linted inside the lab's top level cs_top (hdl/top.mjs).
import ciphers from '../../../registry/ciphers.json' with { type: 'json' };
import { cipherById } from '../../../registry/ciphers.mjs';
import { renderTop } from '../../top.mjs';
import { enumNames } from '../core-tb.mjs';

/** Beaulieu et al., Appendix B: key k_{m-1} … k_0, plaintext x y, ciphertext x y. */
const appendixB = {
  simon64: {
    key: '1b1a1918131211100b0a090803020100',
    plaintext: '656b696c20646e75',
    ciphertext: '44c8fc20b9dfa07a',
  },
  simon128: {
    key: '0f0e0d0c0b0a09080706050403020100',
    plaintext: '63736564207372656c6c657661727420',
    ciphertext: '49681b1e1e54fe3f65aa832af84e0bbc',
  },
};

/** Shapes by name, `<dir>-<arch>-<k>` (BS's k is its w), space-separated, in bench order. */
const shapes = (names) =>
  names
    .trim()
    .split(/\s+/)
    .map((name) => {
      const [dir, arch, k] = name.split('-');
      return { keyLen: 128, schedule: 'online', m: 0, dir, arch, k: Number(k), name };
    });

/**
 * Each member's shapes: every direction, LU-k and PP-k with k dividing T, BS-w with w dividing
 * n. Those every member takes, then each member's own (its T and n: the full pipeline PP-T,
 * LU-k by a factor of T, BS-w by a factor of n).
 */
const everyMember = shapes('unified-LU-1 unified-BS-1 enc-PP-4 unified-LU-2 dec-BS-1 unified-PP-4 dec-PP-2');
const shapesOf = {
  simon64: [...everyMember, ...shapes('enc-BS-1 dec-LU-4 unified-PP-44 unified-LU-11 enc-LU-44 unified-BS-4')],
  simon128: [...everyMember, ...shapes('unified-PP-68 unified-LU-17 enc-LU-4 unified-BS-8')],
};

/** One member's bench descriptor. */
function benchOf(id, seed) {
  const cipher = cipherById(ciphers, id);
  const n = cipher.wordBits;
  const rounds = cipher.rounds['128'];
  const m = 128 / n;
  // Cycles of a round: n/w bit-serially, else one.
  const chunks = (s) => (s.arch === 'BS' ? n / s.k : 1);
  const shapes = shapesOf[id];
  return {
    id,
    golden: id,
    seed,
    shapes,
    parameters: (s) => [
      ['WordBits', n],
      ['Direction', enumNames.dir[s.dir]],
      ['Arch', enumNames.arch[s.arch]],
      ['K', s.k],
    ],
    vectors: () => [appendixB[id]],
    stages: (s) => (s.arch === 'PP' ? s.k : 1),
    // LU-k T/k, PP-k T/k streaming and T with feedback, BS-w T n/w either way (no initial round).
    timing: (s) => {
      if (s.arch === 'PP') return { nfb: rounds / s.k, fb: rounds };
      const cycles = s.arch === 'BS' ? rounds * chunks(s) : rounds / s.k;
      return { nfb: cycles, fb: cycles };
    },
    /**
     * The bit-serial round (Aysu, Gulcan and Schaumont 2014, after Beaulieu et al. §3): a round
     * of n bits one bit a cycle, T rounds a block, T n cycles a block with or without feedback
     * (the paper gives area, not this count: it is the design's arithmetic, measured here).
     */
    paper: {
      name: 'T n for bit-serial (Aysu, Gulcan and Schaumont)',
      rows: { 'BS-1': { nfb: rounds * n, fb: rounds * n } },
    },
    streams: (s) => (s.arch === 'PP' ? Math.max(s.k, 2) : 2),
    // The key's latency: one cycle for an encryptor; a decryptor runs its schedule forward
    // T - m steps first, at the round unit's rate: k words a cycle in LU-k (rounding up), one in
    // PP-k, a word in n/w cycles in BS-w.
    setupCycles: (s) => (s.dir === 'enc' ? 1 : Math.ceil((rounds - m) / (s.arch === 'LU' ? s.k : 1)) * chunks(s) + 1),
    nfbBlocks: 160,
    minBlocks: 400,
    labTop: (s) =>
      renderTop({
        id: `${id}-bench-${s.name}`,
        cipher: id,
        mode: { kind: 'all' },
        blockBits: cipher.blockBits,
        registerStages: s.arch === 'PP' ? s.k : 1,
        keySize: '128',
        direction: { enc: 'encrypt', dec: 'decrypt', unified: 'unified' }[s.dir],
        architecture: s.arch === 'BS' ? { kind: 'BS', w: s.k } : { kind: s.arch, k: s.k, m: 0 },
        sbox: 'lut',
        keySchedule: 'online',
      }),
    yosysShapes: shapes.filter((s) => ['unified-LU-1', 'unified-BS-1'].includes(s.name)),
  };
}

/** @type {import('../core-bench.mjs').CoreBench[]} */
export default [benchOf('simon64', 0x5140), benchOf('simon128', 0x5141)];
