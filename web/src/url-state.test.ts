import { describe, expect, it } from 'vitest';
import { isLocalHost, maxLinkLength, readUrlState, writeUrlState, type PageState } from './url-state';

const write = (state: PageState) => writeUrlState(state).search;

const defaults = { configId: 'aes128-enc-lu1-lut-online-ecb', key: 'k', plaintext: 'p' };
const check = (id: string) => (id.startsWith('aes') ? null : `'${id}' is not a configuration`);

describe('URL state', () => {
  it('round-trips through the URL', () => {
    const state = { configId: 'aes128-enc-lu1-lut-online-ecb', key: '00 01', plaintext: 'aa\nbb' };
    expect(readUrlState(write(state), defaults, check)).toEqual({
      state: { ...state, key: '0001' },
      problems: [],
      run: false,
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
    expect(write(state)).toContain('compare=aes128-enc-pp10-lut-online-all');
    expect(readUrlState(write(state), defaults, check)).toEqual({ state, problems: [], run: false });
    expect(write({ ...state, compareId: undefined })).not.toContain('compare');
  });

  it('reports a bad configuration to compare with by parameter name and compares with nothing', () => {
    const { state, problems } = readUrlState('?config=aes128-enc-pp5-lut-online-all&compare=nope', defaults, check);
    expect(state.configId).toBe('aes128-enc-pp5-lut-online-all');
    expect(state.compareId).toBeUndefined();
    expect(problems).toEqual([`URL parameter "compare": 'nope' is not a configuration`]);
  });

  it('round-trips the mode, leaves ECB out, and reports an unknown one', () => {
    const state = { configId: 'aes128-enc-pp5-lut-online-all', key: '00', plaintext: 'aa', mode: 'cbc' };
    expect(readUrlState(write(state), defaults, check)).toEqual({ state, problems: [], run: false });
    expect(write({ ...state, mode: 'ecb' })).not.toContain('mode');
    const { state: read, problems } = readUrlState('?mode=xts', defaults, check);
    expect(read.mode).toBeUndefined();
    expect(problems[0]).toMatch(/"mode": 'xts' is not a mode/);
  });

  it('reports parameters it does not know', () => {
    expect(readUrlState('?colour=red', defaults, check).problems[0]).toMatch(/"colour" is not one this page reads/);
  });

  it('round-trips direction, IVs, random blocks and their seed, and asks for a run', () => {
    const state: PageState = {
      configId: 'aes128-encdec-lu1-lut-online-all',
      key: '00',
      plaintext: 'aa\nbb',
      mode: 'interleavedCbc',
      decrypt: true,
      iv: '01\n02\n03',
      random: 41,
      seed: 0x1234abcd,
    };
    const { search, omitted } = writeUrlState(state, { run: true });
    expect(omitted).toBeNull();
    expect(search).toMatch(/&dir=decrypt/);
    expect(search).toMatch(/&iv=01%2C02%2C03/);
    expect(search).toMatch(/&random=41&seed=1234abcd/);
    expect(search.endsWith('&run')).toBe(true);
    expect(readUrlState(search, defaults, check)).toEqual({ state, problems: [], run: true });
  });

  it('leaves out what is default: encrypt, ECB IVs, no random blocks, the default seed', () => {
    const search = write({ ...defaults, iv: '01', random: 0, seed: 5, decrypt: false });
    expect(search).not.toMatch(/dir=|iv=|random=|seed=|run/);
    expect(write({ ...defaults, random: 3, seed: 0x5eed })).not.toMatch(/seed=/);
  });

  it('names bad direction, counts, seeds and run values, and ignores them', () => {
    const { state, problems, run } = readUrlState('?dir=sideways&random=2000000&seed=xyz&run=yes', defaults, check);
    expect(state).toEqual(defaults);
    expect(run).toBe(false);
    expect(problems).toEqual([
      `URL parameter "dir": 'sideways' is neither encrypt nor decrypt`,
      `URL parameter "random": '2000000' is not a count of random blocks (0 to 1,000,000)`,
      `URL parameter "seed": 'xyz' is not a seed (1 to 8 hex digits)`,
      `URL parameter "run": 'yes' takes no value`,
    ]);
  });

  it('keeps a link of 2,000 typed blocks under the limit and says how many it leaves out', () => {
    const blocks = Array.from({ length: 2000 }, (_, i) => i.toString(16).padStart(32, '0'));
    const base = 'http://lab.example.org/cipherscope/';
    const { search, omitted } = writeUrlState({ ...defaults, plaintext: blocks.join('\n'), random: 1000 }, { base });
    expect(base.length + search.length).toBeLessThanOrEqual(maxLinkLength);
    const carried = readUrlState(search, defaults, check).state.plaintext.split('\n');
    expect(carried).toEqual(blocks.slice(0, carried.length));
    expect(carried.length).toBeGreaterThan(200);
    expect(omitted).toBe(
      `The link carries the first ${carried.length} of 2,000 typed blocks (a link is at most 8,000 characters, which common web servers accept): ${(2000 - carried.length).toLocaleString('en')} left out. Random blocks travel as a count and a seed, whatever their number.`,
    );
    // One more block would not fit.
    const longer = writeUrlState(
      { ...defaults, plaintext: blocks.slice(0, carried.length + 1).join('\n'), random: 1000 },
      { base },
    );
    expect(longer.omitted).not.toBeNull();
  });
});

describe('isLocalHost', () => {
  it('knows the names only this computer reaches', () => {
    for (const h of ['localhost', 'LOCALHOST', 'lab.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', '0.0.0.0'])
      expect(isLocalHost(h), h).toBe(true);
    for (const h of ['192.168.1.20', 'lab.example.org', '10.0.0.127', 'localhost.example.org'])
      expect(isLocalHost(h), h).toBe(false);
  });

  it("round-trips a Triple DES core's link: its id, 16-digit blocks and IVs, a 3-in-1 key of any size", () => {
    const des = (id: string) => (id.startsWith('des') ? null : `'${id}' is not a configuration`);
    const state: PageState = {
      configId: 'des3in1-encdec-pp16-lut-banked-all',
      key: '0123456789abcdef23456789abcdef01456789abcdef0123',
      plaintext: '0011223344556677\n8899aabbccddeeff',
      mode: 'interleavedCbc',
      decrypt: true,
      iv: '0001020304050607\n08090a0b0c0d0e0f',
      compareId: 'des3in1-encdec-lu1-lut-banked-all',
    };
    const search = write(state);
    expect(search).toContain('config=des3in1-encdec-pp16-lut-banked-all');
    expect(search).toContain('plaintext=0011223344556677%2C8899aabbccddeeff');
    expect(search).toContain('iv=0001020304050607%2C08090a0b0c0d0e0f');
    expect(readUrlState(search, defaults, des)).toEqual({ state, problems: [], run: false });
  });

  it('carries as many 16-digit blocks as fit when a link of 64-bit blocks is too long', () => {
    const blocks = Array.from({ length: 4000 }, (_, i) => i.toString(16).padStart(16, '0'));
    const { search, omitted } = writeUrlState({
      configId: 'des64-enc-lu1-lut-online-ecb',
      key: '0123456789abcdef',
      plaintext: blocks.join('\n'),
    });
    expect(search.length).toBeLessThanOrEqual(maxLinkLength);
    const carried = new URLSearchParams(search).get('plaintext')!.split(',');
    expect(carried.every((b) => b.length === 16)).toBe(true);
    expect(carried).toEqual(blocks.slice(0, carried.length));
    expect(omitted).toContain(`first ${carried.length.toLocaleString('en')} of 4,000 typed blocks`);
  });
});
