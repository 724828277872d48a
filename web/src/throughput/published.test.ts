import { describe, expect, test } from 'vitest';
import { authors, paperLabel, publishedFile, publishedRowsFor } from './published';

describe('published figures', () => {
  test('authors and year, device and table, as the lessons cite them', () => {
    const [lu1] = publishedRowsFor('aes128-enc-lu1-lut-online-all');
    expect(lu1.label).toBe('Rijndael LU-1');
    expect(paperLabel(lu1)).toBe('Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3');
    expect(authors('Swankoski et al., inner-round pipelined AES')).toBe('Swankoski et al.');
    // Moshopoulos et al. state no year; the row's own device wins over the source's.
    const [imix] = publishedRowsFor('aes128-encdec-sp1m2-bram-banked-all');
    expect(paperLabel(imix)).toBe('Moshopoulos et al., Xilinx Virtex XCV400, Tables I and II');
  });

  test("rows are those listing the configuration, at the key size of its modes' measurement", () => {
    expect(publishedRowsFor('aes128-enc-sp10m3-bram-online-all').map((r) => r.device)).toEqual([
      'Xilinx Virtex-II Pro',
      'Xilinx Virtex-4',
    ]);
    // Chodowiec et al.'s 3-in-1 core: 11, 13 and 15 cycles; our modes are measured on its 128-bit key.
    expect(publishedRowsFor('aes3in1-encdec-lu1-lut-banked-all').map((r) => r.keyBits)).toEqual([128]);
    expect(publishedRowsFor('aes128-enc-sp5m2-lut-online-all')).toEqual([]);
    expect(publishedFile.rows.length).toBeGreaterThan(10);
  });

  test('a row with no lab configuration says why, as the paper table prints it', () => {
    const unexplained = publishedFile.rows.filter((r) => r.config.length === 0 && !r.note?.trim());
    expect(unexplained.map((r) => `${r.source} ${r.label}`)).toEqual([]);
  });
});
