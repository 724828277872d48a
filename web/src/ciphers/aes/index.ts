import type { CipherPlugin } from '../plugin';
import { aesDatapath as datapath } from './datapath';
import { implementation } from './implementation';
import { SboxTableWidget } from './SboxTableWidget';
import { StateMatrixWidget } from './StateMatrixWidget';

const marker = { shape: 'circle', colour: 'var(--block-4)' } as const;
const lessonWidgets = { 'state-matrix': StateMatrixWidget, 'sbox-table': SboxTableWidget };
export default { id: 'aes', marker, implementation, lessonWidgets, datapath } satisfies CipherPlugin;
