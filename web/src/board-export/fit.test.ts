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
  it('says when its figures are from earlier inputs, and not otherwise', () => {
    const entry = synthesis.configurations['aes128-enc-lu1-bram-online-all'];
    const earlier = {
      ...synthesis,
      configurations: {
        'aes128-enc-lu1-bram-online-all': {
          ...entry,
          'ice40-up5k': { ...(entry['ice40-up5k'] as Figure), earlierInputs: true },
        },
      },
    } as Synthesis;
    const board = boardById('icebreaker');
    expect(fitReport(earlier, 'aes128-enc-lu1-bram-online-all', board).source).toMatch(/from earlier inputs/);
    expect(fitReport(synthesis, 'aes128-enc-lu1-bram-online-all', board).source).not.toMatch(/earlier/);
  });

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
      why: 'fits',
      headline: 'Fits the iCEBreaker.',
      details: [
        "4,155 LUT4, 1,186 FFs and 21 EBR of the iCEBreaker's 5,280, 5,280 and 30; 4,810 of 5,280 logic cells placed; routed at 17.7 MHz for the 12 MHz clock.",
      ],
      source:
        'aes128-enc-lu1-bram-online-ecb with the board top level, placed and routed by npm run synth (registry/synthesis.json).',
    });
  });

  it("refuses a -all core where its 64 chaining registers alone outgrow the board's flip-flops", () => {
    const r = fitReport(synthesis, 'aes128-enc-lu1-bram-online-all', boardById('icebreaker'));
    expect(r.verdict).toBe('too-big');
    expect(r.headline).toBe(
      'Does not fit: a core with every mode at run time keeps 64 chaining values, 8,192 flip-flops, and the iCEBreaker has 5,280. Its ECB form fits.',
    );
    expect(r.source).toMatch(/^aes128-enc-lu1-bram-online-ecb \(this core's ECB form\) with the board top level/);
    // No figure at all, yet still too many flip-flops: the Tang Nano 9K has 6,480.
    expect(fitReport(synthesis, 'aes128-enc-lu1-bram-online-all', boardById('tang-nano-9k')).verdict).toBe('too-big');
  });

  it('calls a -all core unverified where its ECB form fits and the board has the flip-flops', () => {
    const r = fitReport(synthesis, 'aes128-enc-lu1-bram-online-all', boardById('ulx3s-85f'));
    expect(r.verdict).toBe('unknown');
    expect(r.headline).toMatch(/^Unverified: its ECB form fits; this core also carries every mode at run time/);
  });

  it("refuses with the figure's reason when even the ECB form does not fit", () => {
    const r = fitReport(synthesis, 'aes128-enc-lu2-lut-online-all', boardById('icebreaker'));
    expect(r.verdict).toBe('too-big');
    expect(r.headline).toBe('Does not fit, even in its ECB form.');
    expect(r.details).toEqual(['aes128-enc-lu2-lut-online-ecb needs 27,711 LUT4 …: too many LUT4.']);
  });

  it("compares an ECP5 core-alone figure plus the board top level with each ECP5 board's resources", () => {
    const fits = fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('ulx3s-85f'));
    expect(fits.verdict).toBe('ok');
    expect(fits.headline).toBe('The core fits.');
    // 3,000 + 2,759 LUT4, 600 + 773 FFs, 20 + 1 DP16KD.
    expect(fits.details[0]).toBe(
      "5,759 LUT4, 1,373 FFs and 21 DP16KD of the ULX3S 85F's 83,640, 83,640 and 208; 60.1 MHz on the LFE5U-85F (speed grade 6) for the 25 MHz clock.",
    );
    expect(fits.source).toMatch(
      /alone, placed out of context on the LFE5U-85F, by npm run synth .* plus what the board top level adds \(its UART, FIFO and command interface: 2,759 LUT4, 773 FFs and 1 DP16KD/,
    );
    const small = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('ulx3s-25f'));
    expect(small.verdict).toBe('too-big');
    expect(small.details[0]).toMatch(/the ULX3S 25F \(LFE5U-25F\) has 24,288 LUT4.*too many LUT4\.$/);
  });

  it("names the multiplier blocks a core needs beside the board's, where it has any", () => {
    const id = 'rc6128-enc-lu1-dsp-online-ecb';
    const withDsps = {
      ...synthesis,
      configurations: {
        ...synthesis.configurations,
        [id]: { core: id, 'ecp5-85f': { luts: 2196, ffs: 1754, brams: 0, dsps: 6, fmaxMHz: 39.4, tools } },
      },
    } as unknown as Synthesis;
    const fits = fitReport(withDsps, id, boardById('ulx3s-85f'));
    expect(fits.verdict).toBe('ok');
    expect(fits.details[0]).toMatch(
      /^4,955 LUT4, 2,527 FFs, 1 DP16KD and 6 MULT18X18D of the ULX3S 85F's 83,640, 83,640, 208 and 156;/,
    );
  });

  it("holds a core whose Fmax misses the board's clock, unless the board's speed grade is faster", () => {
    const slow = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('ulx3s-85f'));
    expect(slow.verdict).toBe('too-big');
    expect(slow.headline).toBe('Fits, but too slow for the 25 MHz clock.');
    expect(slow.why).toBe('too-slow');
    const crab = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('orangecrab-25f'));
    expect(crab.verdict).toBe('too-big'); // 27,512 LUT4 do not fit the 25F anyway
    const faster = fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', {
      ...boardById('orangecrab-25f'),
      clock: { hz: 64_000_000, oscillator: '' },
    } as ReturnType<typeof boardById>);
    expect(faster.verdict).toBe('unknown');
    expect(faster.headline).toBe(
      "Unverified: too slow for the 64 MHz clock at speed grade 6; the OrangeCrab r0.2 25F's speed grade 8 is faster.",
    );
  });

  it('calls an ECP5 core that has the resources but that nextpnr did not place unverified, and says so', () => {
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
    expect(r.headline).toBe('Unverified: it has the resources, but nextpnr did not place it out of context.');
    expect(r.details[1]).toBe('Not placed on the LFE5U-85F: nextpnr-ecp5 placed it with neither placer (…).');
  });

  it('calls the Artix-7 figure an estimate, neither placed nor timed: unverified', () => {
    const r = fitReport(synthesis, 'aes128-enc-lu2-lut-online-ecb', boardById('arty-a7-35t'));
    expect(r.verdict).toBe('unknown');
    expect(r.headline).toBe(
      "Unverified: by Yosys's estimate it has the resources, but nothing here placed it or timed it at the 100 MHz clock.",
    );
    expect(r.source).toMatch(/a Yosys estimate for Artix-7, not placed/);
  });

  it('says plainly when there is no figure', () => {
    const gowin = fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('tang-nano-9k'));
    expect(gowin).toEqual({
      verdict: 'unknown',
      why: 'no-figure',
      headline: 'Unverified: no figure for this core on the GW1NR-9C in registry/synthesis.json.',
      details: [],
      source: null,
    });
    expect(fitReport(synthesis, 'aes128-enc-pp5-lut-online-ctr', boardById('icebreaker')).verdict).toBe('unknown');
    expect(fitReport(synthesis, 'aes128-enc-lu1-bram-online-ecb', boardById('basys3')).headline).toMatch(
      /no figure for this core on the XC7A35T/,
    );
    expect(noFitCheckHere).toMatch(
      /no browser build of this family’s place and route.*npm run export synthesizes the design before it writes a project/,
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
