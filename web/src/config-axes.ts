// A configuration as one choice per axis (registry/README.md), and back to its canonical id.
// sim-core decides which combinations exist; this file only spells them.
import type { Configuration } from '@sim-core';
import ciphers from '@registry/ciphers.json';

export interface Axes {
  /** The cipher's id token (registry/ciphers.json): `aes`, `serpent`. */
  cipher: string;
  keySize: '128' | '192' | '256' | '3in1';
  direction: 'enc' | 'dec' | 'encdec';
  architecture: 'lu' | 'pp' | 'sp';
  k: number;
  m: number;
  /** The round's implementation (the id's fourth token): an S-box kind, or RC6's multiplier. */
  sbox: 'lut' | 'bram' | 'lutram' | 'cf' | 'cfp' | 'bp' | 'sq' | 'dsp' | 'arr';
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
} as const;
const directionToken = { encrypt: 'enc', decrypt: 'dec', unified: 'encdec' } as const;

export function axesOf(config: Configuration): Axes {
  const a = config.architecture;
  const mode = config.mode;
  return {
    cipher: config.cipher,
    keySize: config.keySize,
    direction: directionToken[config.direction],
    architecture: a.kind === 'LU' ? 'lu' : a.kind === 'PP' ? 'pp' : 'sp',
    k: a.k,
    m: a.kind === 'SP' ? a.m : 1,
    sbox: sboxToken[config.sbox],
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

export const axisChoices = {
  /** registry/ciphers.json's ciphers, in its order. */
  cipher: ciphers.ciphers.map((c) => [c.id, c.name] as const),
  keySize: [
    ['128', '128 bits'],
    ['192', '192 bits'],
    ['256', '256 bits'],
    ['3in1', '3-in-1 (all three at run time)'],
  ],
  direction: [
    ['enc', 'encrypt'],
    ['dec', 'decrypt'],
    ['encdec', 'both (unified datapath)'],
  ],
  architecture: [
    ['lu', 'LU-k: k rounds unrolled'],
    ['pp', 'PP-k: k pipelined rounds'],
    ['sp', 'SP-k-m: PP-k with m registers inside each round'],
  ],
  keySchedule: [
    ['online', 'online'],
    ['banked', '16 key banks'],
    ['offline', 'offline (baked in)'],
  ],
  mode: [
    ['all', 'every mode, at run time'],
    ['ecb', 'ECB'],
    ['ctr', 'CTR'],
    ['cbc', 'CBC'],
    ['cfb', 'CFB-128'],
    ['ofb', 'OFB'],
    ['icbc', 'interleaved CBC'],
    ['mscbc', 'multi-stream CBC'],
  ],
} as const;

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
