import type { CipherPlugin } from '../plugin';
import { desDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'des', marker: { shape: 'cross', colour: 'var(--block-7)' }, datapath: desDatapath };
export default plugin;
