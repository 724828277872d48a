// Triple DES's datapath as hdl/rtl/des/des_core.sv builds it (hdl/doc/des.md; FIPS 46-3;
// Chodowiec et al., Sec. 4, Figs. 6–7): each slice is one DES round
// (des_round_slice.sv) on the halves L‖R: the cipher function f(R, Kₙ) = P(S(E(R) ⊕ Kₙ)),
// then L ⊕ f into the right half and the halves swapped, except in the 16th round of each of
// the three DES operations (rounds 16, 32, 48), which leaves the preoutput R₁₆‖L₁₆ for the
// next operation (Chodowiec et al.'s mux3/mux4). The register after the round (r<u>.out) sits
// after every slice (PP-k) or after the last (LU-k). IP and FP are wiring outside the loop: a
// block enters through IP into the mux in front of slice 0, round 1, and leaves from the
// register after the last slice through FP. k divides 16, so slice u always runs the rounds
// r ≡ u + 1 (mod k) and a block makes 48/k passes.
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { keyBanksOf } from '@registry/ciphers.mjs';
import { endsInRoundRegister, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import type { DesDatapathOperation } from './operations';
import { desOperationsText, desRoundsPerOperation, tdesRounds } from './triple';

/**
 * Whether slice u of k swaps the halves after its round: the slice that runs rounds 16, 32 and
 * 48 (u = k − 1) does not in those rounds, and never if it runs nothing else (k = 16: PP-16's
 * last stage, Chodowiec et al.'s Fig. 7 without mux3 and mux4).
 */
export function desSwap(k: number, u: number): 'always' | 'notLastOfOperation' | 'never' {
  if (u < k - 1) return 'always';
  return k === desRoundsPerOperation ? 'never' : 'notLastOfOperation';
}

function keySchedule(config: Configuration): KeyScheduleBlock {
  const onTheFly =
    'Each block carries C‖D: at the first round of each DES operation slice 0 takes C₀‖D₀ of its key, and every round rotates C‖D by 0, 1 or 2 places (left encrypting, right decrypting) and takes PC-2 of it for Kₙ (FIPS 46-3’s key schedule; Chodowiec et al.’s next-key module, Fig. 7b, in every slice).';
  const ops = `${desOperationsText}.`;
  return keyScheduleOf(config, {
    banked: {
      setup: false,
      summary: `Banked: ${keyBanksOf(ciphers, config.id)} banks of K1, K2, K3 after PC-1, 56 bits each (Chodowiec et al., Sec. 4.2, Fig. 6b); a key handshake writes one bank, ready the next cycle, while blocks of the other banks go on. A block names its bank (the lab offers every block with bank 0). ${onTheFly} ${ops}`,
    },
    online: {
      setup: false,
      summary: `Online: one bundle K1, K2, K3 after PC-1 (one, two or three keys: SP 800-67’s keying options), ready the cycle after its handshake; a new key waits until no block in flight uses it. ${onTheFly} ${ops}`,
    },
  });
}

export const desStructure: CipherStructure<DesDatapathOperation> = {
  // des_core.sv: Unit = u + 1 with a register after every slice (PP), 1 for LU. k divides
  // 16: every Triple DES core loops (hdl/doc/des.md; no PP-48 is built).
  ...roundLoop(tdesRounds),
  slice(config, u, op, reg) {
    const { layout } = config;
    op({ kind: 'desExpansion' });
    op({ kind: 'desKeyMix' });
    op({ kind: 'desSboxes', sbox: config.sbox });
    op({ kind: 'desPermutation' });
    op({ kind: 'desFeistel', swap: desSwap(layout.slices, u) });
    if (endsInRoundRegister(config, u)) reg('out');
  },
  entryText: () => ({ title: 'new block → IP', detail: 'L₀‖R₀ into round 1' }),
  // Room for about 25 characters under the row (layout.test.ts).
  exitText: () => 'FP = IP⁻¹ on the way out',
  roundRegister: 'out',
  keySchedule,
};
