// The operation kinds the cipher plug-ins register: each named by one plug-in, and an
// operation of a kind none registers refused by name.
import { describe, expect, test } from 'vitest';
import { cipherPlugins } from '../ciphers';
import { describeOperation, operationKinds, takesRoundKey } from './operations';

describe('operation kinds', () => {
  test('every kind a plug-in registers is registered once, or by the members of a family with one description', () => {
    const registered = cipherPlugins.flatMap((p) => Object.entries(p.datapath?.operations ?? {}));
    const names = [...new Set(registered.map(([kind]) => kind))];
    for (const kind of names) expect(new Set(registered.filter(([k]) => k === kind).map(([, e]) => e)).size).toBe(1);
    expect([...operationKinds().keys()].sort()).toEqual(names.sort());
  });

  test('an operation of no plug-in is refused, named', () => {
    expect(() => describeOperation({ kind: 'nosuch' })).toThrow(/operation kind 'nosuch'/);
    expect(() => takesRoundKey({ kind: 'nosuch' })).toThrow(/operation kind 'nosuch'/);
  });

  test('a kind without a key wire takes no round key', () => {
    expect(takesRoundKey({ kind: 'mixColumns' })).toBe(false);
    expect(takesRoundKey({ kind: 'addRoundKey' })).toBe(true);
  });
});
