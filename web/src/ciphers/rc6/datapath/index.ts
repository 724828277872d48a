// RC6's datapath for the view (CipherPlugin's `datapath`): its cores as rc6_core.sv builds
// them, its operations, and its state as the core's words A, B, C, D from sim-core's trace.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { rc6Structure } from './structure';
import { rc6Operations } from './operations';
import { rc6State } from './state';

export const rc6Datapath = defineDatapath({
  structure: rc6Structure,
  operations: rc6Operations,
  state: rc6State,
});
