import type { CipherPlugin } from '../plugin';
import { aesDatapath } from './datapath';
import { implementation } from './implementation';
import { SboxTableWidget } from './SboxTableWidget';
import { StateMatrixWidget } from './StateMatrixWidget';

const plugin: CipherPlugin = {
  id: 'aes',
  marker: { shape: 'circle', colour: 'var(--block-4)' },
  implementation,
  lessonWidgets: { 'state-matrix': StateMatrixWidget, 'sbox-table': SboxTableWidget },
  datapath: aesDatapath,
};
export default plugin;
