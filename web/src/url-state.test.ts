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

  it('round-trips the configuration to compare with, and leaves it out when there is none', () => {
    const state = {
      configId: 'aes128-enc-lu1-lut-online-all',
      key: '00',
      plaintext: 'aa',
      compareId: 'aes128-enc-pp10-lut-online-all',
    };
    expect(writeUrlState(state)).toContain('compare=aes128-enc-pp10-lut-online-all');
    expect(readUrlState(writeUrlState(state), defaults, check)).toEqual({ state, problems: [] });
    expect(writeUrlState({ ...state, compareId: undefined })).not.toContain('compare');
  });

  it('reports a bad configuration to compare with by parameter name and compares with nothing', () => {
    const { state, problems } = readUrlState('?config=aes128-enc-pp5-lut-online-all&compare=nope', defaults, check);
    expect(state.configId).toBe('aes128-enc-pp5-lut-online-all');
    expect(state.compareId).toBeUndefined();
    expect(problems).toEqual([`URL parameter "compare": 'nope' is not a configuration`]);
  });

  it('round-trips the mode, leaves ECB out, and reports an unknown one', () => {
    const state = { configId: 'aes128-enc-pp5-lut-online-all', key: '00', plaintext: 'aa', mode: 'cbc' };
    expect(readUrlState(writeUrlState(state), defaults, check)).toEqual({ state, problems: [] });
    expect(writeUrlState({ ...state, mode: 'ecb' })).not.toContain('mode');
    const { state: read, problems } = readUrlState('?mode=xts', defaults, check);
    expect(read.mode).toBeUndefined();
    expect(problems[0]).toMatch(/"mode": 'xts' is not a mode/);
  });

  it('reports parameters it does not know', () => {
    expect(readUrlState('?colour=red', defaults, check).problems[0]).toMatch(/"colour" is not one this page reads/);
  });
});
