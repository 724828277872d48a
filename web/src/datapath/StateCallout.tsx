// The selected block's state beside the datapath (inside its SVG): a heading, the state's
// label, and the state as its cipher lays it out (cipher-state.ts): four words or two halves
// in rows, or a 4 × 4 byte matrix whose cells a cipher's inspector may make buttons (AES's
// composite-field S-box follows the byte chosen). A leader runs from the register holding it.
import type { KeyboardEvent } from 'react';
import type { Box, RegisterBar } from './layout';
import { matrixCell, stateWords, type CipherState } from './cipher-state';
import type { CellInspector, SelectedBlock } from './cipher-datapath';

export const cellSize = 34;

/** A word's box: four cells wide, wider for a word of more than 8 hex digits (a 128-bit block's 64-bit halves). */
const wordWidth = (hex: string) => Math.max(4 * cellSize - 26, hex.length * 8 + 16);

interface Props {
  selected: SelectedBlock;
  view: CipherState;
  /** The callout's area and its top (level with the register holding the block, if it fits). */
  callout: Box;
  top: number;
  /** The register holding the block, if one does. */
  held: RegisterBar | null;
  /** The cipher's inspector of one cell, if its configuration has one, and the cell chosen. */
  inspector: CellInspector | null;
  cell: number;
  onChooseCell: (cell: number) => void;
}

export function StateCallout({ selected, view, callout, top, held, inspector, cell, onChooseCell }: Props) {
  const x = callout.x;
  const rowY = (row: number) => top + 32 + row * cellSize;
  const onKey = (i: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChooseCell(i);
    }
  };
  return (
    <g className="callout" data-testid="state-matrix">
      {held && (
        // Above the row's boxes, so it crosses none of them.
        <path
          className="leader"
          d={`M${held.x + held.width / 2},${held.y}V${held.y - 8}H${x - 12}L${x - 4},${top + 26}`}
        />
      )}
      <text x={x} y={top + 10} data-testid="state-heading">
        block {selected.block}: {selected.heading}
      </text>
      <text x={x} y={top + 24} className="detail" data-testid="state-label">
        {selected.label}
      </text>
      {view.grid !== 'bytes' &&
        stateWords(view, selected.values.join('')).map((word, p) => (
          <g key={p} className="cell" data-testid={`state-word-${p}`}>
            <text x={x} y={rowY(p) + (cellSize - 2) / 2} dy="0.35em">
              {word.name}
            </text>
            <rect x={x + 24} y={rowY(p)} width={wordWidth(word.hex)} height={cellSize - 2} rx={3} />
            <text x={x + 24 + wordWidth(word.hex) / 2} y={rowY(p) + (cellSize - 2) / 2} dy="0.35em" textAnchor="middle">
              {word.hex}
            </text>
          </g>
        ))}
      {view.grid === 'bytes' &&
        selected.values.map((value, i) => {
          const { row, column } = matrixCell(i);
          const action = inspector?.cellAction(selected, i, value) ?? null;
          return (
            <g
              key={i}
              className={`cell${action !== null && i === cell ? ' chosen' : ''}`}
              data-testid={`state-cell-${row}-${column}`}
              {...(action !== null
                ? {
                    tabIndex: 0,
                    role: 'button',
                    'aria-label': action,
                    onClick: () => onChooseCell(i),
                    onKeyDown: onKey(i),
                  }
                : {})}
            >
              <rect x={x + column * cellSize} y={rowY(row)} width={cellSize - 2} height={cellSize - 2} rx={3} />
              <text
                x={x + column * cellSize + (cellSize - 2) / 2}
                y={rowY(row) + (cellSize - 2) / 2}
                dy="0.35em"
                textAnchor="middle"
              >
                {value}
              </text>
            </g>
          );
        })}
    </g>
  );
}
