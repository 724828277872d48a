// What to type once the zip is saved: the commands the project's README gives (board/export/
// readme.mjs, makefile.mjs). Every project's Makefile builds the bitstream with `make` (the
// open flow, or the vendor tool through its Edalize scripts where the board has none), loads
// it with `make prog` and runs the host script with `make test PORT=...`.
import { openFlow, vendorBackend } from '@board/export/flows.mjs';
import type { Board } from './boards';

export interface BuildSteps {
  /** Shell lines, each with its comment. */
  commands: string[];
  /** The tools `make` runs, in order. */
  tools: string;
}

export function buildSteps(board: Board, folder: string): BuildSteps {
  const flow = openFlow(board);
  const backend = vendorBackend(board);
  const tools = flow
    ? [flow.yosys === 'yosys' ? 'Yosys' : flow.yosys, flow.pnr.tool, flow.pack.tool].join(' → ')
    : `${backend.title} (the ${backend.name}/ scripts)`;
  const result = flow ? `build/${flow.bitstream}` : `${backend.title} builds it through ${backend.name}/`;
  return {
    commands: [
      `unzip ${folder}.zip`,
      `cd ${folder}`,
      `make                          # ${result}`,
      'make prog                     # load it into the FPGA',
      `make test PORT=${board.uart.port.linux}   # the NIST tests over the UART`,
    ],
    tools,
  };
}
