// A configuration as one choice per axis (registry/README.md), and back to its canonical id.
// sim-core decides which combinations exist; this file only spells them.
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';
import { keyBanksOfCipher, slicesOfCipher } from '@registry/ciphers.mjs';
import type { RoundImplementation } from './datapath/structure';
import { modeName } from './mode-names';

export interface Axes {
  /** The cipher's id token (registry/ciphers.json): `aes`, `serpent`. */
  cipher: string;
  /** A key-size token of the cipher's description: `128`, `3in1`; Triple DES's `64`. */
  keySize: string;
  direction: 'enc' | 'dec' | 'encdec';
  architecture: 'lu' | 'pp' | 'sp' | 'bs';
  /** The architecture's number: k of LU-k, PP-k and SP-k-m; w of bs<w> (bits of a round a cycle). */
  k: number;
  m: number;
  /**
   * The round's implementation (the id's fourth token): an S-box kind, RC6's multiplier, or
   * MARS's S-box and multiplier together (`lut`, `bram`, `arr`, `bramarr`).
   */
  sbox: 'lut' | 'bram' | 'lutram' | 'cf' | 'cfp' | 'bp' | 'sq' | 'dsp' | 'arr' | 'bramarr';
  keySchedule: 'online' | 'banked' | 'offline';
  mode: 'ecb' | 'ctr' | 'cbc' | 'cfb' | 'ofb' | 'icbc' | 'mscbc' | 'all';
  /** Interleaved CBC's chains or multi-stream CBC's streams. */
  n: number;
}

const sboxToken = {
  lut: 'lut',
  blockRam: 'bram',
  lutRam: 'lutram',
  composite: 'cf',
  compositePipelined: 'cfp',
  boyarPeralta: 'bp',
  squarer: 'sq',
  dspMultiplier: 'dsp',
  arrayMultiplier: 'arr',
  // MARS: S in block RAM and the array multiplier (registry/ciphers.json's `bramarr`).
  blockRamArrayMultiplier: 'bramarr',
} as const;
const directionToken = { encrypt: 'enc', decrypt: 'dec', unified: 'encdec' } as const;

export function axesOf(config: Configuration): Axes {
  const a = config.architecture;
  const mode = config.mode;
  return {
    cipher: config.cipher,
    keySize: config.keySize,
    direction: directionToken[config.direction],
    // sim-core's kinds are the id's tokens in capitals: LU, PP, SP, BS.
    architecture: a.kind.toLowerCase() as Axes['architecture'],
    k: 'w' in a ? a.w : a.k,
    m: a.kind === 'SP' ? a.m : 1,
    sbox: sboxToken[config.sbox as RoundImplementation],
    keySchedule: config.keySchedule,
    mode: mode.kind === 'interleavedCbc' ? 'icbc' : mode.kind === 'multiStreamCbc' ? 'mscbc' : mode.kind,
    n: mode.kind === 'interleavedCbc' ? mode.chains : mode.kind === 'multiStreamCbc' ? mode.streams : 2,
  };
}

export function idOf(a: Axes): string {
  const arch = a.architecture === 'sp' ? `sp${a.k}m${a.m}` : `${a.architecture}${a.k}`;
  const mode = a.mode === 'icbc' || a.mode === 'mscbc' ? `${a.mode}${a.n}` : a.mode;
  return `${a.cipher}${a.keySize}-${a.direction}-${arch}-${a.sbox}-${a.keySchedule}-${mode}`;
}

/** The axes every cipher shares, in the lab's words. */
export const axisChoices = {
  /** registry/ciphers.json's ciphers, in its order. */
  cipher: ciphers.ciphers.map((c) => [c.id, c.name] as const),
  direction: [
    ['enc', 'encrypt'],
    ['dec', 'decrypt'],
    ['encdec', 'both (unified datapath)'],
  ],
  mode: [
    ['all', 'every mode, at run time'],
    ['ecb', 'ECB'],
    ['ctr', 'CTR'],
    ['cbc', 'CBC'],
    ['cfb', 'CFB'],
    ['ofb', 'OFB'],
    ['icbc', 'interleaved CBC'],
    ['mscbc', 'multi-stream CBC'],
  ],
} as const;

const architectureNames: Record<string, string> = {
  lu: 'LU-k: k rounds unrolled',
  pp: 'PP-k: k pipelined rounds',
  sp: 'SP-k-m: PP-k with m registers inside each round',
  bs: 'bs<w>: bit-serial, w bits of a round a cycle',
};

type Choice = readonly [string, string];

/** One cipher's choices on the axes its description sets (registry/ciphers.json). */
export interface CipherAxes {
  /** Its key-size tokens: `64`, `128`, …, `3in1`, each with the lab's words. */
  keySize: Choice[];
  direction: Choice[];
  architecture: Choice[];
  /** The k of LU-k and PP-k offered: the description's `slices`, or 1 to its `maxSlices` or most rounds. */
  k: number[];
  /** Whether k is a list of its own (`slices`: a select) or a range sim-core narrows (a number field). */
  kListed: boolean;
  /** The w of bs<w> offered: the description's `serialBits` (bits of a round a cycle); empty without bs. */
  w: number[];
  keySchedule: Choice[];
  mode: Choice[];
}

