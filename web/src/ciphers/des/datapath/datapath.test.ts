// Triple DES in the datapath view: every prebuilt Triple DES core's derived datapath against
// the probe names its RTL registers, which DES operation each round is in, and what the round
// register holds, read from sim-core's trace, against the trace's own states, its IP and FP
// of the block, and sim-core's subkeys, encrypting and decrypting, in all 48 rounds, for each
// keying option.
import { describe, expect, test } from 'vitest';
import { cipherDatapathFixture, step } from '../../../test-support/cipher-datapath';
import { datapathOf, deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { describeOperation } from '../../../datapath/operations';
import { layoutDatapath } from '../../../datapath/layout';
import { stateWords } from '../../../datapath/cipher-state';
import { desSwap } from './structure';
import { desOperation } from './triple';
import { desRegisterState, desRound } from './state';

const { simCore, registered, ids, traces, derived } = cipherDatapathFixture('des');

const swap = (hex: string) => hex.slice(8) + hex.slice(0, 8);

describe('the datapath of every prebuilt Triple DES core', () => {
  test('the registry has the two Triple DES configurations', () =>
    expect(registered).toEqual(['des3in1-encdec-lu1-lut-banked-all', 'des3in1-encdec-pp16-lut-banked-all']));

  test.each(ids)('%s: one register per probe, named as the RTL names it; each slice E, ⊕ Kₙ, S1–S8, P, L ⊕ f', (id) => {
    const { config, datapath } = derived(id);
    const k = config.layout.slices;
    for (const [u, slice] of datapath.slices.entries()) {
      expect(operationsOf(slice).map((o) => o.kind)).toEqual([
        'desExpansion',
        'desKeyMix',
        'desSboxes',
        'desPermutation',
        'desFeistel',
      ]);
      expect(operationsOf(slice)[4]).toEqual({ kind: 'desFeistel', swap: desSwap(k, u) });
      expect(slice.rounds).toEqual({ first: u + 1, every: k });
      expect(slice.boundary).toBe(u === k - 1 ? 'leave' : 'pass');
    }
    // The round register: PP's after every slice, LU's after the last.
    expect(datapath.slices.map((s) => registersOf(s).map((r) => r.position))).toEqual(
      datapath.slices.map((_, u) => (config.architecture.kind === 'LU' && u < k - 1 ? [] : ['out'])),
    );
    // 48/k passes: LU-1 48 of one round, PP-16 three of sixteen (Chodowiec et al., Figs. 6, 7).
    expect(datapath.loop).toEqual({
      roundsPerPass: k,
      passes: [48, 48, 48].map((rounds) => ({ rounds, passes: 48 / k })),
    });
    expect(datapath.entryText).toEqual({ title: 'new block → IP', detail: 'L₀‖R₀ into round 1' });
    expect(datapath.exitText).toBe('FP = IP⁻¹ on the way out');
    expect(datapath.keySchedule.summary).toMatch(/^Banked: 4 banks of K1, K2, K3 after PC-1.*Fig\. 6b/);
    expect(datapath.keySchedule.summary).toMatch(/17–32 D_K2, 33–48 E_K3; decrypting D_K3, E_K2, D_K1/);
    expect(datapath.keySchedule.setup).toBe(false);
  });

  test('rows and boxes: LU-1 runs rounds 1–48 with no swap in 16, 32, 48; PP-16 three rounds a stage, the last never swapping', () => {
    const lu = layoutDatapath(deriveDatapath(simCore.parseConfiguration('des3in1-encdec-lu1-lut-banked-all')));
    expect(lu.rows.map((r) => r.label)).toEqual(['Round unit 1: rounds 1–48']);
    expect(lu.operations.map((o) => [o.label, o.detail])).toEqual([
      ['E', 'R: 32 → 48 bits'],
      ['⊕ Kₙ', 'PC-2 of C‖D'],
      ['S1–S8', '6→4-bit tables'],
      ['P', 'f(R, Kₙ), wiring'],
      ['L ⊕ f, swap', 'except 16, 32, 48'],
    ]);
    expect(lu.loop?.label).toBe('loop: 48 passes of 1 round');
    const pp = layoutDatapath(deriveDatapath(simCore.parseConfiguration('des3in1-encdec-pp16-lut-banked-all')));
    expect(pp.rows[0].label).toBe('Round unit 1: rounds 1, 17, 33');
    expect(pp.rows[15].label).toBe('Round unit 16: rounds 16, 32, 48');
    expect(pp.loop?.label).toBe('loop: 3 passes of 16 rounds');
    const feistel = pp.operations.filter((o) => o.operation.kind === 'desFeistel');
    expect(feistel.slice(0, 15).every((o) => o.detail === 'L′ = R, R′ = L ⊕ f')).toBe(true);
    expect([feistel[15].label, feistel[15].detail]).toEqual(['L ⊕ f, no swap', 'rounds 16, 32, 48']);
    // One key wire to each slice's ⊕ Kₙ.
    expect(pp.keyWires).toHaveLength(16);
  });

  test('the slice that runs rounds 16, 32, 48 does not swap in them; with k = 16 it never does', () => {
    expect([1, 2, 4, 8, 16].map((k) => desSwap(k, k - 1))).toEqual([
      'notLastOfOperation',
      'notLastOfOperation',
      'notLastOfOperation',
      'notLastOfOperation',
      'never',
    ]);
    expect(desSwap(16, 0)).toBe('always');
    expect(describeOperation({ kind: 'desFeistel', swap: 'never' }).label).toBe('L ⊕ f, no swap');
  });
});

describe('the DES operation of a round (SP 800-67; des_arch_pkg pass_of, pass_decrypts, key_index)', () => {
  test('encrypting E_K1, D_K2, E_K3; decrypting D_K3, E_K2, D_K1', () => {
    const at = (decrypt: boolean) =>
      [1, 16, 17, 32, 33, 48].map((r) => {
        const o = desOperation(r, decrypt);
        return `${o.name}:${o.round}`;
      });
    expect(at(false)).toEqual(['E_K1:1', 'E_K1:16', 'D_K2:1', 'D_K2:16', 'E_K3:1', 'E_K3:16']);
    expect(at(true)).toEqual(['D_K3:1', 'D_K3:16', 'E_K2:1', 'E_K2:16', 'D_K1:1', 'D_K1:16']);
    expect(desOperation(20, false)).toEqual({ pass: 1, decrypts: true, key: 2, name: 'D_K2', round: 4 });
    expect(() => desOperation(0, false)).toThrow(/rounds 1 to 48, not 0/);
    expect(() => desOperation(49, true)).toThrow(/rounds 1 to 48, not 49/);
  });
});

describe("what a Triple DES round register holds, against sim-core's trace", () => {
  test.each([
    // Keying option 3 (single DES), FIPS 46-3's classic example block.
    ['0123456789abcdef', '4e6f772069732074'],
    // Option 2 (K3 = K1) and option 1 (three keys).
    ['0123456789abcdef23456789abcdef01', '0000000000000000'],
    ['0123456789abcdef23456789abcdef01456789abcdef0123', '6bc1bee22e409f96'],
  ])('key %s, block %s: every round, both ways', (key, plaintext) => {
    const { keys, forward, backward } = traces(key, plaintext);
    // sim-core's 48 subkeys in the order encryption takes them, 12 hex digits each (the 8-byte blocks' first 6 bytes).
    const subkeys = keys.map((block) => block.slice(0, 12));
    for (let r = 1; r <= 48; r++) {
      const enc = desRegisterState(forward, 'out', r);
      // Encrypting, the register holds the trace's state after round r; after round 48 the
      // preoutput, which is IP of the ciphertext: decryption's iip.
      expect(enc.hex).toBe(r < 48 ? step(forward, r, 'out') : step(backward, 1, 'iip'));
      expect(enc.des.subkeyHex).toBe(subkeys[r - 1]);
      expect(enc.des.input).toBe(r === 1 ? step(forward, 1, 'ip') : step(forward, r - 1, 'out'));
      expect(enc.des.swaps).toBe(r % 16 !== 0);
      // Decrypting, round d undoes encryption round 49 − d with its subkey; the register holds
      // the trace's iout, halves exchanged inside a DES operation, and after round 48 the
      // preoutput IP(P): encryption's ip.
      const dec = desRegisterState(backward, 'out', r);
      const iout = step(backward, r, 'iout');
      expect(dec.hex).toBe(r === 48 ? step(forward, 1, 'ip') : r % 16 === 0 ? iout : swap(iout));
      expect(dec.des.subkeyHex).toBe(subkeys[48 - r]);
      // The core's register decrypting is encryption's, the halves exchanged, a round behind.
      if (r < 48 && r % 16 !== 0) expect(dec.hex).toBe(swap(step(forward, 48 - r, 'out')));
    }
    // Rounds 16 and 32 hold the preoutput R₁₆‖L₁₆ of one operation, the next one's L₀‖R₀.
    expect(desRegisterState(forward, 'out', 16).label).toBe('round[16].out, E_K1 16/16');
    // After round 48 the preoutput, which FP turns into the trace's fp: IP of it.
    expect(desRegisterState(forward, 'out', 48).label).toBe('IP(round[48].fp), E_K3 16/16');
    expect(desRegisterState(backward, 'out', 48).label).toBe('IP(round[48].ifp), D_K1 16/16');
    expect(desRegisterState(backward, 'out', 20).label).toBe('swap(round[20].iout), E_K2 4/16');
    expect(desRegisterState(backward, 'out', 32).label).toBe('round[32].iout, E_K2 16/16');
    // The callout has room for about 33 characters.
    for (let r = 1; r <= 48; r++) expect(desRegisterState(backward, 'out', r).label.length).toBeLessThanOrEqual(33);
  });

  test('a round names its subkey, the key it comes from and its steps, the one the register holds last', () => {
    const key = '0123456789abcdef23456789abcdef01456789abcdef0123';
    const trace = simCore.cipherTrace('des', key, '4e6f772069732074', false);
    const round = desRound(trace, 20);
    expect(round.operation.name).toBe('D_K2');
    // D_K2's 4th round takes K2's 13th subkey (DES decryption: K₁₆ first).
    expect(round.subkey).toBe(13);
    expect(round.subkeyName).toBe('K₁₃');
    expect(round.steps.map((s) => s.name)).toEqual([
      'E(R): the right half expanded to 48 bits',
      '⊕ K₁₃, subkey 13 of K2',
      'S1–S8: eight 6-to-4-bit S-boxes',
      'P: f(R, K₁₃)',
      'L ⊕ f: the new half',
      'swapped: L′ = R, R′ = L ⊕ f',
    ]);
    expect(round.steps.map((s) => s.hex)).toEqual([
      step(trace, 20, 'e'),
      step(trace, 20, 'k_mix'),
      step(trace, 20, 's_box'),
      step(trace, 20, 'f'),
      step(trace, 20, 'r'),
      step(trace, 20, 'out'),
    ]);
    expect(round.steps.map((s) => s.held)).toEqual([false, false, false, false, false, true]);
    expect(desRound(trace, 32).steps[5].name).toBe('not swapped (the last round of D_K2): R₁₆‖L₁₆');
  });

  test('the view shows the halves L and R as printed, bit 1 first', () => {
    const view = datapathOf('des').state;
    expect(view.grid).toBe('halves');
    expect(stateWords(view, '00fe1327c9efe379')).toEqual([
      { name: 'L', hex: '00fe1327' },
      { name: 'R', hex: 'c9efe379' },
    ]);
    expect(() => stateWords(view, '00'.repeat(16))).toThrow(/16 lower-case hex digits/);
    const trace = simCore.cipherTrace('des', '0123456789abcdef', '4e6f772069732074', false);
    const register = { index: 0, name: 'r1.out', unit: 1, position: 'out' as const, sboxStage: 0 };
    expect(view.registerState(trace, [], '4e6f772069732074', register, 3).hex).toBe(step(trace, 3, 'out'));
  });

  test('a register Triple DES has not, a round it does not run, a trace that does not add up: refused', () => {
    const trace = simCore.cipherTrace('des', '0123456789abcdef', '4e6f772069732074', false);
    expect(() => desRegisterState(trace, 'lt', 1)).toThrow(/no lt register/);
    expect(() => desRegisterState(trace, 'out', 49)).toThrow(/rounds 1 to 48/);
    expect(() => desRegisterState(trace, 'out', 0)).toThrow(/rounds 1 to 48/);
    const broken = trace.map((t) => (t.round === 7 && t.step === 'f' ? { ...t, state: '00000000' } : t));
    expect(() => desRegisterState(broken, 'out', 9)).toThrow(/DES round 7: L .* ⊕ f 00000000 is not/);
    const aes = simCore.cipherTrace('aes', '00'.repeat(16), '00'.repeat(16), false);
    expect(() => desRegisterState(aes, 'out', 1)).toThrow(/Triple DES runs 48 rounds/);
  });
});
