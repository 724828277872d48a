import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from './url-state';

const defaults = { configId: 'aes128-enc-lu1-lut-online-ecb', key: 'k', plaintext: 'p' };
const check = (id: string) => (id.startsWith('aes') ? null : `'${id}' is not a configuration`);

describe('URL state', () => {
  it('round-trips through the URL', () => {
    const state = { configId: 'aes128-enc-lu1-lut-online-ecb', key: '00 01', plaintext: 'aa\nbb' };
    expect(readUrlState(writeUrlState(state), defaults, check)).toEqual({
      state: { ...state, key: '0001' },
      problems: [],
    });
  });

  it('reports a bad configuration by parameter name and keeps the default', () => {
    const { state, problems } = readUrlState('?config=bogus', defaults, check);
    expect(state.configId).toBe(defaults.configId);
    expect(problems).toEqual([`URL parameter "config": 'bogus' is not a configuration`]);
  });

  it('reports parameters it does not know', () => {
    expect(readUrlState('?colour=red', defaults, check).problems[0]).toMatch(/"colour" is not one this page reads/);
  });
});
