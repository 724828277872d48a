// What a cipher's plug-in gives the datapath view (CipherPlugin's `datapath`, one module a
// cipher: web/src/ciphers/<id>/datapath/index.ts): how its cores are built, its operations and
// their words, what a register holds for a block, and the panels only it has (the steps of
// its round, AES's composite-field S-box). The view draws any cipher from these alone, the
// way Excalidraw's shell runs actions it does not know (actions/register.ts).
import type { ComponentType, ReactNode } from 'react';
import type { Configuration, TraceStep } from '@sim-core';
import type { CipherStructure, Operation, OperationKinds, RegisterStage } from './structure';
import type { CipherState, RegisterState } from './cipher-state';

/** The block the view follows (datapath/selection.ts), as the cipher's panels see it. */
export interface SelectedBlock<S extends RegisterState = RegisterState> {
  /** The block's tag, and its number on the page (1 for the first). */
  tag: number;
  block: number;
  /** Where the block is at this cycle: a register, waiting to enter, or gone. */
  where:
    | { kind: 'register'; register: RegisterStage; round: number; state: S }
    | { kind: 'waiting' }
    | { kind: 'left'; cycle: number };
  /** The core runs the inverse cipher on it. */
  decrypt: boolean;
  /** sim-core's trace of the block as the core takes it. */
  trace: readonly TraceStep[];
  /** What each cell of the state shows (bytes as hex pairs, or the cipher's own cells). */
  values: readonly string[];
  /** `r1.ark, round 2`, `waiting to enter`, … and the state's label. */
  heading: string;
  label: string;
}

/** A cipher's panel under the state of a block in a register: the steps of its round, each from sim-core's trace. */
export interface RoundStepsProps<S extends RegisterState = RegisterState> {
  block: number;
  state: S;
  register: RegisterStage;
}

/**
 * A panel that follows one chosen cell of the selected block's state (AES's composite-field
 * S-box follows a byte): the cells become buttons while `cellAction` names what choosing one does.
 */
export interface CellInspector<S extends RegisterState = RegisterState> {
  /** Whether a configuration has the panel. */
  shows(config: Configuration): boolean;
  /** The accessible name of cell `cell` (showing `value`) as a button, or null: the cells of this selection cannot be chosen. */
  cellAction(selected: SelectedBlock<S>, cell: number, value: string): string | null;
  Panel: ComponentType<{
    config: Configuration;
    /** The selected block, if any, and the cell chosen in it (0 until one is). */
    selected: SelectedBlock<S> | null;
    cell: number;
    /** The register holding the selected block, if one does. */
    held: RegisterStage | null;
  }>;
}

export interface CipherDatapath<Op extends Operation = Operation, S extends RegisterState = RegisterState> {
  /** How the cipher's cores are built: slices, registers, entry and exit, key schedule. */
  structure: CipherStructure<Op>;
  /** Each kind of operation its structure emits, described. */
  operations: OperationKinds<Op>;
  /** What a register holds for a block, from sim-core's trace, and how it is laid out. */
  state: CipherState<S>;
  /** The steps of the round a selected block is in, under its state. */
  RoundSteps?: ComponentType<RoundStepsProps<S>>;
  /** The note under the selected block's state, where the cipher words it itself; the view's otherwise. */
  stateNote?(selected: SelectedBlock<S>): ReactNode;
  inspector?: CellInspector<S>;
}

/**
 * A cipher's datapath as CipherPlugin holds it, its own operation and state types forgotten:
 * the view hands each panel only the states the same plug-in's registerState made.
 */
export function defineDatapath<Op extends Operation, S extends RegisterState>(
  datapath: CipherDatapath<Op, S>,
): CipherDatapath {
  return datapath as unknown as CipherDatapath;
}
