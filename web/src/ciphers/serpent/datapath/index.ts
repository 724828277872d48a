// Serpent's datapath for the view (CipherPlugin's `datapath`): its cores as serpent_core.sv
// builds them, its operations, its state in bitslice form from sim-core's trace, and the
// steps of a block's round.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { serpentStructure } from './structure';
import { serpentOperations } from './operations';
import { serpentState } from './round';
import { SerpentRoundSteps } from './RoundSteps';

export const serpentDatapath = defineDatapath({
  structure: serpentStructure,
  operations: serpentOperations,
  state: serpentState,
  RoundSteps: SerpentRoundSteps,
});
