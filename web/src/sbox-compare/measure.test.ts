// The toggle measurement on the built models in Node, run as the page's worker runs them
// (sim/run.ts): the steady-state window lines up with the dump, and the six S-boxes of AES's
// LU-1, the two of Twofish's and RC6's three multipliers give the figures the panel shows.
import { describe, expect, test } from 'vitest';
import { loadSimCore, openBuiltModel } from '../test-support/built';
import { runWorkload } from '../sim/run';
import { parseVcd } from '../waveform/vcd';
import { cycleTiming, valueAtCycle } from '../waveform/geometry';
import { implementationOf } from '../config-axes';
import { measureToggles, type ToggleMeasure } from './measure';
import { sboxNetCodes } from './sbox-nets';
import { implementationNetsOf } from './implementation-nets';
import { countToggles } from './toggles';
import { toggleBlockCount, toggleWorkload } from './workload';

const simCore = loadSimCore();

/** The implementation's nets hold a share of the steady state's toggles: some, never all, nothing unknown. */
function expectAShareOfTheToggles(measure: ToggleMeasure) {
  expect(measure.all.unknown).toBe(0);
  expect(measure.sboxes.nets).toBeGreaterThan(0);
  expect(measure.sboxes.toggles).toBeGreaterThan(0);
  expect(measure.sboxes.toggles).toBeLessThan(measure.all.toggles);
  expect(measure.togglesPerBlock).toBeCloseTo(measure.togglesPerCycle * measure.cyclesPerBlock, 6);
}

async function measured(id: string) {
  const w = toggleWorkload(simCore, simCore.parseConfiguration(id));
  if (!w.ok) throw new Error(w.error);
  const run = runWorkload(await openBuiltModel(id), { ...w.workload, maxCycles: w.maxCycles, vcd: true });
  const vcd = parseVcd(run.vcd!);
  return {
    run,
    vcd,
    measure: measureToggles(simCore, run, vcd, implementationNetsOf(simCore.parseConfiguration(id).cipher)),
  };
}

/** `id`'s measurement takes every block of the workload, and its implementation's nets hold a share of the toggles. */
async function measuresAShare(id: string) {
  const { run, measure } = await measured(id);
  expect(run.outputs.tags).toHaveLength(toggleBlockCount);
  expectAShareOfTheToggles(measure);
}

describe('toggle activity of the LU-1 S-boxes', () => {
  const ids = implementationOf('aes').choices.map(({ token }) => `aes128-enc-lu1-${token}-online-all`);

  test.each(ids)(
    '%s: the window holds the blocks leaving in it, by the dump itself',
    async (id) => {
      const { run, vcd, measure } = await measured(id);
      expect(run.outputs.tags).toHaveLength(toggleBlockCount);
      // Outputs the harness took (out_valid_o && out_ready_i at a cycle's start) in the window.
      const signal = (name: string) => vcd.signals.find((s) => s.name === `TOP.${name}`)!;
      const timing = cycleTiming(vcd);
      let out = 0;
      for (let c = measure.window.from; c < measure.window.to; c++) {
        if (
          valueAtCycle(signal('out_valid_o'), c, timing) === '1' &&
          valueAtCycle(signal('out_ready_i'), c, timing) === '1'
        )
          out++;
      }
      expect(out).toBe(measure.blocks);
      expect(measure.blocks).toBeGreaterThan(toggleBlockCount / 2);
      // Two-state simulation after reset: nothing unknown in the steady state.
      expectAShareOfTheToggles(measure);
    },
    30_000,
  );

  test('what the RTL shows of the S-boxes', async () => {
    const [lut, lutram, cf] = await Promise.all(
      ['lut', 'lutram', 'cf'].map((s) => measured(`aes128-enc-lu1-${s}-online-all`)),
    );
    // LUT-RAM is the LUT S-box's 512x8 table read asynchronously (hdl/doc/sboxes.md): in RTL
    // the two switch alike, bit for bit. Only synthesis could tell them apart.
    expect(lutram.measure.all).toEqual(lut.measure.all);
    // The composite field's named stage values switch on top of the same datapath: more
    // toggles per block (Swankoski et al. 2005, Sec. 4: "logic intensive").
    expect(cf.measure.cyclesPerBlock).toBe(lut.measure.cyclesPerBlock);
    expect(cf.measure.togglesPerBlock).toBeGreaterThan(lut.measure.togglesPerBlock);
    expect(cf.measure.sboxTogglesPerBlock).toBeGreaterThan(lut.measure.sboxTogglesPerBlock);
  }, 30_000);
});

