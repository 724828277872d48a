// hdl/doc/timing.md's key-setup table of the five finalists is generated from the registry's
// files (hdl/key-setup-table.mjs): the committed one must be what they give today, and each
// of Dandalis et al.'s five rows must be in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { committedKeySetupTable, keySetupTableFromRegistry } from '../../hdl/key-setup-table.mjs';

test('hdl/doc/timing.md holds the key-setup table the registry files give (npm run timing rewrites it)', () => {
  assert.equal(committedKeySetupTable(), keySetupTableFromRegistry());
});

test("the table sets each of Dandalis et al.'s five finalists beside the lab", () => {
  const table = keySetupTableFromRegistry();
  for (const [finalist, tableName] of [
    ['MARS', 'Table 1'],
    ['RC6', 'Table 2'],
    ['Rijndael', 'Table 3'],
    ['Serpent', 'Table 4'],
    ['Twofish', 'Table 5'],
  ]) {
    assert.match(table, new RegExp(`\\| ${finalist} \\| ${tableName} \\|`), finalist);
  }
  // Serpent's one-round encryptor needs no key expansion: 1 cycle, against a 32-cycle block.
  assert.match(table, /`serpent128-enc-lu1-lut-online-all` \| 1 \| 32 \| 0\.03 \|/);
});
