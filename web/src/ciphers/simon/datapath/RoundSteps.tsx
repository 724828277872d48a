// The steps of the SIMON round a block has just finished (Beaulieu et al. 2013, §3:
// x′ = y ⊕ (S¹x & S⁸x) ⊕ S²x ⊕ k, y′ = x), each value from the register's words and sim-core's
// round key, the last checked against sim-core's trace (state.ts), the one its register holds
// marked.
import type { RoundStepsProps } from '../../../datapath/cipher-datapath';
import { RoundStepsTable } from '../../../datapath/RoundStepsTable';
import { subscript } from '../../../datapath/trace';
import type { SimonRegisterState } from './state';

export function SimonRoundSteps({ block, state, register }: RoundStepsProps<SimonRegisterState>) {
  const round = state.simon;
  const k = `k${subscript(round.keyIndex)}`;
  return (
    <RoundStepsTable
      prefix="simon-"
      caption={
        <>
          Block {block}, round {round.round} of {round.rounds}
          {round.decrypt ? ' decrypting' : ''}, round key {k} = <span className="hex">{round.keyHex}</span>. The
          paper&apos;s round, x′ = y ⊕ (S¹x &amp; S⁸x) ⊕ S²x ⊕ {k}, y′ = x (S<sup>j</sup>: rotate left by j)
          {round.decrypt
            ? ', run on the words exchanged: decrypting, the same round with the round keys backwards undoes the encryption'
            : ''}
          . Each step and its value:
        </>
      }
      start={{ text: <>round {round.round} takes x‖y</>, hex: round.input }}
      steps={round.steps}
      heldBy={register.name}
    />
  );
}
