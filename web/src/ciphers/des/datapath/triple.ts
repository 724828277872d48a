// Which of Triple DES's three DES operations a round belongs to (NIST SP 800-67 Rev. 2,
// Sec. 3.1: encrypting E_K3(D_K2(E_K1(P))), decrypting D_K1(E_K2(D_K3(C)))), as
// hdl/rtl/des/des_arch_pkg.sv decides it for the core: pass_of (rounds 1–16, 17–32, 33–48),
// pass_decrypts (the middle operation runs the other way) and key_index (decrypting, the keys
// in reverse). The rounds are the probes' and sim-core's trace's, 1 to 48 in the order the
// block meets them.
import { expectRound } from '../../../datapath/cipher-state';

export const desRoundsPerOperation = 16;
export const tdesRounds = 3 * desRoundsPerOperation;

export interface DesOperation {
  /** 0, 1 or 2: the operation's place in the 48 rounds (des_arch_pkg::pass_of). */
  pass: number;
  /** Whether the operation is DES decryption, its subkeys K₁₆..K₁ (des_arch_pkg::pass_decrypts). */
  decrypts: boolean;
  /** 1, 2 or 3: the key of the bank it uses (des_arch_pkg::key_index + 1). */
  key: number;
  /** E_K1, D_K2, …: SP 800-67's name for it. */
  name: string;
  /** 1 to 16: the round within the operation. */
  round: number;
}

/** The DES operation round `round` (1 to 48) of a block belongs to, encrypting or decrypting the block. */
export function desOperation(round: number, decrypt: boolean): DesOperation {
  expectRound('Triple DES', round, tdesRounds);
  const pass = Math.floor((round - 1) / desRoundsPerOperation);
  const decrypts = decrypt !== (pass === 1);
  const key = decrypt ? 3 - pass : pass + 1;
  return {
    pass,
    decrypts,
    key,
    name: `${decrypts ? 'D' : 'E'}_K${key}`,
    round: round - pass * desRoundsPerOperation,
  };
}

/** The three operations and their rounds, for the view's notes. */
export const desOperationsText =
  'Rounds 1–16 are E_K1, 17–32 D_K2, 33–48 E_K3; decrypting D_K3, E_K2, D_K1 (SP 800-67, Sec. 3.1)';
