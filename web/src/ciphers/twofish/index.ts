import type { CipherPlugin } from '../plugin';
import { twofishDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'triangle', colour: 'var(--block-2)' } as const;
export default { id: 'twofish', marker, implementation, datapath } satisfies CipherPlugin;
