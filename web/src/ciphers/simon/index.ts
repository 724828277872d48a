// SIMON 64/128 and SIMON 128/128 (Beaulieu et al. 2013): one plug-in each, made from the
// description's word size, sharing the datapath's code. Lightweight ciphers, not AES finalists:
// their markers are shapes no finalist has.
import type { CipherPlugin } from '../plugin';
import { simonDatapath } from './datapath';
import { simonParameters } from './parameters';

/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    'a round is x ← y ⊕ f(x) ⊕ k, y ← x (f(x) = (S¹x & S⁸x) ⊕ S²x), so after each round the word y is the x before it; an AND of two bits changes with one of them only half the time, which the flips see.',
};

function simonPlugin(id: string, marker: CipherPlugin['marker']): CipherPlugin {
  return { id, marker, datapath: simonDatapath(simonParameters(id)), diffusion };
}

export default [
  simonPlugin('simon64', { shape: 'hexagon', colour: 'var(--block-1)' }),
  // A darker shade of SIMON 64's colour: the same family, told apart by shape too.
  simonPlugin('simon128', { shape: 'pentagon', colour: 'color-mix(in srgb, var(--block-1) 55%, var(--ink))' }),
] satisfies CipherPlugin[];
