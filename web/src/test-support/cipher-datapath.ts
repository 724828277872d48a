// What the Serpent, Twofish, RC6, Triple DES and MARS datapath tests share: a cipher's prebuilt
// configurations, their models' probe names (read once before the file's tests: opening a
// model takes seconds), its round keys from sim-core (128-bit blocks: Triple DES's test reads
// its 8-byte subkey blocks itself), and blocks in hex.
import { beforeAll } from 'vitest';
import { loadSimCore, modelProbeNames, registryIds } from './built';

export const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
export const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
/** a ⊕ b, byte by byte. */
export const xor = (a: string, b: string) => hexOf(bytesOf(a).map((x, n) => x ^ bytesOf(b)[n]));

/**
 * `cipher`'s configurations of registry/configurations.json, their probe names (filled by a
 * beforeAll this registers, so call it at a test file's top level) and its round keys, 128
 * bits each, in hex.
 */
export function cipherDatapathFixture(cipher: string) {
  const simCore = loadSimCore();
  const ids = registryIds.filter((id) => id.startsWith(cipher));
  const probes = new Map<string, string[]>();
  beforeAll(async () => {
    for (const id of ids) probes.set(id, await modelProbeNames(id));
  }, 120_000);
  const roundKeysOf = (keyHex: string) => hexOf(simCore.cipherRoundKeys(cipher, bytesOf(keyHex))).match(/.{32}/g)!;
  return { simCore, ids, probes, roundKeysOf };
}
