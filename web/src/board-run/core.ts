// What a configuration's core runs on the board, as the host script's Config reads it from
// the id (board/host/cs_host.py): block and key sizes, directions, its mode and chains. Data
// from sim-core's parsed configuration, so nothing here knows a cipher.
import type { Configuration } from '@sim-core';
import type { ModeToken } from './protocol';

export type CoreMode = ModeToken | 'all';

export interface CoreOnBoard {
  id: string;
  blockBits: number;
  blockBytes: number;
  keyBits: number[];
  encrypt: boolean;
  decrypt: boolean;
  mode: CoreMode;
  /** Interleaved CBC's chains, multi-stream CBC's streams, else 1. */
  chains: number;
}

const tokens: Record<string, CoreMode> = { interleavedCbc: 'icbc', multiStreamCbc: 'mscbc' };

export function coreOnBoard(config: Configuration): CoreOnBoard {
  const mode = config.mode as { kind: string; chains?: number; streams?: number };
  return {
    id: config.id,
    blockBits: config.blockBits,
    blockBytes: config.blockBits / 8,
    keyBits: [...config.keyBits],
    encrypt: config.direction !== 'decrypt',
    decrypt: config.direction !== 'encrypt',
    mode: tokens[mode.kind] ?? (mode.kind as CoreMode),
    chains: mode.chains ?? mode.streams ?? 1,
  };
}

/** Directions a mode runs in on the core (false: encrypt): CTR, CFB and OFB use only the forward cipher. */
export function directions(core: CoreOnBoard, mode: ModeToken): boolean[] {
  if (mode === 'ctr' || mode === 'cfb' || mode === 'ofb') return core.encrypt ? [false, true] : [];
  return [...(core.encrypt ? [false] : []), ...(core.decrypt ? [true] : [])];
}

/** The modes the core runs: its own, or every mode a core built with `all` has a direction for. */
export function modesOf(core: CoreOnBoard): ModeToken[] {
  if (core.mode !== 'all') return [core.mode];
  return (['ecb', 'cbc', 'cfb', 'ofb', 'ctr', 'icbc', 'mscbc'] as const).filter((m) => directions(core, m).length);
}

/** Whether the core runs ECB: its own mode, or one of its run-time modes. */
export const runsEcb = (core: CoreOnBoard) => core.mode === 'ecb' || core.mode === 'all';

/** The mode T and the link run in: ECB on an `all` core, else the core's own. */
export const measuredMode = (core: CoreOnBoard): ModeToken => (core.mode === 'all' ? 'ecb' : core.mode);

/** sim-core's name of a mode token (the lab's mode names take these). */
export const simCoreMode = (mode: ModeToken) =>
  ({ icbc: 'interleavedCbc', mscbc: 'multiStreamCbc' })[mode as string] ?? mode;
