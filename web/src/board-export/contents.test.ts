import { describe, expect, it } from 'vitest';
import { exportCommand, fileGroups, kib } from './contents';

describe('what the dialog says a project holds', () => {
  it('groups files by their first folder, in path order', () => {
    expect(fileGroups(['hdl/rtl/aes/a.sv', 'Makefile', 'hdl/rtl/board/b.sv', 'host/cs_host.py', 'board.json'])).toEqual(
      [
        { name: 'Makefile', files: 1 },
        { name: 'board.json', files: 1 },
        { name: 'hdl/', files: 2 },
        { name: 'host/', files: 1 },
      ],
    );
  });

  it('gives the npm run export command that writes the same zip', () => {
    expect(exportCommand('icebreaker', 'aes128-enc-lu1-bram-online-ecb', undefined, 'p.zip')).toBe(
      'npm run export -- --board icebreaker --config aes128-enc-lu1-bram-online-ecb --out p.zip',
    );
    expect(exportCommand('icebreaker', 'aes128-enc-lu1-lut-offline-ecb', '00ff', 'p.zip')).toContain(
      '--config aes128-enc-lu1-lut-offline-ecb --key 00ff --out p.zip',
    );
  });

  it('rounds sizes to KiB, never 0', () => {
    expect(kib(181_234)).toBe('177 KiB');
    expect(kib(10)).toBe('1 KiB');
    expect(kib(2_000_000)).toBe('1,953 KiB');
  });
});
