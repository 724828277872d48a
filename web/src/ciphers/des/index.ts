import type { CipherPlugin } from '../plugin';
import { desDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'des', datapath: desDatapath };
export default plugin;
