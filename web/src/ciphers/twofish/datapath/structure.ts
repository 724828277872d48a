// Twofish's datapath as hdl/rtl/twofish/twofish_core.sv builds it (hdl/doc/twofish.md;
// Schneier et al. 1998, Sec. 4.1, Figure 1; Elbirt et al. 2000, Sec. 5.4): each slice is one
// round (twofish_round_slice.sv), the two g's split in two, the key-dependent S-boxes on Z0
// and ROL(Z1, 8) (stage A, SP-k-1's inner register r<u>.sbox after it), then MDS, the PHT,
// the round's two subkeys and the mix into the right half with the halves swapped (stage B),
// and the register after the round (r<u>.f) after every slice (PP, SP) or after the last
// (LU). A block enters through the mux in front of slice 0, whitened on the way (⊕ K₀..K₃;
// decrypting ⊕ K₄..K₇), straight into round 1, and leaves from the register after the last
// slice, the last swap undone and the other end's whitening words added on the way out
// (outside the loop, no cycle): slice u always runs the rounds r ≡ u + 1 (mod k).
import type { Configuration } from '@sim-core';
import { byDirection, endsInRoundRegister, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import type { TwofishOperation } from './operations';
import { twofishRounds as rounds } from './state';

function keySchedule(config: Configuration): KeyScheduleBlock {
  const tables = config.sbox === 'blockRam' || config.sbox === 'lutRam';
  return keyScheduleOf(config, {
    offline: {
      setup: false,
      summary:
        'Offline: registers K₀–K₃₉ and the S-box key, reset to the build’s key and overwritten one block per key handshake (blocks 0–9 the subkeys, 10 the S-box key); no setup time. Each slice reads its round’s K₂ᵣ₊₈, K₂ᵣ₊₉ and its S-box key; the whitening words are read at entry and exit. The store is shared, so a new key waits until every block in flight has left.',
    },
    online: {
      setup: true,
      summary:
        'Online: a key handshake computes the S-box key (RS code) and then one h pair a cycle, K₀–K₃₉ in 20 cycles' +
        (tables
          ? ', while it fills the four key-dependent S-box tables, one address a cycle: 256 cycles, before blocks may use it.'
          : config.direction === 'encrypt'
            ? '; the first block starts while they are computed, once every subkey it reads will be final when it reads it (6 cycles from the handshake in LU-1, PP-k and SP-k-1; Dandalis et al.’s key setup beside the rounds).'
            : ', before blocks may use them: decryption starts with the last subkeys.') +
        ' One store serves every block in flight, so a new key waits until the datapath is empty.',
    },
  });
}

export const twofishStructure: CipherStructure<TwofishOperation> = {
  // cs_round_loop.sv (and cs_inner_reg.sv inside a slice): Unit = u + 1 with a register after
  // every slice (PP, SP), 1 for LU. K is 1, 2, 4 or 8: every Twofish core loops
  // (hdl/doc/twofish.md).
  ...roundLoop(rounds),
  slice(config, u, op, reg) {
    const { layout, direction } = config;
    const forward = direction !== 'decrypt';
    const inverse = direction !== 'encrypt';
    op({ kind: 'twofishSboxes', sbox: config.sbox });
    // SP-k-1: the inner register between the S-boxes and MDS (Elbirt et al., Sec. 5.4).
    for (let j = 0; j < layout.sboxRegisters; j++) reg('sbox');
    op({ kind: 'twofishMds' });
    op({ kind: 'twofishPht' });
    op({ kind: 'twofishSubkeys' });
    op({ kind: 'twofishMix', forward, inverse });
    if (endsInRoundRegister(config, u)) reg('f');
  },
  entryText: (config) => ({
    title: byDirection(config, {
      encrypt: 'new block ⊕ K₀–K₃',
      decrypt: 'new block ⊕ K₄–K₇',
      unified: 'new block ⊕ K₀–₃ / K₄–₇',
    }),
    detail: 'whitened, into round 1',
  }),
  // The last swap undone is wiring; the label names the whitening (room for about 25 characters under the row).
  exitText: (config) =>
    byDirection(config, {
      encrypt: 'output whitening ⊕ K₄–K₇',
      decrypt: 'output whitening ⊕ K₀–K₃',
      unified: 'whitening ⊕ K₄–₇ / K₀–₃',
    }),
  roundRegister: 'f',
  keySchedule,
};
