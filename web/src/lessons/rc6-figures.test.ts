// Lesson 11 (RC6) quotes the lab's synthesis figures for its LU-1 cores with the squarer, the
// DSP blocks and the array multiplier (registry/synthesis.json), and draws conclusions from
// them: that the DSP blocks save LUT4s but no clock on the ECP5, because the key setup's path is
// the longer; that no RC6 core fits the iCEBreaker. Each quoted figure is checked against the
// registry, and each conclusion against the figures, so a new `npm run synth` fails here and
// names what the lesson must say now.
import { describe, expect, it } from 'vitest';
import { grouped } from '../numbers';
import { synthesisFile } from '../throughput/synthesis';
import { figureOn, fmaxOn, lessonText } from './quoted-figures';

const lesson = lessonText('11-rc6-multiplying-in-hardware');
const [sq, dsp, arr] = ['sq', 'dsp', 'arr'].map((m) => `rc6128-enc-lu1-${m}-online-all`);
const luts = (id: string, device: string) => grouped(figureOn(id, device).luts);
const mhz = (id: string, device: string) => `${fmaxOn(id, device).toFixed(1)} MHz`;

describe('lesson 11 quotes the registry’s RC6 LU-1 figures of today', () => {
  const ecp5 = (id: string) => figureOn(id, 'ecp5-85f');
  const quoted: [what: string, text: string][] = [
    ['the squarer on the ECP5', `${luts(sq, 'ecp5-85f')} LUT4, ${grouped(ecp5(sq).ffs)} FF, ${mhz(sq, 'ecp5-85f')}`],
    [
      'the DSP core on the ECP5',
      `${luts(dsp, 'ecp5-85f')} LUT4, ${grouped(ecp5(dsp).ffs)} FF, ${ecp5(dsp).dsps} MULT18X18D, ${mhz(dsp, 'ecp5-85f')}`,
    ],
    ['the LUT4s the DSP blocks save', `save ${grouped(ecp5(sq).luts - ecp5(dsp).luts)} LUT4s`],
    ['the squarer on the HX8K', `${luts(sq, 'ice40-hx8k')} LUT4, ${mhz(sq, 'ice40-hx8k')}`],
    [
      'the DSP core on the HX8K',
      `${luts(dsp, 'ice40-hx8k')} LUT4s alone against the squarer's ${luts(sq, 'ice40-hx8k')}`,
    ],
    ['the squarer on the Artix-7', `${luts(sq, 'artix7')} LUT6`],
    ['the DSP core on the Artix-7', `${luts(dsp, 'artix7')} LUT6, ${figureOn(dsp, 'artix7').dsps} DSP48E1`],
    ['the DSP core on the UP5K', `${luts(dsp, 'ice40-up5k')} LUT4 and ${grouped(figureOn(dsp, 'ice40-up5k').ffs)} FF`],
    ['the squarer on the UP5K', `the squarer ${luts(sq, 'ice40-up5k')} LUT4`],
    [
      'the array multiplier on the ECP5',
      `${luts(arr, 'ecp5-85f')} LUT4s (${grouped(ecp5(arr).luts - ecp5(sq).luts)} more than the squarer) at ${mhz(arr, 'ecp5-85f')}`,
    ],
    ['PP-2 on the ECP5', `PP-2 runs at ${mhz('rc6128-enc-pp2-sq-online-all', 'ecp5-85f')}`],
    ['the offline SP-1-1 on the ECP5', `runs at ${mhz('rc6256-encdec-sp1m1-sq-offline-all', 'ecp5-85f')}`],
  ];
  it.each(quoted)('%s: %s', (_what, text) => {
    expect(lesson.replace(/\s+/g, ' ')).toContain(text);
  });

  it('and what it concludes from them holds', () => {
    // "the clock does not move": the DSP core within 5 % of the squarer on the ECP5 …
    expect(Math.abs(fmaxOn(dsp, 'ecp5-85f') / fmaxOn(sq, 'ecp5-85f') - 1)).toBeLessThan(0.05);
    // … because both cores' longest path is the key setup's.
    for (const id of [sq, dsp]) {
      const { placer, placers } = ecp5(id);
      expect(placers?.[placer!]?.criticalPath?.from, id).toMatch(/u_key_setup/);
    }
    // "the DSP core does not place on the HX8K", "none of the lab's RC6 cores fits the iCEBreaker".
    expect(figureOn(dsp, 'ice40-hx8k').fits).toBe(false);
    const rc6 = Object.keys(synthesisFile.configurations).filter((id) => id.startsWith('rc6'));
    expect(rc6.length).toBeGreaterThanOrEqual(5);
    for (const id of rc6) expect(figureOn(id, 'ice40-up5k').fits, id).toBe(false);
  });
});
