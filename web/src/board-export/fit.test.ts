import { describe, expect, it } from 'vitest';
import { boardById } from '@board/boards.mjs';
import registryFigures from '@registry/synthesis.json';
import { figureDevice, fitReport, noFitCheckHere, type Figure, type Synthesis } from './fit';

const tools = { yosys: 'Yosys 0.23' };
const synthesis = {
  devices: {
    'ecp5-85f': 'Lattice ECP5 LFE5U-85F',
    'ice40-up5k': 'Lattice iCE40UP5K (the iCEBreaker)',
    artix7: 'AMD Artix-7, an estimate',
  },
  configurations: {
    'aes128-enc-lu1-bram-online-all': {
      core: 'aes128-enc-lu1-bram-online-ecb',
      'ice40-up5k': { luts: 4155, ffs: 1186, brams: 21, fits: true, logicCells: 4810, fmaxMHz: 17.7, tools },
      'ecp5-85f': { luts: 3000, ffs: 600, brams: 20, fmaxMHz: 60.1, tools },
    },
    'aes128-enc-lu2-lut-online-all': {
      core: 'aes128-enc-lu2-lut-online-ecb',
      'ice40-up5k': {
        luts: 27711,
        ffs: 1314,
        brams: 1,
        fits: false,
        reason: 'aes128-enc-lu2-lut-online-ecb needs 27,711 LUT4 …: too many LUT4',
        tools,
      },
      'ecp5-85f': { luts: 27512, ffs: 544, brams: 0, fmaxMHz: 22.54, tools },
      artix7: { luts: 9000, ffs: 544, brams: 0, estimate: true, tools },
    },
  },
} as unknown as Synthesis;

describe('the fit figures the dialog shows', () => {
  it('reads the figure device of each board family that has one', () => {
    expect(figureDevice(boardById('icebreaker'))).toBe('ice40-up5k');
    expect(figureDevice(boardById('orangecrab-25f'))).toBe('ecp5-85f');
    expect(figureDevice(boardById('basys3'))).toBe('artix7');
    expect(figureDevice(boardById('tang-nano-9k'))).toBeNull();
    expect(figureDevice(boardById('de10-lite'))).toBeNull();
  });

  it("takes the iCEBreaker's own placed figure for the exported core as the verdict", () => {
    const r = fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('icebreaker'));
    expect(r).toEqual({
      verdict: 'ok',
      headline: 'Fits the iCEBreaker.',
      details: [
        "4,155 LUT4, 1,186 FFs and 21 EBR of the iCEBreaker's 5,280, 5,280 and 30; 4,810 of 5,280 logic cells placed; routed at 17.7 MHz for the 12 MHz clock.",
      ],
      source:
        'aes128-enc-lu1-bram-online-ecb with the board top level, placed and routed by npm run synth (registry/synthesis.json).',
    });
  });

  it("says a -all core's figures are of its ECB form, and only a lower bound", () => {
    const r = fitReport(synthesis, 'aes128-enc-lu1-bram-online-all', boardById('icebreaker'));
    expect(r.verdict).toBe('unknown');
    expect(r.headline).toBe(
      'Its ECB form fits; this core also carries every mode at run time, which that figure leaves out.',
    );
    expect(r.source).toMatch(/^aes128-enc-lu1-bram-online-ecb \(this core's ECB form\) with the board top level/);
  });

  it("refuses with the figure's reason when even the ECB form does not fit", () => {
    const r = fitReport(synthesis, 'aes128-enc-lu2-lut-online-all', boardById('icebreaker'));
    expect(r.verdict).toBe('too-big');
    expect(r.headline).toBe('Does not fit, even in its ECB form.');
    expect(r.details).toEqual(['aes128-enc-lu2-lut-online-ecb needs 27,711 LUT4 …: too many LUT4.']);
  });

  it("compares the ECP5 core-alone figure with each ECP5 board's resources through checkFit", () => {
    const big = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('ulx3s-85f'));
    expect(big.verdict).toBe('ok');
    expect(big.headline).toBe('The core fits.');
    expect(big.details[0]).toMatch(
      /^27,512 LUT4, 544 FFs and 0 DP16KD of the ULX3S 85F's 83,640, .*; 22.54 MHz on the LFE5U-85F \(speed grade 6\) for the 25 MHz clock\.$/,
    );
    expect(big.source).toMatch(
      /alone, placed out of context on the LFE5U-85F, by npm run synth .* the board top level adds its UART/,
    );
    const small = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('ulx3s-25f'));
    expect(small.verdict).toBe('too-big');
    expect(small.details[0]).toMatch(/the ULX3S 25F \(LFE5U-25F\) has 24,288 LUT4.*too many LUT4\.$/);
  });

  it('gives no verdict for an ECP5 core that has the resources but that nextpnr did not place, and says so', () => {
    const stuck = {
      ...synthesis,
      configurations: {
        'aes128-enc-x-online-ecb': {
          core: 'aes128-enc-x-online-ecb',
          'ecp5-85f': {
            luts: 28507,
            ffs: 26909,
            brams: 0,
            placed: false,
            reason: 'nextpnr-ecp5 placed it with neither placer (…)',
            tools,
          },
        },
      },
    } as unknown as Synthesis;
    const r = fitReport(stuck, 'aes128-enc-x-online-ecb', boardById('ulx3s-85f'));
    expect(r.verdict).toBe('unknown');
    expect(r.headline).toBe('It has the resources, but nextpnr did not place it out of context.');
    expect(r.details[1]).toBe('Not placed on the LFE5U-85F: nextpnr-ecp5 placed it with neither placer (…).');
  });

  it('marks the Artix-7 figure as an estimate', () => {
    const r = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('arty-a7-35t'));
    expect(r.verdict).toBe('ok');
    expect(r.source).toMatch(/a Yosys estimate for Artix-7, not placed/);
  });

  it('says plainly when there is no figure', () => {
    const gowin = fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('tang-nano-9k'));
    expect(gowin).toEqual({
      verdict: 'unknown',
      headline: 'No figure for this core on the GW1NR-9C in registry/synthesis.json.',
      details: [],
      source: null,
    });
    expect(fitReport(synthesis, 'aes128-enc-pp5-lut-online-ctr', boardById('icebreaker')).verdict).toBe('unknown');
    expect(fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('basys3')).headline).toMatch(
      /No figure for this core on the XC7A35T/,
    );
    expect(noFitCheckHere).toMatch(
      /Yosys cannot run in a browser.*npm run export synthesizes the design before it writes a project/,
    );
  });

  it('reads registry/synthesis.json as it is: every entry names its core, every figure counts resources', () => {
    const real = registryFigures as unknown as Synthesis;
    for (const [id, entry] of Object.entries(real.configurations)) {
      expect(entry.core, id).toMatch(/-ecb$/);
      for (const device of ['ice40-up5k', 'ecp5-85f', 'artix7']) {
        const f = entry[device] as Figure | undefined;
        if (f)
          for (const k of ['luts', 'ffs', 'brams'] as const)
            expect(Number.isInteger(f[k]), `${id} ${device} ${k}`).toBe(true);
      }
      expect(() => fitReport(real, id, boardById('icebreaker'))).not.toThrow();
    }
  });
});
