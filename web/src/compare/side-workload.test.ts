import { describe, expect, it } from 'vitest';
import type { Configuration } from '@sim-core';
import { loadSimCore } from '../test-support/built';
import { blockSizeProblem, sideWorkload } from './side-workload';
import type { MessageInputs } from '../sim/workload';

const simCore = loadSimCore();
const config = (id: string) => simCore.parseConfiguration(id) as Configuration;
const key = Uint8Array.from({ length: 16 }, (_, i) => i);
const inputs: MessageInputs = {
  key,
  blocks: [new Uint8Array(16), new Uint8Array(16)],
  mode: 'ecb',
  decrypt: false,
  ivs: [],
};

describe('one side of the compare view', () => {
  it('gives two configurations the same blocks, key and direction', () => {
    const a = sideWorkload(simCore, config('aes128-enc-lu1-lut-online-all'), inputs);
    const b = sideWorkload(simCore, config('aes128-enc-pp10-lut-online-all'), inputs);
    if (!a.ok || !b.ok) throw new Error('expected both to run');
    expect(a.workload).toEqual(b.workload);
    expect(a.workload.keys).toEqual([{ key, bank: 0 }]);
    expect(a.workload.mode).toBeUndefined();
  });

  it('hands an offline key schedule every round key', () => {
    const side = sideWorkload(simCore, config('aes128-enc-lu1-lut-offline-all'), inputs);
    expect(side.ok && side.workload.keys.length).toBe(11);
  });

  it('switches a run-time-mode core to the mode and spreads multi-stream blocks over the IVs', () => {
    const ivs = [new Uint8Array(16), new Uint8Array(16).fill(1)];
    const side = sideWorkload(simCore, config('aes128-enc-pp10-lut-online-all'), {
      ...inputs,
      mode: 'multiStreamCbc',
      ivs,
      blocks: [key, key, key],
    });
    expect(side.ok && side.workload).toMatchObject({ mode: 'multiStreamCbc', chains: 2, streams: [0, 1, 0] });
  });

  it('says why a configuration cannot run the workload', () => {
    expect(
      sideWorkload(simCore, config('aes128-enc-lu1-lut-online-all'), { ...inputs, key: new Uint8Array(32) }),
    ).toEqual({
      ok: false,
      error: 'aes128-enc-lu1-lut-online-all takes 128-bit keys, not 256-bit',
    });
    expect(
      sideWorkload(simCore, config('aes128-enc-lu1-lut-online-ecb'), { ...inputs, mode: 'cbc', ivs: [key] }),
    ).toEqual({
      ok: false,
      error: 'aes128-enc-lu1-lut-online-ecb does not run CBC encryption',
    });
  });

  it("says a core of another block size cannot take the page's blocks or IVs (AES beside Triple DES)", () => {
    const des = { id: 'des3in1-encdec-lu1-lut-banked-all', cipher: 'des', blockBits: 64 };
    expect(blockSizeProblem(des, inputs)).toBe(
      'des3in1-encdec-lu1-lut-banked-all takes 64-bit Triple DES blocks, not 128-bit ones',
    );
    expect(blockSizeProblem(des, { blocks: [new Uint8Array(8)], ivs: [] })).toBeNull();
    expect(blockSizeProblem(des, { blocks: [new Uint8Array(8)], ivs: [new Uint8Array(16)] })).toBe(
      'des3in1-encdec-lu1-lut-banked-all takes 64-bit Triple DES blocks, not 128-bit ones',
    );
    const aes = config('aes128-enc-lu1-lut-online-all');
    expect(sideWorkload(simCore, aes, { ...inputs, blocks: [new Uint8Array(8)] })).toEqual({
      ok: false,
      error: 'aes128-enc-lu1-lut-online-all takes 128-bit AES blocks, not 64-bit ones',
    });
  });
});
