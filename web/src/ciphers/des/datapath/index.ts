// Triple DES's datapath for the view (CipherPlugin's `datapath`): its cores as des_core.sv
// builds them, its operations, its state as the round register's halves L and R from
// sim-core's trace, and the steps of a block's Feistel round.
import { defineDatapath } from '../../../datapath/cipher-datapath';
import { desStructure } from './structure';
import { desOperations } from './operations';
import { desState } from './state';
import { DesRoundSteps } from './RoundSteps';

export const desDatapath = defineDatapath({
  structure: desStructure,
  operations: desOperations,
  state: desState,
  RoundSteps: DesRoundSteps,
});
