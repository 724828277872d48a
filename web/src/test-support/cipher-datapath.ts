// What the Serpent, Twofish, RC6, Triple DES and MARS datapath tests share: a cipher's prebuilt
// configurations, their models' probe names (read once before the file's tests: opening a
// model takes seconds), its round keys from sim-core (one block each), its traces both ways, a
// step's state in a trace, a derived datapath checked as every one of these ciphers' is, and
// blocks in hex.
import { beforeAll, expect } from 'vitest';
import type { TraceStep } from '@sim-core';
import { deriveDatapath } from '../datapath/derive';
import { layoutDatapath, type Box } from '../datapath/layout';
import type { Datapath } from '../datapath/structure';
import { loadSimCore, modelIds, modelProbeNames, registryIds } from './built';

export const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
export const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g)!, (b) => parseInt(b, 16));
/** a ⊕ b, byte by byte. */
export const xor = (a: string, b: string) => hexOf(bytesOf(a).map((x, n) => x ^ bytesOf(b)[n]));

/** The state after step `name` of round `round` in `trace`. */
export const step = (trace: TraceStep[], round: number, name: string) =>
  trace.find((t) => t.round === round && t.step === name)!.state;

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The drawing of `datapath`, checked: at most 1010 px wide, every box and bar left of the
 * state's callout and on no other, and the exit's words the datapath's.
 */
export function laidOut(datapath: Datapath) {
  const layout = layoutDatapath(datapath);
  expect(layout.width).toBeLessThanOrEqual(1010);
  const parts = [...layout.operations, ...layout.registers, layout.entry];
  for (const part of parts) {
    expect(part.x).toBeGreaterThanOrEqual(0);
    expect(part.x + part.width).toBeLessThanOrEqual(layout.callout.x);
  }
  for (let i = 0; i < parts.length; i++)
    for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i], parts[j])).toBe(false);
  expect(layout.exitDetail?.text).toBe(datapath.exitText);
  return layout;
}

/**
 * `cipher`'s configurations of registry/configurations.json (`registered`), those this run
 * built a WebAssembly model of (`ids`, built.ts's modelIds), their probe names (filled by a
 * beforeAll this registers, so call it at a test file's top level), its round keys, one block
 * each, in hex, sim-core's traces of a block both ways, and the derived datapath of a
 * configuration.
 */
export function cipherDatapathFixture(cipher: string) {
  const simCore = loadSimCore();
  const registered = registryIds.filter((id) => id.startsWith(cipher));
  const ids = modelIds.filter((id) => id.startsWith(cipher));
  const probes = new Map<string, string[]>();
  beforeAll(async () => {
    for (const id of ids) probes.set(id, await modelProbeNames(id));
  }, 120_000);
  const blockDigits = simCore.parseConfiguration(ids[0]).blockBits / 4;
  const roundKeysOf = (keyHex: string) =>
    hexOf(simCore.cipherRoundKeys(cipher, bytesOf(keyHex))).match(new RegExp(`.{${blockDigits}}`, 'g'))!;
  /**
   * The round keys of `key`, the trace of `plaintext` encrypted and of the ciphertext decrypted;
   * the ciphertext checked against cipherBlocks, the decryption against the plaintext.
   */
  const traces = (keyHex: string, plaintext: string) => {
    const forward = simCore.cipherTrace(cipher, keyHex, plaintext, false);
    const ciphertext = forward.at(-1)!.state;
    expect(ciphertext).toBe(hexOf(simCore.cipherBlocks(cipher, bytesOf(keyHex), bytesOf(plaintext), false)));
    const backward = simCore.cipherTrace(cipher, keyHex, ciphertext, true);
    expect(backward.at(-1)!.state).toBe(plaintext);
    return { keys: roundKeysOf(keyHex), forward, ciphertext, backward };
  };
  /**
   * The datapath of `id` derived against the probe names `names` (its model's unless given),
   * checked as every one of these ciphers' is: no disagreement, one register per probe named
   * as the RTL names it, as many as sim-core counts, and blocks entering a slice, not an
   * input register.
   */
  const derived = (id: string, names = probes.get(id) ?? []) => {
    const config = simCore.parseConfiguration(id);
    const datapath = deriveDatapath(config, names);
    expect(datapath.problems).toEqual([]);
    if (names.length > 0) expect(datapath.registers.map((r) => r.name)).toEqual(names);
    expect(datapath.registers).toHaveLength(config.registerStages);
    expect(datapath.inputRegister).toBeNull();
    expect(datapath.entry).toBe('slice');
    return { config, datapath };
  };
  return { simCore, registered, ids, probes, roundKeysOf, traces, derived };
}
