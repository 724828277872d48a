// What the datapath view shows of a block in a register, per cipher: how the value is read
// from sim-core's trace, and how the 128-bit state is laid out. AES: FIPS-197 §3.4's 4 × 4
// byte matrix (state.ts); Serpent: the bitslice form's four 32-bit words X0..X3
// (serpent-round.ts); Twofish: the core's four 32-bit words Z0..Z3 (twofish-state.ts); RC6:
// the core's four 32-bit words A, B, C, D (rc6-state.ts); Triple DES: the round register's
// halves L and R (des-state.ts); MARS: the core's four 32-bit words D0..D3 (mars-state.ts). Adding a cipher to the view is one entry here and one in
// structure.ts's cipherStructures.
import type { TraceStep } from '@sim-core';
import { registerState, type RegisterState } from './state';
import { serpentRegisterState, type SerpentRound } from './serpent-round';
import { twofishRegisterState } from './twofish-state';
import { rc6RegisterState } from './rc6-state';
import { desRegisterState, type DesRound } from './des-state';
import { marsRegisterState, type MarsRound } from './mars-state';
import { toWords, wordHex } from './block-words';
import type { RegisterPosition, RegisterStage } from './structure';

export interface CipherState {
  /**
   * The layout of the state: FIPS-197's byte matrix, four 32-bit words (each least significant
   * byte first), or a 64-bit block's two halves (as printed: FIPS 46-3's bit 1 first).
   */
  grid: 'bytes' | 'words' | 'halves';
  /** What the view calls the words of a 'words' grid (X0..X3 unless given) or the halves (L, R unless given). */
  wordNames?: readonly string[];
  /** Whether registerState needs the round keys (sim-core's cipherRoundKeys). */
  usesRoundKeys: boolean;
  /** How the note names the state's byte order. */
  byteOrder: string;
  /**
   * The state in `register` whose probe reports `round`, for the block `input` traced as
   * `trace` (sim-core's cipherTrace), under `roundKeys` (hex, one a round key).
   */
  registerState(
    trace: readonly TraceStep[],
    roundKeys: readonly string[],
    input: string,
    register: RegisterStage,
    round: number,
  ): RegisterState & { round?: SerpentRound; des?: DesRound; mars?: MarsRound };
}

/** Serpent's, Twofish's, RC6's and MARS's state functions: they take the round keys, and of the register its position only. */
type PositionState = (
  trace: readonly TraceStep[],
  roundKeys: readonly string[],
  input: string,
  position: RegisterPosition,
  round: number,
) => RegisterState & { round?: SerpentRound; mars?: MarsRound };

/** A PositionState as a CipherState's registerState. */
function byPosition(state: PositionState): CipherState['registerState'] {
  return (trace, keys, input, register, round) => state(trace, keys, input, register.position, round);
}

export const cipherStates: Record<string, CipherState> = {
  aes: {
    grid: 'bytes',
    usesRoundKeys: false,
    byteOrder: 'as FIPS-197 §3.4 lays it out (byte r + 4c in row r, column c)',
    registerState: (trace, _keys, _input, register, round) =>
      registerState(trace, register.position, register.sboxStage, round),
  },
  serpent: {
    grid: 'words',
    usesRoundKeys: true,
    byteOrder:
      'in bitslice form, the words X0–X3 the S-boxes take column by column (the lab’s bytes: X_p is bytes 4p to 4p + 3, least significant first)',
    registerState: byPosition(serpentRegisterState),
  },
  twofish: {
    grid: 'words',
    wordNames: ['Z0', 'Z1', 'Z2', 'Z3'],
    usesRoundKeys: true,
    byteOrder:
      'as the core’s words Z0–Z3 (the paper’s R0–R3 encrypting; decrypting, the halves exchanged, so both directions take F of Z0 and Z1), Twofish’s byte order: Z_p is bytes 4p to 4p + 3, least significant first',
    registerState: byPosition(twofishRegisterState),
  },
  rc6: {
    grid: 'words',
    wordNames: ['A', 'B', 'C', 'D'],
    usesRoundKeys: true,
    byteOrder:
      'as the core’s words A, B, C, D (the paper’s, in the same order both ways; an inner register holds t and u beside them), RC6’s byte order: word p is bytes 4p to 4p + 3, least significant first',
    registerState: byPosition(rc6RegisterState),
  },
  des: {
    grid: 'halves',
    wordNames: ['L', 'R'],
    usesRoundKeys: false,
    byteOrder:
      'as the core’s round register holds it, its halves L and R in FIPS 46-3’s order (bit 1 the most significant bit of the first byte); decrypting, inside a DES operation the register holds the trace’s halves exchanged, as the same forward round with the subkeys reversed leaves them',
    registerState: (trace, _keys, _input, register, round) => desRegisterState(trace, register.position, round),
  },
  mars: {
    grid: 'words',
    wordNames: ['D0', 'D1', 'D2', 'D3'],
    usesRoundKeys: true,
    byteOrder:
      'as the core’s words D0–D3 (the submission’s D[0..3], in the same order both ways; the register holds the block before the round in progress), MARS’s byte order: D_p is bytes 4p to 4p + 3, least significant first',
    registerState: byPosition(marsRegisterState),
  },
};

/** The words of a 'words' or 'halves' state, named as the view shows them, each as hex. */
export function stateWords(view: CipherState, hex: string): { name: string; hex: string }[] {
  if (view.grid === 'halves') {
    if (!/^[0-9a-f]{16}$/.test(hex)) throw new Error(`state: expected 16 lower-case hex digits, got '${hex}'`);
    return [hex.slice(0, 8), hex.slice(8)].map((half, p) => ({
      name: view.wordNames?.[p] ?? ['L', 'R'][p],
      hex: half,
    }));
  }
  if (view.grid === 'words')
    return toWords(hex).map((word, p) => ({ name: view.wordNames?.[p] ?? `X${p}`, hex: wordHex(word) }));
  throw new Error('state: a byte matrix has no words');
}

export function cipherState(cipher: string): CipherState {
  const state = cipherStates[cipher];
  if (!state) throw new Error(`datapath: no state view of the cipher '${cipher}' (cipher-state.ts)`);
  return state;
}
