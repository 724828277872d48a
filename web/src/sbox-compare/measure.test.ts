// The toggle measurement on the built models in Node, run as the page's worker runs them
// (sim/run.ts): the steady-state window lines up with the dump, and the six S-boxes of LU-1
// give the figures the panel shows.
import { describe, expect, test } from 'vitest';
import { loadSimCore, openBuiltModel } from '../test-support/built';
import { runWorkload } from '../sim/run';
import { parseVcd } from '../waveform/vcd';
import { cycleTiming, valueAtCycle } from '../waveform/geometry';
import { axisChoices } from '../config-axes';
import { measureToggles } from './measure';
import { toggleBlockCount, toggleWorkload } from './workload';

const simCore = loadSimCore();

async function measured(id: string) {
  const w = toggleWorkload(simCore, simCore.parseConfiguration(id));
  if (!w.ok) throw new Error(w.error);
  const run = runWorkload(await openBuiltModel(id), { ...w.workload, maxCycles: w.maxCycles, vcd: true });
  const vcd = parseVcd(run.vcd!);
  return { run, vcd, measure: measureToggles(simCore, run, vcd) };
}

describe('toggle activity of the LU-1 S-boxes', () => {
  const ids = axisChoices.sbox.map(([s]) => `aes128-enc-lu1-${s}-online-all`);

  test.each(ids)(
    '%s: the window holds the blocks leaving in it, by the dump itself',
    async (id) => {
      const { run, vcd, measure } = await measured(id);
      expect(run.outputs).toHaveLength(toggleBlockCount);
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
      expect(measure.all.unknown).toBe(0);
      expect(measure.sboxes.toggles).toBeGreaterThan(0);
      expect(measure.sboxes.toggles).toBeLessThan(measure.all.toggles);
      expect(measure.togglesPerBlock).toBeCloseTo(measure.togglesPerCycle * measure.cyclesPerBlock, 6);
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
