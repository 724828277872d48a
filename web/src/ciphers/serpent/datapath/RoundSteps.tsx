// The steps of the round a Serpent block is in (round.ts, from sim-core's trace), the one its
// register holds marked: key mixing, the S-box layer on each of the 32 bit columns, then LT or
// the final key mixing (Anderson, Biham and Knudsen 1998, Sec. 2).
import type { RoundStepsProps } from '../../../datapath/cipher-datapath';
import { RoundStepsTable } from '../../../datapath/RoundStepsTable';
import { keyName, sboxName, type SerpentRegisterState } from './round';

export function SerpentRoundSteps({ block, state, register }: RoundStepsProps<SerpentRegisterState>) {
  const { round } = state;
  const i = round.submissionRound;
  return (
    <RoundStepsTable
      prefix=""
      caption={
        <>
          Block {block}, round {round.round} of 32 ({round.decrypt ? `undoing the submission's R${i}` : `R${i}`}):{' '}
          {round.decrypt ? 'LT⁻¹' : `⊕ ${keyName(i)}`}, {sboxName(round.sbox, round.decrypt)} on each of the 32 bit
          columns, then {round.decrypt ? `⊕ ${keyName(i)}` : i === 31 ? `⊕ ${keyName(32)}` : 'LT'}. Each step and the
          state after it (the lab&apos;s byte order):
        </>
      }
      start={{ text: <>round {round.round} starts with</>, hex: round.input }}
      steps={round.steps.map((step) => ({ ...step, held: step.heldBy === register.position }))}
      heldBy={register.name}
    />
  );
}
