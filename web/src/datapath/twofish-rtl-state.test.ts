// What the datapath view says a Twofish core's register holds is what the RTL's register
// holds: every prebuilt Twofish core encrypts a block (and the unified one decrypts its
// ciphertext too) with a waveform recorded, and in every cycle every register stage holding
// a block is compared with twofishRegisterState, from sim-core's trace and round keys. This
// is what checks the decrypting form (the halves exchanged) against the core itself.
import { describe, expect, test } from 'vitest';
import type { Configuration, TraceStep } from '@sim-core';
import { loadSimCore, registryIds } from '../test-support/built';
import { bytesOf, countingKey, recordBlocks } from '../test-support/record-blocks';
import { type Signal } from '../waveform/vcd';
import { valueAtTime } from '../waveform/geometry';
import { twofishRegisterState } from './twofish-state';
import { toWords, wordHex } from './serpent-words';

const simCore = loadSimCore();
const plaintext = '00112233445566778899aabbccddeeff';
const hexOf = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

// twofish_arch_pkg::token_t, packed MSB first: valid, tag[24], round[5], decrypt, slot[8], state[128] ({Z0, Z1, Z2, Z3}), sb[64].
const tokenBits = 1 + 24 + 5 + 1 + 8 + 128 + 64;
const field = (bits: string, from: number, width: number) => parseInt(bits.slice(from, from + width), 2);
const tokenState = (bits: string) =>
  BigInt(`0b${bits.slice(39, 167)}`)
    .toString(16)
    .padStart(32, '0');
/** A state in the lab's byte order (Twofish's: each word little-endian) as the RTL's {Z0, Z1, Z2, Z3}. */
const asRtl = (hex: string) => toWords(hex).map(wordHex).join('');

async function record(config: Configuration) {
  const key = countingKey(config.keyBits[0]);
  const ciphertext = simCore.cipherTrace('twofish', key, plaintext, false).at(-1)!.state;
  const blocks = [{ tag: 0, input: plaintext, decrypt: false }];
  if (config.direction === 'unified') blocks.push({ tag: 1, input: ciphertext, decrypt: true });
  if (config.direction === 'decrypt') blocks[0] = { tag: 0, input: ciphertext, decrypt: true };
  const { vcd, outputs } = await recordBlocks(config, key, blocks, 4000);
  const traces = new Map<number, { trace: TraceStep[]; input: string }>(
    blocks.map((b) => [b.tag, { trace: simCore.cipherTrace('twofish', key, b.input, b.decrypt), input: b.input }]),
  );
  const roundKeys = hexOf(simCore.cipherRoundKeys('twofish', bytesOf(key))).match(/.{32}/g)!;
  return { vcd, traces, outputs, blocks, roundKeys };
}

describe("the Twofish state the view shows is the RTL's", () => {
  test.each(registryIds.filter((id: string) => id.startsWith('twofish')))(
    '%s: every register stage holding a block, every cycle',
    async (id) => {
      const config: Configuration = simCore.parseConfiguration(id);
      const { vcd, traces, outputs, blocks, roundKeys } = await record(config);
      expect(outputs).toBe(blocks.length);
      const byScope = new Map<string, Map<string, Signal>>();
      for (const s of vcd.signals) {
        const scope = s.scope.join('.');
        if (!byScope.has(scope)) byScope.set(scope, new Map());
        byScope.get(scope)!.set(s.reference, s);
      }
      const registers = [...byScope.values()].filter((v) => v.get('data_q')?.width === tokenBits && v.has('Position'));
      expect(registers).toHaveLength(config.registerStages);
      const times = [...new Set(vcd.signals.flatMap((s) => s.changes.map((c) => c.time)))].sort((a, b) => a - b);
      const checked = new Set<string>();
      for (const time of times) {
        for (const vars of registers) {
          const value = (name: string) => valueAtTime(vars.get(name)!, time);
          if (value('valid_q') !== '1') continue;
          const index = parseInt(value('Index'), 2);
          const position = parseInt(value('Position'), 2) === 1 ? 'sbox' : 'f';
          const bits = value('data_q');
          const tag = field(bits, 1, 24);
          const round = field(bits, 25, 5) + (value('InRound') === '1' ? 1 : 0);
          const block = traces.get(tag);
          expect(block, `time ${time}: stage ${index} holds unknown tag ${tag}`).toBeDefined();
          const expected = twofishRegisterState(block!.trace, roundKeys, block!.input, position, round);
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
