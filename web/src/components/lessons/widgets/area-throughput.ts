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

/**
 * Each point's label: "AES LU-1", and where two points would read alike, the fields of their
 * ids that tell them apart ("SIMON 64/128 BS-1 encdec" and "… BS-1 enc"; "AES LU-1 lut" and
 * "… LU-1 bram").
 */
export function pointLabels(points: readonly LabPoint[]): Map<string, string> {
  const base = (p: LabPoint) => `${p.cipher.name} ${p.architecture}`;
  const labels = new Map<string, string>();
  for (const p of points) {
    const alike = points.filter((q) => base(q) === base(p));
    if (alike.length === 1) {
      labels.set(p.id, base(p));
      continue;
    }
    const fields = p.id.split('-');
    const differing = fields.filter((_, i) => alike.some((q) => q.id.split('-')[i] !== fields[i]));
    labels.set(p.id, [base(p), ...differing].join(' '));
  }
  return labels;
}

/**
 * Where each label goes beside its point: to the left of points in the right half of the
 * range, else to the right, moved down a line at a time (dy, in pixels) while it would overlap
 * a label placed before it, top to bottom. A label's width is estimated at 0.55 of its font
 * size a character (`size`: the font size and the marker's).
 */
export function placeLabels(
  items: readonly { id: string; x: number; y: number; text: string }[],
  size: number,
  range: readonly number[],
): Map<string, { left: boolean; dy: number }> {
  const mid = (range[0] + range[range.length - 1]) / 2;
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  const placed = new Map<string, { left: boolean; dy: number }>();
  for (const item of [...items].sort((a, b) => a.y - b.y)) {
    const left = item.x > mid;
    const width = item.text.length * size * 0.55;
    const x0 = left ? item.x - size * 0.8 - width : item.x + size * 0.8;
    const box = (dy: number) => ({ x0, x1: x0 + width, y0: item.y + dy - size * 0.6, y1: item.y + dy + size * 0.6 });
    let dy = 0;
    const overlaps = (b: ReturnType<typeof box>) =>
      boxes.some((o) => b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1);
    while (overlaps(box(dy)) && dy < size * 12) dy += size * 1.2;
    boxes.push(box(dy));
    placed.set(item.id, { left, dy });
  }
  return placed;
}
