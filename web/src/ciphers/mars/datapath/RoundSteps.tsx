// The round a MARS block is about to run (the register sits in front of the round logic,
// mars_stage_reg.sv): its layer and the submission's i, a core round's key words, the state
// the register holds and the state the round leaves, each from sim-core's trace (state.ts).
import type { RoundStepsProps } from '../../../datapath/cipher-datapath';
import { RoundStepsTable } from '../../../datapath/RoundStepsTable';
import { layerName, marsStageRounds } from './layers';
import { marsStagePositions } from './structure';
import type { MarsRegisterState } from './state';

export function MarsRoundSteps({ block, state, register }: RoundStepsProps<MarsRegisterState>) {
  const round = state.mars;
  const { place } = round;
  const heldBy = register.name;
  // PP-3: a stage's last round goes into the next stage's register once that stage is free;
  // until then the block stays and its round is computed again (mars_core.sv).
  const next = marsStagePositions[place.stage + 1];
  const handsOn =
    heldBy === marsStagePositions[place.stage] &&
    next !== undefined &&
    round.round === marsStageRounds(place.stage).last;
  return (
    <RoundStepsTable
      prefix="mars-"
      caption={
        <>
          Block {block}, round {round.round} of 32 in progress: {layerName(place.layer)}
          {place.inverse ? ' undone' : ''}, the submission&apos;s round i = {place.index}
          {round.keyWords.length > 0 && (
            <>
              {' '}
              under{' '}
              {round.keyWords.map((k, n) => (
                <span key={k.name}>
                  {n > 0 ? ' and ' : ''}
                  {k.name} = <span className="hex">{k.hex}</span>
                </span>
              ))}{' '}
              (E(D0) = L, M, R: M = D0 + {round.keyWords[0].name}, R = (D0 ⋘ 13) × {round.keyWords[1].name}, L =
              S[M&apos;s low 9 bits], rotations by 5, 13 and by R and M&apos;s low bits; sim-core&apos;s trace gives the
              round&apos;s result, not L, M, R)
            </>
          )}
          . The register {heldBy} holds the block before the round; the round unit computes the next state this cycle
          {handsOn
            ? `, the last of its layer: it goes into ${next} in the first cycle ${next} is free, and until then ${heldBy} keeps the block and computes the round again (Dandalis et al. 4.1: the 16-round core stage sets the pace)`
            : ''}
          . Each value (MARS&apos;s byte order):
        </>
      }
      steps={round.steps}
      heldBy={heldBy}
    />
  );
}
