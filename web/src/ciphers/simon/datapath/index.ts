// SIMON's datapath for the view (CipherPlugin's `datapath`), one for each member of the family:
// its cores as simon_core.sv builds them (LU-k, PP-k, bs<w>), its operations, its state as the
// register's words x and y from sim-core's trace, and the steps of a block's round.
import { defineDatapath, type CipherDatapath } from '../../../datapath/cipher-datapath';
import type { SimonParameters } from '../parameters';
import { simonStructure } from './structure';
import { simonOperations } from './operations';
import { simonState } from './state';
import { SimonRoundSteps } from './RoundSteps';

export function simonDatapath(cipher: SimonParameters): CipherDatapath {
  return defineDatapath({
    structure: simonStructure(cipher),
    operations: simonOperations,
    state: simonState(cipher),
    RoundSteps: SimonRoundSteps,
  });
}
