import { describe, expect, test } from 'vitest';
import ciphers from '@registry/ciphers.json';
import { cipherOfId } from '@registry/ciphers.mjs';
import { loadSimCore } from '../test-support/built';
import { authors, paperLabel, paperTableRows, publishedFile, publishedRowsFor } from './published';

const rows = publishedFile.rows;
const known = ciphers.ciphers.map((c) => c.id);
const announced = publishedFile.announcedCiphers;
const count = (source: string, cipher: string) => rows.filter((r) => r.source === source && r.cipher === cipher).length;

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

  test("every row is about a cipher: registry/ciphers.json's, or one announced with the issue bringing its cores", () => {
    const unknown = rows.filter((r) => !known.includes(r.cipher) && !(r.cipher in announced));
    expect(unknown.map((r) => `${r.source} ${r.label}: ${r.cipher}`)).toEqual([]);
    // Once a cipher is in registry/ciphers.json, take it out of published.json's announcedCiphers.
    expect(Object.keys(announced).filter((id) => known.includes(id))).toEqual([]);
    // Every finalist of the papers now has cores in the lab (MARS, the last, in issue #25).
    expect(Object.keys(announced).sort()).toEqual([]);
    for (const [id, issue] of Object.entries(announced)) {
      const of = rows.filter((r) => r.cipher === id);
      expect(of.length, id).toBeGreaterThan(0);
      // No core yet: no configuration, and a note naming the issue that brings it.
      for (const r of of) {
        expect(r.config, `${r.source} ${r.label}`).toEqual([]);
        expect(r.note, `${r.source} ${r.label}`).toContain(`issue ${issue}`);
      }
    }
  });

  test("every configuration a row lists is valid and of the row's cipher", () => {
    const simCore = loadSimCore();
    for (const r of rows) {
      for (const id of r.config) {
        expect(() => simCore.parseConfiguration(id), `${r.source} ${r.label}: ${id}`).not.toThrow();
        expect(cipherOfId(ciphers, id)?.cipher.id, `${r.source} ${r.label}: ${id}`).toBe(r.cipher);
      }
    }
  });

  test("Elbirt et al.'s Tables 2 and 3: 19 RC6, 8 Rijndael, 5 Serpent and 11 Twofish rows, each with and without feedback", () => {
    const elbirt = rows.filter((r) => r.source === 'elbirt2000');
    expect([count('elbirt2000', 'rc6'), count('elbirt2000', 'aes')]).toEqual([19, 8]);
    expect([count('elbirt2000', 'serpent'), count('elbirt2000', 'twofish')]).toEqual([5, 11]);
    expect(new Set(elbirt.map((r) => r.label)).size).toBe(43);
    for (const r of elbirt) {
      expect(r.table).toBe('Tables 2 and 3');
      expect(
        r.label.startsWith({ aes: 'Rijndael', serpent: 'Serpent', rc6: 'RC6', twofish: 'Twofish' }[r.cipher]!),
      ).toBe(true);
      expect(Object.keys(r.cyclesPerBlock!).sort(), r.label).toEqual(['feedback', 'stream']);
      expect(Object.keys(r.throughputMbps!).sort(), r.label).toEqual(['feedback', 'stream']);
      expect(r.slices! > 0 && r.clockMHz! > 0 && r.keyBits === 128, r.label).toBe(true);
    }
    // Transcribed as printed: RC6 SP-10-2, Table 4's NFB best, and Twofish SP-1-1, Table 5's FB best.
    expect(rows.find((r) => r.label === 'RC6 SP-10-2')).toMatchObject({
      slices: 10856,
      clockMHz: 37.5,
      cyclesPerBlock: { stream: 2, feedback: 60 },
      throughputMbps: { stream: 2397.9, feedback: 79.9 },
    });
    expect(rows.find((r) => r.label === 'Twofish SP-1-1')).toMatchObject({
      slices: 3053,
      clockMHz: 29.9,
      cyclesPerBlock: { stream: 16, feedback: 32 },
      throughputMbps: { stream: 239.2, feedback: 119.6 },
    });
  });

  test("Dandalis et al.: each finalist's area, throughput and key-setup latency, MARS's 32 and 16 cycles", () => {
    const concurrent = rows.filter((r) => r.source === 'dandalis2000' && r.table === 'Sec. 4.1');
    const dandalis = rows.filter((r) => r.source === 'dandalis2000' && r.table !== 'Sec. 4.1');
    expect(dandalis.map((r) => [r.cipher, r.table])).toEqual([
      ['mars', 'Table 1'],
      ['rc6', 'Table 2'],
      ['aes', 'Table 3'],
      ['serpent', 'Table 4'],
      ['twofish', 'Table 5'],
    ]);
    for (const r of dandalis) {
      expect(r.keySetupLatencyUs, r.label).toBeGreaterThan(0);
      expect(r.keySetupOverBlockTime, r.label).toBeGreaterThan(0);
      expect(r.slicesKeySetup! + r.slicesCore!, r.label).toBe(r.slices);
    }
    // Table 1 is their iterative core (32 cycles a block, the lab's LU-1); the three stages in
    // parallel (16 without feedback) are a remark of Sec. 4.1 with no figures of its own (PP-3).
    const mars = dandalis[0];
    expect(mars).toMatchObject({
      config: ['mars128-enc-lu1-lut-online-all', 'mars128-encdec-lu1-lut-online-all'],
      cyclesPerBlock: { stream: 32, feedback: 32 },
      throughputMbps: { feedback: 101.88 },
      keySetupLatencyUs: 1.96,
      keySetupOverBlockTime: 3.12,
    });
    expect(concurrent).toMatchObject([
      { cipher: 'mars', config: ['mars128-encdec-pp3-bram-online-all'], cyclesPerBlock: { stream: 16, feedback: 32 } },
    ]);
    expect(concurrent[0].throughputMbps).toBeUndefined();
    // No throughput is printed for MARS's 16 cycles; its key expansion lacks the last stage.
    expect(mars.throughputMbps?.stream).toBeUndefined();
    expect(mars.keySetupNote).toContain('the last stage of the key-expansion process');
    expect(mars.keySetupNote).toContain('modifying the multiplication key-words');
  });

  test("Chodowiec et al.'s Triple DES: the basic core as measured, the 16-stream one planned and labelled so", () => {
    const tdes = rows.filter((r) => r.cipher === 'des');
    expect(tdes.map((r) => r.source)).toEqual(['chodowiec', 'chodowiec']);
    const [basic, extended] = tdes;
    expect(basic).toMatchObject({ clockMHz: 91, cyclesPerBlock: { feedback: 48 }, throughputMbps: { feedback: 116 } });
    expect(basic.planned).toBeUndefined();
    expect(paperLabel(basic)).toMatch(
      /^Chodowiec et al\.( \d{4})?, Xilinx Virtex XCV-1000-6 \(SLAAC-1V\), Sec\. 4\.1 and Sec\. 6$/,
    );
    expect(extended.planned).toBe(true);
    expect(extended.throughputNote).toContain('around 1.5 Gbit/s');
    expect(paperLabel(extended)).toMatch(/, Sec\. 4\.3 and Sec\. 6, planned, not built$/);
  });

  test("a paper's table as a lesson shows it: the rows about the named ciphers, every cipher when none is named", () => {
    const table = (...c: string[]) => paperTableRows('elbirt2000', 'Tables 2 and 3', c);
    expect(table('aes').map((r) => r.label)).toEqual([
      'Rijndael LU-1',
      'Rijndael LU-2',
      'Rijndael LU-5',
      'Rijndael PP-2',
      'Rijndael PP-5',
      'Rijndael SP-1-1',
      'Rijndael SP-2-1',
      'Rijndael SP-5-1',
    ]);
    expect(table('serpent')).toHaveLength(5);
    expect(table('aes', 'serpent')).toHaveLength(13);
    expect(table()).toHaveLength(43);
    // Chodowiec et al.'s Rijndael table holds no Triple DES row: its tables are apart.
    expect(paperTableRows('chodowiec', 'Sec. 3.2 and Sec. 6', ['aes'])).toHaveLength(3);
    expect(paperTableRows('chodowiec', 'Sec. 3.2 and Sec. 6', ['tdes'])).toEqual([]);
  });
});
