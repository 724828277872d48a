// SIMON in the datapath view: every prebuilt SIMON core's derived datapath against the probe
// names its RTL registers (LU-k, PP-k and the bit-serial bs<w>), its operations (rotations,
// AND, XOR: no S-box), and what the round register holds, read from sim-core's trace, against
// the trace's own states and sim-core's round keys, encrypting and decrypting, in every round,
// for SIMON 64/128 and 128/128 (Beaulieu et al. 2013, Appendix B's vectors among them).
import { describe, expect, test } from 'vitest';
import { cipherDatapathFixture, step } from '../../../test-support/cipher-datapath';
import { datapathOf, deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { layoutDatapath } from '../../../datapath/layout';
import { stateWords } from '../../../datapath/cipher-state';
import { simonParameters } from '../parameters';
import { simonRegisterState, simonRound } from './state';

const simon64 = cipherDatapathFixture('simon64');
const simon128 = cipherDatapathFixture('simon128');
const swap = (hex: string) => hex.slice(hex.length / 2) + hex.slice(0, hex.length / 2);

describe('the datapath of every prebuilt SIMON core', () => {
  test('the registry has SIMON 64/128 bs1 (both ways and the encryptor), LU-1 and PP-4, SIMON 128/128 bs1 and LU-1', () => {
    expect(simon64.ids).toEqual([
      'simon64128-encdec-bs1-lut-online-all',
      'simon64128-enc-bs1-lut-online-all',
      'simon64128-encdec-lu1-lut-online-all',
      'simon64128-enc-pp4-lut-online-all',
    ]);
    expect(simon128.ids).toEqual(['simon128128-encdec-bs1-lut-online-all', 'simon128128-encdec-lu1-lut-online-all']);
  });

  test.each([...simon64.ids.map((id) => [id, simon64] as const), ...simon128.ids.map((id) => [id, simon128] as const)])(
    '%s: one register per probe, named as the RTL names it; each slice rotations, AND, XOR with the round key, y′ = x',
    (id, fixture) => {
      const { config, datapath } = fixture.derived(id);
      const n = config.blockBits / 2;
      const bits = config.architecture.kind === 'BS' ? config.architecture.w : n;
      for (const slice of datapath.slices) {
        expect(operationsOf(slice)).toEqual(
          ['simonRotations', 'simonAnd', 'simonXor', 'simonShift'].map((kind) => ({ kind, bits, wordBits: n })),
        );
      }
      // PP's register after every slice, LU's and bs's after the last.
      expect(datapath.slices.map((s) => registersOf(s).map((r) => r.position))).toEqual(
        datapath.slices.map((_, u) =>
          config.architecture.kind === 'PP' || u === datapath.slices.length - 1 ? ['out'] : [],
        ),
      );
      const rounds = config.rounds[0];
      expect(datapath.loop?.passes).toEqual([{ rounds, passes: rounds / datapath.slices.length }]);
      // Decrypting needs the last m round keys first: a key setup; encrypting none.
      expect(datapath.keySchedule.setup).toBe(config.direction !== 'encrypt');
      expect(datapath.keySchedule.summary).toMatch(/^Online: the key’s m = [24] words/);
    },
  );

  test('the bit-serial core: one slice of one register, its row and boxes saying w bits a cycle, n/w cycles a round', () => {
    const bs = layoutDatapath(
      deriveDatapath(simon64.simCore.parseConfiguration('simon64128-encdec-bs1-lut-online-all')),
    );
    expect(bs.rows.map((r) => r.label)).toEqual(['Bit-serial: 1 bit of rounds 1–44 a cycle, 32 cycles a round']);
    expect(bs.operations.map((o) => [o.label, o.detail])).toEqual([
      ['S¹x, S⁸x, S²x', 'shift-register taps'],
      ['S¹x & S⁸x', 'AND, 1 bit a cycle'],
      ['⊕ y ⊕ S²x ⊕ kᵢ', 'x′, 1 bit a cycle'],
      ['y′ = x', 'x‖y shifts by 1'],
    ]);
    expect(bs.keyWires).toHaveLength(1);
    const lu = layoutDatapath(
      deriveDatapath(simon128.simCore.parseConfiguration('simon128128-encdec-lu1-lut-online-all')),
    );
    expect(lu.rows.map((r) => r.label)).toEqual(['Round unit 1: rounds 1–68']);
    expect(lu.operations.map((o) => o.detail)).toEqual(['rotations: wiring', 'AND, 64 bits', 'x′, 64 bits', 'wiring']);
    expect(lu.loop?.label).toBe('loop: 68 passes of 1 round');
    const pp = layoutDatapath(deriveDatapath(simon64.simCore.parseConfiguration('simon64128-enc-pp4-lut-online-all')));
    expect(pp.rows.map((r) => r.label)).toEqual(
      [1, 2, 3, 4].map((u) => `Round unit ${u}: rounds ${Array.from({ length: 11 }, (_, i) => u + 4 * i).join(', ')}`),
    );
    expect(pp.loop?.label).toBe('loop: 11 passes of 4 rounds');
  });
});

describe("what a SIMON round register holds, against sim-core's trace", () => {
  test.each([
    // Appendix B: SIMON 64/128 and SIMON 128/128, in the lab's (the paper's) byte order.
    ['simon64', '1b1a191813121110' + '0b0a090803020100', '656b696c20646e75', '44c8fc20b9dfa07a'],
    [
      'simon128',
      '0f0e0d0c0b0a0908' + '0706050403020100',
      '63736564207372656c6c657661727420',
      '49681b1e1e54fe3f65aa832af84e0bbc',
    ],
    ['simon64', '00112233445566778899aabbccddeeff', '0123456789abcdef', null],
  ])('%s, key %s, block %s: every round, both ways', (id, key, plaintext, ciphertext) => {
    const fixture = id === 'simon64' ? simon64 : simon128;
    const cipher = simonParameters(id);
    const { keys, forward, backward } = fixture.traces(key, plaintext);
    if (ciphertext) expect(forward.at(-1)!.state).toBe(ciphertext);
    const n = cipher.wordBits;
    expect(keys).toHaveLength(cipher.rounds);
    for (let r = 1; r <= cipher.rounds; r++) {
      // Encrypting, the register holds the trace's state after round r, under k_{r−1}.
      const enc = simonRegisterState(cipher, forward, keys, plaintext, 'out', r);
      expect(enc.hex).toBe(step(forward, r, 'out'));
      expect(enc.simon.keyHex).toBe(keys[r - 1].slice(0, n / 4));
      expect(enc.simon.input).toBe(r === 1 ? plaintext : step(forward, r - 1, 'out'));
      // y′ = x: the register's new y is the word x it took.
      expect(enc.hex.slice(n / 4)).toBe(enc.simon.input.slice(0, n / 4));
      // Decrypting, round d runs the same round on the words exchanged under k_{T−d}: the
      // register holds the trace's iout exchanged, which is encryption's state after round T − d.
      const dec = simonRegisterState(cipher, backward, keys, forward.at(-1)!.state, 'out', r);
      expect(dec.hex).toBe(swap(step(backward, r, 'iout')));
      expect(dec.simon.keyHex).toBe(keys[cipher.rounds - r].slice(0, n / 4));
      expect(dec.hex).toBe(swap(r === cipher.rounds ? plaintext : step(forward, cipher.rounds - r, 'out')));
    }
    expect(simonRegisterState(cipher, forward, keys, plaintext, 'out', 1).label).toBe('round[ 1].out, key k₀');
    expect(simonRegisterState(cipher, backward, keys, forward.at(-1)!.state, 'out', 1).label).toBe(
      `swap(round[ 1].iout), key k${n === 32 ? '₄₃' : '₆₇'}`,
    );
  });

  test("a round's steps: S¹x, S⁸x, the AND, S²x, ⊕ y, ⊕ k, the register's x′‖x, the last held", () => {
    const cipher = simonParameters('simon64');
    const key = '1b1a1918131211100b0a090803020100';
    const { keys, forward } = simon64.traces(key, '656b696c20646e75');
    const round = simonRound(cipher, forward, keys, '656b696c20646e75', 1);
    // x = 656b696c: S¹x = cad6d2d8, S⁸x = 6b696c65, S²x = 95ada5b1 (rotations by hand).
    expect(round.steps.map((s) => s.hex)).toEqual([
      'cad6d2d8',
      '6b696c65',
      (0xcad6d2d8 & 0x6b696c65).toString(16).padStart(8, '0'),
      '95ada5b1',
      ((0x20646e75 ^ (0xcad6d2d8 & 0x6b696c65) ^ 0x95ada5b1) >>> 0).toString(16).padStart(8, '0'),
      step(forward, 1, 'out').slice(0, 8),
      step(forward, 1, 'out'),
    ]);
    expect(round.steps.map((s) => s.held)).toEqual([false, false, false, false, false, false, true]);
    expect(round.steps[5].name).toBe('⊕ k₀: x′, the new x');
    // Round 1 takes k_0, the key's last word (the key is k_3 … k_0).
    expect(round.keyHex).toBe('03020100');
  });

  test('the view shows the words x and y: 32 bits each for SIMON 64, 64 for SIMON 128', () => {
    expect(stateWords(datapathOf('simon64').state, '656b696c20646e75')).toEqual([
      { name: 'x', hex: '656b696c' },
      { name: 'y', hex: '20646e75' },
    ]);
    expect(stateWords(datapathOf('simon128').state, '49681b1e1e54fe3f65aa832af84e0bbc')).toEqual([
      { name: 'x', hex: '49681b1e1e54fe3f' },
      { name: 'y', hex: '65aa832af84e0bbc' },
    ]);
    expect(() => stateWords(datapathOf('simon128').state, '656b696c20646e75')).toThrow(/32 lower-case hex digits/);
  });

  test('a register SIMON has not, a round it does not run, a trace that does not add up: refused', () => {
    const cipher = simonParameters('simon64');
    const { keys, forward } = simon64.traces('1b1a1918131211100b0a090803020100', '656b696c20646e75');
    const pt = '656b696c20646e75';
    expect(() => simonRegisterState(cipher, forward, keys, pt, 'sbox', 1)).toThrow(/no sbox register/);
    expect(() => simonRound(cipher, forward, keys, pt, 45)).toThrow(/rounds 1 to 44, not 45/);
    expect(() => simonRound(cipher, forward, keys, pt, 0)).toThrow(/rounds 1 to 44, not 0/);
    const broken = forward.map((t) => (t.round === 7 ? { ...t, state: '0'.repeat(16) } : t));
    expect(() => simonRound(cipher, broken, keys, pt, 7)).toThrow(/round 7: the register would hold .* not 0{16}/);
    // The wrong round key: the step ⊕ k disagrees with sim-core.
    const shifted = [...keys.slice(1), keys[0]];
    expect(() => simonRound(cipher, forward, shifted, pt, 1)).toThrow(/SIMON 64\/128 round 1/);
    const aes = simon64.simCore.cipherTrace('aes', '00'.repeat(16), '00'.repeat(16), false);
    expect(() => simonRound(cipher, aes, keys, pt, 1)).toThrow(/runs 44 rounds, this trace 10/);
  });
});
