// The seed papers' published figures (registry/published.json), the rows each lab
// configuration is compared with, and how a row is cited beside ours: "<authors> <year>,
// <device>, <table>" (authors as lessons/README.md cites them: Moshopoulos et al. and
// Chodowiec et al. state no year). Each row is about one cipher (`cipher`, a registry/ciphers.json
// id, or one of `announcedCiphers`: the papers' finalists whose cores are still to come).
import data from '@registry/published.json';
import ciphers from '@registry/ciphers.json';
import { cipherOfId } from '@registry/ciphers.mjs';

export interface PublishedRow {
  source: string;
  /** The registry/ciphers.json id the row is about ("aes" for Rijndael), or an announced one. */
  cipher: string;
  table: string;
  label: string;
  config: string[];
  device?: string;
  keyBits?: number;
  slices?: number;
  /** Dandalis et al.: the slices of the key-setup circuit and of the cryptographic core. */
  slicesKeySetup?: number;
  slicesCore?: number;
  clockMHz?: number;
  clockNote?: string;
  cyclesPerBlock?: { stream?: number; feedback?: number };
  cyclesNote?: string;
  throughputMbps?: { stream?: number; feedback?: number };
  throughputNote?: string;
  /** Dandalis et al.: the time from a new key to the first round, and its ratio to one block's encryption. */
  keySetupLatencyUs?: number;
  keySetupOverBlockTime?: number;
  keySetupNote?: string;
  areaNote?: string;
  /** A design the paper plans but had not built: its figures are the paper's estimates. */
  planned?: boolean;
  dynamicPowerW?: number;
  /** Why the row has no lab configuration, or how it differs. */
  note?: string;
}

export interface PublishedSource {
  cite: string;
  device: string;
  year: number | null;
}

export interface PublishedFile {
  sources: Record<string, PublishedSource>;
  /** Cipher ids rows may name before registry/ciphers.json has them → the issue that brings their cores. */
  announcedCiphers: Record<string, string>;
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

/** "Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3"; a planned design says so. */
export function paperLabel(row: PublishedRow, file: PublishedFile = publishedFile): string {
  return [paperWho(row, file), paperDevice(row, file), row.table, row.planned ? 'planned, not built' : '']
    .filter(Boolean)
    .join(', ');
}

/**
 * A paper's table as a lesson shows it: the rows of `source`'s `table` about `ciphers` (every
 * cipher when none are named), in the file's order.
 */
export function paperTableRows(
  source: string,
  table: string,
  ciphers: readonly string[] = [],
  file: PublishedFile = publishedFile,
): PublishedRow[] {
  return file.rows.filter(
    (r) => r.source === source && r.table === table && (ciphers.length === 0 || ciphers.includes(r.cipher)),
  );
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
