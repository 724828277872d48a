// The seed papers' published figures (registry/published.json), the rows each lab
// configuration is compared with, and how a row is cited beside ours: "<authors> <year>,
// <device>, <table>" (authors as lessons/README.md cites them: Moshopoulos et al. and
// Chodowiec et al. state no year).
import data from '@registry/published.json';
import ciphers from '@registry/ciphers.json';
import { cipherOfId } from '@registry/ciphers.mjs';

export interface PublishedRow {
  source: string;
  table: string;
  label: string;
  config: string[];
  device?: string;
  keyBits?: number;
  slices?: number;
  clockMHz?: number;
  clockNote?: string;
  cyclesPerBlock?: { stream?: number; feedback?: number };
  throughputMbps?: { stream?: number; feedback?: number };
  note?: string;
}

export interface PublishedSource {
  cite: string;
  device: string;
  year: number | null;
}

export interface PublishedFile {
  sources: Record<string, PublishedSource>;
  rows: PublishedRow[];
}

export const publishedFile = data as unknown as PublishedFile;

/** "Elbirt et al." from "Elbirt, Yip, Chetwynd, Paar, An FPGA …"; "Swankoski et al." as it is. */
export function authors(cite: string): string {
  const first = cite.split(',')[0].trim();
  return /et al\.$/.test(first) ? first : `${first} et al.`;
}

/** "Elbirt et al. 2000"; "Moshopoulos et al." (no year stated). */
export function paperWho(row: PublishedRow, file: PublishedFile = publishedFile): string {
  const source = file.sources[row.source];
  if (!source) return row.source;
  return source.year === null ? authors(source.cite) : `${authors(source.cite)} ${source.year}`;
}

/** The row's device, or its source's. */
export const paperDevice = (row: PublishedRow, file: PublishedFile = publishedFile): string =>
  row.device ?? file.sources[row.source]?.device ?? '';

/** "Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3". */
export function paperLabel(row: PublishedRow, file: PublishedFile = publishedFile): string {
  return [paperWho(row, file), paperDevice(row, file), row.table].filter(Boolean).join(', ');
}

/**
 * The rows a configuration is compared with (their `config` lists it), at the key size its
 * modes were measured with: the core's smallest key, 128 bits for a 3-in-1 core
 * (hdl/timing.mjs, measureModes).
 */
export function publishedRowsFor(id: string, file: PublishedFile = publishedFile): PublishedRow[] {
  const keyBits = cipherOfId(ciphers, id)?.keySize.keyBits[0];
  return file.rows.filter((r) => r.config.includes(id) && (r.keyBits === undefined || r.keyBits === keyBits));
}
