import type { CipherPlugin } from '../plugin';
import { implementation } from './implementation';

const plugin: CipherPlugin = { id: 'serpent', marker: { shape: 'square', colour: 'var(--block-5)' }, implementation };
export default plugin;