describe("toggle activity of Twofish's LU-1 key-dependent S-boxes", () => {
  const ids = ['lut', 'bram'].map((s) => `twofish128-enc-lu1-${s}-online-all`);

  test.each(ids)(
    "%s: its g's S-boxes (u_g) hold a share of the toggles, more than none and less than all",
    measuresAShare,
    30_000,
  );

  test("what the RTL shows of them: the same bytes either way; AES's names find none", async () => {
    const [lut, bram] = await Promise.all(ids.map(measured));
    // Computed or read, g's S-boxes take the same words and give the same bytes, and neither
    // the q0/q1 path (twofish_pkg::sbox_byte, a function) nor a table's contents is a traced
    // net: their S-box nets switch alike, bit for bit, as AES's LUT and LUT-RAM do.
    expect(bram.measure.cyclesPerBlock).toBe(lut.measure.cyclesPerBlock);
    expect(bram.measure.sboxes).toEqual(lut.measure.sboxes);
    // The whole cores switch alike too: the computing g's lint sink (twofish_g.sv's `unused`,
    // the clock in its XOR) is not traced (hdl/lint/verilator.vlt).
    expect(lut.measure.all).toEqual(bram.measure.all);
    expect(sboxNetCodes(lut.vcd, implementationNetsOf('aes')).size).toBe(0);
    expect(sboxNetCodes(lut.vcd, implementationNetsOf('twofish')).size).toBeGreaterThan(0);
  }, 30_000);
});

describe("toggle activity of RC6's LU-1 multipliers", () => {
  const ids = implementationOf('rc6').choices.map(({ token }) => `rc6128-enc-lu1-${token}-online-all`);

  test.each(ids)(
    '%s: its two multipliers (u_f_b, u_f_d) hold a share of the toggles, more than none and less than all',
    measuresAShare,
    30_000,
  );

  test('what the RTL shows of them: the same products from the same words, the squarer the most nets', async () => {
    const [sq, dsp, arr] = await Promise.all(ids.map(measured));
    expect(ids.map((id) => id.split('-')[3])).toEqual(['sq', 'dsp', 'arr']);
    for (const other of [dsp, arr]) expect(other.measure.cyclesPerBlock).toBe(sq.measure.cyclesPerBlock);
    // `*` is one expression: its only nets are the two products (f_o), which switch as every
    // kind's do, since all three compute f(B) and f(D) of the same words.
    const products = (m: Awaited<ReturnType<typeof measured>>) =>
      countToggles(
        m.vcd,
        m.measure.window,
        new Set(
          m.vcd.signals
            .filter((s) => s.reference === 'f_o' && (s.scope.at(-1) === 'u_f_b' || s.scope.at(-1) === 'u_f_d'))
            .map((s) => s.code),
        ),
      );
    // (Its other net is the Mul parameter both instances declare, a constant.)
    expect(products(dsp).toggles).toBe(dsp.measure.sboxes.toggles);
    // And the rest of the core switches alike, toggle for toggle, whatever the multiplier: the
    // cores differ in their multipliers' nets alone.
    const rest = (m: Awaited<ReturnType<typeof measured>>) => m.measure.all.toggles - m.measure.sboxes.toggles;
    expect(rest(sq)).toBe(rest(dsp));
    expect(rest(arr)).toBe(rest(dsp));
    expect(products(sq).toggles).toBe(products(dsp).toggles);
    expect(products(arr).toggles).toBe(products(dsp).toggles);
    // The squarer's rows and sum are named nets: more of them than the array multiplier's.
    expect(sq.measure.sboxes.nets).toBeGreaterThan(arr.measure.sboxes.nets);
    expect(arr.measure.sboxes.nets).toBeGreaterThan(dsp.measure.sboxes.nets);
    expect(sboxNetCodes(sq.vcd, implementationNetsOf('twofish')).size).toBe(0);
  }, 30_000);
});
