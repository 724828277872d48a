import type { CipherPlugin } from '../plugin';
import { serpentDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'square', colour: 'var(--block-5)' } as const;
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    "round r is the submission's R_{r−1}: key mixing, the 32 S-boxes, the linear transformation (round 32: the final key mixing instead), and the state after it is B_r.",
};
export default { id: 'serpent', marker, implementation, datapath, diffusion } satisfies CipherPlugin;
