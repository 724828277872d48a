import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'rc6' };
export default plugin;
