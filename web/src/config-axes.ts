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
  sbox: 'lut' | 'bram' | 'lutram' | 'cf' | 'cfp' | 'bp';
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
  sbox: [
    ['lut', 'LUT'],
    ['bram', 'block RAM'],
    ['lutram', 'LUT-RAM'],
    ['cf', 'composite field'],
    ['cfp', 'composite field, 5 stages'],
    ['bp', 'Boyar–Peralta'],
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
