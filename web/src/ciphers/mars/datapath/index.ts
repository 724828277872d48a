// MARS's datapath for the view (CipherPlugin's `datapath`): its cores as mars_core.sv builds
// them (one round unit with the three layers, or a stage a layer), its operations, its state
// as the core's words D0..D3 from sim-core's trace, and the round a block is about to run.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { marsStructure } from './structure';
import { marsOperations } from './operations';
import { marsState } from './state';
import { MarsRoundSteps } from './RoundSteps';

export const marsDatapath = defineDatapath({
  structure: marsStructure,
  operations: marsOperations,
  state: marsState,
  RoundSteps: MarsRoundSteps,
});
