import type { CipherPlugin } from '../plugin';
import { serpentDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'square', colour: 'var(--block-5)' } as const;
export default { id: 'serpent', marker, implementation, datapath } satisfies CipherPlugin;
