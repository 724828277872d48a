import type { CipherPlugin } from '../plugin';
import { rc6Datapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'diamond', colour: 'var(--block-0)' } as const;
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    "the state after round r is (A, B, C, D) with the round's rotation of the words done; round 1 starts with the pre-whitening (B += S[0], D += S[1]) and round 20 ends with the post-whitening. Its additions and multiplications carry upwards only: a low bit reaches a high one at once, a high bit a low one through the data-dependent rotations.",
};
export default { id: 'rc6', marker, implementation, datapath, diffusion } satisfies CipherPlugin;
