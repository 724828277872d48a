// What the datapath view says a SIMON core's round register holds (state.ts, from sim-core's
// trace) is what the RTL's register holds: every prebuilt SIMON core encrypts Appendix B's block
// and (where it decrypts) decrypts another, with a waveform recorded, and in every cycle the
// register stage holding a block is compared with the view's state for the round its token
// reports. A bit-serial core's register holds a round c chunks of w bits in
// (simon_round_step.sv: x‖y shifted right by c·w, the new x′'s low c·w bits on top), so there
// the view's state is the register's at the round's last chunk, and each cycle in between is
// checked against the round's start and end: this checks, against the core, which bits of
// which round the occupancy chart says each cycle computes (layout/serial-rounds.ts).
import { describe, expect, test } from 'vitest';
import type { Configuration, TraceStep } from '@sim-core';
import { loadSimCore, modelIds } from '../../../test-support/built';
import { changeTimes, recordBlocks, stageScopes } from '../../../test-support/record-blocks';
import { valueAtTime } from '../../../waveform/geometry';
import { simonParameters } from '../parameters';
import { simonRegisterState } from './state';

const simCore = loadSimCore();

// simon_arch_pkg::token_t, packed MSB first: valid, tag[24], round[7], decrypt, slot[8], phase[6], state[128], keys[128].
const tokenBits = 1 + 24 + 7 + 1 + 8 + 6 + 128 + 128;
const field = (bits: string, from: number, width: number) => parseInt(bits.slice(from, from + width), 2);
const phaseFrom = 1 + 24 + 7 + 1 + 8;
/** The token's state x‖y: the low 2n bits of its 128-bit field. */
const tokenState = (bits: string, n: number) =>
  BigInt(`0b${bits.slice(phaseFrom + 6 + 128 - 2 * n, phaseFrom + 6 + 128)}`)
    .toString(16)
    .padStart(n / 2, '0');

/** x‖y after c chunks of w bits of the round from `start` to `end` (x′‖x): x′'s low c·w bits on top, then x, then y's high bits. */
function partial(start: string, end: string, c: number, w: number, n: number): string {
  const s = BigInt(`0x${start}`);
  const xNew = BigInt(`0x${end}`) >> BigInt(n);
  const cw = BigInt(c * w);
  const low = (v: bigint, bits: bigint) => v & ((1n << bits) - 1n);
  const value = (low(xNew, cw) << BigInt(2 * n - c * w)) | (s >> cw);
  return value.toString(16).padStart(n / 2, '0');
}

describe("the SIMON state the view shows is the RTL's", () => {
  test.each(modelIds.filter((id: string) => id.startsWith('simon')))(
    '%s: the register holding a block, every cycle',
    async (id) => {
      const config: Configuration = simCore.parseConfiguration(id);
      const cipher = simonParameters(config.cipher);
      const n = cipher.wordBits;
      const key = n === 32 ? '1b1a1918131211100b0a090803020100' : '0f0e0d0c0b0a09080706050403020100';
      const plaintext = n === 32 ? '656b696c20646e75' : '63736564207372656c6c657661727420';
      const other = n === 32 ? '0123456789abcdef' : '00112233445566778899aabbccddeeff';
      const keys = simCore.cipherRoundKeys(
        cipher.id,
        Uint8Array.from(key.match(/../g)!, (b) => parseInt(b, 16)),
      );
      const roundKeys = Array.from({ length: cipher.rounds }, (_, i) =>
        Array.from(keys.slice((i * n) / 4, ((i + 1) * n) / 4), (b) => b.toString(16).padStart(2, '0')).join(''),
      );
      const decrypts = config.direction !== 'encrypt';
      const blocks = [
        { tag: 0, input: plaintext, decrypt: false },
        ...(decrypts
          ? [{ tag: 1, input: simCore.cipherTrace(cipher.id, key, other, false).at(-1)!.state, decrypt: true }]
          : []),
      ];
      const traces = new Map<number, TraceStep[]>(
        blocks.map((b) => [b.tag, simCore.cipherTrace(cipher.id, key, b.input, b.decrypt)]),
      );
      const inputs = new Map(blocks.map((b) => [b.tag, b.input]));
      const { vcd, outputs } = await recordBlocks(config, key, blocks, 20_000);
      expect(outputs).toBe(blocks.length);
      const registers = stageScopes(vcd, tokenBits, 'Index');
      expect(registers).toHaveLength(config.registerStages);
      const w = config.architecture.kind === 'BS' ? config.architecture.w : n;
      const chunks = n / w;
      const seen = new Map<number, Set<string>>(blocks.map((b) => [b.tag, new Set()]));
      for (const time of changeTimes(vcd)) {
        for (const vars of registers) {
          const value = (name: string) => valueAtTime(vars.get(name)!, time);
          if (value('valid_q') !== '1') continue;
          const bits = value('data_q');
          const tag = field(bits, 1, 24);
          const round = field(bits, 25, 7);
          const trace = traces.get(tag)!;
          expect(trace, `time ${time}: unknown tag ${tag}`).toBeDefined();
          // The chunks of the round done: the token's phase is the next one's, 0 when the round is complete.
          const phase = field(bits, phaseFrom, 6);
          const done = phase === 0 ? chunks : phase;
          const state = simonRegisterState(cipher, trace, roundKeys, inputs.get(tag)!, 'out', round);
          const expected = done === chunks ? state.hex : partial(state.simon.input, state.hex, done, w, n);
          expect(tokenState(bits, n), `time ${time}, block ${tag}, round ${round}, ${done} of ${chunks} chunks`).toBe(
            expected,
          );
          seen.get(tag)!.add(`${round}.${done}`);
        }
      }
      // Each block was seen after every chunk of every round.
      for (const b of blocks) expect(seen.get(b.tag)!.size).toBe(cipher.rounds * chunks);
    },
    300_000,
  );
});
