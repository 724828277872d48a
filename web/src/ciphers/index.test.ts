import { describe, expect, it } from 'vitest';
import ciphers from '@registry/ciphers.json';
import { cipherPlugins, pluginOf } from './index';

describe('cipher plug-ins', () => {
  it('has one plug-in for every cipher of registry/ciphers.json, and no other', () => {
    expect(cipherPlugins.map((p) => p.id).sort()).toEqual(ciphers.ciphers.map((c) => c.id).sort());
  });
  it('names the id it has no plug-in for', () => {
    expect(() => pluginOf('nosuch')).toThrow(/no plug-in for the cipher 'nosuch'/);
  });
  it('gives each cipher a marker of its own on the finalists chart: no shape or colour twice', () => {
    const markers = cipherPlugins.map((p) => p.marker);
    expect(new Set(markers.map((m) => m.shape)).size).toBe(markers.length);
    expect(new Set(markers.map((m) => m.colour)).size).toBe(markers.length);
  });
});
