import { describe, expect, it } from 'vitest';
import { emptyModelIndex, isBuilding, modelRevision, parseModelIndex } from './model-index';

const written = {
  ready: { 'aes128-x': { 'model.mjs': '0123456789abcdef', 'model.wasm': 'fedcba9876543210' } },
  building: ['aes256-y'],
};

describe('the model index', () => {
  it('reads what scripts/lib/site-models.mjs writes', () => {
    const index = parseModelIndex(JSON.parse(JSON.stringify(written)));
    expect(index).toEqual(written);
    expect(isBuilding(index, 'aes256-y')).toBe(true);
    expect(isBuilding(index, 'aes128-x')).toBe(false);
  });

  it('gives each ready model file its revision, and nothing for others', () => {
    const index = parseModelIndex(written);
    expect(modelRevision(index, 'models/aes128-x/model.wasm')).toBe('fedcba9876543210');
    expect(modelRevision(index, 'models/aes128-x/model.mjs')).toBe('0123456789abcdef');
    expect(modelRevision(index, 'models/aes256-y/model.wasm')).toBeUndefined();
    expect(modelRevision(index, 'models/aes128-x/other.js')).toBeUndefined();
    expect(modelRevision(index, 'models/index.json')).toBeUndefined();
  });

  it('refuses an index of another shape, saying what is wrong', () => {
    expect(() => parseModelIndex(['aes128-x'])).toThrow('expected { ready: {…}, building: […] }');
    expect(() => parseModelIndex({ ready: { 'aes128-x': { 'model.mjs': 'r' } }, building: [] })).toThrow(
      'aes128-x lacks the revisions',
    );
    expect(() => parseModelIndex({ ready: {}, building: [1] })).toThrow('building lists');
  });

  it('knows nothing is building before the index is read', () => {
    expect(isBuilding(null, 'aes128-x')).toBe(false);
    expect(isBuilding(emptyModelIndex, 'aes128-x')).toBe(false);
  });
});
