// The AES state a register holds for a block: sim-core's trace of that block (cipherTrace, the
// steps FIPS-197 Appendix C prints) read at the register's position and the round its probe
// reports. Probe rounds (hdl/ABI.md, aes_stage_reg.sv): a register after AddRoundKey (and a
// full pipeline's input register) reports the rounds it has finished, 0 for the initial
// AddRoundKey; a register inside a round reports the round in progress.
import type { TraceStep } from '@sim-core';
import type { RegisterPosition } from '../../../datapath/structure';
import type { CipherState, RegisterState } from '../../../datapath/cipher-state';
import { fipsLabel, lastRound, traceStep } from '../../../datapath/trace';
import { compositeSbox, stageValue } from './composite-sbox';

/** The 16 bytes of a state as FIPS-197 §3.4 lays them out: s[r][c] = in[r + 4c]. */
export type StateMatrix = string[][];

export function toMatrix(hex: string): StateMatrix {
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`state: expected 32 lower-case hex digits, got '${hex}'`);
  return [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => hex.slice(2 * (r + 4 * c), 2 * (r + 4 * c) + 2)));
}

/** ShiftRows (FIPS-197 §5.1.2): row r moves r bytes left, s'[r][c] = s[r][(c + r) mod 4]. */
export function shiftRows(hex: string): string {
  let out = '';
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      const from = r + 4 * ((c + r) % 4);
      out += hex.slice(2 * from, 2 * from + 2);
    }
  }
  return out;
}

/** What an AES register holds (hex: 32 digits in FIPS-197 byte order; label: the FIPS-197 Appendix C name of the value, or how it is derived from one). */
export interface AesRegisterState extends RegisterState {
  /** The state entering the S-boxes in the round in progress, or, between rounds, in the next (none after the last). */
  sbox: { round: number; input: string } | null;
  /** Inside a pipelined composite-field S-box: the stage (1 to 4) whose values the register holds instead of a state. */
  compositeStage: number | null;
}

const lookup = (trace: readonly TraceStep[], round: number, step: string) => traceStep(trace, round, step).state;

/**
 * The state of a block (its trace, encryption or decryption as the cipher runs it) in a
 * register at `position` (with `sboxStage` inside a pipelined S-box), whose probe reports `round`.
 */
export function registerState(
  trace: readonly TraceStep[],
  position: RegisterPosition,
  sboxStage: number,
  round: number,
): AesRegisterState {
  const decrypt = trace[0]?.step === 'iinput';
  const nr = lastRound(trace);
  const at = (r: number, step: string) => ({ hex: lookup(trace, r, step), label: fipsLabel(r, step) });
  const sboxIn = (r: number) => ({ round: r, input: lookup(trace, r, decrypt ? 'istart' : 'start') });
  const plain = (value: { hex: string; label: string }, sbox: AesRegisterState['sbox']): AesRegisterState => ({
    ...value,
    sbox,
    compositeStage: null,
  });
  const finished = position === 'in' || position === 'ark';
  if (finished ? round < 0 || round > nr : round < 1 || round > nr) {
    throw new Error(`round: a ${position} register holds rounds ${finished ? 0 : 1} to ${nr}, not ${round}`);
  }

  if (finished) {
    // After AddRoundKey of `round`: the next round's start, or the output. Decryption's
    // InvMixColumns opens the next round in the RTL (aes_round_slice.sv), so the register
    // holds FIPS-197's ik_add, before it.
    if (round === nr) return plain(at(nr, decrypt ? 'ioutput' : 'output'), null);
    const next = sboxIn(round + 1);
    if (!decrypt) return plain(at(round + 1, 'start'), next);
    return plain(round === 0 ? at(1, 'istart') : at(round, 'ik_add'), next);
  }

  const sbox = sboxIn(round);
  if (position === 'sbox' && sboxStage > 0 && sboxStage < 5) {
    const start = at(round, decrypt ? 'istart' : 'start');
    return { hex: start.hex, label: `S-box stage ${sboxStage} of ${start.label}`, sbox, compositeStage: sboxStage };
  }
  if (position === 'sbox') {
    if (!decrypt) return plain(at(round, 's_box'), sbox);
    // The RTL substitutes before InvShiftRows (Moshopoulos et al., Fig. 2); FIPS-197
    // shifts first. The two commute, so this is ShiftRows of FIPS-197's is_box.
    const box = at(round, 'is_box');
    return plain({ hex: shiftRows(box.hex), label: `ShiftRows(${box.label})` }, sbox);
  }
  if (position === 'shift') return plain(decrypt ? at(round, 'is_box') : at(round, 's_row'), sbox);
  // After MixColumns: skipped in round Nr (FIPS-197 §5.1) and in decryption.
  if (decrypt) return plain(at(round, 'is_box'), sbox);
  return plain(round === nr ? at(nr, 's_row') : at(round, 'm_col'), sbox);
}

/**
 * What the datapath view shows of an AES register: the state as FIPS-197 §3.4's matrix, and
 * inside a pipelined composite-field S-box each byte's value at that stage
 * (aes_sbox_composite.sv) instead of a state.
 */
export const aesState: CipherState<AesRegisterState> = {
  grid: 'bytes',
  usesRoundKeys: false,
  byteOrder: 'as FIPS-197 §3.4 lays it out (byte r + 4c in row r, column c)',
  registerState(trace, _keys, _input, register, round) {
    const state = registerState(trace, register.position, register.sboxStage, round);
    const stage = state.compositeStage;
    if (stage === null || !state.sbox) return state;
    const decrypt = trace[0]?.step === 'iinput';
    const bytes = state.sbox.input.match(/../g)!;
    return { ...state, cells: bytes.map((b) => stageValue(compositeSbox(parseInt(b, 16), decrypt), stage)) };
  },
};
