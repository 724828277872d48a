// What a Triple DES core's round register holds for a block, and the steps of the round that
// put it there, read from sim-core's trace (cipherTrace; sim-core/src/des/trace.rs), rounds 1
// to 48 as the probes count them. Each round's steps there: encrypting e (E(R), 6 bytes),
// k_mix (⊕ Kₙ, 6 bytes), s_box (4), f (P of it, 4), r (L ⊕ f, 4) and out (8), round 1 opening
// with ip (IP of the block) and round 48 closing with fp (the ciphertext); decrypting ie,
// ik_mix, is_box, if, il and iout, round 1 opening with iip (IP of the block) and round 48
// closing with ifp (the plaintext).
//
// The core (des_round.sv) runs the same forward round either way, R′ = L ⊕ f(R, Kₙ) and
// L′ = R, without the swap in the 16th round of each DES operation: its register after round
// n holds the halves the round leaves. Encrypting that is the trace's out (rounds 16 and 32
// record the preoutput R₁₆‖L₁₆, which is the next operation's L₀‖R₀); decrypting, the
// trace undoes rounds with FIPS 46-3's inverse, so inside a DES operation the register holds
// its iout with the halves exchanged. After round 48 the register holds the preoutput, and FP
// on the way out makes the trace's last out (or iout). Nothing here computes DES: this
// places the trace's halves as the round's wiring does, and checks every round against the
// trace (L ⊕ f is the trace's new half; the register is its out or iout) or throws. The
// block the trace starts from is taken as the trace's IP of it: checking IP here would need
// FIPS 46-3's table, a second model.
import type { TraceStep } from '@sim-core';
import { expectPosition, type CipherState, type RegisterState } from '../../../datapath/cipher-state';
import type { RegisterPosition } from '../../../datapath/structure';
import { decrypts, fipsLabel, lastRound, subscript, traceStep, xorHex } from '../../../datapath/trace';
import { desOperation, desRoundsPerOperation, tdesRounds, type DesOperation } from './triple';

/**
 * The key bank every block of the lab uses: the lab loads its key with bank 0 and offers
 * blocks without a bank (web/src/sim/run.ts; hdl/harness/wasm-model.mjs offerFlags: bank 0).
 */
export const labBlockBank = 0;

export interface DesStep {
  /** What the step does, e.g. "S1–S8 (eight 6-to-4-bit S-boxes)". */
  name: string;
  /** Its value as the trace gives it: 12 hex digits (48 bits), 8 (a half) or 16 (both halves). */
  hex: string;
  /** Whether the round register holds this value (the round's last step). */
  held: boolean;
}

export interface DesRound {
  /** 1 to 48, as the probes count. */
  round: number;
  decrypt: boolean;
  /** The DES operation the round belongs to and its round in it. */
  operation: DesOperation;
  /** Which subkey of the operation's key the round takes: Kₙ, n = 1..16 (DES decryption: 16 down to 1). */
  subkey: number;
  /** The subkey's name, Kₙ with n subscript. */
  subkeyName: string;
  /** The subkey's 48 bits, 12 hex digits: the trace's E(R) ⊕ its key mix. */
  subkeyHex: string;
  /** L‖R entering the round, as the register (or IP, in round 1) gives it. */
  input: string;
  /** Whether the round swaps the halves (all but the 16th of each DES operation). */
  swaps: boolean;
  steps: DesStep[];
}

const left = (hex: string) => hex.slice(0, 8);
const right = (hex: string) => hex.slice(8, 16);
const swapHalves = (hex: string) => right(hex) + left(hex);
const lookup = (trace: readonly TraceStep[], round: number, step: string) => traceStep(trace, round, step).state;

/** The trace's step names, encrypting or decrypting. */
const names = (decrypt: boolean) =>
  decrypt
    ? { ip: 'iip', e: 'ie', mix: 'ik_mix', sbox: 'is_box', f: 'if', half: 'il', out: 'iout' }
    : { ip: 'ip', e: 'e', mix: 'k_mix', sbox: 's_box', f: 'f', half: 'r', out: 'out' };

/**
 * Rounds 1 to `upTo` of the trace on the core's register, each checked against the trace:
 * the halves entering and leaving each round, and the round's values.
 */
