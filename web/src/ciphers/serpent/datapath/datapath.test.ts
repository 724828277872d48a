// Serpent in the datapath view: every prebuilt Serpent core's derived datapath against the
// probe names its RTL registers, and each round's steps (key mixing, the S-box layer, LT), read
// from sim-core's trace, against its round ends and round keys, encrypting and decrypting, in
// all 32 rounds.
import { describe, expect, test } from 'vitest';
import type { TraceStep } from '@sim-core';
import { cipherDatapathFixture, xor } from '../../../test-support/cipher-datapath';
import { deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { describeOperation } from '../../../datapath/operations';
import { serpentRegisterState, serpentRound } from './round';
import { toWords, wordHex } from '../../../datapath/block-words';

const { simCore, registered, ids, traces, derived } = cipherDatapathFixture('serpent');

/** The trace's round ends, rounds 1 to 32 in order. */
const roundEnds = (trace: TraceStep[]) => trace.filter((t) => t.step === 'out' || t.step === 'iout');

describe('the datapath of every prebuilt Serpent core', () => {
  test("the registry has Serpent's six configurations and Elbirt et al.'s LU-32", () =>
    expect(registered).toHaveLength(7));

  test.each(ids)('%s: one register per probe, named as the RTL names it; each slice mix, S-boxes, finish', (id) => {
    const { config, datapath } = derived(id);
    for (const slice of datapath.slices)
      expect(operationsOf(slice).map((o) => o.kind)).toEqual(['serpentMix', 'serpentSboxes', 'serpentFinish']);
    // Every round register after LT; PP's after every slice, LU's after the last.
    const k = config.layout.slices;
    expect(datapath.slices.map((s) => registersOf(s).length)).toEqual(
      datapath.slices.map((_, u) => (config.architecture.kind === 'LU' && u < k - 1 ? 0 : 1)),
    );
    expect(datapath.slices.at(-1)!.boundary).toBe(k === 32 ? 'exit' : 'leave');
    expect(datapath.loop === null).toBe(k === 32);
  });

  test("PP-8's slices each have their own S-box; LU-1 chooses one a round", () => {
    const pp8 = deriveDatapath(simCore.parseConfiguration('serpent256-encdec-pp8-lut-offline-all'));
    const labels = pp8.slices.map((s) => describeOperation(operationsOf(s)[1]).label);
    // Slice u runs encryption rounds i ≡ u (mod 8), S_u, and decryption's S⁻¹_{7−u}.
    expect(labels[0]).toBe('S-boxes S₀ / S₇⁻¹');
    expect(labels[3]).toBe('S-boxes S₃ / S₄⁻¹');
    expect(describeOperation(operationsOf(pp8.slices[7])[2]).detail).toBe('enc. round 32: ⊕ K₃₂');
    const lu1 = deriveDatapath(simCore.parseConfiguration('serpent128-enc-lu1-lut-online-all'));
    expect(lu1.slices[0].rounds).toEqual({ first: 1, every: 1 });
    expect(describeOperation(operationsOf(lu1.slices[0])[1]).detail).toBe('32 × 4-bit, i mod 8');
    expect(lu1.entryText.title).toBe('new block');
  });
});

describe("Serpent's round, step by step, against sim-core", () => {
  test('the byte order of the words', () => {
    // Byte 0 is the least significant byte of X0 (sim-core's byte_order.rs test).
    expect(toWords('000102030405060708090a0b0c0d0e0f')).toEqual([0x03020100, 0x07060504, 0x0b0a0908, 0x0f0e0d0c]);
    expect(toWords('80000000000000000000000000000000').map(wordHex)).toEqual([
      '00000080',
      '00000000',
      '00000000',
      '00000000',
    ]);
    expect(() => toWords('00')).toThrow(/32 lower-case hex digits/);
  });

  test.each([
    ['000102030405060708090a0b0c0d0e0f', '00112233445566778899aabbccddeeff'],
    ['8000000000000000000000000000000000000000000000000000000000000000', '00000000000000000000000000000000'],
    ['0123456789abcdef0123456789abcdef0123456789abcdef', 'f0e1d2c3b4a5968778695a4b3c2d1e0f'],
  ])('key %s, block %s: all 32 rounds both ways end where sim-core says', (fullKey, plaintext) => {
    const { keys, forward, ciphertext, backward } = traces(fullKey, plaintext);
    // Four steps a round, the round's state last ("out", "iout").
    expect([forward.length, backward.length]).toEqual([128, 128]);
    const ends = roundEnds(forward);
    const backEnds = roundEnds(backward);
    expect(ends.map((t) => t.round)).toEqual(Array.from({ length: 32 }, (_, n) => n + 1));
    for (let r = 1; r <= 32; r++) {
      const enc = serpentRound(forward, keys, plaintext, r);
      expect(enc.sbox).toBe((r - 1) % 8);
      expect(enc.input).toBe(r === 1 ? plaintext : ends[r - 2].state);
      expect(enc.steps[0].hex).toBe(xor(enc.input, keys[r - 1]));
      expect(enc.steps[2].hex).toBe(ends[r - 1].state);
      if (r === 32) expect(enc.steps[2].hex).toBe(xor(enc.steps[1].hex, keys[32]));
      const dec = serpentRound(backward, keys, ciphertext, r);
      expect(dec.sbox).toBe((32 - r) % 8);
      // Decryption round d undoes encryption round 33 − d: it enters with that round's output
      // and its S-box layer's output is that round's key-mixed value.
      expect(dec.input).toBe(ends[32 - r].state);
      expect(dec.steps[1].hex).toBe(serpentRound(forward, keys, plaintext, 33 - r).steps[0].hex);
      expect(dec.steps[2].hex).toBe(xor(dec.steps[1].hex, keys[32 - r]));
      expect(dec.steps[2].hex).toBe(backEnds[r - 1].state);
      if (r === 1) expect(dec.steps[0].hex).toBe(xor(ciphertext, keys[32]));
    }
  });

  test('what a register holds: the round register the round, SP’s inner register the S-boxes’ output', () => {
    const key = '000102030405060708090a0b0c0d0e0f';
    const plaintext = '00112233445566778899aabbccddeeff';
    const { keys, forward: trace } = traces(key, plaintext);
    const ends = roundEnds(trace);
    const lt = serpentRegisterState(trace, keys, plaintext, 'lt', 5);
    expect(lt.hex).toBe(ends[4].state);
    expect(lt.label).toBe('round[ 5].out');
    const inner = serpentRegisterState(trace, keys, plaintext, 'sbox', 5);
    // LT⁻¹ of round 5's state, as the view computed it before sim-core traced the steps.
    expect(inner.hex).toBe(trace.find((t) => t.round === 5 && t.step === 's_box')!.state);
    expect(inner.hex).toBe('3ee5a9204c708cc23bc6fdec303a3e05');
    expect(inner.label).toBe('round 5 after S₄');
    expect(serpentRegisterState(trace, keys, plaintext, 'sbox', 32).hex).toBe(xor(ends[31].state, keys[32]));
    expect(() => serpentRegisterState(trace, keys, plaintext, 'ark', 1)).toThrow(/no ark register/);
    expect(() => serpentRound(trace, keys, plaintext, 33)).toThrow(/rounds 1 to 32/);
    // A trace that is not this block's is caught.
    expect(() => serpentRound(trace, keys, '00'.repeat(16), 1)).toThrow(/sim-core's trace/);
  });
});
