// MARS in the datapath view: every prebuilt MARS core's derived datapath against the probe
// names its RTL registers (LU-1's `loop`; PP-3's `mix_in`, `core`, `mix_out`, one a layer:
// Dandalis, Prasanna and Rolim, CHES 2000, Sec. 4.1), laid out without overlaps, and what a
// register holds, read from sim-core's trace, against the trace's own states, the key
// addition at entry and subtraction at exit under sim-core's K[0..39], and the layer and the
// submission's round index of each of the 32 rounds, encrypting and decrypting, for each key
// size. That the RTL's registers hold these states: cipher-rtl-state.test.ts.
import { describe, expect, test } from 'vitest';
import { cipherDatapathFixture, laidOut, step } from '../../../test-support/cipher-datapath';
import { datapathOf, deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import { describeOperation } from '../../../datapath/operations';
import { stateWords } from '../../../datapath/cipher-state';
import { marsRegisterState, marsRound } from './state';
import { marsRoundPlace } from './layers';
import { toWords, wordHex } from '../../../datapath/block-words';
import { axesOf, idOf } from '../../../config-axes';

const { simCore, registered, ids, probes, traces, derived } = cipherDatapathFixture('mars');

const label = (r: number, name: string) => `round[${String(r).padStart(2, ' ')}].${name}`;

describe('the datapath of every prebuilt MARS core', () => {
  test('the registry has the three MARS configurations', () =>
    expect(registered).toEqual([
      'mars128-encdec-lu1-lut-online-all',
      'mars128-enc-lu1-lut-online-all',
      'mars128-encdec-pp3-bram-online-all',
    ]));

  test.each(ids)('%s: one register per probe, named as the RTL names it, in front of its layers; laid out', (id) => {
    const { config, datapath } = derived(id);
    // Encrypting only, the key words of one direction; both ways, both.
    const both = config.direction !== 'encrypt';
    expect(datapath.entryText).toEqual({
      title: both ? 'block + K₀₋₃ / K₃₆₋₃₉' : 'new block + K₀…K₃',
      detail: expect.stringMatching(/^D0–D3 keyed/),
    });
    expect(datapath.exitText).toBe(both ? 'out: − K₃₆₋₃₉ / − K₀₋₃' : '− K₃₆…K₃₉ on the way out');
    expect(datapath.keySchedule.setup).toBe(true);
    expect(datapath.keySchedule.summary).toMatch(/245 cycles in all, on an S-box port of its own/);
    // registry/ciphers.json's earlyEntry: only an encrypting core with the S-box in logic starts beside the setup.
    const early =
      config.direction === 'encrypt' && config.sbox !== 'blockRam' && config.sbox !== 'blockRamArrayMultiplier';
    expect(datapath.keySchedule.summary.includes('takes its first block while the last ten words are stirred')).toBe(
      early,
    );
    // Every slice opens with its register (mars_stage_reg.sv: in front of the round logic).
    for (const slice of datapath.slices) expect(slice.elements[0].kind).toBe('register');
    const lu = config.architecture.kind === 'LU';
    if (lu) {
      expect(probes.get(id)).toEqual(['loop']);
      expect(datapath.slices).toHaveLength(1);
      expect(operationsOf(datapath.slices[0]).map((o) => describeOperation(o).label)).toEqual(
        both
          ? ['fwd mix or bwd⁻¹', 'core, or undone', 'bwd mix or fwd⁻¹']
          : ['forward mixing', 'E-function, Feistel', 'backward mixing'],
      );
      expect(datapath.loop).toEqual({ roundsPerPass: 1, passes: [{ rounds: 32, passes: 32 }] });
    } else {
      expect(probes.get(id)).toEqual(['mix_in', 'core', 'mix_out']);
      expect(datapath.slices.map((s) => registersOf(s).map((r) => r.position))).toEqual([
        ['mix_in'],
        ['core'],
        ['mix_out'],
      ]);
      expect(datapath.slices.map((s) => operationsOf(s).map((o) => describeOperation(o).label))).toEqual([
        ['S0, S1 by D0’s bytes', '⊕, + into D1–D3', 'D0 ⋙ 24, turn'],
        ['E: + K₂ᵢ₊₄, × K₂ᵢ₊₅', 'S[9 bits], ⋘ 5, 13, r', 'D1–D3 ±⊕ L, M, R'],
        ['S0, S1 by D0’s bytes', '⊕, − into D1–D3', 'D0 ⋘ 24, turn'],
      ]);
      // The block RAM S-box (hdl/doc/mars.md: addressed a cycle ahead, no cycle's cost).
      expect(describeOperation(operationsOf(datapath.slices[0])[0]).detail).toBe('S in block RAM');
      expect(describeOperation(operationsOf(datapath.slices[1])[0]).detail).toBe('* on DSP blocks');
      // No loop through all three: each stage loops on its layer's 8, 16, 8 rounds.
      expect(datapath.loop).toBeNull();
      expect(datapath.slices.map((s) => s.repeats)).toEqual([8, 16, 8]);
      expect(datapath.slices.map((s) => s.boundary)).toEqual(['pass', 'pass', 'leave']);
      expect(datapath.slices.map((s) => s.label)).toEqual([
        'mix_in: forward mixing, or backward undone, rounds 1–8, then on when core is free',
        'core: keyed core, or undone, rounds 9–24, then on when mix_out is free',
        'mix_out: backward mixing, or forward undone, rounds 25–32, then out',
      ]);
    }

    const layout = laidOut(datapath);
    expect(layout.exits).toHaveLength(1);
    // The key schedule's wires go to the core's E-function, which takes K₂ᵢ₊₄ and K₂ᵢ₊₅.
    expect(layout.keyWires).toHaveLength(1);
    if (lu) expect(layout.loop?.label).toBe('loop: 32 passes of 1 round');
    else expect(layout.stageLoops.map((l) => l.label)).toEqual(['loops 8 rounds', 'loops 16 rounds', 'loops 8 rounds']);
  });

  test('the implementation tokens: lut, bram, arr, bramarr name the S-box and the multiplier', () => {
    for (const [token, sbox, multiplier] of [
      ['lut', 'S in logic', '* on DSP blocks'],
      ['bram', 'S in block RAM', '* on DSP blocks'],
      ['arr', 'S in logic', 'array multiplier'],
      ['bramarr', 'S in block RAM', 'array multiplier'],
    ]) {
      const id = `mars128-enc-pp3-${token}-online-ecb`;
      const config = simCore.parseConfiguration(id);
      expect(idOf(axesOf(config))).toBe(id);
      const datapath = deriveDatapath(config);
      expect(datapath.problems).toEqual([]);
      expect(describeOperation(operationsOf(datapath.slices[1])[0]).detail).toBe(multiplier);
      expect(describeOperation(operationsOf(datapath.slices[1])[1]).detail).toBe(`L, M, R; ${sbox}`);
      expect(datapath.entryText.title).toBe('new block + K₀…K₃');
      expect(datapath.exitText).toBe('− K₃₆…K₃₉ on the way out');
    }
    const dec = deriveDatapath(simCore.parseConfiguration('mars256-dec-lu1-arr-offline-cbc'));
    expect(dec.registers.map((r) => r.name)).toEqual(['loop']);
    expect(dec.entryText.title).toBe('new block + K₃₆…K₃₉');
    expect(dec.exitText).toBe('− K₀…K₃ on the way out');
    expect(dec.keySchedule.summary).toMatch(/^Offline: K\[0\.\.39\].*10 blocks/);
    expect(operationsOf(dec.slices[0]).map((o) => describeOperation(o).label)).toEqual([
      'backward mixing⁻¹',
      'core undone',
      'forward mixing⁻¹',
    ]);
  });
});

describe("what a MARS register holds, against sim-core's trace", () => {
  test('the layer and round of each of the 32 rounds, as mars_arch_pkg.sv numbers them', () => {
    expect([1, 8, 9, 24, 25, 32].map((r) => marsRoundPlace(r, false))).toEqual([
      { stage: 0, layer: 'forwardMixing', index: 0, inverse: false },
      { stage: 0, layer: 'forwardMixing', index: 7, inverse: false },
      { stage: 1, layer: 'core', index: 0, inverse: false },
      { stage: 1, layer: 'core', index: 15, inverse: false },
      { stage: 2, layer: 'backwardMixing', index: 0, inverse: false },
      { stage: 2, layer: 'backwardMixing', index: 7, inverse: false },
    ]);
    // Decrypting round d undoes encryption's round 33 − d (layer_index: 7 − r, 23 − r, 31 − r).
    expect([1, 8, 9, 24, 25, 32].map((r) => marsRoundPlace(r, true))).toEqual([
      { stage: 0, layer: 'backwardMixing', index: 7, inverse: true },
      { stage: 0, layer: 'backwardMixing', index: 0, inverse: true },
      { stage: 1, layer: 'core', index: 15, inverse: true },
      { stage: 1, layer: 'core', index: 0, inverse: true },
      { stage: 2, layer: 'forwardMixing', index: 7, inverse: true },
      { stage: 2, layer: 'forwardMixing', index: 0, inverse: true },
    ]);
    expect(() => marsRoundPlace(0, false)).toThrow(/rounds 1 to 32/);
    expect(() => marsRoundPlace(33, true)).toThrow(/rounds 1 to 32/);
  });

  test.each([
    ['00000000000000000000000000000000', '00000000000000000000000000000000'],
    ['0123456789abcdef0112233445566778899aabbccddeeff0', '02132435465768798a9bacbdcedfe0f1'],
    ['0123456789abcdef0112233445566778899aabbccddeeff01032547698badcfe', '00112233445566778899aabbccddeeff'],
  ])('key %s, block %s: every round, every register, both ways', (key, plaintext) => {
    const { keys, forward, ciphertext, backward } = traces(key, plaintext);
    expect(keys).toHaveLength(10);
    // K[w]: block ⌊w/4⌋, word w mod 4 of sim-core's round keys.
    const k = (w: number) => toWords(keys[Math.floor(w / 4)])[w % 4];
    // The key addition at entry and the subtraction at exit, word by word.
    expect(toWords(step(forward, 1, 'k_add'))).toEqual(toWords(plaintext).map((w, p) => (w + k(p)) >>> 0));
    expect(toWords(ciphertext)).toEqual(toWords(step(forward, 32, 'b_mix')).map((w, p) => (w - k(36 + p)) >>> 0));
    const view = datapathOf('mars').state;
    for (let r = 1; r <= 32; r++) {
      for (const position of ['loop', 'mix_in', 'core', 'mix_out'] as const) {
        // The register holds the block before round r: after the key addition, or round r − 1.
        const held = marsRegisterState(forward, keys, plaintext, position, r);
        expect(held.hex).toBe(r === 1 ? step(forward, 1, 'k_add') : step(forward, r - 1, 'out'));
        const back = marsRegisterState(backward, keys, ciphertext, position, r);
        // Decrypting, round d undoes encryption round 33 − d: before it, the state after 33 − d.
        expect(back.hex).toBe(r === 1 ? step(forward, 32, 'b_mix') : step(forward, 33 - r, 'out'));
      }
      const place = marsRoundPlace(r, false);
      const round = marsRound(forward, keys, plaintext, r);
      const name = { forwardMixing: 'f_mix', core: 'core', backwardMixing: 'b_mix' }[place.layer];
      expect(round.steps[1].hex).toBe(step(forward, r, name));
      expect(round.steps.filter((s) => s.held)).toEqual([round.steps[0]]);
      expect(round.steps).toHaveLength(r === 32 ? 3 : 2);
      if (r === 32) expect(round.steps[2].hex).toBe(ciphertext);
      // A core round's keys: K[2i+4] added, K[2i+5] multiplied.
      expect(round.keyWords).toEqual(
        place.layer === 'core'
          ? [
              { name: expect.stringMatching(/^K/), hex: wordHex(k(2 * place.index + 4)) },
              { name: expect.stringMatching(/^K/), hex: wordHex(k(2 * place.index + 5)) },
            ]
          : [],
      );
      const undone = marsRound(backward, keys, ciphertext, r);
      expect(undone.steps.at(-1)!.hex).toBe(r === 32 ? plaintext : step(backward, r, 'iout'));
      // The view's table reads the same, words D0–D3.
      const register = { index: 0, name: 'loop', unit: 1, position: 'loop' as const, sboxStage: 0 };
      const state = view.registerState(forward, keys, plaintext, register, r);
      expect(state.hex).toBe(round.input);
      expect(stateWords(view, state.hex).map((w) => w.name)).toEqual(['D0', 'D1', 'D2', 'D3']);
    }
    expect(marsRegisterState(forward, keys, plaintext, 'loop', 1).label).toBe(`${label(1, 'k_add')} → fwd mix i=0`);
    expect(marsRegisterState(forward, keys, plaintext, 'core', 9).label).toBe(`${label(8, 'out')} → core i=0`);
    expect(marsRegisterState(backward, keys, ciphertext, 'mix_in', 1).label).toBe(
      `${label(1, 'ik_sub')} → bwd mix⁻¹ i=7`,
    );
    expect(marsRegisterState(backward, keys, ciphertext, 'core', 24).label).toBe(`${label(23, 'iout')} → core⁻¹ i=0`);
  });

  test("a register MARS has not, a round it does not run, a trace that is not the block's: refused", () => {
    const key = '00'.repeat(16);
    const plaintext = '00112233445566778899aabbccddeeff';
    const { keys, forward: trace } = traces(key, plaintext);
    expect(() => marsRegisterState(trace, keys, plaintext, 'out', 1)).toThrow(/no out register/);
    expect(() => marsRegisterState(trace, keys, plaintext, 'loop', 33)).toThrow(/rounds 1 to 32/);
    expect(() => marsRegisterState(trace, keys.slice(0, 2), plaintext, 'loop', 1)).toThrow(/10 blocks/);
    expect(() => marsRegisterState(trace, keys, '00'.repeat(16), 'loop', 1)).toThrow(/sim-core's trace's/);
  });
});
