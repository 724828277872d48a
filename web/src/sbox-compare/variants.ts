// The S-box implementations a configuration can be compared across: the prebuilt
// configurations equal to it on every axis but the S-box (the id's fourth token,
// config-axes.ts), named and ordered as its cipher's `implementation.choices` in
// registry/ciphers.json give them (AES: LUT, block RAM, LUT-RAM, composite field, its
// five-stage pipeline, Boyar–Peralta, hdl/doc/sboxes.md; Twofish: computed from q0/q1,
// tables filled at key setup, hdl/doc/twofish.md). Only prebuilt ones: they alone have
// models to run and synthesis figures.
import type { Configuration } from '@sim-core';
import { axesOf, idOf, implementationOf, type Axes } from '../config-axes';

export type SboxToken = Axes['sbox'];

export { implementationOf } from '../config-axes';

export interface SboxVariant {
  id: string;
  sbox: SboxToken;
  /** Its cipher's name for it (registry/ciphers.json): "composite field, 5 stages", "computed from q0/q1". */
  name: string;
  /** The page's own configuration. */
  current: boolean;
}

/** The cipher's name for an S-box token, or the token itself if the cipher lists no such choice. */
export function sboxName(cipher: string, sbox: SboxToken): string {
  return implementationOf(cipher).choices.find((c) => c.token === sbox)?.name ?? sbox;
}

/** The prebuilt configurations that differ from `config` in the S-box alone (itself too, if prebuilt). */
export function sboxVariants(
  config: Configuration,
  prebuilt: readonly { id: string; config: Configuration }[],
): SboxVariant[] {
  const axes = axesOf(config);
  const order = implementationOf(config.cipher).choices.map((c) => c.token);
  // A token the cipher's list lacks (none should) goes last rather than first.
  const rank = (sbox: SboxToken) => (order.includes(sbox) ? order.indexOf(sbox) : order.length);
  return prebuilt
    .map((entry) => ({ entry, sbox: axesOf(entry.config).sbox }))
    .filter(({ entry, sbox }) => idOf({ ...axes, sbox }) === entry.id)
    .sort((a, b) => rank(a.sbox) - rank(b.sbox))
    .map(({ entry, sbox }) => ({
      id: entry.id,
      sbox,
      name: sboxName(config.cipher, sbox),
      current: entry.id === config.id,
    }));
}
