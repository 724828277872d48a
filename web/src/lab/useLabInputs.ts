// The lab's form as the core takes it: what the reader typed and chose (LabForm, as typed,
// so a half-typed field stays on the page), parsed and checked against the configuration,
// the workload a run and a stepping session feed the core, and the signature a result is
// compared with (useLabRun's resultFor).
import { useMemo } from 'react';
import type { Configuration, Prediction } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import type { Workload } from '../sim/protocol';
import type { BlockList } from '../sim/packing';
import { workloadFor } from '../sim/workload';
import {
  blockShapeOf,
  defaultRandomSeed,
  exampleBlock,
  keyBitsOf,
  maxRandomBlocks,
  parseBlocks,
  parseCount,
  parseKey,
  randomBlocks,
  type Parsed,
} from '../inputs';
import { modeName } from '../mode-names';
import type { PageState } from '../url-state';
import { grouped } from '../numbers';

/** The form as typed. */
export interface LabForm {
  key: string;
  /** Typed blocks, one per line. */
  plaintext: string;
  /** The mode chosen for a run-time-mode core (ignored by a single-mode one). */
  mode: string;
  /** Decrypt chosen, on a core that does both. */
  decrypt: boolean;
  /** IVs or the initial counter, one per line. */
  iv: string;
  /** Random blocks after the typed ones, as typed. */
  random: string;
  /** Their seed, as hex. */
  seed: string;
}

// FIPS-197 Appendix C.1 and SP 800-38A F.2's IV: the examples the lessons start from.
const examplePlaintext = '00112233445566778899aabbccddeeff';
const exampleIv = '000102030405060708090a0b0c0d0e0f';

export const defaultForm: LabForm = {
  key: exampleKey(128),
  plaintext: examplePlaintext,
  mode: 'ecb',
  decrypt: false,
  iv: exampleIv,
  random: '0',
  seed: defaultRandomSeed.toString(16),
};

/**
 * FIPS-197 Appendix C's example key of `bits` bits (00 01 02 … in order), the key the lab starts
 * with for every cipher and key size.
 */
export function exampleKey(bits: number): string {
  return Array.from({ length: bits / 8 }, (_, i) => i.toString(16).padStart(2, '0')).join('');
}

/**
 * The key to show once the core changes to one taking `keyBits`: the example key of the
 * core's first size in place of an example key of a size it does not take (an AES-256 core
 * opened with the lab's 128-bit default); any other key stays as typed, and is checked.
 */
export function keyForCore(key: string, keyBits: number[]): string {
  const squashed = key.replace(/\s+/g, '').toLowerCase();
  // A whole key's worth (64 bits or more, in 32-bit words), not a key half typed.
  const bits = squashed.length * 4;
  const isExample = bits >= 64 && bits % 32 === 0 && squashed === exampleKey(bits);
  return isExample && !keyBits.includes(bits) ? exampleKey(keyBits[0]) : key;
}

/**
 * A block field once the core changes to one whose blocks are `bytes` long: the example
 * `example` cut to that size in place of the example of another block size (a Triple DES core
 * opened with AES's 32 digits); any other text stays as typed, and is checked.
 */
export function blockForCore(text: string, bytes: number, example: string): string {
  const squashed = text.replace(/\s+/g, '').toLowerCase();
  const isExample = squashed.length >= 16 && squashed.length % 16 === 0 && example.startsWith(squashed);
  return isExample && squashed.length !== 2 * bytes ? exampleBlock(example, bytes) : text;
}

/**
 * The form once the core changes to `config`: each of the key, the plaintext and the IV that
 * is the lab's example of another size becomes the example of the core's size (its first key
 * size, its cipher's block); `keep` names fields a link gave, which stay as given.
 */
export function formForCore(
  form: LabForm,
  config: Pick<Configuration, 'keyBits' | 'blockBits'>,
  keep: { key?: boolean; plaintext?: boolean; iv?: boolean } = {},
): LabForm {
  const bytes = config.blockBits / 8;
  return {
    ...form,
    key: keep.key ? form.key : keyForCore(form.key, config.keyBits),
    plaintext: keep.plaintext ? form.plaintext : blockForCore(form.plaintext, bytes, examplePlaintext),
    iv: keep.iv ? form.iv : blockForCore(form.iv, bytes, exampleIv),
  };
}

/** The form a link opens with: the link's values over the defaults. */
export function formOf(state: PageState): LabForm {
  return {
    key: state.key,
    plaintext: state.plaintext,
    mode: state.mode ?? defaultForm.mode,
    decrypt: state.decrypt ?? defaultForm.decrypt,
    iv: state.iv ?? defaultForm.iv,
    random: String(state.random ?? 0),
    seed: (state.seed ?? defaultRandomSeed).toString(16),
  };
}

export function parseSeed(text: string): Parsed<number> {
  const t = text.trim();
  return /^[0-9a-fA-F]{1,8}$/.test(t)
    ? { ok: true, value: parseInt(t, 16) || defaultRandomSeed }
    : { ok: false, error: `seed: expected 1 to 8 hex digits, got '${text}'` };
}

