// The key-setup latency a core's RTL was measured to take: `npm run timing` (hdl/timing.mjs)
// loads a key, offers a block right behind it and counts the cycles from the key's handshake
// until the block is accepted (Dandalis et al.'s key-setup latency), into
// registry/measured.json. It is what an S-box option can cost beside its area: Twofish's
// tables are filled at key setup, one address a cycle (hdl/doc/twofish.md). Read from the
// file, never predicted: a configuration not measured has no figure.
import data from '@registry/measured.json';

export interface TimingRow {
  keyBits: number;
  direction: 'encrypt' | 'decrypt';
  keySetup: number;
}

export interface MeasuredFile {
  configurations: Record<string, { timing?: TimingRow[] }>;
}

export const measuredFile = data as unknown as MeasuredFile;

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
