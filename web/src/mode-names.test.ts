import { describe, expect, it } from 'vitest';
import { modeName, modeNameOf } from './mode-names';

describe("a mode's name", () => {
  it('names CFB by the block it feeds back (SP 800-38A CFB-n): CFB-64 on a 64-bit cipher', () => {
    expect(modeName('cfb', 128)).toBe('CFB-128');
    expect(modeName('cfb', 64)).toBe('CFB-64');
    expect(modeNameOf('cfb', 'des3in1-encdec-lu1-lut-banked-all')).toBe('CFB-64');
    expect(modeNameOf('cfb', 'aes128-enc-lu1-lut-online-all')).toBe('CFB-128');
  });

  it('names the others whatever the block', () => {
    for (const bits of [64, 128])
      expect(['ecb', 'ctr', 'cbc', 'ofb', 'interleavedCbc', 'multiStreamCbc'].map((m) => modeName(m, bits))).toEqual([
        'ECB',
        'CTR',
        'CBC',
        'OFB',
        'Interleaved CBC',
        'Multi-stream CBC',
      ]);
    expect(modeName('nosuch', 128)).toBe('nosuch');
  });
});
