import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'twofish' };
export default plugin;
