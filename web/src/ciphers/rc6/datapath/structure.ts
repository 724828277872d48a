// RC6's datapath as hdl/rtl/rc6/rc6_core.sv builds it (hdl/doc/rc6.md; Rivest et al. 1998,
// Sec. 2; Elbirt et al. 2000, Sec. 4.2 and 5.1): each slice is one round (rc6_round_slice.sv)
// in three combinational parts, Q (t = f(B) <<< 5, u = f(D) <<< 5, f(x) = x(2x + 1) on the
// configuration's multiplier; decrypting from A and C), SP-k-1's and SP-k-2's inner register
// r<u>.quad after it, R (the data-dependent rotations; decrypting after the words' turn back
// and the round key's subtraction), SP-k-2's second inner register r<u>.rot after it, and F
// (the round key's addition and the words' turn; decrypting the exclusive-ors), then the
// register after the round (r<u>.out) after every slice (PP, SP) or after the last (LU). A
// block enters through the mux in front of slice 0, pre-whitened on the way (B += S[0],
// D += S[1]; decrypting A −= S[42], C −= S[43]), straight into round 1, and leaves from the
// register after the last slice, post-whitened on the way out (outside the loop, no cycle):
// slice u always runs the rounds r ≡ u + 1 (mod k). PP-20 has no loop (rc6_exit_buffer.sv).
import type { Configuration } from '@sim-core';
import { byDirection, endsInRoundRegister, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import type { Rc6Operation } from './operations';
import { rc6Rounds as rounds } from './state';

function keySchedule(config: Configuration): KeyScheduleBlock {
  return keyScheduleOf(config, {
    offline: {
      setup: false,
      summary:
        'Offline: the table S[0..43] in registers, reset to the build’s key and overwritten one block of four words per key handshake (11 blocks, S[4b..4b+3]); no setup time. Each slice reads its round’s S[2i], S[2i+1]; the whitenings read S[0], S[1] and S[42], S[43] at entry and exit. The table is shared, so a new key waits until every block in flight has left.',
    },
    online: {
      setup: true,
      summary:
        'Online: after each key handshake the key setup loads S[0..43] with P₃₂ + k·Q₃₂ and mixes the key words L into it, 3 × 44 = 132 iterations, two a cycle (66 cycles); the third pass leaves S[2p], S[2p+1] final in step 44 + p. ' +
        (config.direction === 'encrypt'
          ? 'An encrypting core takes its first block during that pass, once every word the block reads will be final when it reads it (47 cycles from the handshake in LU-1, PP-k and SP-k-m; Dandalis et al.’s key setup beside the rounds). '
          : 'Decryption starts with S[42], S[43], the last words final, so blocks wait for the whole setup (67 cycles from the handshake). ') +
        'Each slice reads its round’s S[2i], S[2i+1]; the whitenings read S[0], S[1] and S[42], S[43] at entry and exit. One table serves every block in flight, so a new key waits until the datapath is empty.',
    },
  });
}

/** SP-k-m's inner registers, 0 in LU-k and PP-k. */
const innerRegisters = (config: Configuration) => (config.architecture.kind === 'SP' ? config.architecture.m : 0);

export const rc6Structure: CipherStructure<Rc6Operation> = {
  // cs_round_loop.sv (and cs_inner_reg.sv inside a slice): Unit = u + 1 with a register after
  // every slice (PP, SP), 1 for LU; PP-20 every round its own slice, no loop (cs_exit_buffer.sv).
  ...roundLoop(rounds),
  slice(config, u, op, reg) {
    const { direction } = config;
    const forward = direction !== 'decrypt';
    const inverse = direction !== 'encrypt';
    const m = innerRegisters(config);
    op({ kind: 'rc6Quadratic', sbox: config.sbox, forward, inverse });
    // SP-k-1 and SP-k-2: the inner register after part Q, the round's longest path (Elbirt et al.).
    if (m >= 1) reg('quad');
    op({ kind: 'rc6Rotate', forward, inverse });
    // SP-k-2: the second after part R, the data-dependent rotations.
    if (m >= 2) reg('rot');
    op({ kind: 'rc6Finish', forward, inverse });
    if (endsInRoundRegister(config, u)) reg('out');
  },
  entryText: (config) =>
    byDirection(config, {
      encrypt: { title: 'new block + S₀, S₁', detail: 'B, D whitened, into round 1' },
      decrypt: { title: 'new block − S₄₂, S₄₃', detail: 'A, C whitened, into round 1' },
      unified: { title: 'new block ± S₀,₁ / S₄₂,₄₃', detail: 'whitened, into round 1' },
    }),
  // Room for about 25 characters under the row (layout.test.ts).
  exitText: (config) =>
    byDirection(config, {
      encrypt: 'post-whitening + S₄₂, S₄₃',
      decrypt: 'whitening undone − S₀, S₁',
      unified: 'whitening + S₄₂,₄₃ / − S₀,₁',
    }),
  roundRegister: 'out',
  keySchedule,
};
