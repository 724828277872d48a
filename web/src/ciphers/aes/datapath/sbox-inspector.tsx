// AES's composite-field S-box in the datapath view (CompositeSboxPanel): the panel follows one
// byte of the selected block, the one chosen in its state matrix, as it enters the S-boxes of
// the round in progress or the next; a block inside a pipelined S-box shows each byte at its
// stage instead of a state (aes_sbox_composite.sv; Swankoski et al. 2005, Fig. 2).
import type { CellInspector, SelectedBlock } from '../../../datapath/cipher-datapath';
import { matrixCell } from '../../../datapath/cipher-state';
import { fipsLabel } from '../../../datapath/trace';
import type { AesRegisterState } from './state';
import { CompositeSboxPanel } from './CompositeSboxPanel';

/** What a pipelined composite S-box's register holds after each stage (aes_sbox_composite.sv). */
const compositeStageFields: Record<number, string> = {
  1: '{h, l} in GF((2⁴)²)',
  2: '{h, h + l, d}, one hex digit each',
  3: '{h, h + l, d⁻¹}, one hex digit each',
  4: 'the inverse in GF((2⁴)²)',
};

/** The state entering the S-boxes next, and the round: a register's, or a waiting block's round 1; none once it has left. */
function sboxInput(selected: SelectedBlock<AesRegisterState>): AesRegisterState['sbox'] {
  const { where } = selected;
  if (where.kind === 'register') return where.state.sbox;
  if (where.kind === 'left') return null;
  const first = selected.trace.find((t) => t.round === 1 && t.step === (selected.decrypt ? 'istart' : 'start'));
  return first ? { round: 1, input: first.state } : null;
}

export const sboxInspector: CellInspector<AesRegisterState> = {
  shows: (config) => config.sbox === 'composite' || config.sbox === 'compositePipelined',
  cellAction(selected, cell, value) {
    const { row, column } = matrixCell(cell);
    return sboxInput(selected) === null ? null : `byte s[${row},${column}] = ${value}: show it inside the S-box`;
  },
  Panel({ config, selected, cell, held }) {
    const sbox = selected ? sboxInput(selected) : null;
    const byte = sbox ? parseInt(sbox.input.slice(2 * cell, 2 * cell + 2), 16) : null;
    const { row, column } = matrixCell(cell);
    return (
      <CompositeSboxPanel
        byte={byte}
        source={
          selected && sbox && byte !== null
            ? `byte s[${row},${column}] of block ${selected.block} entering round ${sbox.round}'s S-boxes`
            : null
        }
        inverse={selected?.decrypt ?? false}
        canInvert={config.direction !== 'encrypt'}
        pipelined={config.sbox === 'compositePipelined'}
        heldStage={held && held.sboxStage > 0 ? held.sboxStage : null}
        heldBy={held ? held.name : null}
      />
    );
  },
};

/** The note under an AES state: FIPS-197 §3.4's byte order, or, inside a pipelined S-box, what the cells hold. */
export function aesStateNote(selected: SelectedBlock<AesRegisterState>) {
  const { where } = selected;
  if (where.kind === 'register' && where.state.compositeStage !== null)
    return (
      <p className="note" data-testid="state-inside-sbox">
        Block {selected.block} is inside the S-boxes: each cell is its byte after stage {where.state.compositeStage} of
        the composite-field S-box ({compositeStageFields[where.state.compositeStage]}). The bytes entering the S-boxes,{' '}
        {fipsLabel(where.state.sbox!.round, selected.decrypt ? 'istart' : 'start')}:{' '}
        <span className="hex">{where.state.sbox?.input}</span>
      </p>
    );
  return (
    <p className="note">
      State of block {selected.block} as FIPS-197 §3.4 lays it out (byte <i>r</i> + 4<i>c</i> in row <i>r</i>, column{' '}
      <i>c</i>):{' '}
      <span className="hex" data-testid="state-hex">
        {selected.values.join('')}
      </span>
    </p>
  );
}
