// AES's datapath for the view (CipherPlugin's `datapath`): its cores as aes_core.sv builds
// them, its operations, its state as FIPS-197 Appendix C's trace gives it, and the
// composite-field S-box panel of the cores that have one.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { aesStructure } from './structure';
import { aesOperations } from './operations';
import { aesState } from './state';
import { aesStateNote, sboxInspector } from './sbox-inspector';

export const aesDatapath = defineDatapath({
  structure: aesStructure,
  operations: aesOperations,
  state: aesState,
  stateNote: aesStateNote,
  inspector: sboxInspector,
});
