// The operation kinds the cipher plug-ins register: each named by one plug-in, and an
// operation of a kind none registers refused by name.
import { describe, expect, test } from 'vitest';
import { cipherPlugins } from '../ciphers';
import { describeOperation, operationKinds, takesRoundKey } from './operations';

describe('operation kinds', () => {
  test('every kind a plug-in registers is registered once', () => {
    const registered = cipherPlugins.flatMap((p) => Object.keys(p.datapath?.operations ?? {}));
    expect(new Set(registered).size).toBe(registered.length);
    expect([...operationKinds().keys()].sort()).toEqual([...registered].sort());
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
