// Where the block the view follows is at a cycle, and what the view shows of it: in a
// register, the state the cipher's reader finds there in sim-core's trace; gone, the trace's
// last state; not yet in, the block the core takes.
import type { Datapath } from './structure';
import type { CipherState } from './cipher-state';
import type { SelectedBlock } from './cipher-datapath';
import type { BlockTrace } from './block-trace';
import type { Occupant } from './occupants';
import { fipsLabel } from './trace';
import { tagBlock } from '../tag';

/** A block's number on the page: 1 for the first. */
export const blockNumber = (tag: number) => tagBlock(tag) + 1;

const bytesOf = (hex: string) => hex.match(/../g)!;

/**
 * Block `tag` of `datapath`, traced as `traced`: in the register `at` says (its probe's
 * round), or gone by the cycle `out` says, or waiting. Throws where the state reader finds the
 * trace is not the block's.
 */
export function selectBlock(
  view: CipherState,
  datapath: Datapath,
  tag: number,
  traced: BlockTrace,
  at: Occupant | null,
  out: { cycle: number } | undefined,
): SelectedBlock {
  const { steps, call, roundKeys } = traced;
  const block = { tag, block: blockNumber(tag), decrypt: call.decrypt, trace: steps };
  if (at) {
    const register = datapath.registers[at.stage];
    const state = view.registerState(steps, roundKeys, call.input, register, at.round);
    return {
      ...block,
      where: { kind: 'register', register, round: at.round, state },
      values: state.cells ?? bytesOf(state.hex),
      heading: `${register.name}, round ${at.round}`,
      label: state.label,
    };
  }
  if (out) {
    const last = steps[steps.length - 1];
    return {
      ...block,
      where: { kind: 'left', cycle: out.cycle },
      values: bytesOf(last.state),
      heading: `left in cycle ${out.cycle}`,
      label: fipsLabel(last.round, last.step),
    };
  }
  return {
    ...block,
    where: { kind: 'waiting' },
    values: bytesOf(call.input),
    heading: 'waiting to enter',
    label: 'the block the core takes',
  };
}
