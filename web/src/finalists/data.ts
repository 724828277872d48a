// The finalists view's data: registry/finalists.mjs's rule (the one hdl/finalists-table.mjs
// renders into hdl/doc/finalists.md and the README) applied to the registry files the app
// bundles, typed for the page, plus what only the page needs: the filters and the Pareto front.
import ciphersJson from '@registry/ciphers.json';
import configurationsJson from '@registry/configurations.json';
import measuredJson from '@registry/measured.json';
import publishedJson from '@registry/published.json';
import {
  architectureLabel as architectureLabelOfId,
  elbirtFastest as elbirtFastestRule,
  fastestPerCipher as fastestPerCipherRule,
  finalistIds as finalistIdList,
  labPoints as labPointsRule,
  leadText as leadTextRule,
  leadVerdict as leadVerdictRule,
  modeNames as modeNameMap,
  noWinner as noWinnerText,
  placementSpread as placementSpreadRule,
  spreadSentence as spreadSentenceRule,
  throughputModes as modeList,
  unplotted as unplottedRule,
  winners as winnersRule,
} from '@registry/finalists.mjs';
import type { PublishedRow } from '../throughput/published';
import { synthesisFile } from '../throughput/synthesis';

/** Non-feedback (Elbirt et al.'s ECB / interleaved rate) or feedback (CBC, CFB, OFB with one chain). */
export type ThroughputMode = 'stream' | 'feedback';
/**
 * Elbirt et al.'s architecture kinds (loop unrolling, partial pipelining, sub-pipelining) and
 * the lab's bit-serial cores (BS: w bits of a round a cycle, the lightweight ciphers' kind).
 */
export type ArchitectureKind = 'LU' | 'PP' | 'SP' | 'BS';

export const throughputModes = modeList as ThroughputMode[];
export const modeNames = modeNameMap as Record<ThroughputMode, string>;
export const finalistIds = finalistIdList as string[];
export const kindNames: Record<ArchitectureKind, string> = {
  LU: 'loop unrolling (LU)',
  PP: 'partial pipelining (PP)',
  SP: 'sub-pipelining (SP)',
  BS: 'bit-serial (BS)',
};
/** The kinds the ciphers' descriptions offer (their `architectures`, as the ids spell them), in kindNames' order. */
export const architectureKinds: readonly ArchitectureKind[] = (Object.keys(kindNames) as ArchitectureKind[]).filter(
  (kind) =>
    (ciphersJson as unknown as { ciphers: { architectures: string[] }[] }).ciphers.some((c) =>
      c.architectures.includes(kind.toLowerCase()),
    ),
);
export const architectureLabel = architectureLabelOfId as (id: string) => string;

export interface CipherEntry {
  id: string;
  name: string;
  blockBits: number;
  /** The contest it was a finalist of (AES); absent: shown beside the finalists. */
  finalistOf?: string;
  /** A lightweight cipher's note: not a finalist, the small end of the area–throughput curve. */
  lightweight?: string;
}

interface CiphersFile {
  ciphers: CipherEntry[];
}

/** One prebuilt configuration on the ECP5-85F (registry/finalists.mjs's labPoints). */
export interface LabPoint {
  id: string;
  cipher: CipherEntry;
  architecture: string;
  luts: number;
  ffs: number;
  brams: number;
  dsps: number;
  fmaxMHz: number;
  placer?: string;
  /** Its ECP5-85F figure was measured before the core's RTL or the flow last changed (synthesis-stale.json). */
  earlierInputs: boolean;
  keySetup: number;
  cycles: Record<ThroughputMode, number>;
  mbps: Record<ThroughputMode, number>;
  tps: Record<ThroughputMode, number>;
}

export interface FastestEntry {
  cipher: CipherEntry;
  mode: ThroughputMode;
  point: LabPoint | null;
  mbps?: number;
}

export interface ElbirtEntry {
  cipher: CipherEntry;
  mode: ThroughputMode;
  row: PublishedRow;
  mbps: number;
  tps: number;
}

