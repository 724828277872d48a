import type { CipherPlugin } from '../plugin';
import { rc6Datapath } from './datapath';

const plugin: CipherPlugin = { id: 'rc6', datapath: rc6Datapath };
export default plugin;
