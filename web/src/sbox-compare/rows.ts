// The comparison table, one row per S-box variant: what `npm run synth -- --figures` measured
// of its core on the reference device (registry/synthesis.json, throughput/synthesis.ts), the
// S-box's latency (sim-core, latency.ts), the key setup `npm run timing` measured on its RTL
// (registry/measured.json, throughput/measured.ts) and, once measured in the browser, its toggle
// activity (measure.ts). Nothing is filled in from a guess: a core the sweep has not reached
// shows the command that measures it.
import { synthCommand } from '../throughput/figures';
import {
  blocksOf,
  deviceResults,
  dspsOf,
  flowLabel,
  referenceDevice,
  synthesisFile,
  type SynthesisFile,
} from '../throughput/synthesis';
import { measuredFile, measuredKeySetup, type KeySetup, type MeasuredFile } from '../throughput/measured';
import type { ToggleMeasure } from './measure';
import type { SboxVariant } from './variants';

/** What the reference device's synthesis made of a core: its area and Fmax, or why there is none. */
export type SynthesisCell =
  | {
      kind: 'figure';
      luts: number;
      ffs: number;
      brams: number;
      /** Multiplier blocks (MULT18X18D on the ECP5-85F); 0 when the core uses none. */
      dsps: number;
      /** null when the fit check refused the core (then `refused` says why) or nextpnr did not place it (`unplaced`). */
      fmaxMHz: number | null;
      refused: string | null;
      unplaced: string | null;
      /** "ours: Lattice ECP5 LFE5U-85F, speed grade 6, Yosys 0.23 + nextpnr 0.11.1, …" */
      label: string;
    }
  | { kind: 'missing'; command: string };

/** A variant's toggle measurement as the panel runs it. */
export type Measurement =
  | { kind: 'waiting' }
  | { kind: 'running'; step: 'loading' | 'simulating' | 'counting' }
  | { kind: 'done'; measure: ToggleMeasure }
  | { kind: 'error'; message: string };

export interface SboxRow {
  variant: SboxVariant;
  /** Clock edges from an S-box's input to its output. */
  latency: number;
  /** Key-setup cycles measured on its RTL (`npm run timing`); null when not measured. */
  keySetup: KeySetup | null;
  synthesis: SynthesisCell;
  /** null before any measurement. */
  toggles: Measurement | null;
}

export function synthesisCell(id: string, file: SynthesisFile = synthesisFile): SynthesisCell {
  const result = deviceResults(id, file).find((d) => d.device === referenceDevice);
  if (!result) return { kind: 'missing', command: synthCommand(id) };
  const f = result.figure;
  return {
    kind: 'figure',
    luts: f.luts,
    ffs: f.ffs,
    brams: f.brams,
    dsps: dspsOf(f),
    fmaxMHz: f.fmaxMHz ?? null,
    refused: f.fits === false ? (f.reason ?? 'the fit check refused it') : null,
    unplaced: f.placed === false ? (f.reason ?? 'nextpnr could not place it') : null,
    label: flowLabel(referenceDevice, f, file),
  };
}

export function sboxRows(
  variants: readonly SboxVariant[],
  latencyOf: (variant: SboxVariant) => number,
  measurements: ReadonlyMap<string, Measurement>,
  file: SynthesisFile = synthesisFile,
  timing: MeasuredFile = measuredFile,
): SboxRow[] {
  return variants.map((variant) => ({
    variant,
    latency: latencyOf(variant),
    keySetup: measuredKeySetup(variant.id, timing),
    synthesis: synthesisCell(variant.id, file),
    toggles: measurements.get(variant.id) ?? null,
  }));
}

/** The flows the table's figures come from, each once (one, unless the sweep's tools or dates differ). */
export function synthesisLabels(rows: readonly SboxRow[]): string[] {
  return [...new Set(rows.flatMap((r) => (r.synthesis.kind === 'figure' ? [r.synthesis.label] : [])))];
}

/**
 * The heading of the multiplier-block column, the reference device's block ("MULT18X18D"), or
 * null when no row uses one: a table of cores without multipliers gains no column of zeros.
 */
export function dspHeading(rows: readonly SboxRow[], device: string = referenceDevice): string | null {
  const used = rows.some((r) => r.synthesis.kind === 'figure' && r.synthesis.dsps > 0);
  return used ? (blocksOf(device).dsp ?? 'multiplier blocks') : null;
}

/** The bars of the toggles chart: measured rows only, in the table's order. */
export function toggleBars(rows: readonly SboxRow[]): { variant: SboxVariant; measure: ToggleMeasure }[] {
  return rows.flatMap((r) => (r.toggles?.kind === 'done' ? [{ variant: r.variant, measure: r.toggles.measure }] : []));
}