export type Winner<T> =
  { mode: ThroughputMode; first: T; second: T; ratio: number } | { mode: ThroughputMode; first: null };

export const cipherList = (ciphersJson as unknown as CiphersFile).ciphers;
/** The lightweight ciphers (their description's `lightweight`): marked on the chart as not finalists. */
export const lightweightCiphers = cipherList.filter((c) => c.lightweight);
const configurationIds = (configurationsJson as { configurations: { id: string }[] }).configurations.map((c) => c.id);

export const labPoints = labPointsRule(ciphersJson, configurationIds, measuredJson, synthesisFile) as LabPoint[];
/** How far placement alone moves an Fmax: the widest gap between nextpnr-ecp5's two placers on one core. */
export const placementSpread = placementSpreadRule(synthesisFile) as { ratio: number; id: string } | null;
/** Prebuilt cores without a point, each with why (registry/finalists.mjs's unplotted). */
export const unplottedCores = unplottedRule(configurationIds, measuredJson, synthesisFile) as {
  id: string;
  reason: string;
}[];
export const fastestPerCipher = fastestPerCipherRule(ciphersJson, labPoints) as FastestEntry[];
export const labWinners = winnersRule(fastestPerCipher) as Winner<FastestEntry>[];
export const elbirtFastest = elbirtFastestRule(publishedJson, ciphersJson) as ElbirtEntry[];
export const elbirtWinners = winnersRule(elbirtFastest) as Winner<ElbirtEntry>[];

/** A winner's lead in words, and whether it is wider than the placement spread (finalists.mjs's words). */
export const leadText = leadTextRule as (w: Winner<{ cipher: { name: string } }>) => string | null;
export const leadVerdict = leadVerdictRule as (ratio: number, spread: { ratio: number } | null) => string | null;
export const noWinner = noWinnerText as string;
/** The sentence on how sure the leads are, as parts: strings and the widest core's id as { code }. */
export const spreadSentence = spreadSentenceRule as (
  spread: { ratio: number; id: string } | null,
) => (string | { code: string })[];

/** Elbirt et al.'s Tables 2 and 3 (AES3, 2000): every design they measured on the XCV1000. */
export const elbirtRows = (publishedJson as unknown as { rows: PublishedRow[] }).rows.filter(
  (r) => r.source === 'elbirt2000' && r.slices !== undefined && r.throughputMbps !== undefined,
);

/**
 * Dandalis et al.'s key-setup rows (Tables 1–5, one finalist each), in table order: the view's
 * key-setup panel sets the lab's cores beside them, as lesson 13 and hdl/doc/timing.md do.
 */
export const dandalisKeySetupRows = (publishedJson as unknown as { rows: PublishedRow[] }).rows
  .filter((r) => r.source === 'dandalis2000' && r.keySetupLatencyUs !== undefined)
  .sort((a, b) => a.table.localeCompare(b.table));

/** "SP-10-3" → "SP". */
export const kindOf = (architecture: string) => architecture.split('-')[0] as ArchitectureKind;

export interface Filters {
  ciphers: readonly string[];
  kinds: readonly ArchitectureKind[];
}

export const visiblePoints = (points: readonly LabPoint[], filters: Filters) =>
  points.filter((p) => filters.ciphers.includes(p.cipher.id) && filters.kinds.includes(kindOf(p.architecture)));

/**
 * The Pareto front of area against throughput: the points no other point beats on both (no
 * more LUT4 and at least its throughput, one of them strictly), by LUT4 ascending, so the
 * throughput rises along it.
 */
export function paretoFront<P extends { luts: number }>(points: readonly P[], rate: (p: P) => number): P[] {
  const sorted = [...points].sort((a, b) => a.luts - b.luts || rate(b) - rate(a));
  const front: P[] = [];
  for (const p of sorted) {
    const best = front.length ? rate(front[front.length - 1]) : -Infinity;
    if (rate(p) > best) front.push(p);
  }
  return front;
}
