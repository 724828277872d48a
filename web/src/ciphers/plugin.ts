// What the lab takes from a cipher: one object a cipher (web/src/ciphers/<id>/index.ts), listed in
// ./index.ts, the only file of the web app that names ciphers. Each part the lab takes from a
// cipher is one field; shared code asks the plug-in of a configuration's cipher (pluginOf) and
// never decides by itself what a cipher is (hdl/doc/adding-a-cipher.md).
import type { CipherDatapath } from '../datapath/cipher-datapath';

export interface CipherPlugin {
  /** The cipher's id in registry/ciphers.json. */
  id: string;
  /** What the datapath view draws of the cipher's cores (web/src/ciphers/<id>/datapath/); none: a note says it is not drawn yet. */
  datapath?: CipherDatapath;
}