function run(trace: readonly TraceStep[], upTo: number): DesRound[] {
  const decrypt = decrypts(trace);
  const rounds = lastRound(trace);
  if (rounds !== tdesRounds) throw new Error(`trace: Triple DES runs ${tdesRounds} rounds, this trace ${rounds}`);
  const step = names(decrypt);
  const result: DesRound[] = [];
  let entering = lookup(trace, 1, step.ip);
  for (let n = 1; n <= upTo; n++) {
    const e = lookup(trace, n, step.e);
    const mixed = lookup(trace, n, step.mix);
    const f = lookup(trace, n, step.f);
    const newHalf = lookup(trace, n, step.half);
    if (xorHex(left(entering), f) !== newHalf)
      throw new Error(
        `DES round ${n}: L ${left(entering)} ⊕ f ${f} is not ${newHalf}, sim-core's trace's ${fipsLabel(n, step.half)}`,
      );
    const operation = desOperation(n, decrypt);
    const swaps = operation.round !== desRoundsPerOperation;
    const held = swaps ? right(entering) + newHalf : newHalf + right(entering);
    // The trace's state after the round: the register's, or (decrypting inside an operation) its halves exchanged.
    const traced = lookup(trace, n, step.out);
    if (n < tdesRounds) {
      const expected = decrypt && swaps ? swapHalves(traced) : traced;
      if (held !== expected)
        throw new Error(
          `DES round ${n}: the register would hold ${held}, not ${expected} from ${fipsLabel(n, step.out)}`,
        );
    }
    const subkey = operation.decrypts ? desRoundsPerOperation + 1 - operation.round : operation.round;
    const kn = `K${subscript(subkey)}`;
    const lastOf = `the last round of ${operation.name}`;
    result.push({
      round: n,
      decrypt,
      operation,
      subkey,
      subkeyName: kn,
      subkeyHex: xorHex(e, mixed),
      input: entering,
      swaps,
      steps: [
        { name: 'E(R): the right half expanded to 48 bits', hex: e, held: false },
        { name: `⊕ ${kn}, subkey ${subkey} of K${operation.key}`, hex: mixed, held: false },
        { name: 'S1–S8: eight 6-to-4-bit S-boxes', hex: lookup(trace, n, step.sbox), held: false },
        { name: `P: f(R, ${kn})`, hex: f, held: false },
        { name: 'L ⊕ f: the new half', hex: newHalf, held: false },
        {
          name: swaps ? 'swapped: L′ = R, R′ = L ⊕ f' : `not swapped (${lastOf}): R₁₆‖L₁₆`,
          hex: held,
          held: true,
        },
      ],
    });
    entering = held;
  }
  return result;
}

/** Round `round` (1 to 48) of the block whose sim-core trace is `trace`, as the core runs it. */
export function desRound(trace: readonly TraceStep[], round: number): DesRound {
  desOperation(round, false); // refuses a round outside 1..48
  return run(trace, round)[round - 1];
}

/** The label of what the register holds after `round`, in the trace's names. */
function heldLabel(round: DesRound): string {
  const { decrypt } = round;
  const out = decrypt ? 'iout' : 'out';
  // The preoutput, which FP turns into the trace's last value: IP of that value.
  if (round.round === tdesRounds) return `IP(${fipsLabel(round.round, decrypt ? 'ifp' : 'fp')})`;
  return decrypt && round.swaps ? `swap(${fipsLabel(round.round, out)})` : fipsLabel(round.round, out);
}

export type DesRegisterState = RegisterState & { des: DesRound };

/**
 * What a Triple DES core's round register (r<u>.out, des_stage_reg.sv) holds for the block
 * whose sim-core trace is `trace`, its probe reporting `round`, the rounds finished (1 to 48).
 */
export function desRegisterState(
  trace: readonly TraceStep[],
  position: RegisterPosition,
  round: number,
): DesRegisterState {
  expectPosition('a Triple DES core', position, ['out']);
  const des = desRound(trace, round);
  const held = des.steps[des.steps.length - 1].hex;
  const { operation } = des;
  return {
    hex: held,
    // Room for about 33 characters in the view's callout.
    label: `${heldLabel(des)}, ${operation.name} ${operation.round}/16`,
    des,
  };
}

/** What the datapath view shows of the round register: its halves L and R, and how the note names their order. */
export const desState: CipherState<DesRegisterState> = {
  grid: 'halves',
  wordNames: ['L', 'R'],
  usesRoundKeys: false,
  byteOrder:
    'as the core’s round register holds it, its halves L and R in FIPS 46-3’s order (bit 1 the most significant bit of the first byte); decrypting, inside a DES operation the register holds the trace’s halves exchanged, as the same forward round with the subkeys reversed leaves them',
  registerState: (trace, _keys, _input, register, round) => desRegisterState(trace, register.position, round),
};
