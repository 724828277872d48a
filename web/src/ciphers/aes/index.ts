import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'aes' };
export default plugin;
