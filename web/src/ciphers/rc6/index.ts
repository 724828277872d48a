import type { CipherPlugin } from '../plugin';
import { rc6Datapath as datapath } from './datapath';
import { implementation } from './implementation';

const marker = { shape: 'diamond', colour: 'var(--block-0)' } as const;
export default { id: 'rc6', marker, implementation, datapath } satisfies CipherPlugin;
