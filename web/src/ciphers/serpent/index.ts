import type { CipherPlugin } from '../plugin';
import { serpentDatapath } from './datapath';
import { implementation } from './implementation';

const plugin: CipherPlugin = {
  id: 'serpent',
  marker: { shape: 'square', colour: 'var(--block-5)' },
  implementation,
  datapath: serpentDatapath,
};
export default plugin;
