// What the lab takes from a cipher: one object a cipher (web/src/ciphers/<id>/index.ts), listed in
// ./index.ts, the only file of the web app that names ciphers. Each part the lab takes from a
// cipher is one field; shared code asks the plug-in of a configuration's cipher (pluginOf) and
// never decides by itself what a cipher is (hdl/doc/adding-a-cipher.md). Facts (names, sizes,
// rounds, what round 0 is, the example key's standard) are registry/ciphers.json's; a plug-in
// holds presentation and the cipher's own code.
import type { Marker } from '../finalists/markers';
import type { ImplementationNets } from '../sbox-compare/sbox-nets';
import type { ImplementationWords } from '../sbox-compare/words';
import type { CipherWidgets } from '../components/lessons/widgets/cipher-widgets';
import type { CipherDatapath } from '../datapath/cipher-datapath';

export interface CipherPlugin {
  /** The cipher's id in registry/ciphers.json. */
  id: string;
  /** Its points on the finalists chart: a shape and a colour no other cipher has (finalists/markers.ts). */
  marker: Marker;
  /**
   * Its part in the implementation comparison (the S-box panel, sbox-compare/): the RTL
   * instances whose nets are its implementation axis's (S-boxes, multipliers), for the toggle
   * count's split, and what the panel says of its parts (where its options are described, its
   * legend, what the trace shows; absent: plain words from its implementation axis). Absent:
   * its toggles cannot be split, and measuring them says so.
   */
  implementation?: { nets: ImplementationNets; words?: ImplementationWords };
  /** Lesson widgets only this cipher has, by directive (AES's S-box table and state matrix). */
  lessonWidgets?: CipherWidgets;
  /** What the datapath view draws of the cipher's cores (web/src/ciphers/<id>/datapath/); none: a note says it is not drawn yet. */
  datapath?: CipherDatapath;
  /**
   * What the diffusion view (components/DiffusionView.tsx) says a round of it is: which state
   * sim-core's round trace records after round r (whitening, copied halves, layers). The
   * dependencies themselves are measured on its golden model, generic over sim-core's trait.
   */
  diffusion?: { rounds: string };
}
