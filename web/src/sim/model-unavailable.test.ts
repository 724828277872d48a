import { describe, expect, it } from 'vitest';
import { modelBuildingMessage, modelNotBuiltMessage, modelUnreachableMessage } from './model-unavailable';

describe('model unavailable messages', () => {
  it('say how to build a model the server does not have', () => {
    expect(modelNotBuiltMessage('aes128-x')).toBe(
      'The simulator for aes128-x is not built. Build it with: npm run model -- aes128-x',
    );
  });

  it('say a model the server is still building will be there soon, without a command to run', () => {
    expect(modelBuildingMessage('aes128-x')).toBe(
      'The simulator for aes128-x is still being built; try again in a minute, when the lab lists it as ready.',
    );
  });

  it('say offline that the configuration was never stored here, and what still works', () => {
    const text = modelUnreachableMessage('aes128-x', false);
    expect(text).toMatch(/^You are offline, and aes128-x has not run on this device before/);
    expect(text).toContain('Configurations that have run on this device before still work offline.');
  });

  it('say online that the server did not answer', () => {
    expect(modelUnreachableMessage('aes128-x', true)).toMatch(
      /^The simulator for aes128-x could not be downloaded: the server did not answer/,
    );
  });
});
