import type { CipherPlugin } from '../plugin';
import { implementation } from './implementation';

const plugin: CipherPlugin = { id: 'mars', marker: { shape: 'star', colour: 'var(--block-6)' }, implementation };
export default plugin;
