import type { CipherPlugin } from '../plugin';
import { marsDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'star', colour: 'var(--block-6)' } as const;
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    'rounds 1–8 are the unkeyed forward mixing (round 1 starts with the key addition, which brings in every key bit through the key schedule), 9–24 the keyed core, 25–32 the backward mixing (round 32 ends with the key subtraction).',
};
export default { id: 'mars', marker, implementation, datapath, diffusion } satisfies CipherPlugin;
