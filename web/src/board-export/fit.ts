// Does the core fit the board? The fit check (Yosys synthesizing the design for the board's
// FPGA) runs in the page only for iCE40 boards, on request (BoardFitPanel), so the dialog says
// what registry/synthesis.json measured,
// judged by board/export/choice.mjs (judgeFit, the same judgement that picks the dialog's
// first board and that the board tests build), and says plainly where it has no figure.
// Only a figure of exactly the exported core that says it fits lets the download go without
// a "download it anyway" tick.
import { groupDigits } from '@board/fit.mjs';
import { FAMILIES } from '@board/boards.mjs';
import { mhz } from '@board/export/flows.mjs';
import { BOARD_TOP, RUN_TIME_CHAIN_FFS, figureDevice, judgeFit } from '@board/export/choice.mjs';
import type { Board } from './boards';
import { earlierInputsWhy } from '../throughput/synthesis';

export { figureDevice };

export interface Figure {
  luts: number;
  ffs: number;
  brams: number;
  /** Multiplier blocks (MULT18X18D, SB_MAC16, DSP48E1), where the core has any. */
  dsps?: number;
  fits?: boolean;
  /** false when it fits but nextpnr placed it with neither placer (ECP5). */
  placed?: boolean;
  reason?: string;
  fmaxMHz?: number;
  logicCells?: number | null;
  estimate?: boolean;
  /** Measured before the core's RTL or the flow last changed (registry/synthesis-stale.json). */
  earlierInputs?: boolean;
}

export interface Synthesis {
  devices: Record<string, string>;
  configurations: Record<string, { core: string } & Record<string, Figure | string>>;
}

export interface FitReport {
  /**
   * ok: a figure of this very core says it fits and meets the clock; too-big: a figure says
   * it does not fit, or is too slow; unknown: unverified (no figure of this core, or one
   * that cannot say). Anything but ok downloads only with "download it anyway".
   */
  verdict: 'ok' | 'too-big' | 'unknown';
  /** judgeFit's reason (board/export/choice.mjs): 'fits', 'too-many', 'too-slow', 'no-figure', … */
  why: string;
  /** One short sentence: the verdict. */
  headline: string;
  /** The figures behind it, one line each. */
  details: string[];
  /** What was measured, where and by what; null with no figure. */
  source: string | null;
}

/** Said in every dialog: why nothing here checks the fit, and what does. */
/** The same note for a board whose flow runs in the page (BoardFitPanel). */
export const fitCheckHere =
  'Figures are not a check: “Fit in the browser” below runs Yosys, nextpnr and the packer on this very core in the page, as make does.';

export const noFitCheckHere =
  'The registries serve no browser build of this family’s place and route, so nothing here checks the fit: npm run export synthesizes the design before it writes a project; for this zip, the synthesis that make runs is the check.';

type Need = { luts: number; ffs: number; brams: number; dsps?: number };

function describeNeed(board: Board, need: Need): string {
  const { lut, bram } = FAMILIES[board.fpga.family];
  const r = board.resources;
  if (need.dsps)
    return `${groupDigits(need.luts)} ${lut}, ${groupDigits(need.ffs)} FFs, ${groupDigits(need.brams)} ${bram} and ${need.dsps} ${r.dspKind} of the ${board.name}'s ${groupDigits(r.luts)}, ${groupDigits(r.ffs)}, ${groupDigits(r.brams)} and ${r.dsps}`;
  return `${groupDigits(need.luts)} ${lut}, ${groupDigits(need.ffs)} FFs and ${groupDigits(need.brams)} ${bram} of the ${board.name}'s ${groupDigits(r.luts)}, ${groupDigits(r.ffs)} and ${groupDigits(r.brams)}`;
}

export function fitReport(synthesis: Synthesis, configId: string, board: Board): FitReport {
  const judged = judgeFit(synthesis, configId, board);
  return { why: judged.why, ...report(judged, board) };
}

