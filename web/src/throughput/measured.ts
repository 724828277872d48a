// What `npm run timing` (hdl/timing.mjs) measured of every prebuilt configuration on its RTL,
// into registry/measured.json, as the lab's panels read it. Cycles per block in each
// mode, beside sim-core's prediction for the same configuration (the throughput panel), and
// the key-setup latency (the implementation comparison panel): timing.mjs loads a key, offers
// a block right behind it and counts the cycles from the key's handshake until the block is
// accepted (Dandalis et al.'s key-setup latency). It is what an implementation can cost beside
// its area: Twofish's tables are filled at key setup, one address a cycle
// (hdl/doc/twofish.md). Read from the file, never predicted: a configuration not measured has
// no figure.
import data from '@registry/measured.json';
import type { Prediction } from '@sim-core';

export interface MeasuredMode {
  mode: string;
  direction: 'encrypt' | 'decrypt';
  chains: number;
  cyclesPerBlock: number;
  utilization: number[];
}

export interface ModeRow extends MeasuredMode {
  predicted: number | null;
}

export interface TimingRow {
  keyBits: number;
  direction: 'encrypt' | 'decrypt';
  keySetup: number;
  /** Cycles a block streaming (no feedback) and with each block waiting for the one before. */
  stream?: number;
  feedback?: number;
}

export interface MeasuredFile {
  configurations: Record<string, { modes?: MeasuredMode[]; timing?: TimingRow[] }>;
}

export const measuredFile = data as unknown as MeasuredFile;

const measured = measuredFile.configurations;

/** Whether a mode makes each block wait for the one before (SP 800-38A; Elbirt et al.). */
export function isFeedback(mode: string, direction: string): boolean {
  if (mode === 'ofb') return true;
  return ['cbc', 'cfb', 'interleavedCbc', 'multiStreamCbc'].includes(mode) && direction === 'encrypt';
}

/**
 * The measured rows of a configuration with the prediction beside each; null when the
 * configuration is not prebuilt (nothing measured: the caller shows the prediction alone).
 */
export function modeRows(id: string, prediction: Prediction): ModeRow[] | null {
  const rows = measured[id]?.modes;
  if (!rows || rows.length === 0) return null;
  return rows
    .filter((r) => !(r.direction === 'decrypt' && (r.mode === 'ctr' || r.mode === 'ofb')))
    .map((r) => ({
      ...r,
      predicted:
        prediction.modes.find((m) => m.mode === r.mode && m.decrypt === (r.direction === 'decrypt'))?.cyclesPerBlock ??
        null,
    }));
}

/** What `npm run timing` measured of `id` encrypting at `keyBits` (its first key size when none), or null. */
export function measuredEncryptTiming(
  id: string,
  keyBits: number | undefined,
  file: MeasuredFile = measuredFile,
): TimingRow | null {
  const timing = file.configurations[id]?.timing ?? [];
  return timing.find((t) => t.direction === 'encrypt' && (keyBits === undefined || t.keyBits === keyBits)) ?? null;
}

export interface KeySetup {
  cycles: number;
  keyBits: number;
  direction: 'encrypt' | 'decrypt';
}

/**
 * The measured key setup of a configuration at its first key size, encrypting (or in the
 * first direction measured, for a decrypt-only core); null when `npm run timing` has not
 * measured it.
 */
export function measuredKeySetup(id: string, file: MeasuredFile = measuredFile): KeySetup | null {
  const timing = file.configurations[id]?.timing ?? [];
  if (timing.length === 0) return null;
  const size = timing.filter((t) => t.keyBits === timing[0].keyBits);
  const row = size.find((t) => t.direction === 'encrypt') ?? size[0];
  return { cycles: row.keySetup, keyBits: row.keyBits, direction: row.direction };
}
