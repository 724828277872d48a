import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'des' };
export default plugin;
