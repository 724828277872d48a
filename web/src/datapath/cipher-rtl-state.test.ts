// What the datapath view says a Serpent, Twofish, RC6 or MARS core's register holds is what the
// RTL's register holds: every prebuilt core of these ciphers encrypts a block (and decrypts its
// ciphertext where it can) with a waveform recorded, and in every cycle every register stage
// holding a block is compared with the cipher's register state (its plug-in's
// datapath/state.ts, Serpent's round.ts), from sim-core's trace and round keys. For Twofish this is
// what checks the decrypting form (the halves exchanged) against the core itself; for RC6
// that the round register holds the round's end before the whitening the core adds on the way
// out, and the inner registers the states between parts Q, R and F; for MARS that its
// registers, in front of the round logic, hold the block before the round in progress (the
// key addition on the input path done). AES's and Triple DES's: their plug-ins' rtl-state.test.ts.
import { describe, expect, test } from 'vitest';
import type { Configuration, TraceStep } from '@sim-core';
import { loadSimCore, modelIds } from '../test-support/built';
import { bytesOf, changeTimes, countingKey, recordBlocks, stageScopes } from '../test-support/record-blocks';
import { valueAtTime } from '../waveform/geometry';
import { serpentRegisterState } from '../ciphers/serpent/datapath/round';
import { twofishRegisterState } from '../ciphers/twofish/datapath/state';
import { rc6RegisterState } from '../ciphers/rc6/datapath/state';
import { marsRegisterState } from '../ciphers/mars/datapath/state';
import { toWords, wordHex } from './block-words';
import type { RegisterPosition } from './structure';

const simCore = loadSimCore();
const plaintext = '00112233445566778899aabbccddeeff';
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/**
 * Each cipher's token (<cipher>_arch_pkg::token_t, packed MSB first: valid, tag[24],
 * round[roundBits], decrypt, slot[8], state[128], then the cipher's own fields), the name of
 * each value of its register stage's Position parameter, and the view's state of a register.
 */
const ciphers = {
  // serpent_arch_pkg::token_t: …, state ({X0, X1, X2, X3}), window[256] (eight prekeys), rk[128].
  serpent: {
    roundBits: 6,
    tailBits: 256 + 128,
    positions: { 1: 'sbox', 2: 'lt' },
    registerState: serpentRegisterState,
  },
  // twofish_arch_pkg::token_t: …, state ({Z0, Z1, Z2, Z3}), sb[64].
  twofish: { roundBits: 5, tailBits: 64, positions: { 1: 'sbox', 2: 'f' }, registerState: twofishRegisterState },
  // rc6_arch_pkg::token_t: …, state ({A, B, C, D}), t[32], u[32].
  rc6: { roundBits: 5, tailBits: 64, positions: { 1: 'quad', 2: 'rot', 3: 'out' }, registerState: rc6RegisterState },
  // mars_arch_pkg::token_t: …, state ({D0, D1, D2, D3}); the register is in front of the round
  // logic, its probe the round in progress (mars_stage_reg.sv: round + 1, no InRound).
  mars: {
    roundBits: 6,
    tailBits: 0,
    positions: { 0: 'loop', 1: 'mix_in', 2: 'core', 3: 'mix_out' },
    registerState: marsRegisterState,
    inFront: true,
  },
} as const;
type CipherId = keyof typeof ciphers;

const field = (bits: string, from: number, width: number) => parseInt(bits.slice(from, from + width), 2);
/** A state in the lab's byte order as the RTL's four words, each little-endian. */
const asRtl = (hex: string) => toWords(hex).map(wordHex).join('');

async function record(cipher: CipherId, config: Configuration) {
  const key = countingKey(config.keyBits[0]);
  const ciphertext = simCore.cipherTrace(cipher, key, plaintext, false).at(-1)!.state;
  const blocks = [{ tag: 0, input: plaintext, decrypt: false }];
  if (config.direction === 'unified') blocks.push({ tag: 1, input: ciphertext, decrypt: true });
  if (config.direction === 'decrypt') blocks[0] = { tag: 0, input: ciphertext, decrypt: true };
  const { vcd, outputs } = await recordBlocks(config, key, blocks, 4000);
  const traces = new Map<number, { trace: TraceStep[]; input: string }>(
    blocks.map((b) => [b.tag, { trace: simCore.cipherTrace(cipher, key, b.input, b.decrypt), input: b.input }]),
  );
  const roundKeys = hexOf(simCore.cipherRoundKeys(cipher, bytesOf(key))).match(/.{32}/g)!;
  return { vcd, traces, outputs, blocks, roundKeys };
}

for (const [cipher, layout] of Object.entries(ciphers) as [CipherId, (typeof ciphers)[CipherId]][]) {
  const stateFrom = 1 + 24 + layout.roundBits + 1 + 8;
  const tokenBits = stateFrom + 128 + layout.tailBits;
  const tokenState = (bits: string) =>
    BigInt(`0b${bits.slice(stateFrom, stateFrom + 128)}`)
      .toString(16)
      .padStart(32, '0');

  describe(`the ${cipher} state the view shows is the RTL's`, () => {
    test.each(modelIds.filter((id: string) => id.startsWith(cipher)))(
      '%s: every register stage holding a block, every cycle',
      async (id) => {
        const config: Configuration = simCore.parseConfiguration(id);
        const { vcd, traces, outputs, blocks, roundKeys } = await record(cipher, config);
        expect(outputs).toBe(blocks.length);
        const registers = stageScopes(vcd, tokenBits, 'Position');
        expect(registers).toHaveLength(config.registerStages);
        const times = changeTimes(vcd);
        const checked = new Set<string>();
        for (const time of times) {
          for (const vars of registers) {
            const value = (name: string) => valueAtTime(vars.get(name)!, time);
            if (value('valid_q') !== '1') continue;
            const index = parseInt(value('Index'), 2);
            const position: RegisterPosition | undefined = (layout.positions as Record<number, RegisterPosition>)[
              parseInt(value('Position'), 2)
            ];
            expect(position, `stage ${index}: Position ${value('Position')}`).toBeDefined();
            const bits = value('data_q');
            const tag = field(bits, 1, 24);
            const inRound = 'inFront' in layout ? layout.inFront : value('InRound') === '1';
            const round = field(bits, 25, layout.roundBits) + (inRound ? 1 : 0);
            const block = traces.get(tag);
            expect(block, `time ${time}: stage ${index} holds unknown tag ${tag}`).toBeDefined();
            const expected = layout.registerState(block!.trace, roundKeys, block!.input, position!, round);
            expect(tokenState(bits), `time ${time}, stage ${index} (${position}), block ${tag}, round ${round}`).toBe(
              asRtl(expected.hex),
            );
            checked.add(`${tag} ${index}`);
          }
        }
        for (const b of blocks) {
          const seen = registers.filter((v) => checked.has(`${b.tag} ${parseInt(valueAtTime(v.get('Index')!, 0), 2)}`));
          expect(seen.length, `block ${b.tag} seen in ${seen.length} of ${registers.length} stages`).toBe(
            registers.length,
          );
        }
      },
      120_000,
    );
  });
}
