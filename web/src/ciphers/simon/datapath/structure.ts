// SIMON's datapath as hdl/rtl/simon/simon_core.sv builds it (hdl/doc/simon.md; Beaulieu et al.
// 2013, §3): each slice is one round (simon_round_slice.sv) on the state x‖y, the round key
// XORed inside it (no initial round). LU-k: k slices, the register after the last; PP-k: a
// register after every slice, in a loop; bs<w>: one slice computing w bits of a round a cycle
// (Aysu, Gulcan and Schaumont 2014), so a round takes n/w cycles of the one register (LU-1
// whose round takes several cycles). A block enters through the mux in front of slice 0 into
// round 1 and leaves from the register after the last slice; slice u runs the rounds
// r ≡ u + 1 (mod k).
import type { Configuration } from '@sim-core';
import { endsInRoundRegister, roundLoop, type CipherStructure } from '../../../datapath/structure';
import { keyScheduleOf, type KeyScheduleBlock } from '../../../datapath/key-schedule';
import { subscript } from '../../../datapath/trace';
import type { SimonParameters } from '../parameters';
import type { SimonOperation } from './operations';

/** Bits of a round a slice computes a cycle: w of a bit-serial core, the word n otherwise. */
export const bitsPerCycle = (config: Configuration, wordBits: number) =>
  config.architecture.kind === 'BS' ? config.architecture.w : wordBits;

function keySchedule(cipher: SimonParameters, config: Configuration): KeyScheduleBlock {
  const { wordBits: n, rounds } = cipher;
  const m = (config.keyBits[0] ?? 128) / n;
  const bits = bitsPerCycle(config, n);
  const rate =
    bits < n
      ? `bit-serially, ${bits} bit${bits > 1 ? 's' : ''} of a word a cycle (a word in ${n / bits} cycles)`
      : 'a word a round';
  const beside = `Online: the key’s m = ${m} words are k₀ … k${subscript(m - 1)}; each block carries a window of the next ${m} round keys and computes the next one beside its round, ${rate} (kᵢ = c ⊕ z ⊕ kᵢ₋${subscript(m)} ⊕ (I ⊕ S⁻¹)S⁻³kᵢ₋₁${m === 4 ? ' ⊕ (I ⊕ S⁻¹)kᵢ₋₃' : ''}, Beaulieu et al. §3), so no round key is stored.`;
  const setup = ` Decrypting needs k${subscript(rounds - 1)} first: after each key the schedule runs forward ${rounds} − ${m} = ${rounds - m} steps to the last ${m} words before a block may enter, and each decryption runs it backwards.`;
  return keyScheduleOf(config, {
    online: { setup: config.direction !== 'encrypt', summary: beside + (config.direction !== 'encrypt' ? setup : '') },
  });
}

/** How the cores of `cipher` are built. */
export function simonStructure(cipher: SimonParameters): CipherStructure<SimonOperation> {
  return {
    ...roundLoop(cipher.rounds),
    slice(config, u, op, reg) {
      const operand = { bits: bitsPerCycle(config, cipher.wordBits), wordBits: cipher.wordBits };
      op({ kind: 'simonRotations', ...operand });
      op({ kind: 'simonAnd', ...operand });
      op({ kind: 'simonXor', ...operand });
      op({ kind: 'simonShift', ...operand });
      if (endsInRoundRegister(config, u)) reg('out');
    },
    label(config) {
      const bits = bitsPerCycle(config, cipher.wordBits);
      if (bits === cipher.wordBits) return undefined;
      return `Bit-serial: ${bits} bit${bits > 1 ? 's' : ''} of rounds 1–${cipher.rounds} a cycle, ${cipher.wordBits / bits} cycles a round`;
    },
    entryText: () => ({ title: 'new block x‖y', detail: 'loaded whole, into round 1' }),
    roundRegister: 'out',
    keySchedule: (config) => keySchedule(cipher, config),
  };
}
