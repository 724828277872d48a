import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { ecbForm } from './board-form';

const simCore = loadSimCore();

describe("a run-time-mode core's board form", () => {
  it('is the same core in ECB for a -all configuration', () => {
    expect(ecbForm(simCore.parseConfiguration('aes128-enc-lu1-lut-online-all'), simCore.parseConfiguration)?.id).toBe(
      'aes128-enc-lu1-lut-online-ecb',
    );
  });

  it('is nothing else for a single-mode core', () => {
    expect(
      ecbForm(simCore.parseConfiguration('aes128-enc-lu1-bram-online-ecb'), simCore.parseConfiguration),
    ).toBeNull();
    expect(ecbForm(simCore.parseConfiguration('aes128-enc-pp2-lut-online-cbc'), simCore.parseConfiguration)).toBeNull();
  });
});
