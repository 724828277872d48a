import type { CipherPlugin } from '../plugin';
import { serpentDatapath } from './datapath';

const plugin: CipherPlugin = { id: 'serpent', datapath: serpentDatapath };
export default plugin;
