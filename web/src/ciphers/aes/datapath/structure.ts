// AES's datapath as hdl/rtl/aes/aes_core.sv builds it (hdl/doc/architectures.md): each slice
// one round (aes_round_slice.sv), (InvMixColumns,) SubBytes, ShiftRows, (MixColumns,)
// AddRoundKey, with SP's inner registers after the S-boxes (Elbirt et al.), ShiftRows and
// MixColumns, and the register after AddRoundKey (r<u>.ark) after every slice (PP, SP) or
// after the last (LU); a full pipeline has an input register. A new block enters after the
// initial AddRoundKey (round 0).
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { keyBanksOf } from '@registry/ciphers.mjs';
import { axesOf } from '../../../config-axes';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import { roundUnit, type CipherStructure } from '../../../datapath/structure';
import type { AesOperation } from './operations';

/** Clock edges inside an S-box, by the id's implementation token (registry/ciphers.json's sboxLatency). */
const description: { sboxLatency?: Partial<Record<string, number>> } | undefined = ciphers.ciphers.find(
  (c) => c.id === 'aes',
);
const sboxLatency = description?.sboxLatency ?? {};

function keySchedule(config: Configuration): KeyScheduleBlock {
  const reads = config.layout.slices + 1;
  const setup = config.direction !== 'encrypt';
  return keyScheduleOf(config, {
    online: {
      setup,
      summary:
        'Online: each block carries its key window and computes the next round key beside its round (SubWord beside the data S-boxes, the rest with AddRoundKey).' +
        (setup
          ? ' Decryption runs the schedule backwards from round key Nr, so a new key is expanded first (Dandalis et al.).'
          : ''),
    },
    banked: {
      setup: true,
      summary: `Banked: a key setup expands each key into one of ${keyBanksOf(ciphers, config.id)} banks of round keys while the others stay in use (Chodowiec et al., Sec. 3.3); ${reads} read ports, one per AddRoundKey.`,
    },
    offline: {
      setup: false,
      summary: `Offline: the round keys are fixed at build time and stored; no expansion logic (Swankoski et al., Sec. 6); ${reads} read ports.`,
    },
  });
}

const entry = (config: Configuration) =>
  config.layout.linear ? 'input register' : config.layout.afterArk ? 'round registers' : 'slice';

export const aesStructure: CipherStructure<AesOperation> = {
  inputRegister: (config) => config.layout.linear,
  // LU-k's slices all belong to round unit 1 (aes_core.sv: Unit = 1 for LU).
  unit: roundUnit,
  slice(config, u, op, reg) {
    const { layout, direction } = config;
    const decrypts = direction !== 'encrypt';
    const encrypts = direction !== 'decrypt';
    if (decrypts) op({ kind: 'invMixColumns' });
    op({
      kind: 'subBytes',
      sbox: config.sbox,
      latency: sboxLatency[axesOf(config).sbox] ?? 0,
      forward: encrypts,
      inverse: decrypts,
    });
    // The S-box slot: the S-box's own registers, or SP's first inner register (Elbirt et al.).
    for (let j = 0; j < layout.sboxRegisters; j++) reg('sbox', layout.sboxRegisters > 1 ? j + 1 : 0);
    op({ kind: 'shiftRows', forward: encrypts, inverse: decrypts });
    if (layout.afterShift) reg('shift');
    if (encrypts) op({ kind: 'mixColumns' });
    if (layout.afterMix) reg('mix');
    op({ kind: 'addRoundKey' });
    // A register after AddRoundKey: after every slice (PP, SP) or after the last (LU).
    if (layout.afterArk && (layout.afterArkEverySlice || u === layout.slices - 1)) reg('ark');
  },
  boundary(config, u) {
    const { layout } = config;
    const last = u === layout.slices - 1;
    // aes_core.sv: a boundary (entry and exit) after every slice of a ring, or LU's last.
    const isBoundary = config.architecture.kind !== 'LU' || last;
    if (layout.linear) return last ? 'exit' : 'pass';
    if (!isBoundary) return 'pass';
    return layout.afterArk ? 'ring' : 'open';
  },
  rounds(config, u) {
    const { layout } = config;
    const k = layout.slices;
    // Blocks enter a full pipeline at its start and LU-k only at its one boundary, so their
    // slices keep a place in the round count; a ring of k > 1 slices takes new blocks at any
    // free boundary, so any slice may run any round.
    return layout.linear || config.architecture.kind === 'LU' || k === 1 ? { first: u + 1, every: k } : null;
  },
  loops: (config) => !config.layout.linear,
  entry,
  entryText(config) {
    const into = {
      'input register': 'into the input register',
      'round registers': 'into a free ⇄ register',
      slice: 'into the S-boxes',
    };
    return { title: 'new block ⊕ round key 0', detail: into[entry(config)] };
  },
  roundRegister: 'ark',
  keySchedule,
};
