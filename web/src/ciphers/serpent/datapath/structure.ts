// Serpent's datapath as hdl/rtl/serpent/serpent_core.sv builds it (hdl/doc/serpent.md; Elbirt
// et al. 2000, Sec. 5.3): each slice is one round, "mix, S-box layer, finish" (key mixing,
// 32 copies of S_{i mod 8}, LT or the final key mixing; decryption LT⁻¹, S⁻¹, key mixing),
// SP-k-1 with a register after the S-boxes, and a register after the round (r<u>.lt) after
// every slice (PP, SP) or after the last (LU). A block enters through the mux in front of
// slice 0 straight into round 1 (no initial key pass, unlike AES's round 0) and leaves from
// the register after the last slice, so slice u always runs the rounds r ≡ u + 1 (mod k).
import type { Configuration } from '@sim-core';
import { byDirection, endsInRoundRegister, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import type { SerpentOperation } from './operations';
import { serpentRounds as rounds } from './round';

/** The S-box index slice u uses in every round it runs, or null when it changes round to round (k not a multiple of 8). */
function fixedSbox(k: number, u: number, inverse: boolean): number | null {
  if (k % 8 !== 0) return null;
  // Encryption round r = u + 1 (mod k) is the submission's i = r − 1, S_{i mod 8}; decryption
  // round d undoes i = 32 − d.
  return inverse ? (((rounds - (u + 1)) % 8) + 8) % 8 : u % 8;
}

/** Whether slice u runs round 32, whose LT is replaced by ⊕ K₃₂ in encryption. */
const runsLastRound = (k: number, u: number) => (rounds - 1) % k === u;

function keySchedule(config: Configuration): KeyScheduleBlock {
  const setup = config.direction !== 'encrypt';
  return keyScheduleOf(config, {
    offline: {
      setup: false,
      summary: `Offline: 33 round-key registers K₀–K₃₂, written one by one by key handshakes; each slice reads Kᵢ by its block's round and K₃₂ comes from a fixed port (${config.layout.slices + 1} read ports). Round keys are shared, so a new key waits until every block in flight has left.`,
    },
    online: {
      setup,
      summary:
        'Online: each block carries a window of eight prekeys and the round key it mixes in next; the next round key is computed beside the data’s S-boxes (four new prekeys through S-box (3 − i) mod 8), so a key change never touches blocks in flight.' +
        (setup ? ' Decryption needs K₃₂ first: a new key is expanded for 33 cycles before blocks may use it.' : ''),
    },
  });
}

export const serpentStructure: CipherStructure<SerpentOperation> = {
  // cs_round_loop.sv (and cs_inner_reg.sv inside a slice): Unit = u + 1 with a register after
  // every slice, 1 for LU; PP-32 every round its own slice, no loop (cs_exit_buffer.sv).
  ...roundLoop(rounds),
  slice(config, u, op, reg) {
    const { layout, direction } = config;
    const k = layout.slices;
    const forward = direction !== 'decrypt';
    const inverse = direction !== 'encrypt';
    op({ kind: 'serpentMix', forward, inverse });
    op({
      kind: 'serpentSboxes',
      forward,
      inverse,
      fixed: {
        forward: forward ? fixedSbox(k, u, false) : null,
        inverse: inverse ? fixedSbox(k, u, true) : null,
      },
    });
    // SP-k-1: the first sub-pipeline register after the S-boxes (Elbirt et al.).
    for (let j = 0; j < layout.sboxRegisters; j++) reg('sbox');
    op({ kind: 'serpentFinish', forward, inverse, lastRound: forward && runsLastRound(k, u) });
    if (endsInRoundRegister(config, u)) reg('lt');
  },
  // Decryption undoes the last round first: ⊕ K₃₂, then the inverse S-boxes (serpent_round.sv mix_key).
  entryText: (config) =>
    byDirection(config, {
      encrypt: { title: 'new block', detail: 'into round 1 (⊕ K₀ there)' },
      decrypt: { title: 'new block', detail: 'into round 1 (⊕ K₃₂ there)' },
      unified: { title: 'new block', detail: 'into round 1 (⊕ K₀ / K₃₂)' },
    }),
  roundRegister: 'lt',
  keySchedule,
};
