// RC6's round operations as the datapath view draws them (Rivest et al. 1998, Sec. 2;
// hdl/rtl/rc6/rc6_round.sv): the parts Q, R, F of a round.
import { byOperationDirection, type OperationKinds, type SBoxKind } from '../../../datapath/structure';

export type Rc6Operation =
  /** Part Q: t = f(B) <<< 5, u = f(D) <<< 5, f(x) = x(2x + 1) on the multiplier `sbox`; decrypting f(A), f(C). */
  | { kind: 'rc6Quadratic'; sbox: SBoxKind; forward: boolean; inverse: boolean }
  /** Part R: A = (A ⊕ t) <<< u, C = (C ⊕ u) <<< t; decrypting the words' turn back, A = (A − S[2i]) >>> u, C = (C − S[2i+1]) >>> t. */
  | { kind: 'rc6Rotate'; forward: boolean; inverse: boolean }
  /** Part F: A += S[2i], C += S[2i+1] and the words' turn (A, B, C, D) = (B, C, D, A); decrypting A ⊕= t, C ⊕= u. */
  | { kind: 'rc6Finish'; forward: boolean; inverse: boolean };

/** Each multiplier's name under part Q (hdl/doc/rc6.md). */
const multiplierNames: Partial<Record<SBoxKind, string>> = {
  squarer: 'squarer',
  dspMultiplier: '* on DSP blocks',
  arrayMultiplier: 'array multiplier',
};

export const rc6Operations: OperationKinds<Rc6Operation> = {
  rc6Quadratic: {
    describe: (o) => ({
      label: byOperationDirection(o, {
        unified: 'f(B|A), f(D|C) ⋘ 5',
        decrypt: 'f(A), f(C) ⋘ 5',
        encrypt: 'f(B), f(D) ⋘ 5',
      }),
      detail: `t, u: ${multiplierNames[o.sbox] ?? o.sbox}`,
    }),
  },
  rc6Rotate: {
    describe: (o) =>
      byOperationDirection(o, {
        unified: { label: '⊕ ⋘ or − S, ⋙', detail: 'rotate by u, t' },
        decrypt: { label: '− S[2i], ⋙ u, t', detail: 'after the turn back' },
        encrypt: { label: 'A⊕t ⋘ u, C⊕u ⋘ t', detail: 'data-dependent' },
      }),
    // Decrypting, the round key is subtracted before the rotations.
    takesRoundKey: (o) => o.inverse,
  },
  rc6Finish: {
    describe: (o) =>
      byOperationDirection(o, {
        unified: { label: '+ S, turn or ⊕ t, u', detail: 'enc. key, dec. ⊕' },
        decrypt: { label: '⊕ t, u', detail: 'A ⊕ t, C ⊕ u' },
        encrypt: { label: '+ S[2i], S[2i+1]', detail: 'A, C; then turn' },
      }),
    takesRoundKey: (o) => o.forward,
  },
};
