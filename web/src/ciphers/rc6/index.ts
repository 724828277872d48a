import type { CipherPlugin } from '../plugin';
import { implementation } from './implementation';

const plugin: CipherPlugin = { id: 'rc6', marker: { shape: 'diamond', colour: 'var(--block-0)' }, implementation };
export default plugin;