type CipherEntry = (typeof ciphers.ciphers)[number];

function cipherEntry(cipher: string): CipherEntry {
  const found = ciphers.ciphers.find((c) => c.id === cipher);
  if (!found) throw new Error(`registry/ciphers.json has no cipher '${cipher}'`);
  return found;
}

/**
 * The picker's choices for `cipher`, read from its description: its key sizes, directions,
 * architectures, k, key schedules (the banked one with its number of banks) and modes. No
 * cipher is named here: Triple DES is offered 64/128/192/3-in-1, LU and PP, k in 1, 2, 4, 8,
 * 16 and four key banks because its entry says so. Throws for an unknown cipher.
 */
export function cipherAxes(cipher: string): CipherAxes {
  const c = cipherEntry(cipher);
  const keySize = c.keySizes.map((s): Choice => {
    const bits = s.keyBits;
    return [
      s.token,
      bits.length === 1
        ? `${bits[0]} bits`
        : `${bits.length}-in-1 (${bits.slice(0, -1).join(', ')} or ${bits[bits.length - 1]} bits, at run time)`,
    ];
  });
  const banks = keyBanksOfCipher(c);
  const scheduleNames: Record<string, string> = {
    online: 'online',
    banked: `${banks} key banks`,
    offline: 'offline (baked in)',
  };
  const directions = new Set<string>(c.directions);
  const modes = new Set<string>(c.modes);
  return {
    keySize,
    direction: axisChoices.direction.filter(([t]) => directions.has(t)),
    architecture: c.architectures.map((a): Choice => [a, architectureNames[a] ?? a]),
    k: slicesOfCipher(c),
    kListed: 'slices' in c && Array.isArray(c.slices),
    w: 'serialBits' in c && Array.isArray(c.serialBits) ? [...(c.serialBits as number[])] : [],
    keySchedule: c.keySchedules.map((s): Choice => [s, scheduleNames[s] ?? s]),
    // CFB-128 for AES, CFB-64 for Triple DES: the whole block is fed back (mode-names.ts).
    mode: axisChoices.mode
      .filter(([t]) => modes.has(t))
      .map(([t, name]): Choice => [t, t === 'cfb' ? modeName(t, c.blockBits) : name]),
  };
}

/**
 * `axes` moved onto its cipher's own choices: an axis whose current choice the cipher does not
 * have (AES's SP or 256-bit key on Triple DES) takes the cipher's first choice, k the largest
 * listed k not above it (bs<w>: w the largest of its serialBits not above it). Axes the cipher
 * has are kept.
 */
export function fitAxesToCipher(axes: Axes): Axes {
  const c = cipherAxes(axes.cipher);
  const has = (choices: readonly Choice[], value: string) => choices.some(([t]) => t === value);
  const first = <T extends string>(choices: readonly Choice[], value: T): T =>
    has(choices, value) ? value : (choices[0][0] as T);
  const tokens = implementationOf(axes.cipher).choices.map((x) => x.token);
  const architecture = first(c.architecture, axes.architecture);
  // bs<w>'s number is w, one of the description's serialBits; every other kind's is k.
  const listed = architecture === 'bs' ? c.w : c.kListed ? c.k : null;
  const k = listed && !listed.includes(axes.k) ? ([...listed].reverse().find((x) => x <= axes.k) ?? listed[0]) : axes.k;
  return {
    ...axes,
    keySize: first(c.keySize, axes.keySize),
    direction: first(c.direction, axes.direction),
    architecture,
    k,
    sbox: tokens.includes(axes.sbox) ? axes.sbox : (tokens[0] as Axes['sbox']),
    keySchedule: first(c.keySchedule, axes.keySchedule),
    mode: first(c.mode, axes.mode),
  };
}

/** A cipher's implementation axis (registry/ciphers.json `implementation`). */
export interface Implementation {
  /** What the id's fourth token chooses: "S-box". */
  axis: string;
  /** The tokens in the lab's order, each with the name the lab shows. */
  choices: readonly { token: string; name: string }[];
  why?: string;
}

/** A cipher's implementation axis: what the id's fourth token is for it; throws for an unknown cipher. */
export function implementationOf(cipher: string): Implementation {
  const found = ciphers.ciphers.find((c) => c.id === cipher);
  if (!found) throw new Error(`registry/ciphers.json has no cipher '${cipher}'`);
  return found.implementation;
}

/**
 * The picker's choices on the implementation axis for `cipher`: its own, by its names, then
 * those it lacks of every other cipher whose axis has the same name (Twofish is offered AES's
 * S-boxes, not RC6's multipliers), so any such combination can still be chosen and sim-core
 * says why it does not exist; each by the name of the first cipher that has it.
 */
export function implementationChoices(cipher: string): { own: [string, string][]; others: [string, string][] } {
  const { axis, choices } = implementationOf(cipher);
  const own = choices.map((c) => [c.token, c.name] as [string, string]);
  const others: [string, string][] = [];
  for (const c of ciphers.ciphers.filter((c) => c.implementation.axis === axis))
    for (const choice of c.implementation.choices)
      if (!own.some(([t]) => t === choice.token) && !others.some(([t]) => t === choice.token))
        others.push([choice.token, choice.name]);
  return { own, others };
}
