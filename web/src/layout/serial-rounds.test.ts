// A bit-serial core's rounds on the occupancy chart: which bits of its round each cycle's cell
// computed, read from the probe words (SIMON 64/128's bs1 as sim-core's occupancy model
// predicts them: round ⌈j·w/n⌉ at cycle j after entry), at any zoom of cells, and in the hover.
import { describe, expect, test } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { describeAt, indexTrace, occupancyColumns, cellPaint } from './occupancy';
import { describeDigit, digitBits, serialDigit, serialRoundsOf, type SerialRounds } from './serial-rounds';

const simCore = loadSimCore();
const V = 0x80000000;
const word = (tag: number, round: number) => (V | (round << 24) | tag) >>> 0;
const bs1: SerialRounds = { bitsPerCycle: 1, wordBits: 32, cyclesPerRound: 32 };

describe('the bit-serial rounds of a configuration', () => {
  test("bs<w>'s w and its cipher's wordBits; every other kind has none", () => {
    expect(serialRoundsOf(simCore.parseConfiguration('simon64128-encdec-bs1-lut-online-all'))).toEqual(bs1);
    expect(serialRoundsOf(simCore.parseConfiguration('simon128128-encdec-bs1-lut-online-all'))).toEqual({
      bitsPerCycle: 1,
      wordBits: 64,
      cyclesPerRound: 64,
    });
    // Any w the description may come to offer (serialBits is [1] today).
    expect(serialRoundsOf({ cipher: 'simon128', architecture: { kind: 'BS', w: 4 } })?.cyclesPerRound).toBe(16);
    expect(() => serialRoundsOf({ cipher: 'aes', architecture: { kind: 'BS', w: 1 } })).toThrow(
      /needs its cipher's wordBits/,
    );
    expect(serialRoundsOf(simCore.parseConfiguration('simon64128-encdec-lu1-lut-online-all'))).toBeNull();
    expect(serialRoundsOf(simCore.parseConfiguration('aes128-enc-pp5-lut-online-all'))).toBeNull();
  });
});

describe("which bits of its round a bit-serial core's register holds, cycle by cycle", () => {
  // sim-core's prediction of SIMON 64/128 bs1 encrypting two blocks: 1,408 cycles each.
  const id = 'simon64128-encdec-bs1-lut-online-all';
  const cycles = 3000;
  const words = simCore.predictOccupancy(id, { keyBits: 128, mode: 'ecb', blocks: [{ tag: 0 }, { tag: 1 }], cycles });
  const trace = indexTrace(words, 1, 0, cycles);

  test('bit j − 1 mod 32 of round ⌈j/32⌉ at cycle j after entry; 44 rounds of 32 cycles a block', () => {
    const entry = words.findIndex((w) => (w & V) !== 0);
    expect(entry).toBeGreaterThanOrEqual(0);
    for (let j = 1; j <= 1408; j++) {
      const i = entry + j - 1;
      expect(serialDigit(trace, 0, i, bs1)).toBe((j - 1) % 32);
      expect((words[i] >>> 24) & 0x7f).toBe(Math.ceil(j / 32));
    }
    // The second block follows at once, its round 1 from bit 0.
    expect(words[entry + 1408] & 0xffffff).toBe(1);
    expect(serialDigit(trace, 0, entry + 1408, bs1)).toBe(0);
    expect(serialDigit(trace, 0, entry + 1408 + 31, bs1)).toBe(31);
  });

  test('zoomed to cells, each column carries its digit, the paint its shade, the hover its bits', () => {
    const entry = words.findIndex((w) => (w & V) !== 0);
    const cols = occupancyColumns(trace, { view: [entry, entry + 40], range: [0, 800], dpr: 1, serial: bs1 });
    expect(cols.map((c) => c.digits![0])).toEqual([...Array.from({ length: 32 }, (_, d) => d), 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(cellPaint(cols[0], 0, 'block', bs1)).toEqual({ kind: 'block', key: 0, digit: { of: 32, at: 0 } });
    expect(cellPaint(cols[33], 0, 'block', bs1)).toEqual({ kind: 'block', key: 0, digit: { of: 32, at: 1 } });
    expect(describeAt(cols, 7 * 20 + 10, 0, ['r1.out'], bs1)).toBe(
      `cycle ${(entry + 7).toLocaleString('en')}, r1.out: block 1, round 1, bit 7 of 32 (cycle 8 of the round's 32)`,
    );
    expect(describeAt(cols, 32 * 20 + 10, 0, ['r1.out'], bs1)).toMatch(
      /round 2, bit 0 of 32 \(cycle 1 of the round's 32\)$/,
    );
    // Without the serial rounds, the cells are the usual blocks.
    const plain = occupancyColumns(trace, { view: [entry, entry + 40], range: [0, 800], dpr: 1 });
    expect(plain[0].digits).toBeNull();
    expect(cellPaint(plain[0], 0, 'block')).toEqual({ kind: 'block', key: 0 });
  });

  test('w bits a cycle: digit d holds bits d·w … d·w + w − 1', () => {
    const bs4: SerialRounds = { bitsPerCycle: 4, wordBits: 64, cyclesPerRound: 16 };
    expect(digitBits(0, bs4)).toBe('bits 0–3 of 64');
    expect(digitBits(15, bs4)).toBe('bits 60–63 of 64');
    expect(digitBits(31, bs1)).toBe('bit 31 of 32');
    expect(describeDigit(2, bs4)).toBe(", bits 8–11 of 64 (cycle 3 of the round's 16)");
  });

  test('an empty stage, a finished block waiting longer than a round, a run the probe ring cut at its start', () => {
    const per = 4;
    const serial: SerialRounds = { bitsPerCycle: 8, wordBits: 32, cyclesPerRound: per };
    // Round 1 for 4 cycles, round 2 for 6 (its last 2 waiting to leave), then empty.
    const w = Uint32Array.from([...Array(4).fill(word(5, 1)), ...Array(6).fill(word(5, 2)), 0]);
    const t = indexTrace(w, 1);
    expect(Array.from({ length: 11 }, (_, i) => serialDigit(t, 0, i, serial))).toEqual([
      0,
      1,
      2,
      3,
      0,
      1,
      2,
      3,
      null,
      null,
      null,
    ]);
    // The ring kept the run's last cycles only (from > 0): the digit counted back from the round's end.
    const cut = indexTrace(Uint32Array.from([word(5, 3), word(5, 3), word(5, 4)]), 1, 1000);
    expect([0, 1, 2].map((i) => serialDigit(cut, 0, i, serial))).toEqual([2, 3, 0]);
    expect(describeDigit(null, serial)).toBe(', its round done');
  });
});
