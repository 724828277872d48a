// SIMON 64/128 and SIMON 128/128 (Beaulieu et al. 2013): one plug-in each, made from the
// description's word size, sharing the datapath's code. Lightweight ciphers, not AES finalists:
// their markers are shapes no finalist has.
import type { CipherPlugin } from '../plugin';
import { simonDatapath } from './datapath';
import { simonParameters } from './parameters';

function simonPlugin(id: string, marker: CipherPlugin['marker']): CipherPlugin {
  return { id, marker, datapath: simonDatapath(simonParameters(id)) };
}

export default [
  simonPlugin('simon64', { shape: 'hexagon', colour: 'var(--block-1)' }),
  // A darker shade of SIMON 64's colour: the same family, told apart by shape too.
  simonPlugin('simon128', { shape: 'pentagon', colour: 'color-mix(in srgb, var(--block-1) 55%, var(--ink))' }),
] satisfies CipherPlugin[];
