import type { CipherPlugin } from '../plugin';
import { twofishDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'triangle', colour: 'var(--block-2)' } as const;
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    "the state after round r is the paper's R_r, the halves swapped as its Sec. 4.1 defines it; round 1 starts with the input whitening and round 16 ends with the output whitening, so its state is the ciphertext. The PHT's second output, T0 + 2·T1, has T0's bit 0 alone in its bit 0.",
};
export default { id: 'twofish', marker, implementation, datapath, diffusion } satisfies CipherPlugin;
