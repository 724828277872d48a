// Deriving a datapath from a cipher's plug-in (derive.ts): the model's probe names checked
// against the derivation, and the words a structure gives by direction.
import { describe, expect, test } from 'vitest';
import type { Configuration } from '@sim-core';
import { loadSimCore } from '../test-support/built';
import { deriveDatapath } from './derive';
import { byDirection } from './structure';

const simCore = loadSimCore();

describe('disagreement with the model', () => {
  test('a probe name or count the description does not give is reported', () => {
    const config: Configuration = simCore.parseConfiguration('aes128-enc-pp2-lut-online-all');
    expect(deriveDatapath(config, ['r1.ark', 'r2.ark']).problems).toEqual([]);
    expect(deriveDatapath(config, ['r1.ark', 'r2.sbox']).problems).toEqual([
      'stage 1: the model calls it r2.sbox, the description r2.ark',
    ]);
    expect(deriveDatapath(config, ['r1.ark']).problems).toEqual([
      'the model reports 1 register stages, the description gives 2',
    ]);
  });

  test('without a model the derived names stand', () => {
    const config: Configuration = simCore.parseConfiguration('aes128-enc-sp10m3-cfp-offline-all');
    const datapath = deriveDatapath(config);
    expect(datapath.registers).toHaveLength(81);
    expect(datapath.registers.slice(0, 10).map((r) => r.name)).toEqual([
      'in',
      'r1.sbox1',
      'r1.sbox2',
      'r1.sbox3',
      'r1.sbox4',
      'r1.sbox5',
      'r1.shift',
      'r1.mix',
      'r1.ark',
      'r2.sbox1',
    ]);
  });
});

describe('text by direction', () => {
  test("each direction's own, as RC6 and Twofish name their whitening", () => {
    const texts = { encrypt: '+ S₀, S₁', decrypt: '− S₄₂, S₄₃', unified: '± S₀,₁ / S₄₂,₄₃' };
    expect(byDirection({ direction: 'encrypt' }, texts)).toBe('+ S₀, S₁');
    expect(byDirection({ direction: 'decrypt' }, texts)).toBe('− S₄₂, S₄₃');
    expect(byDirection(simCore.parseConfiguration('rc6256-encdec-sp1m1-sq-offline-all'), texts)).toBe(
      '± S₀,₁ / S₄₂,₄₃',
    );
  });

  test("Serpent enters decryption with K₃₂: it undoes encryption's last round first", () => {
    const entry = (id: string) => deriveDatapath(simCore.parseConfiguration(id)).entryText.detail;
    expect(entry('serpent128-enc-lu1-lut-online-all')).toBe('into round 1 (⊕ K₀ there)');
    expect(entry('serpent128-dec-lu1-lut-online-all')).toBe('into round 1 (⊕ K₃₂ there)');
  });
});
