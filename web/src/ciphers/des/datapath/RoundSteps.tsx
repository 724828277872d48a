// The steps of the Feistel round a Triple DES block has just finished (FIPS 46-3: f(R, Kₙ) =
// P(S(E(R) ⊕ Kₙ)), then L ⊕ f and the swap), each value from sim-core's trace (state.ts), the
// one its register holds marked.
import type { RoundStepsProps } from '../../../datapath/cipher-datapath';
import { RoundStepsTable } from '../../../datapath/RoundStepsTable';
import { labBlockBank, type DesRegisterState } from './state';

export function DesRoundSteps({ block, state, register }: RoundStepsProps<DesRegisterState>) {
  const round = state.des;
  const { operation } = round;
  return (
    <RoundStepsTable
      prefix="des-"
      caption={
        <>
          Block {block}, round {round.round} of 48: round {operation.round} of {operation.name} (DES{' '}
          {operation.decrypts ? 'decryption' : 'encryption'} under key K{operation.key} of key bank {labBlockBank},
          subkey {round.subkeyName} = <span className="hex">{round.subkeyHex}</span> from C‖D). FIPS 46-3&apos;s round,
          L′ = R, R′ = L ⊕ f(R, K<sub>n</sub>)
          {round.swaps ? '' : `, without the swap: the 16th round of ${operation.name} (Chodowiec et al., Sec. 4.1)`}.
          Each step and its value (bit 1 first):
        </>
      }
      start={{
        text: (
          <>
            round {round.round} takes L‖R {round.round === 1 ? '(IP of the block)' : ''}
          </>
        ),
        hex: round.input,
      }}
      steps={round.steps}
      heldBy={register.name}
    />
  );
}
