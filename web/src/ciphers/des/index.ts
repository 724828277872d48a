import type { CipherPlugin } from '../plugin';

const plugin: CipherPlugin = { id: 'des', marker: { shape: 'cross', colour: 'var(--block-7)' } };
export default plugin;
