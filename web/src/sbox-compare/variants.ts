// The S-box implementations a configuration can be compared across: the prebuilt
// configurations equal to it on every axis but the S-box (config-axes.ts), in the axis's own
// order (LUT, block RAM, LUT-RAM, composite field, its five-stage pipeline, Boyar–Peralta;
// hdl/doc/sboxes.md). Only prebuilt ones: they alone have models to run and synthesis figures.
import type { Configuration } from '@sim-core';
import { axesOf, axisChoices, idOf, type Axes } from '../config-axes';

export type SboxToken = Axes['sbox'];

export interface SboxVariant {
  id: string;
  sbox: SboxToken;
  /** The axis picker's name for it: "composite field, 5 stages". */
  name: string;
  /** The page's own configuration. */
  current: boolean;
}

const order: SboxToken[] = axisChoices.sbox.map(([token]) => token);
const names = new Map<SboxToken, string>(axisChoices.sbox.map(([token, name]) => [token, name]));

export function sboxName(sbox: SboxToken): string {
  return names.get(sbox) ?? sbox;
}

/** The prebuilt configurations that differ from `config` in the S-box alone (itself too, if prebuilt). */
export function sboxVariants(
  config: Configuration,
  prebuilt: readonly { id: string; config: Configuration }[],
): SboxVariant[] {
  const axes = axesOf(config);
  return prebuilt
    .map((entry) => ({ entry, sbox: axesOf(entry.config).sbox }))
    .filter(({ entry, sbox }) => idOf({ ...axes, sbox }) === entry.id)
    .sort((a, b) => order.indexOf(a.sbox) - order.indexOf(b.sbox))
    .map(({ entry, sbox }) => ({ id: entry.id, sbox, name: sboxName(sbox), current: entry.id === config.id }));
}
