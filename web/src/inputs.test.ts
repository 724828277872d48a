import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as simCore from '@sim-core';
import { keyBitsOf, parseBlocks, parseKey, toHex } from './inputs';

beforeAll(() => {
  simCore.initSync({
    module: fs.readFileSync(path.resolve(import.meta.dirname, '../../build/sim-core/sim_core_wasm_bg.wasm')),
  });
});

describe('parseKey', () => {
  it('accepts 32 hex digits for AES-128, ignoring spaces and case', () => {
    const r = parseKey(simCore, '00010203 04050607 08090A0B 0C0D0E0F', [128]);
    expect(r.ok && toHex(r.value)).toBe('000102030405060708090a0b0c0d0e0f');
  });

  it('says how many digits were expected and found', () => {
    const r = parseKey(simCore, '0001', [128]);
    expect(r).toEqual({ ok: false, error: 'key: expected 32 hex digits, got 4' });
  });

  it('says where a non-hex character is', () => {
    const r = parseKey(simCore, '00010203040506070809x0b0c0d0e0f', [128]);
    expect(r).toEqual({ ok: false, error: "key: 'x' at position 21 is not a hex digit (0-9, a-f)" });
  });

  it('lists every length a 3-in-1 core accepts', () => {
    const threeInOne = simCore.parseConfiguration('aes3in1-encdec-lu1-lut-banked-all');
    expect(keyBitsOf(threeInOne)).toEqual([128, 192, 256]);
    expect(keyBitsOf(simCore.parseConfiguration('serpent192-enc-lu8-lut-online-ecb'))).toEqual([192]);
    const r = parseKey(simCore, '00', keyBitsOf(threeInOne));
    expect(!r.ok && r.error).toBe('key: expected 32 or 48 or 64 hex digits, got 2');
  });
});

describe('parseBlocks', () => {
  it('reads one block per line and names the line of an error', () => {
    const good = parseBlocks(simCore, '00112233445566778899aabbccddeeff\n\n000102030405060708090a0b0c0d0e0f\n');
    expect(good.ok && good.value.length).toBe(2);
    const bad = parseBlocks(simCore, '00112233445566778899aabbccddeeff\n0011');
    expect(bad).toEqual({ ok: false, error: 'plaintext line 2: expected 32 hex digits, got 4' });
  });

  it('refuses an empty input', () => {
    expect(parseBlocks(simCore, '  \n')).toEqual({
      ok: false,
      error: 'plaintext: enter at least one block of 32 hex digits',
    });
  });
});
