// The key schedule block of a derived datapath (structure.ts), which every cipher's structure
// fills in its own words: how many read ports the round keys have, and whether a new key is
// expanded before blocks may use it.
import type { Configuration } from '@sim-core';

export interface KeyScheduleBlock {
  kind: Configuration['keySchedule'];
  /** Read ports on the round keys: the initial AddRoundKey and one per slice. */
  reads: number;
  /** A key is expanded before blocks may use it (banked; online decryption). */
  setup: boolean;
  summary: string;
}

/**
 * A core's key schedule block: its kind, the read ports every core has on its round keys (one
 * where a block enters and one per slice), whether a key is expanded before blocks may use it,
 * and the cipher's words for it.
 */
export function keyScheduleBlock(config: Configuration, setup: boolean, summary: string): KeyScheduleBlock {
  return { kind: config.keySchedule, reads: config.layout.slices + 1, setup, summary };
}

/** A cipher's words for each kind of key schedule its cores build, and whether a key is expanded before use. */
export type KeyScheduleWords = Partial<Record<Configuration['keySchedule'], { setup: boolean; summary: string }>>;

/** The key schedule block of `config` from its cipher's words for its kind; throws if the cipher gives none. */
export function keyScheduleOf(config: Configuration, words: KeyScheduleWords): KeyScheduleBlock {
  const kind = words[config.keySchedule];
  if (!kind) throw new Error(`key schedule: ${config.id}'s cipher describes no ${config.keySchedule} key schedule`);
  return keyScheduleBlock(config, kind.setup, kind.summary);
}
