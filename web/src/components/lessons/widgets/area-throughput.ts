// ::area-throughput's data: each configuration a lesson names, on one device, as a point of
// area against throughput, or what is not measured yet and the command that measures it. The
// points are registry/finalists.mjs's (the finalists view's and hdl/doc/finalists.md's rule):
// LUT4, flip-flops, block RAMs and Fmax from registry/synthesis.json (`npm run synth`), cycles a
// block from registry/measured.json (`npm run timing`), throughput = block bits × Fmax ÷ cycles
// a block, and throughput per LUT4 (Elbirt et al.'s TPS, per LUT4 instead of per slice).
import ciphersJson from '@registry/ciphers.json';
import measuredJson from '@registry/measured.json';
import { labPoints as labPointsRule, unplotted as unplottedRule } from '@registry/finalists.mjs';
import { architectureLabel, type LabPoint, type ThroughputMode } from '../../../finalists/data';
import type { AreaDevice } from '../../../lessons/schema';
import { deviceName, synthesisFile, type DeviceFigure, type SynthesisFile } from '../../../throughput/synthesis';

/** The registry files the widget reads; the tests pass others in. */
export interface AreaFiles {
  ciphers: unknown;
  measured: { configurations: Record<string, { timing?: { direction: string; stream: number; feedback: number }[] }> };
  synthesis: SynthesisFile;
}

const registryFiles: AreaFiles = {
  ciphers: ciphersJson,
  measured: measuredJson as unknown as AreaFiles['measured'],
  synthesis: synthesisFile,
};

/** A configuration on the device: a point, or why it is not one and what is known of it. */
export type AreaRow =
  | { kind: 'point'; id: string; architecture: string; point: LabPoint }
  | {
      kind: 'missing';
      id: string;
      architecture: string;
      /** finalists.mjs's words: "not synthesised for the … yet (npm run synth)", "does not fit the …". */
      reason: string;
      /** The command that measures what is missing; null when none can (it does not fit, or was not placed). */
      command: string | null;
      /** The device's figure where there is one (a core that does not fit still has its LUT4). */
      figure: DeviceFigure | null;
      /** Cycles a block from measured.json, or null when `npm run timing` has not measured the core. */
      cycles: Record<ThroughputMode, number> | null;
      /** The device's own words for why (the fit check's), where it gives them. */
      detail: string | null;
    };

/** A device's name as the widget writes it: the file's, before its first comma, semicolon or bracket. */
export const areaDeviceName = (device: AreaDevice, file: SynthesisFile = synthesisFile) =>
  deviceName(device, file)
    .replace(/\s*\(.*$/, '')
    .replace(/^Lattice\s+/, '');

/** Each of `ids` on `device`, in the lesson's order. */
export function areaThroughputRows(ids: readonly string[], device: AreaDevice, files = registryFiles): AreaRow[] {
  const points = labPointsRule(files.ciphers, ids, files.measured, files.synthesis, device) as LabPoint[];
  const missing = unplottedRule(
    ids,
    files.measured,
    files.synthesis,
    device,
    areaDeviceName(device, files.synthesis),
  ) as {
    id: string;
    reason: string;
    command: string | null;
  }[];
  return ids.map((id): AreaRow => {
    const architecture = architectureLabel(id);
    const point = points.find((p) => p.id === id);
    if (point) return { kind: 'point', id, architecture, point };
    const why = missing.find((m) => m.id === id);
    const figure = files.synthesis.configurations[id]?.[device];
    const timing = files.measured.configurations[id]?.timing?.find((t) => t.direction !== 'decrypt');
    const known = typeof figure === 'object' ? figure : null;
    return {
      kind: 'missing',
      id,
      architecture,
      reason: why?.reason ?? 'no figures',
      command: why?.command ?? null,
      figure: known,
      cycles: timing ? { stream: timing.stream, feedback: timing.feedback } : null,
      detail: known?.reason ?? null,
    };
  });
}

/** The points of `rows`: what the chart draws. */
export const pointsOf = (rows: readonly AreaRow[]) => rows.flatMap((r) => (r.kind === 'point' ? [r.point] : []));

/**
 * How many times the largest point's LUT4 the smallest's is, and the fastest's throughput the
 * slowest's, in a mode: the two spans the chart's decades show. null with fewer than two points.
 */
export function spans(points: readonly LabPoint[], mode: ThroughputMode) {
  if (points.length < 2) return null;
  const luts = points.map((p) => p.luts);
  const rates = points.map((p) => p.mbps[mode]);
  return { area: Math.max(...luts) / Math.min(...luts), throughput: Math.max(...rates) / Math.min(...rates) };
}
