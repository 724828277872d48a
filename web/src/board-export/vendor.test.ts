import { describe, expect, it } from 'vitest';
import { boardById } from '@board/boards.mjs';
import { vendorFor, type VendorBundle } from './vendor';

const arty = boardById('arty-a7-35t');
const bundle: VendorBundle = {
  'arty-a7-35t': { tool: 'vivado', files: { Makefile: 'all:\n', 'cipherscope.tcl': 'x' } },
};

describe('vendor scripts from the bundle', () => {
  it('gives a board without a vendor project nothing, bundle or not', () => {
    expect(vendorFor(null, boardById('icebreaker'))).toBeNull();
    expect(vendorFor(bundle, boardById('tang-nano-9k'))).toBeNull();
  });

  it("gives a vendor board its tool's scripts", () => {
    const input = vendorFor(bundle, arty)!;
    expect([...input.vivado.keys()]).toEqual(['Makefile', 'cipherscope.tcl']);
  });

  it('names what is missing: the bundle, the entry, the right tool, any file', () => {
    expect(() => vendorFor(null, arty)).toThrow(
      /built without the vendor scripts bundle \(build\/export\/vendor-scripts.json\).*Arty A7-35T's AMD Vivado project.*npm run build/,
    );
    expect(() => vendorFor({}, arty)).toThrow(/no entry for arty-a7-35t/);
    expect(() => vendorFor({ 'arty-a7-35t': { tool: 'quartus', files: { a: 'b' } } }, arty)).toThrow(
      /has quartus scripts for arty-a7-35t, but the Arty A7-35T is built with AMD Vivado/,
    );
    expect(() => vendorFor({ 'arty-a7-35t': { tool: 'vivado', files: {} } }, arty)).toThrow(
      /no AMD Vivado files for arty-a7-35t/,
    );
  });
});
