// A mode's name as every table, chart, tooltip and lesson of the lab writes it. CFB feeds the
// whole block back (SP 800-38A's CFB-n with n the block size), so its name follows the
// cipher's block: AES's CFB-128, Triple DES's CFB-64 (registry/ciphers.json's blockBits).
import ciphers from '@registry/ciphers.json';
import { blockBitsOf } from '@registry/ciphers.mjs';

const names: Record<string, string> = {
  ecb: 'ECB',
  ctr: 'CTR',
  cbc: 'CBC',
  ofb: 'OFB',
  interleavedCbc: 'Interleaved CBC',
  multiStreamCbc: 'Multi-stream CBC',
};

/** A mode's name on a cipher of `blockBits`-bit blocks: "CFB-64", "Interleaved CBC". */
export function modeName(mode: string, blockBits: number): string {
  return mode === 'cfb' ? `CFB-${blockBits}` : (names[mode] ?? mode);
}

/** A mode's name on the configuration `configId`'s cipher. */
export function modeNameOf(mode: string, configId: string): string {
  return modeName(mode, blockBitsOf(ciphers, configId));
}
