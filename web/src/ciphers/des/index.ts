import type { CipherPlugin } from '../plugin';
import { desDatapath as datapath } from './datapath';

const marker = { shape: 'cross', colour: 'var(--block-7)' } as const;
export default { id: 'des', marker, datapath } satisfies CipherPlugin;
