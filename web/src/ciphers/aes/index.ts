import type { CipherPlugin } from '../plugin';
import { aesDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'aes', datapath: aesDatapath };
export default plugin;
