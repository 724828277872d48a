import type { CipherPlugin } from '../plugin';
import { aesDatapath as datapath } from './datapath';
import { implementation } from './implementation';
import { SboxTableWidget } from './SboxTableWidget';
import { StateMatrixWidget } from './StateMatrixWidget';

const marker = { shape: 'circle', colour: 'var(--block-4)' } as const;
const lessonWidgets = { 'state-matrix': StateMatrixWidget, 'sbox-table': SboxTableWidget };
/** What the diffusion view says a round is (web/src/components/DiffusionView.tsx). */
const diffusion = {
  rounds:
    "the state after round r is FIPS-197's round[r+1].start (round Nr's: the output), its AddRoundKey included; the initial AddRoundKey is not a round here, so after round 1 a byte has met the four bytes ShiftRows brings to its column.",
};
export default { id: 'aes', marker, implementation, lessonWidgets, datapath, diffusion } satisfies CipherPlugin;
