import type { CipherPlugin } from '../plugin';
import { twofishDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'twofish', datapath: twofishDatapath };
export default plugin;
