import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as simCore from '@sim-core';
import { blockShapeOf, keyBitsOf, parseBlocks, parseKey, randomBlocks, toHex } from './inputs';
import { blockArray } from './sim/packing';

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

const aes = { bytes: 16, cipher: 'AES' };
const tdes = { bytes: 8, cipher: 'Triple DES' };

describe('parseBlocks', () => {
  it('reads one block per line and names the line of an error', () => {
    const good = parseBlocks(simCore, '00112233445566778899aabbccddeeff\n\n000102030405060708090a0b0c0d0e0f\n', aes);
    expect(good.ok && good.value.length).toBe(2);
    const bad = parseBlocks(simCore, '00112233445566778899aabbccddeeff\n0011', aes);
    expect(bad).toEqual({ ok: false, error: 'plaintext line 2: AES blocks are 32 hex digits, got 4' });
  });

  it('refuses an empty input', () => {
    expect(parseBlocks(simCore, '  \n', aes)).toEqual({
      ok: false,
      error: 'plaintext: enter at least one AES block of 32 hex digits',
    });
  });

  it("reads a 64-bit cipher's blocks as 16 hex digits and names the field and the length it expects", () => {
    const good = parseBlocks(simCore, '0011 2233 4455 6677\nFEDCBA9876543210', tdes);
    expect(good.ok && good.value.map(toHex)).toEqual(['0011223344556677', 'fedcba9876543210']);
    expect(parseBlocks(simCore, '000102030405060708090a0b0c0d0e0f', tdes, 'IV')).toEqual({
      ok: false,
      error: 'IV: Triple DES blocks are 16 hex digits, got 32',
    });
    expect(parseBlocks(simCore, '0001020304050607\n0001', tdes, 'IV')).toEqual({
      ok: false,
      error: 'IV line 2: Triple DES blocks are 16 hex digits, got 4',
    });
    expect(parseBlocks(simCore, '', tdes, 'counter')).toEqual({
      ok: false,
      error: 'counter: enter at least one Triple DES block of 16 hex digits',
    });
    // A character that is not hex is sim-core's to name, at its position.
    const bad = parseBlocks(simCore, '00010203040506x7', tdes);
    expect(!bad.ok && bad.error).toBe("plaintext: 'x' at position 15 is not a hex digit (0-9, a-f)");
  });

  it("takes the block's shape from the configuration's cipher description", () => {
    expect(blockShapeOf({ cipher: 'des', blockBits: 64 })).toEqual({ bytes: 8, cipher: 'Triple DES' });
    expect(blockShapeOf({ cipher: 'serpent', blockBits: 128 })).toEqual({ bytes: 16, cipher: 'Serpent' });
  });
});

describe('randomBlocks', () => {
  it("makes blocks of the cipher's size from the same stream", () => {
    const eight = blockArray(randomBlocks(3, 8, 7));
    expect(eight.map((b) => b.length)).toEqual([8, 8, 8]);
    expect(blockArray(randomBlocks(3, 8, 7))).toEqual(eight);
    expect(randomBlocks(1, 16, 7).at(0)!.slice(0, 8)).toEqual(eight[0]);
  });

  it('comes after the blocks typed, in one buffer', () => {
    const typed = [new Uint8Array(8).fill(0xaa)];
    const blocks = randomBlocks(3, 8, 7, typed);
    expect(blocks.length).toBe(4);
    expect(blocks.packed.data.length).toBe(32);
    expect(blockArray(blocks)).toEqual([...typed, ...blockArray(randomBlocks(3, 8, 7))]);
    expect(() => randomBlocks(1, 8, 7, [new Uint8Array(16)])).toThrow('block 0 has 16 bytes, not 8');
  });
});
