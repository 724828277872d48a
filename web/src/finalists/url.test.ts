import { describe, expect, test } from 'vitest';
import { defaultState, finalistsHref, readFinalistsUrl } from './url';

const ids = ['aes', 'serpent', 'twofish', 'rc6', 'mars', 'des'];

describe('the finalists view URL', () => {
  test('no parameters: non-feedback, every cipher and architecture, nothing reported', () => {
    expect(readFinalistsUrl('?finalists', ids)).toEqual({ state: defaultState(ids), problems: [] });
  });

  test('reads mode, ciphers and kinds, in the page order, and writes the same link back', () => {
    const search = '?finalists&mode=feedback&ciphers=serpent,aes&kinds=PP,lu';
    const { state, problems } = readFinalistsUrl(search, ids);
    expect(problems).toEqual([]);
    expect(state).toEqual({ mode: 'feedback', ciphers: ['aes', 'serpent'], kinds: ['LU', 'PP'] });
    expect(finalistsHref(state, ids)).toBe('?finalists&mode=feedback&ciphers=aes,serpent&kinds=LU,PP');
    expect(readFinalistsUrl(finalistsHref(state, ids), ids).state).toEqual(state);
    expect(finalistsHref(defaultState(ids), ids)).toBe('?finalists');
  });

  test('a bad value is reported by name and ignored, the rest still read', () => {
    const { state, problems } = readFinalistsUrl('?finalists&mode=cbc&ciphers=aes,blowfish&kinds=XX&zoom=2', ids);
    expect(state).toEqual({ mode: 'stream', ciphers: ['aes'], kinds: ['LU', 'PP', 'SP', 'BS'] });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.includes('"zoom"'))).toMatch(/not one this view reads/);
    expect(problems.find((p) => p.includes('"mode"'))).toMatch(/“cbc”/);
    expect(problems.find((p) => p.includes('"ciphers"'))).toMatch(/“blowfish”/);
    expect(problems.find((p) => p.includes('"kinds"'))).toMatch(/“XX”/);
  });

  test('an empty list is reported and shows everything; so does `mode=non-feedback` read as the default', () => {
    const { state, problems } = readFinalistsUrl('?finalists&ciphers=&kinds=&mode=non-feedback', ids);
    expect(state).toEqual(defaultState(ids));
    expect(problems).toEqual([
      'URL parameter "ciphers" is empty; showing every cipher',
      'URL parameter "kinds" is empty; showing every architecture',
    ]);
  });
});