function report(judged: ReturnType<typeof judgeFit>, board: Board): Omit<FitReport, 'why'> {
  const { figure, entry, exact, device, need, problem } = judged;
  const clock = `${mhz(board.clock.hz)} MHz`;
  const chains = `a core with every mode at run time keeps 64 chaining values, ${groupDigits(RUN_TIME_CHAIN_FFS)} flip-flops`;

  if (!figure || !entry || !need) {
    if (judged.why === 'chain-registers')
      return {
        verdict: 'too-big',
        headline: `Does not fit: ${chains}, and the ${board.name} has ${groupDigits(board.resources.ffs)}.`,
        details: [],
        source: null,
      };
    return {
      verdict: 'unknown',
      headline: `Unverified: no figure for this core on the ${board.fpga.device} in registry/synthesis.json.`,
      details: [],
      source: null,
    };
  }

  const core = exact ? entry.core : `${entry.core} (this core's ECB form)`;
  const top = device === 'ice40-up5k' ? null : BOARD_TOP[board.fpga.family as keyof typeof BOARD_TOP];
  const { bram } = FAMILIES[board.fpga.family];
  let source: string;
  if (device === 'ice40-up5k') {
    source = `${core} with the board top level, placed and routed by npm run synth (registry/synthesis.json).`;
  } else {
    const how =
      device === 'artix7' ? 'a Yosys estimate for Artix-7, not placed' : 'placed out of context on the LFE5U-85F';
    const added = top
      ? ` plus what the board top level adds (its UART, FIFO and command interface: ${groupDigits(top.luts)} ${FAMILIES[board.fpga.family].lut}, ${groupDigits(top.ffs)} FFs and ${top.brams} ${bram}, by the fit check's Yosys)`
      : '';
    source = `${core} alone, ${how}, by npm run synth (registry/synthesis.json)${added}.`;
  }
  if (figure.earlierInputs)
    source += ` These figures are from earlier inputs: ${earlierInputsWhy}; the fit check of npm run export measures today's.`;

  const parts = [describeNeed(board, need)];
  if (figure.logicCells)
    parts.push(`${groupDigits(figure.logicCells)} of ${groupDigits(board.resources.luts)} logic cells placed`);
  if (figure.fmaxMHz !== undefined) {
    parts.push(
      device === 'ecp5-85f'
        ? `${figure.fmaxMHz} MHz on the LFE5U-85F (speed grade 6) for the ${clock} clock`
        : `routed at ${figure.fmaxMHz} MHz for the ${clock} clock`,
    );
  }
  const fitting = [`${parts.join('; ')}.`];

  switch (judged.why) {
    case 'too-many':
    case 'ecb-too-big':
      return {
        verdict: 'too-big',
        headline: `Does not fit${exact ? '' : ', even in its ECB form'}.`,
        details: [`${problem}.`],
        source,
      };
    case 'chain-registers':
      return {
        verdict: 'too-big',
        headline: `Does not fit: ${chains}, and the ${board.name} has ${groupDigits(board.resources.ffs)}. Its ECB form fits.`,
        details: fitting,
        source,
      };
    case 'too-slow':
      return { verdict: 'too-big', headline: `Fits, but too slow for the ${clock} clock.`, details: fitting, source };
    case 'run-time-modes':
      return {
        verdict: 'unknown',
        headline: `Unverified: its ECB form fits; this core also carries every mode at run time (${chains} and their multiplexers), which no figure measures.`,
        details: fitting,
        source,
      };
    case 'not-placed':
      return {
        verdict: 'unknown',
        headline: 'Unverified: it has the resources, but nextpnr did not place it out of context.',
        details: [...fitting, `Not placed on the LFE5U-85F: ${figure.reason ?? 'nextpnr could not place it'}.`],
        source,
      };
    case 'estimate':
      return {
        verdict: 'unknown',
        headline: `Unverified: by Yosys's estimate it has the resources, but nothing here placed it or timed it at the ${clock} clock.`,
        details: fitting,
        source,
      };
    case 'faster-grade':
      return {
        verdict: 'unknown',
        headline: `Unverified: too slow for the ${clock} clock at speed grade 6; the ${board.name}'s speed grade ${board.fpga.speed} is faster.`,
        details: fitting,
        source,
      };
    default:
      return {
        verdict: 'ok',
        headline: device === 'ice40-up5k' ? `Fits the ${board.name}.` : 'The core fits.',
        details: fitting,
        source,
      };
  }
}
