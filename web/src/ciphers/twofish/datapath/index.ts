// Twofish's datapath for the view (CipherPlugin's `datapath`): its cores as twofish_core.sv
// builds them, its operations, and its state as the core's words Z0..Z3 from sim-core's trace.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { twofishStructure } from './structure';
import { twofishOperations } from './operations';
import { twofishState } from './state';

export const twofishDatapath = defineDatapath({
  structure: twofishStructure,
  operations: twofishOperations,
  state: twofishState,
});
