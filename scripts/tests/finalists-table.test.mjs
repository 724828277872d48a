// The finalists compared (hdl/finalists-table.mjs): hdl/doc/finalists.md holds the tables the registry files give today, and the regenerated Tables 4 and 5 are Elbirt et
// al.'s (AES3, 2000).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { committedFinalistsTables, finalistsDoc, finalistsTablesFromRegistry } from '../../hdl/finalists-table.mjs';
import { architectureLabel } from '../../registry/finalists.mjs';

test('hdl/doc/finalists.md holds the tables the registry files give (npm run synth rewrites them)', () => {
  assert.deepEqual(committedFinalistsTables(finalistsDoc), finalistsTablesFromRegistry());
});

test("the regenerated Tables 4 and 5 pick Elbirt et al.'s designs, at their printed throughput", () => {
  const { elbirt } = finalistsTablesFromRegistry();
  // Table 4 (non-feedback) and Table 5 (feedback) as printed.
  for (const row of [
    '| AES | non-feedback | SP-5-1 | 1.94 Gbit/s | 10,992 |',
    '| Serpent | non-feedback | PP-32 | 4.86 Gbit/s | 9,004 |',
    '| Twofish | non-feedback | SP-8-1 | 1.59 Gbit/s | 9,345 |',
    '| RC6 | non-feedback | SP-10-2 | 2.40 Gbit/s | 10,856 |',
    '| AES | feedback | LU-2 | 300.1 Mbit/s | 5,302 |',
    '| Serpent | feedback | LU-8 | 444.2 Mbit/s | 7,964 |',
    '| Twofish | feedback | SP-1-1 | 119.6 Mbit/s | 3,053 |',
    '| RC6 | feedback | PP-2 | 126.5 Mbit/s | 3,189 |',
  ])
    assert.ok(elbirt.includes(row), row);
  assert.match(elbirt, /\*\*non-feedback:\*\* Serpent, 2\.03× the next, RC6/);
});

test('the lab table has both modes of every cipher, each a prebuilt core', () => {
  const { lab } = finalistsTablesFromRegistry();
  for (const cipher of ['AES', 'Serpent', 'Twofish', 'RC6', 'MARS', 'Triple DES'])
    for (const mode of ['non-feedback', 'feedback']) assert.match(lab, new RegExp(`\\| ${cipher} \\| ${mode} \\| \``));
});

test("an id's architecture field reads as the papers name it", () => {
  assert.equal(architectureLabel('aes128-enc-sp10m3-cfp-online-all'), 'SP-10-3');
  assert.equal(architectureLabel('serpent128-enc-pp32-lut-online-all'), 'PP-32');
  assert.equal(architectureLabel('des3in1-encdec-lu1-lut-banked-all'), 'LU-1');
  assert.throws(() => architectureLabel('aes128-enc'), /no architecture field/);
});
