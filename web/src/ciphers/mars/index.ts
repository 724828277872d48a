import type { CipherPlugin } from '../plugin';
import { marsDatapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'star', colour: 'var(--block-6)' } as const;
export default { id: 'mars', marker, implementation, datapath } satisfies CipherPlugin;
