import type { CipherPlugin } from '../plugin';
import { rc6Datapath } from './datapath';
import { implementation } from './implementation';

const plugin: CipherPlugin = {
  id: 'rc6',
  marker: { shape: 'diamond', colour: 'var(--block-0)' },
  implementation,
  datapath: rc6Datapath,
};
export default plugin;
