import type { CipherPlugin } from '../plugin';
import { desDatapath as datapath } from './datapath';

const marker = { shape: 'cross', colour: 'var(--block-7)' } as const;
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    "the 48 rounds run on one register, as the lab's cores do: IP before round 1, FP after round 48, none between the three DES operations; the state after round r is L_r‖R_r (rounds 16 and 32: the preoutput, the next operation's input). Each round copies one half, so after round 1 half the state is the plaintext's bits, one each. Under a 64-bit key (keying option 3, K1 = K2 = K3) rounds 17–32 undo rounds 1–16: after round 32 each bit is one plaintext bit again.",
};
export default { id: 'des', marker, datapath, diffusion } satisfies CipherPlugin;
