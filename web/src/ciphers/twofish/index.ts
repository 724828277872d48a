import type { CipherPlugin } from '../plugin';
import { implementation } from './implementation';

const plugin: CipherPlugin = { id: 'twofish', marker: { shape: 'triangle', colour: 'var(--block-2)' }, implementation };
export default plugin;
