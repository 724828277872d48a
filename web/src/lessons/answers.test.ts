// Exercises are checked against what the lab computes: here the real RTL (the built
// WebAssembly models, run as the worker runs them) reproduces Elbirt et al.'s cycles per
// block, sim-core predicts them, and its trace gives FIPS-197's bytes.
import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { computeAnswer, computeExerciseAnswer, formatAnswer } from './answers';
import { nodeRunner } from './node-runner';
import type { AnswerSource, ModeName } from './schema';

const simCore = loadSimCore();
const simulate = (
  config: string,
  mode: ModeName,
  extra: Partial<Extract<AnswerSource, { from: 'simulate' }>> = {},
): Extract<AnswerSource, { from: 'simulate' }> => ({
  from: 'simulate',
  config: `aes128-enc-${config}-lut-online-all`,
  mode,
  decrypt: false,
  blocks: 64,
  chains: 1,
  measure: 'cyclesPerBlock',
  clockMHz: null,
  keyBits: null,
  ...extra,
});

describe('answers computed by running the lab', () => {
  it.each([
    ['lu1', 'ecb', 11],
    ['lu2', 'ecb', 6],
    ['lu5', 'cbc', 3],
    ['pp2', 'ecb', 5.5],
    ['pp2', 'cbc', 11],
    ['pp5', 'ctr', 2.2],
    ['sp2m1', 'cbc', 21],
    ['sp5m1', 'ecb', 2.2],
  ] as const)('%s in %s: %f cycles per block on the RTL', async (config, mode, expected) => {
    expect(await computeAnswer(simCore, simulate(config, mode, { blocks: 200 }), nodeRunner)).toBeCloseTo(expected, 9);
  });

  it('measures latency, blocks in flight and throughput from the same run', async () => {
    expect(await computeAnswer(simCore, simulate('sp2m1', 'ecb', { measure: 'latency' }), nodeRunner)).toBe(21);
    expect(await computeAnswer(simCore, simulate('sp2m1', 'ecb', { measure: 'inFlight' }), nodeRunner)).toBe(4);
    // Elbirt et al.'s LU-1: 128 × 25.3 MHz / 11.
    expect(
      await computeAnswer(simCore, simulate('lu1', 'ecb', { measure: 'throughputMbps', clockMHz: 25.3 }), nodeRunner),
    ).toBeCloseTo(294.4, 1);
    // Four interleaved chains fill SP-2-1's four registers again.
    expect(
      await computeAnswer(simCore, simulate('sp2m1', 'interleavedCbc', { chains: 4, blocks: 200 }), nodeRunner),
    ).toBeCloseTo(5.5, 9);
  });

  it('runs a 3-in-1 core at the key size an exercise names', async () => {
    const source: AnswerSource = {
      ...simulate('lu1', 'ecb'),
      config: 'aes3in1-encdec-lu1-lut-banked-all',
      keyBits: 256,
    };
    expect(await computeAnswer(simCore, source, nodeRunner)).toBe(15);
  });

  it('says so when a run is too short to reach a steady state', async () => {
    await expect(computeAnswer(simCore, simulate('sp5m1', 'ecb', { blocks: 12 }), nodeRunner)).rejects.toThrow(
      'reached no steady state',
    );
  });

  it("gives an exercise's answer in the exercise's unit", async () => {
    const never = () => Promise.reject(new Error('no RTL run expected'));
    const answer = {
      from: 'predict',
      config: 'aes128-enc-lu1-lut-online-all',
      mode: 'ecb',
      decrypt: false,
      measure: 'throughputMbps',
      clockMHz: 25.3,
    } as const;
    // 128 × 25.3 MHz / 11 cycles per block.
    expect(await computeExerciseAnswer(simCore, { answer, unit: 'Mbit/s' }, never)).toBeCloseTo(294.4, 1);
    expect(await computeExerciseAnswer(simCore, { answer, unit: 'Gbit/s' }, never)).toBeCloseTo(0.2944, 4);
    expect(formatAnswer(5.5, 'number')).toBe('5.5');
    expect(formatAnswer(2.2000000001, 'number')).toBe('2.2');
    expect(formatAnswer(10, 'hex')).toBe('0a');
  });

  it('asks sim-core for predictions and trace bytes', async () => {
    const never = () => Promise.reject(new Error('no RTL run expected'));
    const predict = (measure: 'cyclesPerBlock' | 'keySetup', mode: ModeName): AnswerSource => ({
      from: 'predict',
      config: 'aes128-enc-sp2m1-lut-online-all',
      mode,
      decrypt: false,
      measure,
      clockMHz: null,
    });
    expect(await computeAnswer(simCore, predict('cyclesPerBlock', 'cbc'), never)).toBe(21);
    expect(await computeAnswer(simCore, predict('cyclesPerBlock', 'ecb'), never)).toBe(5.5);
    // FIPS-197 Appendix C.1, round 1 after SubBytes: 63 ca b7 04 …
    const trace: AnswerSource = {
      from: 'trace',
      cipher: 'aes',
      key: '000102030405060708090a0b0c0d0e0f',
      block: '00112233445566778899aabbccddeeff',
      round: 1,
      step: 's_box',
      byte: 1,
    };
    expect(await computeAnswer(simCore, trace, never)).toBe(0xca);
  });
});
