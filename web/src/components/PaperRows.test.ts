import { describe, expect, it } from 'vitest';
import { paperRowText } from './PaperRows';
import { publishedRowsFor } from '../throughput/published';

describe("the papers' rows a core reproduces, in words", () => {
  it("names the row as the paper does, with the paper's cycles and rate beside this RTL's", () => {
    const id = 'rc6128-enc-lu1-sq-online-all';
    expect(publishedRowsFor(id).map((row) => paperRowText(row, id))).toEqual([
      'Elbirt et al. 2000, Tables 2 and 3, RC6 LU-1: the paper 20 cycles a block without feedback, 20 with (88.5 Mbit/s at 13.8 MHz); this RTL 20 and 20.',
      // Dandalis et al.'s key-setup row (registry/measured.json: the block taken 47 cycles after the key).
      "Dandalis et al. 2000, Table 2, RC6, single round with concurrent key setup: the paper's key setup 0.17 µs, 0.15 of a block; this RTL 47 cycles from the key to the first block, 2.35 of a block.",
    ]);
  });

  it('says where a figure differs, by showing both', () => {
    const id = 'aes128-enc-lu1-lut-online-all';
    const lines = publishedRowsFor(id).map((row) => paperRowText(row, id));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatch(
      /^Elbirt et al\. 2000, Tables 2 and 3, Rijndael LU-1: the paper \d+ cycles a block without feedback, \d+ with .*; this RTL 11 and 11\.$/,
    );
  });

  it('a core no paper reproduces has no rows', () => {
    expect(publishedRowsFor('simon64128-enc-bs1-lut-online-all')).toEqual([]);
  });
});
