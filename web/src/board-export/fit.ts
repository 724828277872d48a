// Does the core fit the board? The fit check (Yosys synthesizing the design for the board's
// FPGA) cannot run in a browser, so the dialog shows what registry/synthesis.json measured,
// where it has a figure for this configuration on the board's device family, and says
// plainly where it has none. The figures are of each prebuilt core's board form (ECB):
// exactly the exported core when its id is that form, a lower bound for the run-time-mode
// (`-all`) core the lab simulates.
import { checkFit, groupDigits } from '@board/fit.mjs';
import { FAMILIES } from '@board/boards.mjs';
import { mhz } from '@board/export/flows.mjs';
import type { Board } from './boards';

export interface Figure {
  luts: number;
  ffs: number;
  brams: number;
  fits?: boolean;
  /** false when it fits but nextpnr placed it with neither placer (ECP5). */
  placed?: boolean;
  reason?: string;
  fmaxMHz?: number;
  logicCells?: number | null;
  estimate?: boolean;
}

export interface Synthesis {
  devices: Record<string, string>;
  configurations: Record<string, { core: string } & Record<string, Figure | string>>;
}

export interface FitReport {
  /** ok: a figure says it fits; too-big: a figure says it does not; unknown: no verdict. */
  verdict: 'ok' | 'too-big' | 'unknown';
  /** One short sentence: the verdict. */
  headline: string;
  /** The figures behind it, one line each. */
  details: string[];
  /** What was measured, where and by what; null with no figure. */
  source: string | null;
}

/** Said in every dialog: why nothing here checks the fit, and what does. */
export const noFitCheckHere =
  'Yosys cannot run in a browser, so nothing here checks the fit: npm run export synthesizes the design before it writes a project; for this zip, the synthesis that make runs is the check.';

/** The figure device of registry/synthesis.json that describes a board, if any. */
export function figureDevice(board: Board): 'ice40-up5k' | 'ecp5-85f' | 'artix7' | null {
  if (board.fpga.family === 'ice40' && board.fpga.device === 'iCE40UP5K') return 'ice40-up5k';
  if (board.fpga.family === 'ecp5') return 'ecp5-85f';
  if (board.fpga.family === 'xilinx7') return 'artix7';
  return null;
}

/** The registry entry measuring `configId`: its own (id or board form), or the one whose board form it is. */
function entryFor(synthesis: Synthesis, configId: string) {
  const own = synthesis.configurations[configId];
  if (own) return own;
  return Object.values(synthesis.configurations).find((e) => e.core === configId) ?? null;
}

function describeNeed(board: Board, f: Figure): string {
  const { lut, bram } = FAMILIES[board.fpga.family];
  const r = board.resources;
  return `${groupDigits(f.luts)} ${lut}, ${groupDigits(f.ffs)} FFs and ${groupDigits(f.brams)} ${bram} of the ${board.name}'s ${groupDigits(r.luts)}, ${groupDigits(r.ffs)} and ${groupDigits(r.brams)}`;
}

export function fitReport(synthesis: Synthesis, configId: string, board: Board): FitReport {
  const device = figureDevice(board);
  const entry = entryFor(synthesis, configId);
  const figure = device && entry ? (entry[device] as Figure | undefined) : undefined;
  if (!device || !entry || !figure) {
    return {
      verdict: 'unknown',
      headline: `No figure for this core on the ${board.fpga.device} in registry/synthesis.json.`,
      details: [],
      source: null,
    };
  }
  const exact = entry.core === configId;
  const core = exact ? entry.core : `${entry.core} (this core's ECB form)`;
  // A -all core carries every mode on top of its ECB form: a fitting figure is a lower bound.
  const lowerBound = 'Its ECB form fits; this core also carries every mode at run time, which that figure leaves out.';
  const clock = `${mhz(board.clock.hz)} MHz`;

  if (device === 'ice40-up5k') {
    // Measured in this board's own top level, placed and routed: its verdict is the board's.
    const source = `${core} with the board top level, placed and routed by npm run synth (registry/synthesis.json).`;
    if (figure.fits === false) {
      return {
        verdict: 'too-big',
        headline: `Does not fit${exact ? '' : ', even in its ECB form'}.`,
        details: [`${figure.reason ?? describeNeed(board, figure)}.`],
        source,
      };
    }
    const parts = [describeNeed(board, figure)];
    if (figure.logicCells)
      parts.push(`${groupDigits(figure.logicCells)} of ${groupDigits(board.resources.luts)} logic cells placed`);
    if (figure.fmaxMHz !== undefined) parts.push(`routed at ${figure.fmaxMHz} MHz for the ${clock} clock`);
    const details = [`${parts.join('; ')}.`];
    if (!exact) return { verdict: 'unknown', headline: lowerBound, details, source };
    if (figure.fmaxMHz !== undefined && figure.fmaxMHz < board.clock.hz / 1e6) {
      return { verdict: 'too-big', headline: `Fits, but too slow for the ${clock} clock.`, details, source };
    }
    return { verdict: 'ok', headline: `Fits the ${board.name}.`, details, source };
  }

  // ECP5 and Artix-7 figures are the core alone; compare them with this board's resources.
  const how =
    device === 'artix7' ? 'a Yosys estimate for Artix-7, not placed' : 'placed out of context on the LFE5U-85F';
  const source = `${core} alone, ${how}, by npm run synth (registry/synthesis.json); the board top level adds its UART, a few hundred LUTs and flip-flops.`;
  const problem = checkFit(board, { luts: figure.luts, ffs: figure.ffs, brams: figure.brams, name: entry.core });
  if (problem)
    return {
      verdict: 'too-big',
      headline: `Does not fit${exact ? '' : ', even in its ECB form'}.`,
      details: [`${problem}.`],
      source,
    };
  const details = [
    `${describeNeed(board, figure)}${figure.fmaxMHz !== undefined ? `; ${figure.fmaxMHz} MHz on the LFE5U-85F (speed grade 6) for the ${clock} clock` : ''}.`,
  ];
  if (figure.placed === false) {
    // Enough resources, but the open flow's placer gave up on it: the board build may too.
    details.push(`Not placed on the LFE5U-85F: ${figure.reason ?? 'nextpnr could not place it'}.`);
    return {
      verdict: 'unknown',
      headline: 'It has the resources, but nextpnr did not place it out of context.',
      details,
      source,
    };
  }
  return exact
    ? { verdict: 'ok', headline: 'The core fits.', details, source }
    : { verdict: 'unknown', headline: lowerBound, details, source };
}
