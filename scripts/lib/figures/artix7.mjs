// Artix-7 figures: Yosys synth_xilinx cell counts of the core, an estimate (no open place and
// route for the xc7 here).
import fs from 'node:fs';
import path from 'node:path';
import { yosysCells } from './tools.mjs';

export const artix7 = {
  device: 'AMD Artix-7 (xc7), Yosys synth_xilinx: an estimate, not placed',
  tools: ['yosys'],
  source: import.meta.url,
  async measure({ dir, top, sources, includes }) {
    fs.writeFileSync(path.join(dir, 'cs_top.sv'), top);
    return {
      ...(await yosysCells(dir, { sources, includes }, 'synth_xilinx -family xc7 -flatten -top cs_top', 'xilinx7')),
      estimate: true,
    };
  },
};
