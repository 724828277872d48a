// What the board run reads of a configuration (core.ts, as cs_host.py's Config), and the known
// answers it runs: those the export writes (board/export/known-answers.mjs), computed in the
// page for any cipher, a cipher the host script checks by itself included.
import { describe, expect, it } from 'vitest';
import { knownAnswers } from '@board/export/known-answers.mjs';
import { loadSimCore } from '../test-support/built';
import { coreOnBoard, directions, measuredMode, modesOf } from './core';
import { blockCounts, type KnownAnswers } from './run';

const simCore = loadSimCore();
const core = (id: string) => coreOnBoard(simCore.parseConfiguration(id));

describe('a core on the board', () => {
  it('reads block and key sizes, directions and mode from the id', () => {
    expect(core('aes128-enc-lu1-bram-online-ecb')).toEqual({
      id: 'aes128-enc-lu1-bram-online-ecb',
      blockBits: 128,
      blockBytes: 16,
      keyBits: [128],
      encrypt: true,
      decrypt: false,
      mode: 'ecb',
      chains: 1,
    });
    const tdes = core('des3in1-encdec-lu1-lut-online-icbc4');
    expect([tdes.blockBytes, tdes.encrypt, tdes.decrypt, tdes.mode, tdes.chains]).toEqual([8, true, true, 'icbc', 4]);
  });

  it('runs CTR, CFB and OFB forward only, in both directions of the message', () => {
    const enc = core('aes128-enc-lu1-lut-online-all');
    expect(directions(enc, 'ctr')).toEqual([false, true]);
    expect(directions(enc, 'cbc')).toEqual([false]);
    expect(modesOf(enc)).toEqual(['ecb', 'cbc', 'cfb', 'ofb', 'ctr', 'icbc', 'mscbc']);
    expect(measuredMode(enc)).toBe('ecb');
    const dec = core('aes128-dec-lu1-lut-online-all');
    expect(modesOf(dec)).toEqual(['ecb', 'cbc', 'icbc', 'mscbc']);
  });
});

describe('the known answers the page runs', () => {
  it('are the export’s, with T checksums for 1 to 4,096 blocks', () => {
    const config = simCore.parseConfiguration('aes128-enc-lu1-bram-online-ecb');
    const answers = knownAnswers({ simCore, config, readFile: () => '' }) as KnownAnswers;
    expect(answers.config).toBe(config.id);
    expect(answers.vectors.length).toBeGreaterThan(0);
    expect(answers.vectors.every((v) => !v.decrypt)).toBe(true);
    expect(blockCounts(answers)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096]);
  });
});
