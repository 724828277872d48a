import { describe, expect, it } from 'vitest';
import { cacheNames, isStaleCache } from './cache-names';

describe('cache names', () => {
  const current = cacheNames('https://school.example/lab/', 'v2');

  it('name the shell by version and the models by site only', () => {
    expect(current).toEqual({ shell: 'cipherscope /lab/ shell v2', models: 'cipherscope /lab/ models' });
    expect(cacheNames('https://school.example/', 'v2').shell).toBe('cipherscope / shell v2');
  });

  it('find the shells of older builds of this site stale', () => {
    expect(isStaleCache('cipherscope /lab/ shell v1', current)).toBe(true);
  });

  it('keep the current shell, the models and any other site or program', () => {
    expect(isStaleCache(current.shell, current)).toBe(false);
    expect(isStaleCache(current.models, current)).toBe(false);
    expect(isStaleCache('cipherscope /lab-2024/ shell v1', current)).toBe(false);
    expect(isStaleCache('cipherscope / shell v1', current)).toBe(false);
    expect(isStaleCache('someone-else', current)).toBe(false);
  });
});
