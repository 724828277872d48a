// Twofish in the datapath view: every prebuilt Twofish core's derived datapath against the
// probe names its RTL registers, and what each register holds, read from sim-core's trace,
// against the trace's own round states, whitening and round keys, encrypting and decrypting,
// in all 16 rounds.
import { describe, expect, test } from 'vitest';
import { cipherDatapathFixture, step, xor } from '../../../test-support/cipher-datapath';
import { datapathOf, deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { describeOperation } from '../../../datapath/operations';
import { layoutDatapath } from '../../../datapath/layout';
import { swapHalves, twofishRegisterState } from './state';

const { simCore, registered, ids, traces, derived } = cipherDatapathFixture('twofish');

describe('the datapath of every prebuilt Twofish core', () => {
  test("the registry has Twofish's four configurations and the other nine of Elbirt et al.'s rows", () =>
    expect(registered).toEqual([
      'twofish128-enc-lu1-lut-online-all',
      'twofish128-enc-sp1m1-lut-online-all',
      'twofish128-enc-lu1-bram-online-all',
      'twofish256-encdec-pp4-lut-offline-all',
      ...['lu2', 'lu4', 'lu8', 'pp2', 'pp4', 'pp8', 'sp2m1', 'sp4m1', 'sp8m1'].map(
        (arch) => `twofish128-enc-${arch}-lut-online-all`,
      ),
    ]));

  test.each(ids)(
    '%s: one register per probe, named as the RTL names it; each slice S-boxes, MDS, PHT, subkeys, mix',
    (id) => {
      const { config, datapath } = derived(id);
      const k = config.layout.slices;
      for (const [u, slice] of datapath.slices.entries()) {
        expect(operationsOf(slice).map((o) => o.kind)).toEqual([
          'twofishSboxes',
          'twofishMds',
          'twofishPht',
          'twofishSubkeys',
          'twofishMix',
        ]);
        // SP-k-1's inner register sits between the S-boxes and MDS.
        const kinds = slice.elements.map((e) => (e.kind === 'register' ? e.register.position : e.operation.kind));
        if (config.layout.sboxRegisters > 0) expect(kinds.indexOf('sbox')).toBe(1);
        expect(slice.rounds).toEqual({ first: u + 1, every: k });
        expect(slice.boundary).toBe(u === k - 1 ? 'leave' : 'pass');
      }
      // The round register after the mix: PP's and SP's after every slice, LU's after the last.
      expect(datapath.slices.map((s) => registersOf(s).filter((r) => r.position === 'f').length)).toEqual(
        datapath.slices.map((_, u) => (config.architecture.kind === 'LU' && u < k - 1 ? 0 : 1)),
      );
      expect(datapath.loop).toEqual({ roundsPerPass: k, passes: [{ rounds: 16, passes: 16 / k }] });
      expect(datapath.entryText.detail).toBe('whitened, into round 1');
      expect(datapath.exitText).toMatch(/whitening ⊕ K/);
      expect(layoutDatapath(datapath).exitDetail?.text).toBe(datapath.exitText);
    },
  );

  test('SP-1-1 names its stages r1.sbox and r1.f; the unified PP-4 whitens either end; the tables say so', () => {
    const sp = deriveDatapath(simCore.parseConfiguration('twofish128-enc-sp1m1-lut-online-all'));
    expect(sp.registers.map((r) => r.name)).toEqual(['r1.sbox', 'r1.f']);
    expect(sp.entryText.title).toBe('new block ⊕ K₀–K₃');
    expect(sp.exitText).toBe('output whitening ⊕ K₄–K₇');
    expect(sp.keySchedule.summary).toMatch(/K₀–K₃₉ in 20 cycles; the first block starts while they are computed/);
    const decrypting = deriveDatapath(simCore.parseConfiguration('twofish128-dec-lu1-lut-online-all'));
    expect(decrypting.keySchedule.summary).toMatch(/K₀–K₃₉ in 20 cycles, before blocks may use them/);
    const pp4 = deriveDatapath(simCore.parseConfiguration('twofish256-encdec-pp4-lut-offline-all'));
    expect(pp4.entryText.title).toBe('new block ⊕ K₀–₃ / K₄–₇');
    expect(describeOperation(operationsOf(pp4.slices[0])[4]).detail).toBe('enc./dec. rotations');
    expect(pp4.keySchedule.kind).toBe('offline');
    const bram = deriveDatapath(simCore.parseConfiguration('twofish128-enc-lu1-bram-online-all'));
    expect(describeOperation(operationsOf(bram.slices[0])[0]).detail).toBe('key tables');
    expect(bram.keySchedule.summary).toMatch(/256 cycles, before blocks may use it/);
  });
});

describe("what a Twofish register holds, against sim-core's trace", () => {
  test.each([
    ['00000000000000000000000000000000', '00000000000000000000000000000000'],
    ['0123456789abcdeffedcba98765432100011223344556677', '00112233445566778899aabbccddeeff'],
    ['0123456789abcdeffedcba987654321000112233445566778899aabbccddeeff', 'f0e1d2c3b4a5968778695a4b3c2d1e0f'],
  ])('key %s, block %s: every round, both registers, both ways', (key, plaintext) => {
    const { keys, forward, ciphertext, backward } = traces(key, plaintext);
    // The whitening words are the round keys' first two blocks.
    expect(step(forward, 1, 'in_white')).toBe(xor(plaintext, keys[0]));
    expect(step(forward, 16, 'out_white')).toBe(xor(swapHalves(step(forward, 16, 'mix')), keys[1]));
    const view = datapathOf('twofish').state;
    for (let r = 1; r <= 16; r++) {
      const f = twofishRegisterState(forward, keys, plaintext, 'f', r);
      // The rounds finished: the trace's state after round r (round 16's before output whitening).
      expect(f.hex).toBe(step(forward, r, 'mix'));
      if (r < 16) expect(f.hex).toBe(step(forward, r, 'out'));
      expect(f.label).toBe(`round[${String(r).padStart(2, ' ')}].mix`);
      const inner = twofishRegisterState(forward, keys, plaintext, 'sbox', r);
      expect(inner.hex).toBe(r === 1 ? xor(plaintext, keys[0]) : step(forward, r - 1, 'mix'));
      // Decrypting, round d undoes encryption round 17 − d: the core holds the state with its
      // halves exchanged, so after d rounds undone the encryption's R_{16−d} (R₀: P ⊕ K₀..K₃,
      // the input whitening undone on the way out), swapped.
      const back = twofishRegisterState(backward, keys, ciphertext, 'f', r);
      expect(back.hex).toBe(swapHalves(r === 16 ? step(forward, 1, 'in_white') : step(forward, 16 - r, 'mix')));
      expect(back.label).toBe(`swap(round[${String(r).padStart(2, ' ')}].imix)`);
      const backInner = twofishRegisterState(backward, keys, ciphertext, 'sbox', r);
      expect(backInner.hex).toBe(r === 1 ? xor(ciphertext, keys[1]) : swapHalves(step(forward, 17 - r, 'mix')));
      // The view's table reads the same.
      const register = { index: 0, name: 'r1.f', unit: 1, position: 'f' as const, sboxStage: 0 };
      expect(view.registerState(forward, keys, plaintext, register, r).hex).toBe(f.hex);
    }
  });

  test("a register Twofish has not, a round it does not run, a trace that is not the block's: refused", () => {
    const key = '00'.repeat(16);
    const plaintext = '00112233445566778899aabbccddeeff';
    const { keys, forward: trace } = traces(key, plaintext);
    expect(twofishRegisterState(trace, keys, plaintext, 'sbox', 1).label).toBe('round[ 1].in_white + S-box bytes');
    expect(() => twofishRegisterState(trace, keys, plaintext, 'lt', 1)).toThrow(/no lt register/);
    expect(() => twofishRegisterState(trace, keys, plaintext, 'f', 17)).toThrow(/rounds 1 to 16/);
    expect(() => twofishRegisterState(trace, keys, '00'.repeat(16), 'f', 1)).toThrow(/sim-core's trace's in_white/);
  });
});