export interface LabInputs {
  /** The modes the core runs, and the one this run uses (chosen, or the core's own). */
  modes: string[];
  mode: string;
  canEncrypt: boolean;
  canDecrypt: boolean;
  decrypt: boolean;
  key: Parsed<Uint8Array>;
  typed: Parsed<Uint8Array[]>;
  randomCount: Parsed<number>;
  seed: Parsed<number>;
  /** Typed blocks then random ones, packed (sim/packing.ts). */
  blocks: Parsed<BlockList>;
  ivs: Parsed<Uint8Array[]>;
  /** What the core is fed, for a run and a stepping session alike; null while an input is wrong. */
  workload: Workload | null;
  /** Every input that changes a run's result, as one string. */
  signature: string;
  /** The same in words. */
  label: string;
  /** The page's state for its link. */
  link: PageState;
}

const squash = (text: string) =>
  text
    .split('\n')
    .map((l) => l.replace(/\s+/g, '').toLowerCase())
    .filter(Boolean)
    .join(',');

export function useLabInputs(
  simCore: SimCore,
  config: Configuration,
  prediction: Prediction,
  form: LabForm,
  compareId: string | undefined,
): LabInputs {
  const modes = [...new Set(prediction.modes.map((m) => m.mode))];
  const mode = config.mode.kind === 'all' ? (modes.includes(form.mode) ? form.mode : 'ecb') : config.mode.kind;
  const canEncrypt = prediction.modes.some((m) => m.mode === mode && !m.decrypt);
  const canDecrypt = prediction.modes.some((m) => m.mode === mode && m.decrypt);
  const decrypt = canDecrypt && (!canEncrypt || form.decrypt);
  const key = useMemo(() => parseKey(simCore, form.key, keyBitsOf(config)), [simCore, form.key, config]);
  const shape = useMemo(() => blockShapeOf(config), [config]);
  const typed = useMemo(() => parseBlocks(simCore, form.plaintext, shape), [simCore, form.plaintext, shape]);
  const randomCount = parseCount(form.random, 'random blocks', maxRandomBlocks);
  const seed = parseSeed(form.seed);
  const count = randomCount.ok ? randomCount.value : null;
  const seedValue = seed.ok ? seed.value : null;
  const countError = randomCount.ok ? null : randomCount.error;
  const seedError = seed.ok ? null : seed.error;
  // Memoized: the page re-renders on every progress report of a run, and a million blocks
  // take a while to make.
  const blocks: Parsed<BlockList> = useMemo(() => {
    if (!typed.ok) return typed;
    if (countError !== null || count === null) return { ok: false, error: countError ?? '' };
    if (seedError !== null || seedValue === null) return { ok: false, error: seedError ?? '' };
    return { ok: true, value: randomBlocks(count, shape.bytes, seedValue, typed.value) };
  }, [typed, count, seedValue, countError, seedError, shape]);
  const ivs: Parsed<Uint8Array[]> = useMemo(
    () =>
      mode === 'ecb'
        ? { ok: true, value: [] }
        : parseBlocks(simCore, form.iv, shape, mode === 'ctr' ? 'counter' : 'IV'),
    [simCore, form.iv, mode, shape],
  );
  const workload = useMemo(
    () =>
      key.ok && blocks.ok && ivs.ok
        ? workloadFor(simCore, config, { key: key.value, blocks: blocks.value, mode, decrypt, ivs: ivs.value })
        : null,
    [simCore, config, key, blocks, ivs, mode, decrypt],
  );
  const random = count ?? 0;
  const signature = [
    config.id,
    mode,
    decrypt ? 'decrypt' : 'encrypt',
    squash(form.key),
    squash(form.plaintext),
    mode === 'ecb' ? '' : squash(form.iv),
    random,
    random ? seedValue : '',
  ].join('|');
  const total = (typed.ok ? typed.value.length : 0) + random;
  const label = `${modeName(mode, config.blockBits)}, ${grouped(total)} block${total === 1 ? '' : 's'}, ${
    decrypt ? 'decrypting' : 'encrypting'
  }${random ? ` (${grouped(random)} random, seed ${(seedValue ?? 0).toString(16)})` : ''}`;
  // One object while the form stays: the page writes the address bar when it changes, and it
  // re-renders on every progress report of a run (history.replaceState took 17 ms of the commit
  // that shows a run's result when it ran on each).
  const linkDecrypt = decrypt && canEncrypt;
  const link: PageState = useMemo(
    () => ({
      configId: config.id,
      key: form.key,
      plaintext: form.plaintext,
      mode,
      decrypt: linkDecrypt,
      iv: form.iv,
      random: count ?? undefined,
      seed: seedValue ?? undefined,
      compareId,
    }),
    [config.id, form.key, form.plaintext, mode, linkDecrypt, form.iv, count, seedValue, compareId],
  );
  return {
    modes,
    mode,
    canEncrypt,
    canDecrypt,
    decrypt,
    key,
    typed,
    randomCount,
    seed,
    blocks,
    ivs,
    workload,
    signature,
    label,
    link,
  };
}
