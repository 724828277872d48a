import type { CipherPlugin } from '../plugin';
import { twofishDatapath } from './datapath';
import { implementation } from './implementation';

const plugin: CipherPlugin = {
  id: 'twofish',
  marker: { shape: 'triangle', colour: 'var(--block-2)' },
  implementation,
  datapath: twofishDatapath,
};
export default plugin;
