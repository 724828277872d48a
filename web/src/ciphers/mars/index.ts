import type { CipherPlugin } from '../plugin';
import { marsDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'mars', datapath: marsDatapath };
export default plugin;
