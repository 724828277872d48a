import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'serpent' };
export default plugin;
