// RC6 in the datapath view: every prebuilt RC6 core's derived datapath against the probe names
// its RTL registers, shapes not prebuilt (LU-4, PP-20, SP-2-2, …) against sim-core's count of
// register stages and laid out with nothing on top of anything else, and what each register
// holds, read from sim-core's trace, against the trace's own round states, whitening and round
// keys, encrypting and decrypting, in all 20 rounds.
import { describe, expect, test } from 'vitest';
import { cipherDatapathFixture, laidOut, step } from '../../../test-support/cipher-datapath';
import { datapathOf, deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { describeOperation, takesRoundKey } from '../../../datapath/operations';
import { layoutDatapath } from '../../../datapath/layout';
import { rc6RegisterState } from './state';
import { toWords } from '../../../datapath/block-words';

const { simCore, registered, ids, probes, traces, derived } = cipherDatapathFixture('rc6');

/** Shapes the registry does not prebuild, derived without a model. */
const shapes = [
  'rc6128-enc-lu4-sq-online-all',
  'rc6128-enc-lu20-dsp-online-all',
  'rc6128-enc-pp20-dsp-online-all',
  'rc6128-encdec-sp2m2-arr-online-all',
  'rc6192-dec-sp1m2-sq-offline-all',
  'rc6256-enc-pp4-sq-offline-all',
];

function checkDatapath(id: string, names: string[] = []) {
  const { config, datapath } = derived(id, names);
  const k = config.layout.slices;
  const m = config.architecture.kind === 'SP' ? config.architecture.m : 0;
  for (const [u, slice] of datapath.slices.entries()) {
    // Q, SP's register after it, R, SP-k-2's register after it, F, the round register.
    const kinds = slice.elements.map((e) => (e.kind === 'register' ? e.register.position : e.operation.kind));
    const closes = config.architecture.kind !== 'LU' || u === k - 1;
    expect(kinds).toEqual([
      'rc6Quadratic',
      ...(m >= 1 ? ['quad'] : []),
      'rc6Rotate',
      ...(m >= 2 ? ['rot'] : []),
      'rc6Finish',
      ...(closes ? ['out'] : []),
    ]);
    expect(slice.rounds).toEqual({ first: u + 1, every: k });
    expect(slice.boundary).toBe(u < k - 1 ? 'pass' : k === 20 ? 'exit' : 'leave');
    // The round key: decrypting subtracted in R, encrypting added in F.
    expect(operationsOf(slice).map(takesRoundKey)).toEqual([
      false,
      config.direction !== 'encrypt',
      config.direction !== 'decrypt',
    ]);
  }
  expect(datapath.loop).toEqual(k === 20 ? null : { roundsPerPass: k, passes: [{ rounds: 20, passes: 20 / k }] });
  expect(datapath.exitText).toMatch(/whitening/);

  const layout = laidOut(datapath);
  return { config, datapath, layout };
}

describe('the datapath of every prebuilt RC6 core, and of shapes not prebuilt', () => {
  test("the registry has RC6's five configurations and the other 17 of Elbirt et al.'s rows", () =>
    expect(registered).toEqual([
      'rc6128-enc-lu1-sq-online-all',
      'rc6128-enc-lu1-dsp-online-all',
      'rc6128-enc-lu1-arr-online-all',
      'rc6128-enc-pp2-sq-online-all',
      'rc6256-encdec-sp1m1-sq-offline-all',
      ...['lu2', 'lu4', 'lu5', 'lu10', 'pp4', 'pp5', 'pp10']
        .concat(...[1, 2].map((m) => [1, 2, 4, 5, 10].map((k) => `sp${k}m${m}`)))
        .map((arch) => `rc6128-enc-${arch}-sq-online-all`),
    ]));

  test.each(ids)('%s: one register per probe, named as the RTL names it; each slice Q, R, F; laid out', (id) => {
    const { datapath } = checkDatapath(id, probes.get(id)!);
    expect(datapath.registers.map((r) => r.name)).toEqual(probes.get(id));
  });

  test.each(shapes)('%s: as many registers as sim-core counts, each slice Q, R, F; laid out', (id) => {
    checkDatapath(id);
  });

  test('the names and words of SP-2-2, PP-20, LU-4 and the prebuilt SP-1-1 and LU-1s', () => {
    const sp22 = deriveDatapath(simCore.parseConfiguration('rc6128-encdec-sp2m2-arr-online-all'));
    expect(sp22.registers.map((r) => r.name)).toEqual(['r1.quad', 'r1.rot', 'r1.out', 'r2.quad', 'r2.rot', 'r2.out']);
    expect(sp22.entryText.title).toBe('new block ± S₀,₁ / S₄₂,₄₃');
    expect(describeOperation(operationsOf(sp22.slices[0])[0])).toEqual({
      label: 'f(B|A), f(D|C) ⋘ 5',
      detail: 't, u: array multiplier',
    });
    const pp20 = layoutDatapath(deriveDatapath(simCore.parseConfiguration('rc6128-enc-pp20-dsp-online-all')));
    expect(pp20.loop).toBeNull();
    expect(pp20.exits).toHaveLength(1);
    expect(pp20.rows[19].label).toBe('Round unit 20: round 20');
    const lu4 = layoutDatapath(deriveDatapath(simCore.parseConfiguration('rc6128-enc-lu4-sq-online-all')));
    expect(lu4.rows[0].label).toBe('Round 1 of 4 in one clock: rounds 1, 5, 9, 13, 17');
    expect(lu4.loop?.label).toBe('loop: 5 passes of 4 rounds');
    expect(lu4.registers.map((r) => r.register.name)).toEqual(['r1.out']);

    const sp = deriveDatapath(simCore.parseConfiguration('rc6256-encdec-sp1m1-sq-offline-all'));
    expect(sp.registers.map((r) => r.name)).toEqual(['r1.quad', 'r1.out']);
    expect(sp.exitText).toBe('whitening + S₄₂,₄₃ / − S₀,₁');
    expect(sp.keySchedule.kind).toBe('offline');
    expect(sp.keySchedule.setup).toBe(false);
    expect(sp.keySchedule.summary).toMatch(/11 blocks, S\[4b\.\.4b\+3\]/);
    const lu1 = deriveDatapath(simCore.parseConfiguration('rc6128-enc-lu1-sq-online-all'));
    expect(lu1.entryText).toEqual({ title: 'new block + S₀, S₁', detail: 'B, D whitened, into round 1' });
    expect(lu1.exitText).toBe('post-whitening + S₄₂, S₄₃');
    expect(lu1.keySchedule.setup).toBe(true);
    expect(lu1.keySchedule.summary).toMatch(/132 iterations, two a cycle .*takes its first block during that pass/);
    const decrypting = deriveDatapath(simCore.parseConfiguration('rc6128-dec-lu1-sq-online-all'));
    expect(decrypting.keySchedule.summary).toMatch(/blocks wait for the whole setup \(67 cycles/);
    expect(operationsOf(lu1.slices[0]).map((o) => describeOperation(o).label)).toEqual([
      'f(B), f(D) ⋘ 5',
      'A⊕t ⋘ u, C⊕u ⋘ t',
      '+ S[2i], S[2i+1]',
    ]);
    for (const [token, detail] of [
      ['sq', 't, u: squarer'],
      ['dsp', 't, u: * on DSP blocks'],
      ['arr', 't, u: array multiplier'],
    ]) {
      const d = deriveDatapath(simCore.parseConfiguration(`rc6128-enc-lu1-${token}-online-all`));
      expect(describeOperation(operationsOf(d.slices[0])[0]).detail).toBe(detail);
    }
    const dec = deriveDatapath(simCore.parseConfiguration('rc6192-dec-sp1m2-sq-offline-all'));
    expect(dec.entryText.title).toBe('new block − S₄₂, S₄₃');
    expect(dec.exitText).toBe('whitening undone − S₀, S₁');
    expect(registersOf(dec.slices[0]).map((r) => r.name)).toEqual(['r1.quad', 'r1.rot', 'r1.out']);
  });
});

describe("what an RC6 register holds, against sim-core's trace", () => {
  test.each([
    ['00000000000000000000000000000000', '00000000000000000000000000000000'],
    ['0123456789abcdef0112233445566778899aabbccddeeff0', '02132435465768798a9bacbdcedfe0f1'],
    ['0123456789abcdef0112233445566778899aabbccddeeff01032547698badcfe', '02132435465768798a9bacbdcedfe0f1'],
  ])('key %s, block %s: every round, all three registers, both ways', (key, plaintext) => {
    const { keys, forward, ciphertext, backward } = traces(key, plaintext);
    expect(keys).toHaveLength(11);
    // The whitening words are the table's S[0], S[1] and S[42], S[43].
    const [s0, s1] = toWords(keys[0]);
    const [, , s42, s43] = toWords(keys[10]);
    const [a, b, c, d] = toWords(plaintext);
    expect(toWords(step(forward, 1, 'pre_white'))).toEqual([a, (b + s0) >>> 0, c, (d + s1) >>> 0]);
    const [pa, pb, pc, pd] = toWords(step(forward, 20, 'perm'));
    expect(toWords(ciphertext)).toEqual([(pa + s42) >>> 0, pb, (pc + s43) >>> 0, pd]);
    const view = datapathOf('rc6').state;
    for (let r = 1; r <= 20; r++) {
      const out = rc6RegisterState(forward, keys, plaintext, 'out', r);
      // The rounds finished: the trace's state after round r (round 20's before the post-whitening).
      expect(out.hex).toBe(step(forward, r, 'perm'));
      if (r < 20) expect(out.hex).toBe(step(forward, r, 'out'));
      expect(out.label).toBe(`round[${String(r).padStart(2, ' ')}].perm`);
      const quad = rc6RegisterState(forward, keys, plaintext, 'quad', r);
      expect(quad.hex).toBe(r === 1 ? step(forward, 1, 'pre_white') : step(forward, r - 1, 'out'));
      expect(quad.label).toMatch(/ \+ t, u$/);
      expect(rc6RegisterState(forward, keys, plaintext, 'rot', r).hex).toBe(step(forward, r, 'rot'));
      // Decrypting, round d undoes encryption round 21 − d, and each step leaves the state
      // encryption had before the step it undoes: after part F (ixor) the state before round
      // 21 − d, i.e. after round 20 − d (pre-whitened, the whitening undone on the way out, in d = 20).
      const back = rc6RegisterState(backward, keys, ciphertext, 'out', r);
      expect(back.hex).toBe(r === 20 ? step(forward, 1, 'pre_white') : step(forward, 20 - r, 'out'));
      expect(back.label).toBe(`round[${String(r).padStart(2, ' ')}].ixor`);
      const backQuad = rc6RegisterState(backward, keys, ciphertext, 'quad', r);
      expect(backQuad.hex).toBe(r === 1 ? step(forward, 20, 'perm') : step(forward, 21 - r, 'out'));
      // After part R undone: the state encryption had after its xor of round 21 − d.
      expect(rc6RegisterState(backward, keys, ciphertext, 'rot', r).hex).toBe(step(forward, 21 - r, 'xor'));
      // The view's table reads the same.
      const register = { index: 0, name: 'r1.out', unit: 1, position: 'out' as const, sboxStage: 0 };
      expect(view.registerState(forward, keys, plaintext, register, r).hex).toBe(out.hex);
    }
  });

  test("a register RC6 has not, a round it does not run, a trace that is not the block's: refused", () => {
    const key = '00'.repeat(16);
    const plaintext = '00112233445566778899aabbccddeeff';
    const { keys, forward: trace } = traces(key, plaintext);
    expect(rc6RegisterState(trace, keys, plaintext, 'quad', 1).label).toBe('round[ 1].pre_white + t, u');
    expect(() => rc6RegisterState(trace, keys, plaintext, 'f', 1)).toThrow(/no f register/);
    expect(() => rc6RegisterState(trace, keys, plaintext, 'out', 21)).toThrow(/rounds 1 to 20/);
    expect(() => rc6RegisterState(trace, keys.slice(0, 2), plaintext, 'out', 1)).toThrow(/11 blocks/);
    expect(() => rc6RegisterState(trace, keys, '00'.repeat(16), 'out', 1)).toThrow(/sim-core's trace's pre_white/);
  });
});
