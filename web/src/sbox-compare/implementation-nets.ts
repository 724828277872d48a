// Which nets of a cipher's RTL are its implementation's (its S-boxes, RC6's multipliers): the
// instance names its plug-in gives (web/src/ciphers/<id>/implementation.ts). Apart from
// sbox-nets.ts, which counts them, so that the counting runs where the plug-ins cannot load.
import { cipherPlugins } from '../ciphers';
import type { ImplementationNets } from './sbox-nets';

/** The S-boxes' instances in the RTL (RC6: its multipliers'; MARS: both), by cipher id, as the plug-ins name them. */
export const sboxInstances: Readonly<Record<string, ImplementationNets>> = Object.fromEntries(
  cipherPlugins.flatMap((p) => (p.implementation ? [[p.id, p.implementation.nets] as const] : [])),
);

/** The implementation nets `cipher`'s plug-in names; throws saying where to name them when it names none. */
export function implementationNetsOf(cipher: string): ImplementationNets {
  const nets = Object.hasOwn(sboxInstances, cipher) ? sboxInstances[cipher] : undefined;
  if (!nets) {
    throw new Error(
      `which of ${cipher}'s nets are its S-boxes is not known: its plug-in (web/src/ciphers/${cipher}/) names no implementation nets`,
    );
  }
  return nets;
}
