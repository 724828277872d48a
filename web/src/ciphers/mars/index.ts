import type { CipherPlugin } from '../plugin';
import { marsDatapath } from './datapath';
import { implementation } from './implementation';

const plugin: CipherPlugin = {
  id: 'mars',
  marker: { shape: 'star', colour: 'var(--block-6)' },
  implementation,
  datapath: marsDatapath,
};
export default plugin;
