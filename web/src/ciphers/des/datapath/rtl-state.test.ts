// What the datapath view says a Triple DES core's round register holds (state.ts, from
// sim-core's trace) is what the RTL's register holds: every prebuilt Triple DES core encrypts
// a block and decrypts another under a three-key bundle with a waveform recorded, and in every
// cycle every register stage holding a block is compared with the view's state for the round
// its token reports. This is what checks, against the core itself, the halves exchanged
// inside a decrypting DES operation, the preoutput at rounds 16, 32 and 48 (FP outside the
// loop), and which block is where.
import { describe, expect, test } from 'vitest';
import type { Configuration, TraceStep } from '@sim-core';
import { loadSimCore, modelIds } from '../../../test-support/built';
import { changeTimes, recordBlocks, stageScopes } from '../../../test-support/record-blocks';
import { valueAtTime } from '../../../waveform/geometry';
import { desRegisterState, labBlockBank } from './state';

const simCore = loadSimCore();
// Keying option 1: three independent keys, so the three DES operations differ.
const key = '0123456789abcdef23456789abcdef01456789abcdef0123';
const plaintext = '6bc1bee22e409f96';
const otherPlaintext = 'ae2d8a571e03ac9c';

// des_arch_pkg::token_t, packed MSB first: the shared header (valid, tag[24], round[6], decrypt, slot[8]), bank[4], state[64] (L‖R), cd[56].
const tokenBits = 1 + 24 + 6 + 1 + 8 + 4 + 64 + 56;
const field = (bits: string, from: number, width: number) => parseInt(bits.slice(from, from + width), 2);
const stateFrom = 1 + 24 + 6 + 1 + 8 + 4;
const tokenState = (bits: string) =>
  BigInt(`0b${bits.slice(stateFrom, stateFrom + 64)}`)
    .toString(16)
    .padStart(16, '0');

async function record(config: Configuration) {
  const ciphertext = simCore.cipherTrace('des', key, otherPlaintext, false).at(-1)!.state;
  const blocks = [
    { tag: 0, input: plaintext, decrypt: false },
    { tag: 1, input: ciphertext, decrypt: true },
  ];
  const { vcd, outputs } = await recordBlocks(config, key, blocks, 4000);
  const traces = new Map<number, TraceStep[]>(
    blocks.map((b) => [b.tag, simCore.cipherTrace('des', key, b.input, b.decrypt)]),
  );
  return { vcd, outputs, blocks, traces };
}

describe("the Triple DES state the view shows is the RTL's", () => {
  test.each(modelIds.filter((id: string) => id.startsWith('des')))(
    '%s: every register stage holding a block, every cycle',
    async (id) => {
      const config: Configuration = simCore.parseConfiguration(id);
      const { vcd, outputs, blocks, traces } = await record(config);
      expect(outputs).toBe(blocks.length);
      const registers = stageScopes(vcd, tokenBits, 'Index');
      expect(registers).toHaveLength(config.registerStages);
      const times = changeTimes(vcd);
      const seen = new Map<number, Set<number>>(blocks.map((b) => [b.tag, new Set()]));
      for (const time of times) {
        for (const vars of registers) {
          const value = (name: string) => valueAtTime(vars.get(name)!, time);
          if (value('valid_q') !== '1') continue;
          const index = parseInt(value('Index'), 2);
          const bits = value('data_q');
          const tag = field(bits, 1, 24);
          const round = field(bits, 25, 6);
          const trace = traces.get(tag);
          expect(trace, `time ${time}: stage ${index} holds unknown tag ${tag}`).toBeDefined();
          // The bank the view names is the one the token carries.
          expect(field(bits, stateFrom - 4, 4)).toBe(labBlockBank);
          const expected = desRegisterState(trace!, 'out', round);
          expect(tokenState(bits), `time ${time}, stage ${index}, block ${tag}, round ${round}`).toBe(expected.hex);
          seen.get(tag)!.add(round);
        }
      }
      // Each block was seen after every one of its 48 rounds.
      for (const b of blocks)
        expect([...seen.get(b.tag)!].sort((x, y) => x - y)).toEqual(Array.from({ length: 48 }, (_, r) => r + 1));
    },
    120_000,
  );
});
