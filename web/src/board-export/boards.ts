// The boards the dialog offers, as board/boards.mjs lists them (the same files `npm run
// export --board` reads): name, FPGA and clock for the choice.
import { listBoards } from '@board/boards.mjs';
import { mhz } from '@board/export/flows.mjs';

/** A board file (board/boards/<id>.json), as board/boards.mjs validates it. */
export type Board = ReturnType<typeof listBoards>[number];

export interface BoardChoice {
  id: string;
  name: string;
  /** "Lattice iCE40UP5K" style: the FPGA's family maker and device. */
  fpga: string;
  /** "12 MHz" */
  clock: string;
  board: Board;
}

const makers: Record<string, string> = {
  ice40: 'Lattice',
  ecp5: 'Lattice',
  gowin: 'Gowin',
  xilinx7: 'AMD',
  max10: 'Intel',
};

export function boardChoices(boards: readonly Board[] = listBoards()): BoardChoice[] {
  return boards.map((board) => ({
    id: board.id,
    name: board.name,
    fpga: `${makers[board.fpga.family] ?? ''} ${board.fpga.device}`.trim(),
    clock: `${mhz(board.clock.hz)} MHz`,
    board,
  }));
}
