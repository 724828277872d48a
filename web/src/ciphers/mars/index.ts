import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'mars' };
export default plugin;
