import { describe, expect, it } from 'vitest';
import { boardById } from '@board/boards.mjs';
import { vendorFor, type VendorBundle } from './vendor';

const arty = boardById('arty-a7-35t');
const bundle: VendorBundle = {
  'arty-a7-35t': {
    tool: 'vivado',
    ciphers: {
      aes: { Makefile: 'all:\n', 'cipherscope.tcl': 'aes' },
      serpent: { Makefile: 'all:\n', 'cipherscope.tcl': 'serpent' },
    },
  },
};

describe('vendor scripts from the bundle', () => {
  it('gives a board without a vendor project nothing, bundle or not', () => {
    expect(vendorFor(null, boardById('icebreaker'), 'aes')).toBeNull();
    expect(vendorFor(bundle, boardById('tang-nano-9k'), 'serpent')).toBeNull();
  });

  it("gives a vendor board its tool's scripts for the core's own cipher", () => {
    for (const cipher of ['aes', 'serpent']) {
      const input = vendorFor(bundle, arty, cipher)!;
      expect([...input.vivado.keys()]).toEqual(['Makefile', 'cipherscope.tcl']);
      expect(input.vivado.get('cipherscope.tcl')).toBe(cipher);
    }
  });

  it('names what is missing: the bundle, the entry, the right tool, the cipher, any file', () => {
    expect(() => vendorFor(null, arty, 'aes')).toThrow(
      /built without the vendor scripts bundle \(build\/export\/vendor-scripts.json\).*Arty A7-35T's AMD Vivado project.*npm run build/,
    );
    expect(() => vendorFor({}, arty, 'aes')).toThrow(/no entry for arty-a7-35t/);
    expect(() => vendorFor({ 'arty-a7-35t': { tool: 'quartus', ciphers: { aes: { a: 'b' } } } }, arty, 'aes')).toThrow(
      /has quartus scripts for arty-a7-35t, but the Arty A7-35T is built with AMD Vivado/,
    );
    expect(() => vendorFor(bundle, arty, 'twofish')).toThrow(/no AMD Vivado files for twofish cores on arty-a7-35t/);
    expect(() => vendorFor({ 'arty-a7-35t': { tool: 'vivado', ciphers: { aes: {} } } }, arty, 'aes')).toThrow(
      /no AMD Vivado files for aes cores on arty-a7-35t/,
    );
  });
});
