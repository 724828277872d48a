import { describe, expect, test } from 'vitest';
import { loadSimCore, registryIds } from '../test-support/built';
import { deriveDatapath, drawsDatapath } from './derive';
import { describeOperation } from './operations';
import { layoutDatapath, type Box } from './layout';

const simCore = loadSimCore();
/** The registry's configurations of the ciphers the view draws (the others get a note instead). */
const drawnIds = registryIds.filter((id) => drawsDatapath(simCore.parseConfiguration(id).cipher));
const inside = (box: Box, width: number, height: number) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the datapath drawing of every registry configuration', () => {
  // Every cipher whose plug-in has a datapath: AES, Serpent, Twofish, RC6, Triple DES and MARS.
  test.each(drawnIds)('%s: every part in place, nothing on top of anything else', (id) => {
    const datapath = deriveDatapath(simCore.parseConfiguration(id));
    const layout = layoutDatapath(datapath);
    expect(layout.width).toBeLessThanOrEqual(1010);
    // One bar per register, in probe order.
    expect(layout.registers.map((r) => r.register.index)).toEqual(datapath.registers.map((r) => r.index));
    const parts = [...layout.operations, ...layout.registers, layout.entry];
    for (const part of parts) expect(inside(part, layout.callout.x, layout.height)).toBe(true);
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j])).toBe(false);
    // Each row holds its slice, read left to right in datapath order.
    for (const row of layout.rows) {
      const within = (p: Box) => p.y > row.y && p.y < row.y + row.height;
      expect(layout.operations.filter(within).every((o) => o.slice === row.slice)).toBe(true);
      const xs = layout.registers.filter(within).map((r) => r.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
    }
    expect(layout.loop === null).toBe(datapath.loop === null);
    expect(layout.rows).toHaveLength(datapath.slices.length);
  });

  test('a narrow box narrows the columns down to the floor, then the layout is wider than the box (the view pans it)', () => {
    const lu1 = deriveDatapath(simCore.parseConfiguration('aes128-enc-lu1-lut-online-all'));
    // The lab's panel at 1280×720 at the readable scale (1196 / 1.4 px): LU-1 fits it.
    expect(layoutDatapath(lu1, 854, 9).width).toBeLessThanOrEqual(854);
    // A phone's panel (341 / 1.4 px): no narrower than 9 px a unit, wider than the box.
    const phone = layoutDatapath(lu1, 244, 9);
    expect(phone.width).toBeGreaterThan(244);
    expect(phone.width).toBe(layoutDatapath(lu1, 1, 9).width);
    // Still nothing on top of anything else.
    const parts = [...phone.operations, ...phone.registers, phone.entry];
    for (let i = 0; i < parts.length; i++)
      for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j])).toBe(false);
  });

  test('LU-5 draws five rounds in one clock and a loop of two passes', () => {
    const layout = layoutDatapath(deriveDatapath(simCore.parseConfiguration('aes128-enc-lu5-lut-online-all')));
    expect(layout.rows.map((r) => r.label)).toEqual([
      'Round 1 of 5 in one clock: rounds 1, 6',
      'Round 2 of 5 in one clock: rounds 2, 7',
      'Round 3 of 5 in one clock: rounds 3, 8',
      'Round 4 of 5 in one clock: rounds 4, 9',
      'Round 5 of 5 in one clock: rounds 5, 10',
    ]);
    expect(layout.loop?.label).toBe('loop: 2 passes of 5 rounds');
    expect(layout.registers.filter((r) => r.entersAndLeaves)).toHaveLength(1);
  });

  test('PP-5 takes a new block at any round register; the full pipeline has none to loop to', () => {
    const pp5 = layoutDatapath(deriveDatapath(simCore.parseConfiguration('aes128-enc-pp5-lut-online-all')));
    expect(pp5.rows[0].label).toBe('Round unit 1: any round: blocks enter at any free round register');
    expect(pp5.registers.filter((r) => r.entersAndLeaves)).toHaveLength(5);
    const full = layoutDatapath(deriveDatapath(simCore.parseConfiguration('aes128-enc-sp10m3-cfp-online-all')));
    expect(full.rows[9].label).toBe('Round unit 10: round 10');
    expect(full.sboxPipelines).toHaveLength(10);
    expect(full.exits).toHaveLength(1);
  });

  test('operations are named by direction', () => {
    expect(
      describeOperation({ kind: 'subBytes', sbox: 'compositePipelined', latency: 5, forward: true, inverse: true }),
    ).toEqual({ label: '(Inv)SubBytes', detail: 'GF((2⁴)²), 5 regs' });
    expect(describeOperation({ kind: 'shiftRows', forward: false, inverse: true }).label).toBe('InvShiftRows');
  });

  test("a key wire behind a row label gets a halo: Serpent's key mixing and Twofish's key-dependent S-boxes open each row, Triple DES's ⊕ Kₙ is its second box, MARS's E-function sits under its long layer labels, AES's AddRoundKey closes it, RC6's key addition is reached by the ten rounds a slice its two-slice cores list", () => {
    for (const id of drawnIds) {
      const layout = layoutDatapath(deriveDatapath(simCore.parseConfiguration(id)));
      expect(layout.keyWires.length).toBeGreaterThan(0);
      expect(
        layout.rows.some((r) => r.overKeyWire),
        id,
      ).toBe(
        id.startsWith('serpent') ||
          id.startsWith('twofish') ||
          id.startsWith('des') ||
          id.startsWith('mars') ||
          /^rc6128-enc-(lu|pp)2-/.test(id) ||
          // SIMON's ⊕ kᵢ, its third box, under the bit-serial row's long label and PP-4's lists of rounds.
          (id.startsWith('simon') && !/-lu\d/.test(id)),
      );
    }
  });

  test("Twofish's and RC6's output whitening, Triple DES's FP and MARS's key subtraction are named under its exit's row, clear of the loop's label and the round register", () => {
    const whitens = (id: string) => ['twofish', 'rc6', 'des', 'mars'].some((c) => id.startsWith(c));
    const lastOperation = (id: string) =>
      id.startsWith('rc6')
        ? 'rc6Finish'
        : id.startsWith('des')
          ? 'desFeistel'
          : id.startsWith('mars')
            ? 'marsLayer'
            : 'twofishMix';
    for (const id of drawnIds.filter(whitens)) {
      const datapath = deriveDatapath(simCore.parseConfiguration(id));
      const layout = layoutDatapath(datapath);
      expect(layout.exits).toHaveLength(1);
      const detail = layout.exitDetail!;
      expect(detail.text).toBe(datapath.exitText);
      // Right-aligned at x, about 6.2 px a character at 11 px, under the last row's boxes and above its loop.
      const left = detail.x - detail.text.length * 6.2;
      const row = layout.rows.at(-1)!;
      const mix = layout.operations.filter((o) => o.slice === row.slice).at(-1)!;
      expect(mix.operation.kind).toBe(lastOperation(id));
      expect(detail.x).toBe(mix.x + mix.width);
      expect(detail.y).toBeGreaterThan(mix.y + mix.height);
      expect(detail.y).toBeLessThan(row.y + row.height);
      // The round register after the row's operations, or (MARS) in front of them.
      const register = layout.registers.filter((r) => r.y === mix.y).at(-1)!;
      if (register.x > mix.x) expect(detail.x).toBeLessThan(register.x);
      else expect(left).toBeGreaterThan(register.x + register.width);
      // The loop's label, or (MARS's PP-3) the last stage's own.
      const loop = layout.loop ?? layout.stageLoops.at(-1)!;
      expect(left).toBeGreaterThan(loop.labelX + loop.label.length * 6.2);
    }
    for (const id of drawnIds.filter((i) => !whitens(i)))
      expect(layoutDatapath(deriveDatapath(simCore.parseConfiguration(id))).exitDetail).toBeNull();
  });
});
